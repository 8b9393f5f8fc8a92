import type { LineItemUnit } from '../../domain/statements/template-types.ts';

/**
 * A stored figure as the report prints it: money in millions of SAR and share counts in millions
 * (three decimals), per-share figures in SAR (two decimals); thousands separated, negatives in
 * parentheses as statements print them. Worked on whole numbers, so no binary fraction rounds a
 * digit away.
 */
const grouped = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** `units` whole units shown with `decimals` decimals, where one shown unit is 10^decimals of them. */
function scaled(units: number, decimals: number): string {
  const base = 10 ** decimals;
  return `${grouped(Math.floor(units / base))}.${String(units % base).padStart(decimals, '0')}`;
}

export function reportFigure(value: number, unit: LineItemUnit): string {
  const magnitude = Math.abs(value);
  const text =
    unit === 'HALALAS'
      ? scaled(magnitude, 2)
      : // Shares: whole thousands first (half up), then millions with three decimals, as money.
        scaled(unit === 'SHARES' ? Math.round(magnitude / 1000) : magnitude, 3);
  return value < 0 ? `(${text})` : text;
}
