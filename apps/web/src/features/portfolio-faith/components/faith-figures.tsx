import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatSarPlain } from '../../../shared/format/money.ts';
import { formatNumber } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { MissingFigure } from '../../../shared/ui/missing-figure.tsx';

/** An amount of SAR as the server sent it, grouped for reading; never summed here. */
export function Sar({ value }: { value: string }) {
  return <Ltr>{formatSarPlain(value, useLocale())}</Ltr>;
}

/** A count (shares, days). */
export function Count({ value }: { value: number }) {
  return <Ltr>{formatNumber(value, useLocale())}</Ltr>;
}

/** A per-share rate or a date exactly as stored (up to six decimals): the reader redoes the products with it. */
export function Exact({ value }: { value: string | null }) {
  return value === null ? <MissingFigure /> : <Ltr>{value}</Ltr>;
}

/** A label and its figure in a summary list. */
export function SummaryRow({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color={strong ? 'textPrimary' : 'textSecondary'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 500 }} data-figure={label}>
        {children}
      </Typography>
    </Box>
  );
}

/** Rows of the table's height while the figures load, so nothing jumps when they arrive. */
export function TableSkeleton({ rows = 4, height = 44 }: { rows?: number; height?: number }) {
  return (
    <Box aria-hidden sx={{ px: { xs: 1.5, md: 2 }, pb: 2 }}>
      {Array.from({ length: rows + 1 }, (_, i) => (
        <Skeleton key={i} variant="rectangular" height={height - 8} sx={{ my: 1, borderRadius: 1 }} />
      ))}
    </Box>
  );
}
