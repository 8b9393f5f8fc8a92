import Decimal from 'decimal.js';

/** `part` as a percent of `whole`, exact to `places` decimals (half up), as NUMERIC text. */
export function percentOf(part: number, whole: number, places: number): string {
  return new Decimal(part).div(whole).times(100).toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(places);
}

/** Whole shares for a percent (a binary fraction is fine here: only the share count is kept). */
export function sharesFor(percent: number, whole: number): number {
  return Math.round((whole * percent) / 100);
}
