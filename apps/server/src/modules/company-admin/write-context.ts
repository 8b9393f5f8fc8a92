import type { Locale } from '@sahm/contracts/common';
import type { Database, Db } from '../../db/client.ts';
import { riyadhClock } from '../../domain/calendar.ts';
import { bumpDataVersion } from '../../platform/data-version.ts';
import type { CompanyDataChange, CompanyDataEvents, CompanyDataKind } from './company-data-events.ts';
import { messages } from './messages.ts';
import { lockStock, type StockRow } from './queries.ts';

export type WriteDeps = { database: Database; events: CompanyDataEvents; now?: () => Date };

/**
 * Every write moves the company data version, which the company pages' caches follow in every
 * process; what the stock snapshot shows (names, shares, logo) moves the market data version too.
 */
const inSnapshot: ReadonlySet<CompanyDataKind> = new Set(['stock', 'logo', 'capital_changes']);

export const riyadhToday = (deps: WriteDeps): string => riyadhClock(deps.now?.() ?? new Date()).date;

/**
 * One write to one stock's data: in a transaction that first locks the stock (404 when there is
 * none), so writes to one company queue and see each other; readers are told after the commit.
 */
export async function writeStock<T>(
  deps: WriteDeps,
  stockId: string,
  kind: CompanyDataKind,
  fn: (db: Db, stock: StockRow) => Promise<T>,
  /** More for the listeners about what was written (a dividend announced, a Shariah record's change). */
  detail?: (result: T) => Pick<CompanyDataChange, 'shariah' | 'dividend'>,
): Promise<T> {
  const result = await deps.database.transaction(async (tx) => {
    const stock = await lockStock(tx.db, stockId);
    if (!stock) throw messages.error(404, 'stockNotFound');
    const out = await fn(tx.db, stock);
    await bumpDataVersion(tx, 'company_data');
    if (inSnapshot.has(kind)) await bumpDataVersion(tx, 'market_data');
    return out;
  });
  deps.events.changed({ stockId, kind, ...detail?.(result) });
  return result;
}

/** A file's writes to many stocks, in one transaction; each stock's readers are told after the commit. */
export async function writeStocks(
  deps: WriteDeps,
  stockIds: string[],
  kind: CompanyDataKind,
  fn: (db: Db) => Promise<void>,
): Promise<void> {
  await deps.database.transaction(async (tx) => {
    // In a fixed order, so two files touching the same stocks cannot deadlock.
    for (const id of [...stockIds].sort()) await lockStock(tx.db, id);
    await fn(tx.db);
    await bumpDataVersion(tx, 'company_data');
    if (inSnapshot.has(kind)) await bumpDataVersion(tx, 'market_data');
  });
  for (const stockId of stockIds) deps.events.changed({ stockId, kind });
}

/** 404 for a record that is not the stock's. */
export function found<T>(row: T | undefined): T {
  if (!row) throw messages.error(404, 'recordNotFound');
  return row;
}

export type Translate = (key: Parameters<typeof messages.t>[1], params?: Record<string, string | number>) => string;
export const translator =
  (locale: Locale): Translate =>
  (key, params) =>
    messages.t(locale, key, params);
