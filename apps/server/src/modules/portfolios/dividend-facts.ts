import type { Database } from '../../db/client.ts';
import { riyadhClock } from '../../domain/calendar.ts';
import { createVersionedCache } from '../../platform/cache.ts';
import { readDataVersionFrom } from '../../platform/data-version.ts';
import { dividendFactRows, type DividendFactRow } from './queries.ts';

/** Held stocks' dividends by stock id; a stock with no distribution on record is absent. */
export type DividendFacts = ReadonlyMap<string, DividendFactRow>;

/**
 * The dividend figures of every stock, read in one statement per day and company data version
 * and shared by every overview: valuing a portfolio costs no query for them. The same map object
 * is returned until either moves, so valuations memoised on it stay valid.
 */
export function dividendFacts(database: Database, now: () => Date) {
  const reader = database.read;
  const cache = createVersionedCache<DividendFacts>({ max: 2, version: () => readDataVersionFrom(reader, 'company_data') });
  const load = async (today: string) => new Map((await dividendFactRows(reader, today)).map((r) => [r.stockId, r]));
  return {
    get: (): Promise<DividendFacts> => {
      const today = riyadhClock(now()).date;
      return cache.get(today, () => load(today));
    },
    invalidate: () => cache.invalidate(),
  };
}
