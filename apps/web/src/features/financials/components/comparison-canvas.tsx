import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip, type ChartOptions } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { useTheme } from '@mui/material/styles';

// Bars only: the chart library's chunk is shared with the dividend and portfolio charts, and line
// elements there would weigh on every page that draws one.
ChartJS.register(BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export type ComparisonSeries = {
  label: string;
  color: string;
  values: (number | null)[];
  /** The item's own unit and way of writing a figure (parentheses for a negative one). */
  format: (value: number) => string;
};

type ComparisonCanvasProps = {
  labels: string[];
  series: ComparisonSeries[];
  formatAxis: (value: number) => string;
};

/** The chosen items across the periods (chart.js), in its own chunk: drawn only once an item is picked. */
export default function ComparisonCanvas({ labels, series, formatAxis }: ComparisonCanvasProps) {
  const theme = useTheme();
  const text = theme.palette.text.secondary;
  const options: ChartOptions<'bar'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: { duration: 300 },
    interaction: { mode: 'index', intersect: false },
    scales: {
      x: { ticks: { color: text }, grid: { display: false } },
      y: { ticks: { color: text, callback: (value) => formatAxis(Number(value)) }, grid: { color: theme.palette.divider } },
    },
    plugins: {
      legend: { display: true, labels: { color: text, boxWidth: 12 } },
      tooltip: {
        rtl: theme.direction === 'rtl',
        callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${series[item.datasetIndex]?.format(Number(item.raw)) ?? ''}` },
      },
    },
  };
  const datasets = series.map((s) => ({ label: s.label, data: s.values, backgroundColor: s.color, borderRadius: 3, maxBarThickness: 28 }));
  return <Bar aria-hidden data={{ labels, datasets }} options={options} />;
}
