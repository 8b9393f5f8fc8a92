/**
 * Money, the same on the server and in the browser. Amounts are counted in halalas (1 SAR = 100
 * halalas) as safe integers, and written as decimal SAR strings with two decimals ("1234.50",
 * "-0.50"); no amount ever passes through a binary fraction. Rounding is half up, meaning halves
 * go away from zero (0.005 → 0.01, −0.005 → −0.01), as the invoices and the ledger round.
 */

/** VAT in Saudi Arabia, percent; prices are quoted VAT-inclusive. */
export const VAT_RATE_PERCENT = 15;

/** How an amount is written in JSON: two decimals, a minus when negative ("1234.50", "-0.50"). */
export const SAR_TEXT = /^-?\d+\.\d{2}$/;

const strictSar = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;
const anyDecimal = /^(-?)(\d+)(?:\.(\d+))?$/;

function checked(halalas: bigint, text: string): number {
  const value = Number(halalas);
  if (!Number.isSafeInteger(value)) throw new RangeError(`Amount out of range: ${text}`);
  // Never a negative zero: "-0.00" is nothing, like "0.00".
  return value === 0 ? 0 : value;
}

function assertHalalas(halalas: number): void {
  if (!Number.isSafeInteger(halalas)) throw new RangeError(`Not a whole number of halalas: ${halalas}`);
}

/** "12.34" → 1234, or null when the text is not an amount with at most two decimals. */
export function parseSar(text: string): number | null {
  const match = strictSar.exec(text);
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const halalas = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  const value = Number(halalas);
  if (!Number.isSafeInteger(value)) return null;
  return value === 0 ? 0 : sign ? -value : value;
}

/** "12.34" → 1234; throws on anything else, including a third decimal (see sarToHalalasRounded). */
export function sarToHalalas(text: string): number {
  const halalas = parseSar(text);
  if (halalas === null) throw new RangeError(`Not a SAR amount with at most two decimals: "${text}"`);
  return halalas;
}

/** Any decimal SAR string to the halala, half up: "12.345" → 1235, "-0.005" → -1. */
export function sarToHalalasRounded(text: string): number {
  const match = anyDecimal.exec(text);
  if (!match) throw new RangeError(`Not a decimal amount: "${text}"`);
  const [, sign, whole = '0', fraction = ''] = match;
  const scale = 10n ** BigInt(Math.max(fraction.length - 2, 0));
  const units = BigInt(whole) * 100n * scale + BigInt(fraction.padEnd(2, '0') || '0');
  return checked(divideHalfUp(sign ? -units : units, scale), text);
}

/** 1234 → "12.34", -50 → "-0.50". */
export function halalasToSar(halalas: number): string {
  assertHalalas(halalas);
  const sign = halalas < 0 ? '-' : '';
  const abs = Math.abs(halalas);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Halalas as a JSON number of riyals, for market data only (prices per share, traded values):
 * h / 100 is the number nearest the decimal amount, the same one JSON.parse("12.34") gives.
 * Amounts of money go out as SAR strings (halalasToSar).
 */
export function halalasToSarNumber(halalas: number): number {
  assertHalalas(halalas);
  return halalas / 100;
}

/** numerator ÷ denominator as the nearest integer, halves away from zero; exact for any size. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (2n * n + d) / (2n * d);
  return negative ? -rounded : rounded;
}

/**
 * The integer nearest to numerator ÷ denominator, halves away from zero: how a share, a rate or a
 * proportion of an amount becomes whole halalas. Both arguments are integers.
 */
export function roundHalfUp(numerator: number | bigint, denominator: number | bigint): number {
  for (const value of [numerator, denominator]) {
    if (typeof value === 'number' && !Number.isSafeInteger(value)) throw new RangeError(`Not an integer: ${value}`);
  }
  return checked(divideHalfUp(BigInt(numerator), BigInt(denominator)), `${numerator}/${denominator}`);
}

/** `percent` (a decimal string: "20", "12.5", "20.00") of an amount, to the halala, half up. */
export function percentOf(halalas: number, percent: string): number {
  assertHalalas(halalas);
  const match = anyDecimal.exec(percent);
  if (!match) throw new RangeError(`Not a percentage: "${percent}"`);
  const [, sign, whole = '0', fraction = ''] = match;
  const scale = 10n ** BigInt(fraction.length);
  const rate = BigInt(whole) * scale + BigInt(fraction || '0');
  return checked(divideHalfUp(BigInt(halalas) * (sign ? -rate : rate), 100n * scale), percent);
}

/** A VAT-inclusive total split into its net amount and the VAT in it (15/115 of it, half up); they add up to the total. */
export function splitVat(totalHalalas: number): { subtotal: number; vat: number } {
  assertHalalas(totalHalalas);
  const vat = roundHalfUp(BigInt(totalHalalas) * BigInt(VAT_RATE_PERCENT), 100 + VAT_RATE_PERCENT);
  return { subtotal: totalHalalas - vat, vat };
}
