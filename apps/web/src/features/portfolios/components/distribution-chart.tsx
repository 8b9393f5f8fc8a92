import type { PortfolioChart } from '@sahm/contracts/portfolio';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../shared/format/numbers.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { Ltr } from '../../../shared/ui/ltr.tsx';
import { chartSlices, type ChartSlice } from '../chart-slices.ts';

const DistributionDoughnut = lazy(() => import('./distribution-doughnut.tsx'));

const views = ['general', 'stocks', 'sectors'] as const;
type View = (typeof views)[number];

/** The distribution doughnut with its three views: overall assessment, company ratio, sector ratio (spec §2). */
export function DistributionChart({ chart }: { chart: PortfolioChart | undefined }) {
  const { t } = useTranslation('portfolios');
  const locale = useLocale();
  const [view, setView] = useState<View>('general');
  // The first colour is the brand's, which is lighter on the dark theme.
  const primary = useTheme().palette.primary.main;
  const slices = chart ? chartSlices(chart[view]).map((slice, index) => (index === 0 ? { ...slice, color: primary } : slice)) : null;
  const formatSlice = (slice: ChartSlice) => t('chart.sliceLabel', { label: slice.label, percent: formatPercent(slice.percent, locale) });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="distribution-title"
      sx={{ p: { xs: 1.5, md: 2 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}
      data-testid="distribution-chart"
    >
      <Typography id="distribution-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('chart.title')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={view}
        onChange={(_, next: View | null) => next && setView(next)}
        aria-label={t('chart.title')}
        fullWidth
        sx={{ '& .MuiToggleButton-root': { flex: '1 1 0', px: 0.75, textTransform: 'none', whiteSpace: 'normal', lineHeight: 1.25 } }}
      >
        {views.map((candidate) => (
          <ToggleButton key={candidate} value={candidate}>
            {t(`chart.views.${candidate}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {!slices ? (
        <Skeleton variant="circular" width={200} height={200} sx={{ alignSelf: 'center' }} />
      ) : slices.length === 0 ? (
        <Typography color="textSecondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('chart.empty')}
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row', md: 'column' }, gap: 2, alignItems: 'center' }}>
          <Box sx={{ position: 'relative', width: 220, height: 220, flexShrink: 0 }}>
            <Suspense fallback={<Skeleton variant="circular" width={220} height={220} />}>
              <DistributionDoughnut slices={slices} formatSlice={formatSlice} />
            </Suspense>
          </Box>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, width: '100%', display: 'grid', gap: 0.75 }} data-testid="chart-legend">
            {slices.map((slice) => (
              <Box component="li" key={slice.label} sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                <Box
                  component="span"
                  aria-hidden
                  sx={{ width: 12, height: 12, borderRadius: '3px', bgcolor: slice.color, flexShrink: 0 }}
                />
                <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
                  {slice.label}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                  <Ltr>{formatPercent(slice.percent, locale)}</Ltr>
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Paper>
  );
}
