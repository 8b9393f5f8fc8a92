import Box from '@mui/material/Box';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { formatPercent } from '../../../shared/format/numbers.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';

/** A weight as a figure over a bar that grows from the line's start (a bar chart in CSS: no chart library on a public page). */
export function WeightBar({ weight }: { weight: number }) {
  const locale = useLocale();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 72 }}>
      <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
        <Ltr>{formatPercent(weight, locale)}</Ltr>
      </Box>
      <Box aria-hidden sx={{ height: 6, borderRadius: 3, bgcolor: 'action.hover', overflow: 'hidden' }}>
        <Box sx={{ height: 1, width: `${Math.min(100, Math.max(0, weight))}%`, bgcolor: 'primary.main', borderRadius: 3 }} />
      </Box>
    </Box>
  );
}
