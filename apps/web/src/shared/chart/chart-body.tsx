import ShowChartIcon from '@mui/icons-material/ShowChart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Chart, ChartSkeleton } from './chart.tsx';
import type { ChartPoint, ChartProps } from './chart-types.ts';

type ChartBodyProps = Omit<ChartProps, 'points'> & {
  points: readonly ChartPoint[] | undefined;
  isError: boolean;
  onRetry: () => void;
};

/** A chart with its waiting, failed and empty states, all at the chart's own height so nothing jumps. */
export function ChartBody({ points, isError, onRetry, ...chart }: ChartBodyProps) {
  const { t } = useTranslation('common');
  if (!points && isError) {
    return (
      <Box sx={{ height: chart.height, display: 'grid', placeItems: 'center', textAlign: 'center' }}>
        <Box>
          <Typography sx={{ mb: 1 }}>{t('errors.loadFailed')}</Typography>
          <Button variant="outlined" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        </Box>
      </Box>
    );
  }
  if (!points) return <ChartSkeleton height={chart.height} />;
  if (points.length === 0) {
    return (
      <Box role="status" sx={{ height: chart.height, display: 'grid', placeItems: 'center', color: 'text.secondary', textAlign: 'center' }}>
        <Box>
          <ShowChartIcon sx={{ fontSize: 40, color: 'text.disabled' }} aria-hidden />
          <Typography>{t('chart.noData')}</Typography>
        </Box>
      </Box>
    );
  }
  return <Chart points={points} {...chart} />;
}
