/** The doughnut's 18 colours (spec §9), in order of the slices. */
export const doughnutPalette = [
  '#0503A3',
  '#F5A524',
  '#17C964',
  '#F31260',
  '#06B7DB',
  '#7828C8',
  '#FF7A00',
  '#00A389',
  '#C20E4D',
  '#5C940D',
  '#9E7C00',
  '#5EA2EF',
  '#AD5BFF',
  '#2B8A3E',
  '#E03131',
  '#868E96',
  '#D6336C',
  '#0CA678',
] as const;

export type ChartSlice = { label: string; value: number; percent: number; color: string };

/** Slices sorted by value, largest first, each with its palette colour and its share to two decimals. */
export function chartSlices(entries: readonly { label: string; value: number | string; percent?: number | string | null }[]): ChartSlice[] {
  const values = entries.map((entry) => ({
    label: entry.label,
    value: Number(entry.value),
    percent: entry.percent == null ? null : Number(entry.percent),
  }));
  const total = values.reduce((sum, entry) => sum + Math.max(entry.value, 0), 0);
  return values
    .filter((entry) => Number.isFinite(entry.value) && entry.value > 0)
    .sort((a, b) => b.value - a.value)
    .map((entry, index) => ({
      label: entry.label,
      value: entry.value,
      percent: Math.round((entry.percent ?? (total ? (entry.value / total) * 100 : 0)) * 100) / 100,
      color: doughnutPalette[index % doughnutPalette.length]!,
    }));
}
