import { ArcElement, Chart as ChartJS, Tooltip, type ChartOptions } from 'chart.js';
import { Doughnut } from 'react-chartjs-2';
import { useTheme } from '@mui/material/styles';
import type { ChartSlice } from '../chart-slices.ts';

ChartJS.register(ArcElement, Tooltip);

/** The doughnut itself (chart.js), in its own chunk: only the portfolio page loads it. */
export default function DistributionDoughnut({
  slices,
  formatSlice,
}: {
  slices: readonly ChartSlice[];
  formatSlice: (slice: ChartSlice) => string;
}) {
  const theme = useTheme();
  const options: ChartOptions<'doughnut'> = {
    responsive: true,
    maintainAspectRatio: false,
    cutout: '62%',
    animation: { duration: 300 },
    plugins: {
      legend: { display: false },
      tooltip: {
        rtl: theme.direction === 'rtl',
        callbacks: { label: (item) => formatSlice(slices[item.dataIndex]!) },
      },
    },
  };
  return (
    <Doughnut
      aria-hidden
      data={{
        labels: slices.map((slice) => slice.label),
        datasets: [
          {
            data: slices.map((slice) => slice.value),
            backgroundColor: slices.map((slice) => slice.color),
            borderColor: theme.palette.background.paper,
            borderWidth: 2,
          },
        ],
      }}
      options={options}
    />
  );
}
