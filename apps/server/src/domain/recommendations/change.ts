import { halalasToSar, roundHalfUp } from '@sahm/contracts/money';

/**
 * A recommendation's change (spec §3): the target less the rating price, and that as a percent of
 * the rating price to two decimals, half away from zero. Prices are whole halalas, so both figures
 * are exact decimal strings, the same wherever they are computed.
 */
export function changeOf(ratingPrice: number, targetPrice: number): { change_value: string; change_ratio: string } {
  const diff = targetPrice - ratingPrice;
  // Hundredths of a percent, written with the two-decimal formatter of amounts.
  return { change_value: halalasToSar(diff), change_ratio: halalasToSar(roundHalfUp(diff * 10_000, ratingPrice)) };
}
