import type { Database } from '../../db/client.ts';
import { createVersionedCache } from '../../platform/cache.ts';
import { readDataVersion } from '../../platform/data-version.ts';
import type { MarketCalendar } from '../markets/index.ts';
import { capitalChangeRows, dividendEventRows } from './income-queries.ts';

/** Holders registered at the end of this many sessions after the eligibility date receive a dividend (T+2 settlement). */
export const RECORD_SESSIONS_AFTER_ELIGIBILITY = 2;
/**
 * A rights issue's new shares can be taken up from its effective date through this many sessions
 * after it; then they lapse. (A simplification of the exchange's separate trading and
 * subscription periods for rights: a virtual portfolio only subscribes.)
 */
export const RIGHTS_SUBSCRIPTION_SESSIONS = 10;

export type DividendEvent = {
  id: string;
  stockId: string;
  /** SAR per share, as stored. */
  amount: string;
  announcementDate: string;
  eligibilityDate: string;
  /** The second session after the eligibility date: shares held at its end receive the dividend. */
  recordDate: string;
  distributionDate: string | null;
};

export type CapitalEvent = {
  id: string;
  stockId: string;
  type: 'RIGHTS_ISSUE' | 'BONUS_SHARES' | 'CAPITAL_REDUCTION' | 'STOCK_SPLIT';
  announcementDate: string;
  effectiveDate: string;
  sharesBefore: number;
  sharesAfter: number;
  offerPrice: string | null;
  /** Rights issues: the last day the new shares can be taken up. */
  subscriptionEnds: string | null;
};

/** Every company's dividends and capital changes by stock, each list in date order. */
export type CorporateEvents = {
  /** Moves with the company data and the calendar: what a cached figure resting on these is keyed by. */
  version: string;
  dividends: ReadonlyMap<string, readonly DividendEvent[]>;
  dividendsById: ReadonlyMap<string, DividendEvent>;
  actions: ReadonlyMap<string, readonly CapitalEvent[]>;
  actionsById: ReadonlyMap<string, CapitalEvent>;
};

function byStock<T extends { stockId: string }>(rows: readonly T[], dateOf: (t: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const r of [...rows].sort((a, b) => dateOf(a).localeCompare(dateOf(b)))) {
    const list = map.get(r.stockId) ?? [];
    list.push(r);
    map.set(r.stockId, list);
  }
  return map;
}

/**
 * Dividends and capital changes of every company, with each dividend's record date worked out in
 * its market's sessions: a few thousand rows read once per company-data and calendar version and
 * shared by every portfolio, so settling a portfolio or answering its dividends call reads none of
 * them. Read outside any transaction (the calendar reads through its own cache).
 */
export function corporateEvents(database: Database, calendar: MarketCalendar) {
  const version = async () =>
    (await Promise.all([readDataVersion(database, 'company_data'), readDataVersion(database, 'calendar')])).join('/');
  const cache = createVersionedCache<CorporateEvents>({ max: 1, version });

  async function load(): Promise<CorporateEvents> {
    const at = await version();
    const [dividendRows, actionRows] = await Promise.all([dividendEventRows(database.db), capitalChangeRows(database.db)]);
    const dividends: DividendEvent[] = [];
    for (const { marketId, ...d } of dividendRows) {
      const recordDate = await calendar.sessionsAfter(marketId, d.eligibilityDate, RECORD_SESSIONS_AFTER_ELIGIBILITY);
      dividends.push({ ...d, recordDate });
    }
    const actions: CapitalEvent[] = [];
    for (const { marketId, ...a } of actionRows) {
      const subscriptionEnds =
        a.type === 'RIGHTS_ISSUE' ? await calendar.sessionsAfter(marketId, a.effectiveDate, RIGHTS_SUBSCRIPTION_SESSIONS) : null;
      actions.push({ ...a, subscriptionEnds });
    }
    return {
      version: at,
      dividends: byStock(dividends, (d) => d.recordDate),
      dividendsById: new Map(dividends.map((d) => [d.id, d])),
      actions: byStock(actions, (a) => a.effectiveDate),
      actionsById: new Map(actions.map((a) => [a.id, a])),
    };
  }

  return { get: (): Promise<CorporateEvents> => cache.get('all', load), invalidate: () => cache.invalidate() };
}
export type CorporateEventsSource = ReturnType<typeof corporateEvents>;
