import type { Queryable } from '../db/client.ts';
import { bulkInsert } from '../db/bulk-insert.ts';
import { foldForSearch } from '../platform/arabic-search.ts';
import { generateNavHistory } from './generator/fund-nav.ts';
import type { DemoPlan } from './generator/plan.ts';
import { stableId } from '../db/stable-id.ts';

export const fundId = (code: string) => stableId('fund', code);

/** NAV in ten-thousandths of a unit to an exact four-place decimal. */
const tenThousandths = (v: number): string => {
  const a = Math.round(v);
  return `${Math.floor(a / 10000)}.${String(a % 10000).padStart(4, '0')}`;
};

export async function insertFunds(db: Queryable, plan: DemoPlan, log: (line: string) => void): Promise<void> {
  await bulkInsert(
    db,
    'mutual_funds',
    [
      'id:uuid',
      'code:text',
      'name_ar:text',
      'name_en:text',
      'manager_ar:text',
      'manager_en:text',
      'search_text:text',
      'shariah_compliant:boolean',
      'currency:text',
      'category:text',
      'objective_ar:text',
      'objective_en:text',
      'management_fees:numeric',
      'subscription_fees:numeric',
      'min_subscription:numeric',
      'risk_level:text',
      'valuation_days:text',
      'inception_date:date',
    ],
    plan.funds.map((f) => [
      fundId(f.code),
      f.code,
      f.name_ar,
      f.name_en,
      f.manager_ar,
      f.manager_en,
      foldForSearch([f.name_ar, f.name_en, f.manager_ar, f.manager_en].join(' ')),
      f.shariah_compliant,
      f.currency,
      f.category,
      f.objective_ar,
      f.objective_en,
      f.management_fees.toFixed(2),
      f.subscription_fees.toFixed(2),
      f.min_subscription.toFixed(2),
      f.risk_level,
      f.valuation_days,
      f.inception_date,
    ]),
  );
  let rows: unknown[][] = [];
  for (const fund of plan.funds) {
    for (const p of generateNavHistory(plan, fund)) {
      rows.push([fundId(fund.code), p.valuation_date, tenThousandths(p.nav_per_unit), p.assets_under_management.toFixed(2)]);
    }
    if (rows.length >= 20_000) {
      await bulkInsert(
        db,
        'fund_nav_points',
        ['fund_id:uuid', 'valuation_date:date', 'nav_per_unit:numeric', 'assets_under_management:numeric'],
        rows,
        20_000,
      );
      rows = [];
    }
  }
  await bulkInsert(
    db,
    'fund_nav_points',
    ['fund_id:uuid', 'valuation_date:date', 'nav_per_unit:numeric', 'assets_under_management:numeric'],
    rows,
    20_000,
  );
  log(`  ${plan.funds.length} mutual funds with their NAV history`);
}
