import type { AnnouncementTopic } from '@sahm/contracts/news';

/**
 * The generated header of an announcement without an uploaded image: a 1200×630 banner (the size
 * link previews use) in its topic's colour, a lighter band, a glyph of the topic drawn with plain
 * shapes, and the stock's symbol or the market's name in white. Every colour keeps white text above
 * a 4.5:1 contrast (WCAG AA), checked by a test. The SVG runs nothing and loads nothing.
 */

export const topicColours: Record<AnnouncementTopic, string> = {
  FINANCIAL_RESULTS: '#1E40AF',
  DIVIDENDS: '#166534',
  GENERAL_ASSEMBLY: '#5B21B6',
  BOARD: '#334155',
  CAPITAL_CHANGE: '#9A3412',
  LISTING: '#0F766E',
  TRADING_HALT: '#9F1239',
  HOLIDAY: '#155E75',
  OFFERING: '#854D0E',
  OTHER: '#0503A3',
};

const W = 1200;
const H = 630;
/** The glyph's box: 240×240 at the banner's right, on the lighter band. */
const GX = 860;
const GY = 195;

const glyphs: Record<AnnouncementTopic, string> = {
  // Rising bars.
  FINANCIAL_RESULTS: [60, 120, 180]
    .map((h, i) => `<rect x="${GX + 20 + i * 75}" y="${GY + 220 - h}" width="50" height="${h}" rx="6"/>`)
    .join(''),
  // A stack of coins.
  DIVIDENDS: [0, 1, 2].map((i) => `<ellipse cx="${GX + 120}" cy="${GY + 190 - i * 55}" rx="100" ry="30"/>`).join(''),
  // Three seated people.
  GENERAL_ASSEMBLY: [0, 1, 2]
    .map(
      (i) =>
        `<circle cx="${GX + 40 + i * 80}" cy="${GY + 90}" r="28"/><rect x="${GX + 10 + i * 80}" y="${GY + 130}" width="60" height="80" rx="20"/>`,
    )
    .join(''),
  // A table with a chair at each end.
  BOARD: `<rect x="${GX + 20}" y="${GY + 100}" width="200" height="40" rx="8"/><circle cx="${GX + 20}" cy="${GY + 70}" r="22"/><circle cx="${GX + 220}" cy="${GY + 70}" r="22"/><rect x="${GX + 40}" y="${GY + 140}" width="16" height="80"/><rect x="${GX + 184}" y="${GY + 140}" width="16" height="80"/>`,
  // Up and down arrows.
  CAPITAL_CHANGE: `<polygon points="${GX + 60},${GY + 10} ${GX + 120},${GY + 100} ${GX + 80},${GY + 100} ${GX + 80},${GY + 220} ${GX + 40},${GY + 220} ${GX + 40},${GY + 100} ${GX},${GY + 100}"/><polygon points="${GX + 180},${GY + 230} ${GX + 240},${GY + 140} ${GX + 200},${GY + 140} ${GX + 200},${GY + 20} ${GX + 160},${GY + 20} ${GX + 160},${GY + 140} ${GX + 120},${GY + 140}"/>`,
  // A flag on its pole.
  LISTING: `<rect x="${GX + 40}" y="${GY}" width="16" height="240" rx="4"/><polygon points="${GX + 56},${GY + 10} ${GX + 230},${GY + 60} ${GX + 56},${GY + 120}"/>`,
  // Pause.
  TRADING_HALT: `<circle cx="${GX + 120}" cy="${GY + 120}" r="115" fill-opacity="0.35"/><rect x="${GX + 70}" y="${GY + 55}" width="35" height="130" rx="6"/><rect x="${GX + 135}" y="${GY + 55}" width="35" height="130" rx="6"/>`,
  // A calendar page.
  HOLIDAY: `<rect x="${GX + 10}" y="${GY + 20}" width="220" height="210" rx="16" fill-opacity="0.35"/><rect x="${GX + 10}" y="${GY + 20}" width="220" height="55" rx="16"/>${[
    0, 1, 2,
  ]
    .map((i) => `<rect x="${GX + 40 + i * 60}" y="${GY + 110}" width="40" height="40" rx="6"/>`)
    .join('')}`,
  // A document with lines.
  OFFERING: `<rect x="${GX + 30}" y="${GY}" width="180" height="240" rx="14" fill-opacity="0.35"/>${[0, 1, 2, 3]
    .map((i) => `<rect x="${GX + 60}" y="${GY + 40 + i * 45}" width="${i === 3 ? 70 : 120}" height="18" rx="6"/>`)
    .join('')}`,
  // A speech bubble.
  OTHER: `<rect x="${GX}" y="${GY + 20}" width="240" height="160" rx="30"/><polygon points="${GX + 50},${GY + 170} ${GX + 120},${GY + 170} ${GX + 40},${GY + 235}"/>`,
};

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The text's room: from its start to the glyph's band. */
const TEXT_WIDTH = 680;
/** A font size at which `text` fits TEXT_WIDTH (at about 0.6 em a character), at most `max`. */
const fitting = (text: string, max: number) => Math.max(24, Math.min(max, Math.floor(TEXT_WIDTH / (Math.max(text.length, 1) * 0.6))));

/** `label` is the stock's symbol code or the market's name; `caption` a smaller second line (may be empty). */
export function headerImage(topic: AnnouncementTopic, label: string, caption: string): string {
  const colour = topicColours[topic];
  const [shortLabel, shortCaption] = [label.slice(0, 40), caption.slice(0, 60)];
  const text = escapeXml(shortLabel);
  const small = escapeXml(shortCaption);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${text}">`,
    `<rect width="${W}" height="${H}" fill="${colour}"/>`,
    `<rect x="${W - 420}" width="420" height="${H}" fill="#FFFFFF" fill-opacity="0.12"/>`,
    `<rect y="${H - 24}" width="${W}" height="24" fill="#FFFFFF" fill-opacity="0.25"/>`,
    `<g fill="#FFFFFF">${glyphs[topic]}</g>`,
    `<text x="80" y="330" fill="#FFFFFF" font-family="system-ui, -apple-system, 'Segoe UI', Tahoma, sans-serif" font-size="${fitting(shortLabel, 96)}" font-weight="700">${text}</text>`,
    small
      ? `<text x="80" y="410" fill="#FFFFFF" font-family="system-ui, -apple-system, 'Segoe UI', Tahoma, sans-serif" font-size="${fitting(shortCaption, 40)}">${small}</text>`
      : '',
    '</svg>',
  ].join('');
}
