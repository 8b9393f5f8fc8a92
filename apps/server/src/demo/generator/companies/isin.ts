import type { Rng } from '../random.ts';

/**
 * ISINs in the market's format: `SA` and ten characters, the last a check digit computed as ISO
 * 6166 says (letters expanded to 10–35, then the Luhn sum).
 */

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check digit of an ISIN's first eleven characters. */
export function isinCheckDigit(body: string): number {
  if (!/^[A-Z]{2}[0-9A-Z]{9}$/.test(body)) throw new Error(`not an ISIN body: ${body}`);
  const digits = [...body].map((c) => String(ALPHANUMERIC.indexOf(c))).join('');
  let sum = 0;
  // From the right, every other digit is doubled, starting with the last: the check digit will
  // be appended after it.
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = Number(digits[i]) * (double ? 2 : 1);
    if (d > 9) d -= 9;
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidIsin(isin: string): boolean {
  return /^[A-Z]{2}[0-9A-Z]{10}$/.test(isin) && isinCheckDigit(isin.slice(0, 11)) === Number(isin.slice(11));
}

/**
 * Older listings carry the numeric form (`SA000` + the symbol + two digits), newer ones an
 * alphanumeric body, as the exchange's codes do.
 */
export function inventIsin(rng: Rng, symbolCode: string, listedBefore2010: boolean): string {
  const body = listedBefore2010
    ? `SA000${symbolCode.padStart(4, '0').slice(-4)}${rng.int(10, 99)}`
    : `SA${Array.from({ length: 9 }, () => rng.pick([...ALPHANUMERIC])).join('')}`;
  return `${body}${isinCheckDigit(body)}`;
}
