/**
 * Money arrives as SAR strings with two decimals ("79.00"). Arithmetic is done in whole
 * halalas (integers), never on floats.
 */
export function toHalalas(sar: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(sar.trim());
  if (!match) throw new Error(`Not an amount: ${sar}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const halalas = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -halalas : halalas;
}

export function fromHalalas(halalas: number): string {
  const sign = halalas < 0 ? '-' : '';
  const abs = Math.abs(halalas);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** What a year costs less when paid yearly: 12 × monthly − yearly (spec §9). */
export function annualSaving(monthly: string, yearly: string): string {
  return fromHalalas(12 * toHalalas(monthly) - toHalalas(yearly));
}

/** For display only: the amount as a number of riyals. */
export function sarValue(sar: string): number {
  return toHalalas(sar) / 100;
}
