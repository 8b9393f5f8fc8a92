import { formatCompact, formatPrice } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { ChangeText } from '../../../shared/ui/change-text.tsx';
import { MissingFigure } from '../../../shared/ui/missing-figure.tsx';
import type { StockColumn } from '../columns.ts';

type QuoteFigureProps = { value: number | null; format: NonNullable<StockColumn['format']> };

export function QuoteFigure({ value, format }: QuoteFigureProps) {
  const locale = useLocale();
  if (format === 'change') return <ChangeText value={value} kind="value" arrow />;
  if (format === 'ratio') return <ChangeText value={value} kind="ratio" />;
  if (value == null) return <MissingFigure />;
  // Prices read left to right even inside Arabic text.
  if (format === 'price') return <bdi dir="ltr">{formatPrice(value, locale)}</bdi>;
  // "3.46 مليون" must read number-then-word in Arabic: isolate it, but let its own words set the direction.
  return <bdi>{formatCompact(value, locale)}</bdi>;
}
