import Box from '@mui/material/Box';
import { formatCurrency, formatNumber, formatPercent, percentDigits } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';

/** No figure: a muted dash, the same everywhere on the company tabs. */
export function Dash() {
  return (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      —
    </Box>
  );
}

/** A count or an amount without a currency (shares, employees, EPS). */
export function NumberText({ value, digits = 0 }: { value: number | null | undefined; digits?: number }) {
  const locale = useLocale();
  return value == null ? <Dash /> : <Ltr>{formatNumber(value, locale, digits)}</Ltr>;
}

/** A share in percent points (12.5 → "12.50%"; a small one keeps two significant digits, "0.00024%"). */
export function PercentText({ value }: { value: number | null | undefined }) {
  const locale = useLocale();
  return value == null ? <Dash /> : <Ltr>{formatPercent(value, locale, percentDigits(value))}</Ltr>;
}

/**
 * Riyals, the product's one way: "SAR 1,234.50" / "1,234.50 ر.س." (isolated, not forced left to
 * right: it carries Arabic letters). `compact` writes "SAR 2.42T" with the exact amount in a title.
 */
export function SarText({ value, digits = 2, compact = false }: { value: number | null | undefined; digits?: number; compact?: boolean }) {
  const locale = useLocale();
  if (value == null) return <Dash />;
  if (!compact) return <bdi>{formatCurrency(value, locale, { fractionDigits: digits })}</bdi>;
  return <bdi title={formatCurrency(value, locale, { fractionDigits: digits })}>{formatCurrency(value, locale, { compact: true })}</bdi>;
}
