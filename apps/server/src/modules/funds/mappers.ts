import type { Locale } from '@sahm/contracts/common';
import type { Fund, FundPoint } from '@sahm/contracts/funds';
import { pick } from '../../platform/locale.ts';
import { changeRatio, toNumber } from '../../platform/numbers.ts';
import type { FundRow, NavRow } from './queries.ts';

const pct = (now: string | null, base: string | null) =>
  now !== null && base !== null && toNumber(base) > 0 ? changeRatio(toNumber(now), toNumber(base)) : null;

export function toFund(locale: Locale, r: FundRow): Fund {
  return {
    guid: r.id,
    code: r.code,
    name: pick(locale, r.nameAr, r.nameEn),
    fund_manager: pick(locale, r.managerAr, r.managerEn),
    category: r.category,
    shariah_compliant: r.shariahCompliant,
    objective: pick(locale, r.objectiveAr, r.objectiveEn),
    currency: r.currency,
    management_fees: toNumber(r.managementFees),
    subscription_fees: toNumber(r.subscriptionFees),
    min_subscription: toNumber(r.minSubscription),
    risk_level: r.riskLevel,
    valuation_days: r.valuationDays,
    inception_date: r.inceptionDate,
    is_favorite: false,
    today_points:
      r.lastDate && r.lastNav && r.lastAum
        ? {
            valuation_date: r.lastDate,
            nav_per_unit: toNumber(r.lastNav),
            ytd_change: pct(r.lastNav, r.yearBase),
            change_ratio: pct(r.lastNav, r.prevNav),
            assets_under_management: toNumber(r.lastAum),
            return_since_inception: pct(r.lastNav, r.firstNav),
          }
        : null,
  };
}

export const toFundPoint = (r: NavRow): FundPoint => ({
  valuation_date: r.valuationDate,
  nav_per_unit: toNumber(r.nav),
  change_ratio: pct(r.nav, r.prev),
  ytd_change: pct(r.nav, r.yearBase),
  assets_under_management: toNumber(r.aum),
});
