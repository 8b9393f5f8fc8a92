/**
 * The generated mark of a company without an uploaded logo: its initials (from the English short
 * name) or the first letter of its Arabic name, in white on its sector's colour, in a rounded
 * square. Every colour keeps white text above a 4.5:1 contrast (WCAG AA), checked by a test.
 */

/** Top-level sector code → colour; industry groups take their parent's. */
export const sectorColours: Record<string, string> = {
  'sector-energy': '#9A3412',
  'sector-materials': '#57534E',
  'sector-industrials': '#334155',
  'sector-consumer-discretionary': '#9D174D',
  'sector-consumer-staples': '#166534',
  'sector-health-care': '#0F766E',
  'sector-financials': '#1E40AF',
  'sector-information-technology': '#5B21B6',
  'sector-communication-services': '#155E75',
  'sector-utilities': '#3F6212',
  'sector-real-estate': '#854D0E',
};
/** The brand colour, for a sector the palette does not know. */
export const fallbackColour = '#0503A3';

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Up to two initials of the English name's words, else the Arabic name's first letter, else "?". */
export function initialsOf(nameEn: string, nameAr: string): string {
  const words = nameEn.match(/\p{L}[\p{L}\p{N}'’-]*/gu)?.filter((w) => /^[A-Za-z]/.test(w)) ?? [];
  if (words.length)
    return words
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('');
  return nameAr.match(/\p{L}/u)?.[0] ?? '?';
}

export type MarkInput = { shortNameEn: string; shortNameAr: string; sectorCode: string | null };

/** The SVG document: static shapes and escaped text, no script, no external reference. */
export function logoMark({ shortNameEn, shortNameAr, sectorCode }: MarkInput): string {
  const colour = (sectorCode && sectorColours[sectorCode]) || fallbackColour;
  const initials = initialsOf(shortNameEn, shortNameAr);
  const size = initials.length > 1 ? 26 : 32;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${escapeXml(shortNameEn || shortNameAr)}">`,
    `<rect width="64" height="64" rx="14" fill="${colour}"/>`,
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" fill="#FFFFFF" font-family="'IBM Plex Sans Arabic','Noto Sans Arabic',Arial,sans-serif" font-size="${size}" font-weight="700">${escapeXml(initials)}</text>`,
    '</svg>',
  ].join('');
}
