import { halalasToSar, parseSar, sarToHalalas } from '@sahm/contracts/money';

// Arabic-Indic (U+0660…) and Eastern Arabic-Indic (U+06F0…) digits, as Arabic and Persian keyboards type them.
const arabicIndic = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** Arabic-Indic digits as Latin ones; everything else is left as it is. */
export function toLatinDigits(text: string): string {
  return text.replace(arabicIndic, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

/**
 * What a price field keeps of what was typed: Latin digits and one decimal separator (a point,
 * the Arabic decimal separator or a comma all become "."), at most two decimals (a halala).
 */
export function sanitizePriceInput(raw: string): string {
  const latin = toLatinDigits(raw)
    .replace(/[\u066b,،]/g, '.')
    .replace(/[^\d.]/g, '');
  const dot = latin.indexOf('.');
  if (dot < 0) return latin;
  const whole = latin.slice(0, dot);
  const fraction = latin
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, 2);
  return `${whole || '0'}.${fraction}`;
}

/** What a quantity field keeps: Latin digits only (whole shares). */
export function sanitizeQuantityInput(raw: string): string {
  return toLatinDigits(raw)
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '');
}

/** A price as the API takes it ("12.5" → "12.50"), or null when it is not a positive amount. */
export function parsePrice(text: string): string | null {
  // A field may hold a separator with nothing after it yet ("12.").
  const halalas = parseSar(text.trim().replace(/\.$/, ''));
  return halalas !== null && halalas > 0 ? halalasToSar(halalas) : null;
}

/** A price of zero or more (a sale may be recorded at 0). */
export function parsePriceOrZero(text: string): string | null {
  if (/^0*(\.0*)?$/.test(text.trim()) && text.trim() !== '') return '0.00';
  return parsePrice(text);
}

/** Whole shares of at least `min`, or null. */
export function parseQuantity(text: string, min = 1): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return Number.isSafeInteger(value) && value >= min ? value : null;
}

/** Cost of a row: shares × price, two decimals, computed in whole halalas; null while either is missing. */
export function costOf(quantity: string, price: string): string | null {
  const shares = parseQuantity(quantity, 0);
  const amount = parsePriceOrZero(price);
  if (shares === null || amount === null) return null;
  const cost = shares * sarToHalalas(amount);
  // Beyond what a number holds exactly there is no cost to show (nor one a portfolio could have).
  return Number.isSafeInteger(cost) ? halalasToSar(cost) : null;
}

/** The sum of amounts given as SAR strings, in halalas. */
export function sumHalalas(amounts: readonly string[]): number {
  return amounts.reduce((total, amount) => total + sarToHalalas(amount), 0);
}
