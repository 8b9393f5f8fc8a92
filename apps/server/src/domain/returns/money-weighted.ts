/** An amount at a time, in years from the first: what the investor put in (−) or got back (+). */
export type TimedAmount = { years: number; amount: number };

/**
 * The widest growth looked for over the whole span, e^±100: beyond any market's, and room for a
 * large deposit just before the end whose loss the earlier money must outweigh.
 */
const MAX_SPAN_LOG_GROWTH = 100;

/** Net present value at ln(1 + rate) = u, its derivative in u, and the sum of the discounted amounts' sizes. */
function npv(flows: readonly TimedAmount[], u: number): { value: number; slope: number; size: number } {
  let value = 0;
  let slope = 0;
  let size = 0;
  for (const f of flows) {
    const discounted = f.amount * Math.exp(-u * f.years);
    value += discounted;
    slope -= f.years * discounted;
    size += Math.abs(discounted);
  }
  return { value, slope, size };
}

/**
 * A root, not a rate at which every amount has been discounted to almost nothing: the present
 * value is judged against the sizes of its terms. Without this, flows no rate balances (money put
 * in on the last day and worth more at its close) sent Newton's method towards an infinite rate
 * until the value fell under an absolute tolerance, and a rate of 10^13 % came back.
 */
const balances = ({ value, size }: { value: number; size: number }) => Math.abs(value) <= 1e-13 * size;

/**
 * The money-weighted return (XIRR) as a continuously compounded yearly rate u = ln(1 + r), where r
 * is the yearly rate at which Σ amount × (1 + r)^−years = 0. Null when the amounts do not change
 * sign (no rate balances them) or no root is found. The logarithm is what is kept because r itself
 * loses its digits near −100%: a 30% loss in one day is r = 0.7^365 − 1, which a binary float
 * rounds to −1, while u = 365 × ln 0.7 is exact enough to give the day's −30% back.
 *
 * Solved in u, where the present value is smooth for every real u and r > −100%
 * always: Newton's method from r = 0, which converges in a few steps on ordinary flows; if it
 * leaves the range or stalls, bisection on the first sign change found scanning outward from 0
 * (the root nearest a zero return, when odd flows give several). The range is bounded in growth
 * over the whole span, so a week's flows may have a yearly rate of thousands of percent. Amounts
 * are scaled to the largest, so the tolerance is relative to the sizes involved.
 */
export function xirrLogRate(flows: readonly TimedAmount[]): number | null {
  const scale = Math.max(...flows.map((f) => Math.abs(f.amount)), 0);
  const span = Math.max(...flows.map((f) => f.years), 0);
  if (scale === 0 || span <= 0 || !flows.some((f) => f.amount > 0) || !flows.some((f) => f.amount < 0)) return null;
  const scaled = flows.map((f) => ({ years: f.years, amount: f.amount / scale }));
  const limit = MAX_SPAN_LOG_GROWTH / span;

  let u = 0;
  for (let step = 0; step < 50; step++) {
    const at = npv(scaled, u);
    if (balances(at)) return u;
    if (at.slope === 0 || !Number.isFinite(at.slope)) break;
    const next = u - at.value / at.slope;
    if (!Number.isFinite(next) || Math.abs(next) > limit) break;
    if (Math.abs(next - u) < 1e-15 * Math.max(1, Math.abs(u)) && balances(npv(scaled, next))) return next;
    u = next;
  }

  const bracket = signChangeNearZero(scaled, span);
  if (!bracket) return null;
  let [lo, hi] = bracket;
  let atLo = npv(scaled, lo).value;
  for (let step = 0; step < 200 && hi - lo > 1e-15 * Math.max(1, Math.abs(lo)); step++) {
    const mid = (lo + hi) / 2;
    const atMid = npv(scaled, mid).value;
    if (atMid === 0) return mid;
    if (Math.sign(atMid) === Math.sign(atLo)) {
      lo = mid;
      atLo = atMid;
    } else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * The first interval of u, scanning outward from 0 in both directions, on which the present value
 * changes sign. Steps are 2% of growth over the span near zero, then widen by a tenth each, up to
 * the bound.
 */
function signChangeNearZero(flows: readonly TimedAmount[], span: number): [number, number] | null {
  const at = (v: number) => npv(flows, v / span).value;
  let last = 0;
  let lastUp = at(0);
  let lastDown = lastUp;
  for (let k = 1, v = 0.02; last < MAX_SPAN_LOG_GROWTH; k++, v = Math.min(k <= 50 ? k * 0.02 : v * 1.1, MAX_SPAN_LOG_GROWTH)) {
    const up = at(v);
    if (Math.sign(up) !== Math.sign(lastUp)) return [last / span, v / span];
    const down = at(-v);
    if (Math.sign(down) !== Math.sign(lastDown)) return [-v / span, -last / span];
    [last, lastUp, lastDown] = [v, up, down];
  }
  return null;
}

/** The yearly rate r of a log rate, as XIRR is usually quoted. */
export const annualRate = (logRate: number): number => Math.expm1(logRate);
/** The rate over `years` of a log rate: (1 + r)^years − 1, the period's money-weighted return. */
export const periodRate = (logRate: number, years: number): number => Math.expm1(logRate * years);
