/**
 * Pieces of the plain-element rows' styles (stock cards, movers, holdings), shared so each list's
 * `sx` spreads them instead of spelling them out again.
 */

/** Text kept to one line, cut with an ellipsis (names and codes in narrow rows). */
export const oneLineSx = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** A row's name as a link: the text's own colour, underlined only under the pointer. */
export const rowLinkSx = { color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } } as const;
