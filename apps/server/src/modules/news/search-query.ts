import { foldForSearch } from '../../platform/arabic-search.ts';

/** More words than this narrow nothing a person would notice, and each costs an index probe. */
const MAX_WORDS = 8;

/**
 * A search typed by a person as a prefix tsquery over the folded search text: every word must
 * appear, each as the start of a word (`ارباح:* & 2025:*`). The query is folded as the stored text
 * is (hamza forms, taa marbuta, diacritics), and split on anything but letters and digits, so no
 * tsquery operator, quote or backslash of the input ever reaches the parser. Undefined when
 * nothing searchable is left.
 */
export function prefixTsQuery(search: string | undefined): string | undefined {
  if (!search) return undefined;
  const words = foldForSearch(search)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : undefined;
}
