import type { LatestFinancials, StatementColumn, StatementPeriod } from '@sahm/contracts/financials';
import { indicatorByKey } from '../../domain/indicators/catalogue.ts';
import { div, mul, parseDecimal, sign, sub, toDecimal, whole } from '../../domain/indicators/exact.ts';
import type { IndicatorRecord } from './queries.ts';

/**
 * Latest financials (spec §3: result, previous_result, change_rate, units): the headline figures
 * of the last reported year or quarter beside the period they are compared with, from the stored
 * indicators, which every family computes under the same keys.
 */

const HEADLINES = [
  'revenue',
  'operating_income',
  'net_income_attributable_to_shareholders',
  'basic_earnings_per_share',
  'total_assets',
  'total_equity',
  'operating_cash_flow',
] as const;

const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'];

/** Percent change, or null when the earlier figure is zero, missing or of the other sign. */
export function changeRate(result: string | null, previous: string | null): number | null {
  if (result === null || previous === null) return null;
  const now = parseDecimal(result);
  const before = parseDecimal(previous);
  if (sign(before) === 0 || sign(now) * sign(before) < 0) return null;
  const rate = mul(div(sub(now, before), before.n < 0n ? { n: -before.n, d: before.d } : before), whole(100));
  return Number(toDecimal(rate, 2));
}

function previousOf(rows: readonly IndicatorRecord[], latest: IndicatorRecord, compare: 'previous_year' | 'previous_period') {
  if (compare === 'previous_year' || latest.period === 'ANNUAL')
    return rows.find((r) => r.year === latest.year - 1 && r.period === latest.period);
  const q = QUARTERS.indexOf(latest.period);
  return q > 0
    ? rows.find((r) => r.year === latest.year && r.period === QUARTERS[q - 1])
    : rows.find((r) => r.year === latest.year - 1 && r.period === 'Q4');
}

const column = (r: IndicatorRecord | undefined): StatementColumn | null =>
  r ? { date: r.endDate, year: r.year, period: r.period as StatementPeriod } : null;
const asNumber = (v: string | null | undefined): number | null => (v === null || v === undefined ? null : Number(v));

export function latestFinancials(
  rows: readonly IndicatorRecord[],
  q: { annual: boolean; compare: 'previous_year' | 'previous_period' },
  isDemo: boolean,
): LatestFinancials {
  const candidates = rows.filter((r) => (q.annual ? r.period === 'ANNUAL' : QUARTERS.includes(r.period)));
  const latest = candidates.reduce<IndicatorRecord | undefined>((a, r) => (!a || r.endDate > a.endDate ? r : a), undefined);
  const previous = latest && previousOf(rows, latest, q.compare);
  const items = HEADLINES.flatMap((key) => {
    const indicator = indicatorByKey(key);
    if (!indicator || !latest || !(key in latest.values)) return [];
    const result = latest.values[key] ?? null;
    const before = previous?.values[key] ?? null;
    return [
      {
        key,
        label_ar: indicator.label_ar,
        label_en: indicator.label_en,
        unit: indicator.unit === 'sar_per_share' ? ('sar_per_share' as const) : ('sar_millions' as const),
        result: asNumber(result),
        previous_result: asNumber(before),
        change_rate: changeRate(result, before),
      },
    ];
  });
  return { units: 'SAR_MILLIONS', period: column(latest), previous_period: column(previous), items, is_demo: isDemo };
}
