import type { MarketLivePoints } from '@sahm/contracts/markets';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatNumber } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { ChangeText } from '../../../shared/ui/change-text.tsx';
import { Ltr } from '../../../shared/ui/ltr.tsx';

/** An index's value with its change in points and in percent. */
export function IndexFigures({ points, size }: { points: MarketLivePoints; size: { xs: string; md: string } }) {
  const locale = useLocale();
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap' }} data-testid="index-value">
      <Typography component="span" sx={{ fontSize: size, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        <Ltr>{formatNumber(points.value, locale, 2)}</Ltr>
      </Typography>
      <Typography component="span" sx={{ fontWeight: 600 }}>
        <ChangeText value={points.change_value} kind="value" arrow />
      </Typography>
      <Typography component="span" sx={{ fontWeight: 600 }}>
        <ChangeText value={points.change_ratio} kind="ratio" />
      </Typography>
    </Box>
  );
}
