/**
 * Tadawul price grid. Prices are integer halalas; a band applies from its `from` price up to the
 * next band's `from`. Every band start is a multiple of its own tick, so a price is on the grid
 * exactly when it is a multiple of the tick of the band it falls in.
 */
export type TickBand = { from: number; tick: number };
export type TickSchedule = { from_date: string; bands: readonly TickBand[] };

export const TICK_SCHEDULES: readonly TickSchedule[] = [
  {
    // Grid in force before the 2025 reform.
    from_date: '0000-01-01',
    bands: [
      { from: 0, tick: 1 }, //      0.01 –  9.99 SAR
      { from: 1_000, tick: 2 }, // 10.00 – 24.98
      { from: 2_500, tick: 5 }, // 25.00 – 49.95
      { from: 5_000, tick: 10 }, // 50.00 and above
    ],
  },
  {
    from_date: '2025-06-29',
    bands: [
      { from: 0, tick: 1 }, //        0.01 –  24.99 SAR
      { from: 2_500, tick: 2 }, //   25.00 –  49.98
      { from: 5_000, tick: 5 }, //   50.00 –  99.95
      { from: 10_000, tick: 10 }, // 100.00 – 249.90
      { from: 25_000, tick: 20 }, // 250.00 – 499.80
      { from: 50_000, tick: 50 }, // 500.00 and above
    ],
  },
];

/** The lowest price a stock can trade at. */
export const MIN_PRICE = 1;

export function scheduleFor(date: string): readonly TickBand[] {
  let bands = TICK_SCHEDULES[0]?.bands;
  for (const s of TICK_SCHEDULES) if (s.from_date <= date) bands = s.bands;
  if (!bands) throw new Error('no tick schedule');
  return bands;
}

function bandIndex(bands: readonly TickBand[], price: number): number {
  let i = 0;
  while (i + 1 < bands.length && (bands[i + 1] as TickBand).from <= price) i++;
  return i;
}

export function tickSize(price: number, date: string): number {
  const bands = scheduleFor(date);
  return (bands[bandIndex(bands, price)] as TickBand).tick;
}

export function isOnTick(price: number, date: string): boolean {
  return Number.isInteger(price) && price >= MIN_PRICE && price % tickSize(price, date) === 0;
}

export type RoundMode = 'down' | 'up' | 'nearest';

/**
 * The on-grid price next to `price` (which may be fractional). 'nearest' breaks ties upwards.
 * Idempotent: an on-grid price maps to itself in every mode.
 */
export function roundToTick(price: number, date: string, mode: RoundMode): number {
  const bands = scheduleFor(date);
  const p = Math.max(price, MIN_PRICE);
  const i = bandIndex(bands, p);
  const band = bands[i] as TickBand;
  const steps = (p - band.from) / band.tick;
  const down = Math.max(band.from + Math.floor(steps) * band.tick, MIN_PRICE);
  let up = band.from + Math.ceil(steps) * band.tick;
  const next = bands[i + 1];
  // Rounding up past a band edge lands on the edge, which is on both grids.
  if (next && up > next.from) up = next.from;
  if (mode === 'down' || down === up) return down;
  if (mode === 'up') return up;
  return p - down < up - p ? down : up;
}
