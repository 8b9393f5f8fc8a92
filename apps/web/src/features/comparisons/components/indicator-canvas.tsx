import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip, type ChartOptions } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { useTheme } from '@mui/material/styles';

// Bars, as the statements' comparison draws them: the chart library's chunk is shared with it.
ChartJS.register(BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export type IndicatorSeries = { label: string; color: string; values: (number | null)[] };

type IndicatorCanvasProps = {
  labels: string[];
  series: IndicatorSeries[];
  format: (value: number) => string;
};

/** One indicator of every compared item across the periods (chart.js), loaded with the first card. */
export default function IndicatorCanvas({ labels, series, format }: IndicatorCanvasProps) {
  const theme = useTheme();
  const text = theme.palette.text.secondary;
  const options: ChartOptions<'bar'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: { duration: 300 },
    interaction: { mode: 'index', intersect: false },
    scales: {
      x: { ticks: { color: text, maxRotation: 0, autoSkip: true }, grid: { display: false } },
      y: { ticks: { color: text, callback: (value) => format(Number(value)) }, grid: { color: theme.palette.divider } },
    },
    plugins: {
      legend: { display: false },
      tooltip: {
        rtl: theme.direction === 'rtl',
        callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${item.raw === null ? '—' : format(Number(item.raw))}` },
      },
    },
  };
  const datasets = series.map((s) => ({ label: s.label, data: s.values, backgroundColor: s.color, borderRadius: 3, maxBarThickness: 22 }));
  return <Bar aria-hidden data={{ labels, datasets }} options={options} />;
}
