/**
 * NUMERIC columns arrive as exact decimal strings. Market figures leave the API as JSON numbers
 * (display values, never summed by the client); this is the one place that conversion happens.
 */
export const toNumber = (v: string | number): number => (typeof v === 'number' ? v : Number(v));
export const toNumberOrNull = (v: string | number | null | undefined): number | null =>
  v === null || v === undefined ? null : toNumber(v);

/** Percent change with two decimals, computed from exact decimal strings scaled to integers. */
export function changeRatio(price: number, prevClose: number): number {
  if (!prevClose) return 0;
  return Math.round(((price - prevClose) / prevClose) * 10000) / 100;
}

export const round2 = (v: number): number => Math.round(v * 100) / 100;
