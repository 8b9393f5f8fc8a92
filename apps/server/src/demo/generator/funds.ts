import { fromEpochDay, toEpochDay, weekday } from '../../domain/calendar.ts';
import {
  DAILY_VALUATION,
  FUND_CATEGORIES,
  FUND_MANAGERS,
  SHARIAH_NOTE_AR,
  SHARIAH_NOTE_EN,
  TWICE_WEEKLY_VALUATION,
  type FundCategory,
} from './fund-catalog.ts';
import { forkRng } from './random.ts';
import type { GeneratedFund } from './types.ts';

/**
 * The demo's mutual funds. Each (manager, category) pair is at most one fund; the pairs are
 * ranked once by a seeded weighted race, and the first `count` become funds, so asking for more
 * funds appends to the list without changing the existing ones.
 */

const CODE_BASE = 100_001;
const OLDEST_INCEPTION = '1995-01-01';
const RECENT_INCEPTION_FROM = '2020-03-01';
const LATEST_INCEPTION = '2025-06-30';

/** Two decimals, as the database keeps fees. */
const pct = (x: number) => Math.round(x * 100) / 100;

export function fundCategory(code: string): FundCategory {
  const c = FUND_CATEGORIES.find((x) => x.code === code);
  if (!c) throw new Error(`unknown fund category ${code}`);
  return c;
}

export function generateFunds(seed: number, count: number, endDate: string): GeneratedFund[] {
  const max = FUND_MANAGERS.length * FUND_CATEGORIES.length;
  if (count > max) throw new Error(`at most ${max} funds (one per manager and category)`);
  const race = forkRng(seed, 'funds:catalog');
  const pairs: { m: number; c: number; key: number }[] = [];
  FUND_MANAGERS.forEach((_, m) =>
    FUND_CATEGORIES.forEach((cat, c) => {
      // Exponential race: a pair's rank is Exp(weight), so popular categories come first.
      pairs.push({ m, c, key: -Math.log(1 - race.float()) / cat.weight });
    }),
  );
  pairs.sort((a, b) => a.key - b.key);

  // Fixed windows (clamped to the end date) keep inception dates stable from one run to the next.
  const latest = Math.min(toEpochDay(LATEST_INCEPTION), toEpochDay(endDate) - 120);
  return pairs.slice(0, count).map(({ m, c }, rank) => {
    const manager = FUND_MANAGERS[m] as (typeof FUND_MANAGERS)[number];
    const cat = FUND_CATEGORIES[c] as FundCategory;
    const code = String(CODE_BASE + rank);
    const rng = forkRng(seed, `fund:${manager.en}:${cat.code}`);
    const shariah = rng.chance(cat.shariah);
    const usd = rng.chance(cat.usd);
    const managementFees = pct(rng.uniform(cat.managementFee[0], cat.managementFee[1]));
    const subscriptionFees = pct(Math.round(rng.uniform(cat.subscriptionFee[0], cat.subscriptionFee[1]) * 4) / 4);
    const minSubscription = rng.pick(cat.minSubscription);
    const twice = rng.chance(cat.twiceWeekly);
    // Most funds predate the history; about one in seven launches inside it.
    const recent = rng.chance(0.15);
    const from = toEpochDay(recent ? RECENT_INCEPTION_FROM : OLDEST_INCEPTION);
    const to = Math.min(latest, recent ? latest : toEpochDay(RECENT_INCEPTION_FROM) - 180);
    let inception = rng.int(Math.min(from, to), to);
    while (weekday(fromEpochDay(inception)) >= 5) inception--;

    const name_en = `${manager.brand_en} ${cat.name_en}`;
    return {
      code,
      name_en: usd && cat.usd < 1 ? name_en.replace(/ Fund$/, ' (USD) Fund') : name_en,
      name_ar: `صندوق ${manager.brand_ar} ${cat.name_ar}${usd && cat.usd < 1 ? ' بالدولار الأمريكي' : ''}`,
      manager_en: manager.en,
      manager_ar: manager.ar,
      shariah_compliant: shariah,
      currency: usd ? 'USD' : 'SAR',
      management_fees: managementFees,
      subscription_fees: subscriptionFees,
      min_subscription: usd ? Math.max(1_000, Math.round(minSubscription / 3.75 / 500) * 500) : minSubscription,
      risk_level: cat.risk,
      objective_en: cat.objective_en + (shariah ? SHARIAH_NOTE_EN : ''),
      objective_ar: cat.objective_ar + (shariah ? SHARIAH_NOTE_AR : ''),
      category: cat.code,
      valuation_days: twice ? TWICE_WEEKLY_VALUATION : DAILY_VALUATION,
      inception_date: fromEpochDay(inception),
    };
  });
}
