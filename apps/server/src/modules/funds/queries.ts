import type { Locale } from '@sahm/contracts/common';
import type { Fund, FundPoint } from '@sahm/contracts/funds';
import type { Database } from '../../db/client.ts';
import { pick } from '../../platform/locale.ts';
import { changeRatio, toNumber } from '../../platform/numbers.ts';
import { periodStart, type DailyPeriod } from '../../domain/periods.ts';

export type FundRow = {
  id: string;
  code: string;
  name_ar: string;
  name_en: string;
  manager_ar: string;
  manager_en: string;
  search_text: string;
  shariah_compliant: boolean;
  currency: string;
  category: string;
  objective_ar: string;
  objective_en: string;
  management_fees: string;
  subscription_fees: string;
  min_subscription: string;
  risk_level: 'LOW' | 'MEDIUM' | 'HIGH';
  valuation_days: string;
  inception_date: string;
  last_date: string | null;
  last_nav: string | null;
  last_aum: string | null;
  prev_nav: string | null;
  year_base: string | null;
  first_nav: string | null;
};

/** Every fund with its latest valuation, the one before, the last of the previous year and the first. */
export async function loadFundRows(database: Database): Promise<FundRow[]> {
  return database.query<FundRow>(`
    SELECT f.id, f.code, f.name_ar, f.name_en, f.manager_ar, f.manager_en, f.search_text, f.shariah_compliant, f.currency,
           f.category, f.objective_ar, f.objective_en, f.management_fees, f.subscription_fees, f.min_subscription,
           f.risk_level, f.valuation_days, f.inception_date::text AS inception_date,
           l.valuation_date::text AS last_date, l.nav_per_unit AS last_nav, l.assets_under_management AS last_aum,
           (SELECT nav_per_unit FROM fund_nav_points p WHERE p.fund_id = f.id AND p.valuation_date < l.valuation_date ORDER BY valuation_date DESC LIMIT 1) AS prev_nav,
           (SELECT nav_per_unit FROM fund_nav_points p WHERE p.fund_id = f.id AND p.valuation_date < date_trunc('year', l.valuation_date) ORDER BY valuation_date DESC LIMIT 1) AS year_base,
           (SELECT nav_per_unit FROM fund_nav_points p WHERE p.fund_id = f.id ORDER BY valuation_date LIMIT 1) AS first_nav
      FROM mutual_funds f
      LEFT JOIN LATERAL (SELECT * FROM fund_nav_points p WHERE p.fund_id = f.id ORDER BY valuation_date DESC LIMIT 1) l ON true
     ORDER BY f.code`);
}

const pct = (now: string | null, base: string | null) =>
  now !== null && base !== null && toNumber(base) > 0 ? changeRatio(toNumber(now), toNumber(base)) : null;

export function toFund(locale: Locale, r: FundRow): Fund {
  return {
    guid: r.id,
    code: r.code,
    name: pick(locale, r.name_ar, r.name_en),
    fund_manager: pick(locale, r.manager_ar, r.manager_en),
    category: r.category,
    shariah_compliant: r.shariah_compliant,
    objective: pick(locale, r.objective_ar, r.objective_en),
    currency: r.currency,
    management_fees: toNumber(r.management_fees),
    subscription_fees: toNumber(r.subscription_fees),
    min_subscription: toNumber(r.min_subscription),
    risk_level: r.risk_level,
    valuation_days: r.valuation_days,
    inception_date: r.inception_date,
    is_favorite: false,
    today_points:
      r.last_date && r.last_nav && r.last_aum
        ? {
            valuation_date: r.last_date,
            nav_per_unit: toNumber(r.last_nav),
            ytd_change: pct(r.last_nav, r.year_base),
            change_ratio: pct(r.last_nav, r.prev_nav),
            assets_under_management: toNumber(r.last_aum),
            return_since_inception: pct(r.last_nav, r.first_nav),
          }
        : null,
  };
}

/** NAV history of a period, each valuation with its change from the one before and from the year's start. */
export async function fundPoints(database: Database, fundId: string, period: DailyPeriod): Promise<FundPoint[]> {
  const last = await database.query<{ d: string | null }>(`SELECT max(valuation_date)::text AS d FROM fund_nav_points WHERE fund_id = $1`, [
    fundId,
  ]);
  if (!last[0]?.d) return [];
  const rows = await database.query<{ valuation_date: string; nav: string; aum: string; prev: string | null; year_base: string | null }>(
    `WITH h AS (
       SELECT valuation_date, nav_per_unit, assets_under_management,
              lag(nav_per_unit) OVER (ORDER BY valuation_date) AS prev
         FROM fund_nav_points WHERE fund_id = $1 AND valuation_date >= ($2::date - interval '1 year')
     ), bases AS (
       SELECT DISTINCT ON (date_part('year', valuation_date)) date_part('year', valuation_date) + 1 AS year, nav_per_unit
         FROM fund_nav_points WHERE fund_id = $1 ORDER BY date_part('year', valuation_date), valuation_date DESC
     )
     SELECT h.valuation_date::text AS valuation_date, h.nav_per_unit AS nav, h.assets_under_management AS aum, h.prev, b.nav_per_unit AS year_base
       FROM h LEFT JOIN bases b ON b.year = date_part('year', h.valuation_date)
      WHERE h.valuation_date >= $2 ORDER BY h.valuation_date`,
    [fundId, periodStart(period, last[0].d)],
  );
  return rows.map((r) => ({
    valuation_date: r.valuation_date,
    nav_per_unit: toNumber(r.nav),
    change_ratio: pct(r.nav, r.prev),
    ytd_change: pct(r.nav, r.year_base),
    assets_under_management: toNumber(r.aum),
  }));
}
