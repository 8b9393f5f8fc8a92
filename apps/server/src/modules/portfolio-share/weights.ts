import Decimal from 'decimal.js';

/**
 * Percents of the total with two decimals that add to exactly 100.00 (largest remainder): each
 * share is floored to a hundredth, and the hundredths left over go one each to the shares whose
 * floor cut off the most, so no share is moved by more than one hundredth from its true value.
 * All zero (or nothing) gives zeros.
 */
export function largestRemainder(values: readonly Decimal[]): number[] {
  const total = values.reduce((a, v) => a.add(v), new Decimal(0));
  if (total.lte(0)) return values.map(() => 0);
  const exact = values.map((v) => v.mul(10_000).div(total));
  const floors = exact.map((e) => e.floor());
  let left = 10_000 - floors.reduce((a, f) => a + f.toNumber(), 0);
  const byRemainder = exact.map((e, i) => ({ i, rest: e.sub(floors[i]!) })).sort((a, b) => b.rest.cmp(a.rest) || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    floors[i] = floors[i]!.add(1);
    left--;
  }
  return floors.map((f) => f.div(100).toNumber());
}
