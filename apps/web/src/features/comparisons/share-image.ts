/** The shared picture of a comparison (spec §9): 465 × 524 px, a PNG named sahm-results.png, made after 1.1 s. */
export const SHARE_IMAGE = { width: 465, height: 524, name: 'sahm-results.png', delayMs: 1100 } as const;

export type ShareContent = {
  title: string;
  subtitle: string;
  direction: 'rtl' | 'ltr';
  dark: boolean;
  /** Each item with its colour and its latest figure of each indicator. */
  items: { name: string; color: string }[];
  indicators: { label: string; values: string[] }[];
  footer: string;
};

/**
 * Draws the comparison's latest figures on a canvas: the items with their colours, then one line per
 * indicator (as many as fit). Drawn rather than captured from the page, so it looks the same on
 * every screen size and needs no library.
 */
export function drawShareImage(canvas: HTMLCanvasElement, content: ShareContent): void {
  const { width, height } = SHARE_IMAGE;
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const rtl = content.direction === 'rtl';
  const fg = content.dark ? '#F2F4F7' : '#14213D';
  const muted = content.dark ? '#A9B3C1' : '#5C6B7A';
  ctx.fillStyle = content.dark ? '#121A26' : '#FFFFFF';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#1E6FD9';
  ctx.fillRect(0, 0, width, 6);
  ctx.direction = content.direction;
  const start = rtl ? width - 24 : 24;
  ctx.textAlign = 'start';
  ctx.fillStyle = fg;
  ctx.font = 'bold 20px system-ui, sans-serif';
  ctx.fillText(content.title, start, 44);
  ctx.fillStyle = muted;
  ctx.font = '13px system-ui, sans-serif';
  ctx.fillText(content.subtitle, start, 66);

  let y = 98;
  ctx.font = '14px system-ui, sans-serif';
  for (const item of content.items.slice(0, 6)) {
    ctx.fillStyle = item.color;
    ctx.fillRect(rtl ? start - 12 : start, y - 11, 12, 12);
    ctx.fillStyle = fg;
    ctx.fillText(item.name, rtl ? start - 20 : start + 20, y);
    y += 22;
  }
  y += 8;
  ctx.strokeStyle = muted;
  ctx.beginPath();
  ctx.moveTo(24, y);
  ctx.lineTo(width - 24, y);
  ctx.stroke();
  y += 26;

  // Values in columns beside the labels: mirrored in Arabic, so the first item stays nearest the label.
  const shown = Math.max(1, Math.min(content.items.length, 6));
  const labelWidth = 150;
  const columnWidth = (width - 48 - labelWidth) / shown;
  for (const indicator of content.indicators) {
    if (y > height - 48) break;
    ctx.textAlign = 'start';
    ctx.fillStyle = fg;
    ctx.font = '13px system-ui, sans-serif';
    ctx.fillText(truncate(ctx, indicator.label, labelWidth - 10), start, y);
    ctx.textAlign = rtl ? 'left' : 'right';
    ctx.font = 'bold 13px system-ui, sans-serif';
    indicator.values.slice(0, shown).forEach((value, i) => {
      const offset = 24 + labelWidth + columnWidth * (i + 1);
      ctx.fillStyle = content.items[i]?.color ?? fg;
      ctx.fillText(value, rtl ? width - offset : offset, y);
    });
    y += 28;
  }
  ctx.textAlign = 'start';
  ctx.fillStyle = muted;
  ctx.font = '12px system-ui, sans-serif';
  ctx.fillText(content.footer, start, height - 18);
}

function truncate(ctx: CanvasRenderingContext2D, text: string, max: number): string {
  if (ctx.measureText(text).width <= max) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > max) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** Waits the spec's delay (the cards finish drawing), then draws and offers the PNG: shared where the browser can share files, downloaded otherwise. */
export async function shareComparisonImage(content: ShareContent): Promise<File | null> {
  await new Promise((resolve) => setTimeout(resolve, SHARE_IMAGE.delayMs));
  const canvas = document.createElement('canvas');
  drawShareImage(canvas, content);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) return null;
  const file = new File([blob], SHARE_IMAGE.name, { type: 'image/png' });
  if (navigator.canShare?.({ files: [file] })) {
    await navigator.share({ files: [file], title: content.title }).catch(() => undefined);
    return file;
  }
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = SHARE_IMAGE.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return file;
}
