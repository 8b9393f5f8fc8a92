import type { LineItemUnit } from './template-types.ts';

/**
 * The units of a statement sheet and their exact conversion to the stored whole units. Money
 * items are written in the unit the upload names (riyals, thousands or millions) and stored in
 * whole thousands; per-share items are always written in riyals with at most two decimals (stored
 * in halalas); share counts are whole shares. Figures are converted as decimal digits, never
 * through binary fractions.
 */
export const uploadUnits = ['SAR', 'SAR_THOUSANDS', 'SAR_MILLIONS'] as const;
export type UploadUnit = (typeof uploadUnits)[number];

/** Powers of ten from the written figure to the stored one. */
const MONEY_SCALE: Readonly<Record<UploadUnit, number>> = { SAR: -3, SAR_THOUSANDS: 0, SAR_MILLIONS: 3 };

export function storedScale(item: LineItemUnit, unit: UploadUnit): number {
  if (item === 'HALALAS') return 2;
  if (item === 'SHARES') return 0;
  return MONEY_SCALE[unit];
}

export type Conversion =
  | { ok: true; value: number }
  | { ok: false; problem: 'notANumber' | 'notWholeThousands' | 'perShareDecimals' | 'sharesNotWhole' | 'tooLarge' };

/** A plain decimal, with an optional minus sign or accountants' parentheses for a negative figure. */
const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;
const PARENTHESISED = /^\((\d+(?:\.\d+)?)\)$/;

function digitsOf(text: string): { negative: boolean; digits: bigint; decimals: number } | null {
  const compact = text.trim().replace(/\s+/g, '');
  const bracketed = PARENTHESISED.exec(compact);
  const match = DECIMAL.exec(bracketed ? `-${bracketed[1]}` : compact);
  if (!match) return null;
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  return { negative: match[1] === '-', digits: BigInt(`${match[2]}${fraction}`), decimals: fraction.length };
}

const TEN = 10n;
const MAX = BigInt(Number.MAX_SAFE_INTEGER);

/** A written figure in the stored whole units of `item`, or why it cannot be one. */
export function toStored(text: string, item: LineItemUnit, unit: UploadUnit): Conversion {
  const parsed = digitsOf(text);
  if (!parsed) return { ok: false, problem: 'notANumber' };
  const shift = storedScale(item, unit) - parsed.decimals;
  let whole: bigint;
  if (shift >= 0) whole = parsed.digits * TEN ** BigInt(shift);
  else {
    const divisor = TEN ** BigInt(-shift);
    if (parsed.digits % divisor !== 0n)
      return { ok: false, problem: item === 'HALALAS' ? 'perShareDecimals' : item === 'SHARES' ? 'sharesNotWhole' : 'notWholeThousands' };
    whole = parsed.digits / divisor;
  }
  if (whole > MAX) return { ok: false, problem: 'tooLarge' };
  const value = Number(whole);
  return { ok: true, value: parsed.negative && value !== 0 ? -value : 0 + value };
}

/** A stored figure written in the sheet's unit, as exact decimal text ("1234.5", "-0.25"). */
export function fromStored(value: number, item: LineItemUnit, unit: UploadUnit): string {
  const scale = storedScale(item, unit);
  const negative = value < 0;
  const digits = String(Math.abs(value));
  if (scale <= 0) return `${negative ? '-' : ''}${digits}${'0'.repeat(-scale)}`.replace(/^(-?)0+(?=\d)/, '$1');
  const padded = digits.padStart(scale + 1, '0');
  const int = padded.slice(0, -scale);
  const frac = padded.slice(-scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${int}${frac ? `.${frac}` : ''}`;
}
