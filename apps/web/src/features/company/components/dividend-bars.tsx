import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip, type ChartOptions } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { useTheme } from '@mui/material/styles';
import type { BarSeries } from '../dividend-chart-series.ts';

ChartJS.register(BarElement, CategoryScale, LinearScale, Legend, Tooltip);

type DividendBarsProps = {
  labels: string[];
  series: BarSeries[];
  formatValue: (value: number) => string;
};

/** The distribution bars themselves (chart.js), in their own chunk: only the dividends tab loads them. */
export default function DividendBars({ labels, series, formatValue }: DividendBarsProps) {
  const theme = useTheme();
  const text = theme.palette.text.secondary;
  const grid = theme.palette.divider;
  const options: ChartOptions<'bar'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: { duration: 300 },
    scales: {
      x: { ticks: { color: text }, grid: { display: false } },
      y: { beginAtZero: true, ticks: { color: text, callback: (value) => formatValue(Number(value)) }, grid: { color: grid } },
    },
    plugins: {
      legend: { display: series.length > 1, labels: { color: text, boxWidth: 12 } },
      tooltip: {
        rtl: theme.direction === 'rtl',
        callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${formatValue(Number(item.raw))}` },
      },
    },
  };
  return (
    <Bar
      aria-hidden
      data={{
        labels,
        datasets: series.map((s) => ({ label: s.label, data: s.values, backgroundColor: s.color, borderRadius: 4, maxBarThickness: 36 })),
      }}
      options={options}
    />
  );
}
