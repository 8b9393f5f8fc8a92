import type { AxisMode } from './periods.ts';

/** One point of a chart: a UTC timestamp in seconds and the value drawn (OHLC for candles). */
export type ChartPoint = { time: number; value: number; open?: number; high?: number; low?: number; close?: number };

export type ChartProps = {
  points: readonly ChartPoint[];
  mode: AxisMode;
  kind?: 'area' | 'candles';
  /** CSS height, or one per breakpoint. */
  height: number | string | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number | string>>;
  /** What the picture shows, for screen readers (the canvas itself says nothing). */
  label: string;
  fractionDigits?: number;
  /** A second line drawn over the first for comparison (an index against a portfolio), in the secondary text colour and dashed. */
  comparison?: readonly ChartPoint[];
};
