/**
 * The comparison palette (spec §9: 14 colours): one per compared company or sector, in the order
 * they were added, readable on light and dark cards alike and told apart side by side.
 */
export const COMPARISON_PALETTE = [
  '#1E6FD9',
  '#F28C28',
  '#2BA84A',
  '#D64545',
  '#8E5CD9',
  '#14A3A3',
  '#C9A227',
  '#E05FA8',
  '#5C7080',
  '#7FB800',
  '#0B4F9C',
  '#B85C00',
  '#6B3FA0',
  '#00897B',
] as const;

/** The colour of the item at `index`; past fourteen items the colours come round again. */
export const colorAt = (index: number): string =>
  COMPARISON_PALETTE[((index % COMPARISON_PALETTE.length) + COMPARISON_PALETTE.length) % COMPARISON_PALETTE.length]!;
