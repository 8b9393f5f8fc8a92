import type { IndicatorUnit } from '@sahm/contracts/indicators';

/** A figure as a card shows it: grouped digits in the page's language, the unit's decimals, % for percentages. */
export function formatIndicator(value: number | null, unit: IndicatorUnit, locale: 'ar' | 'en'): string {
  if (value === null || !Number.isFinite(value)) return '—';
  const digits = unit === 'days' ? 1 : 2;
  const text = new Intl.NumberFormat(locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
  return unit === 'percent' ? `${text}%` : text;
}

/** Axis ticks: compact (1.2K, 3.4M) so long figures fit on a phone. */
export function formatAxis(value: number, locale: 'ar' | 'en'): string {
  return new Intl.NumberFormat(locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(
    value,
  );
}
