import { DateText } from '../../../shared/ui/date-text.tsx';
import { formatSar, formatSarPlain, sarFigure } from '../../../shared/format/money.ts';
import { formatNumber, formatPercent, formatPrice } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { ChangeText } from '../../../shared/ui/change-text.tsx';
import { MissingFigure } from '../../../shared/ui/missing-figure.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import type { ColumnKind } from '../columns.ts';

const dash = <MissingFigure />;

/**
 * One figure of the holdings table or the summary, formatted like the rest of the app. Amounts
 * of money are the API's SAR strings; prices per share, counts and ratios are numbers.
 */
export function Figure({ kind, value }: { kind: ColumnKind; value: number | string | null | undefined }) {
  const locale = useLocale();
  if (value == null || value === '') return dash;
  if (typeof value === 'string') {
    if (kind === 'money') return <Ltr>{formatSarPlain(value, locale)}</Ltr>;
    if (kind === 'changeMoney') return <ChangeText value={sarFigure(value)} kind="value" />;
    return kind === 'date' ? <DateText value={value} /> : <>{value}</>;
  }
  switch (kind) {
    case 'money':
      return <Ltr>{formatPrice(value, locale)}</Ltr>;
    case 'change':
      return <ChangeText value={value} kind="value" />;
    case 'changeMoney':
      return <ChangeText value={value} kind="value" />;
    case 'ratio':
      return <ChangeText value={value} kind="ratio" />;
    case 'percent':
      return <Ltr>{formatPercent(value, locale)}</Ltr>;
    case 'count':
      return <Ltr>{formatNumber(value, locale)}</Ltr>;
    default:
      return <Ltr>{formatNumber(value, locale, 2)}</Ltr>;
  }
}

/** An amount (the API's SAR string) with the riyal abbreviation ("1,234.50 ر.س"). */
export function Money({ value }: { value: string }) {
  const locale = useLocale();
  return <bdi>{formatSar(value, locale)}</bdi>;
}
