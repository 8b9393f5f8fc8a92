import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip, type ChartOptions } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { useTheme } from '@mui/material/styles';

// Bars only: the chart library's chunk is shared with the dividend and portfolio charts, and line
// elements there would weigh on every page that draws one.
ChartJS.register(BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export type BarSeries = {
  label: string;
  color: string;
  values: (number | null)[];
  /** The series' own way of writing a figure in the tooltip (its unit, parentheses for a negative); the axis's by default. */
  format?: (value: number) => string;
};

export type BarCanvasProps = {
  labels: string[];
  series: BarSeries[];
  formatAxis: (value: number) => string;
  /** A legend above the bars; off where the series are named beside the chart. */
  legend?: boolean;
  maxBarThickness?: number;
};

/** Series across periods as grouped bars (chart.js), in the reading direction's tooltip; drawn in a lazily loaded chunk. */
export default function BarCanvas({ labels, series, formatAxis, legend = false, maxBarThickness = 28 }: BarCanvasProps) {
  const theme = useTheme();
  const text = theme.palette.text.secondary;
  const options: ChartOptions<'bar'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: { duration: 300 },
    interaction: { mode: 'index', intersect: false },
    scales: {
      x: { ticks: { color: text, maxRotation: 0, autoSkip: true }, grid: { display: false } },
      y: { ticks: { color: text, callback: (value) => formatAxis(Number(value)) }, grid: { color: theme.palette.divider } },
    },
    plugins: {
      legend: legend ? { display: true, labels: { color: text, boxWidth: 12 } } : { display: false },
      tooltip: {
        rtl: theme.direction === 'rtl',
        callbacks: {
          label: (item) => {
            const format = series[item.datasetIndex]?.format ?? formatAxis;
            return `${item.dataset.label ?? ''}: ${item.raw === null ? '—' : format(Number(item.raw))}`;
          },
        },
      },
    },
  };
  const datasets = series.map((s) => ({ label: s.label, data: s.values, backgroundColor: s.color, borderRadius: 3, maxBarThickness }));
  return <Bar aria-hidden data={{ labels, datasets }} options={options} />;
}
