/** The list's opening of a text: about `max` characters, cut at a word, on one line. */
export const SUMMARY_CHARS = 200;

export function summaryOf(content: string, max = SUMMARY_CHARS): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(' ');
  // A single very long word is cut where it must be.
  const head = (lastSpace > max / 2 ? cut.slice(0, lastSpace) : flat.slice(0, max)).replace(/[\s،,.;:؛-]+$/u, '');
  return `${head}…`;
}
