import type { FundPoint } from '@sahm/contracts/funds';

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Arabic-Indic and Persian digits typed on an Arabic keyboard, as Latin ones. */
function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String((digit.charCodeAt(0) & 0xf) % 10));
}

/** A typed date in the YYYY-MM-DD form of the spec, or null when it is not a real calendar day. */
export function parseSearchDate(text: string): string | null {
  const value = latinDigits(text.trim());
  const match = isoDate.exec(value);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? value : null;
}

/** The valuations on exactly that date (spec §5: an exact match on the valuation date). */
export function valuationsOn(points: readonly FundPoint[], date: string): FundPoint[] {
  return points.filter((point) => point.valuation_date === date);
}
