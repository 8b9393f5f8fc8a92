import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { ChartProps } from './chart-types.ts';

// The canvas library is loaded with the first chart on screen, never with the app's first bundle.
const TimeSeriesChart = lazy(() => import('./time-series-chart.tsx'));

export function ChartSkeleton({ height }: Pick<ChartProps, 'height'>) {
  return (
    <Box sx={{ height, width: '100%' }} aria-hidden>
      <Skeleton variant="rounded" sx={{ height: '100%', width: '100%' }} />
    </Box>
  );
}

export function Chart(props: ChartProps) {
  return (
    <Suspense fallback={<ChartSkeleton height={props.height} />}>
      <TimeSeriesChart {...props} />
    </Suspense>
  );
}
