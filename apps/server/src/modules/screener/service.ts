import type { Locale } from '@sahm/contracts/common';
import type { ScreenerQuery, ScreenerResponse, ScreenerUnit } from '@sahm/contracts/screener';
import type { Database } from '../../db/client.ts';
import { createCache, createVersionedCache } from '../../platform/cache.ts';
import { readDataVersionFrom } from '../../platform/data-version.ts';
import { prepareJson, type PreparedJson } from '../../platform/prepared-json.ts';
import type { StockService } from '../stocks/index.ts';
import { FIELD_BY_KEY, FIELD_LIST } from './fields.ts';
import { planOf, type Plan } from './plan.ts';
import { companyFigureRows } from './queries.ts';
import { buildTable, COLUMN_INDEX, companyParts, type CompanyParts, type TableRow } from './table.ts';

export type ScreenerServiceDeps = { database: Database; stocks: StockService; checkEveryMs?: number };

function matches(row: TableRow, plan: Plan): boolean {
  if (plan.market && row.marketGuid !== plan.market) return false;
  if (plan.stocks && !plan.stocks.has(row.guid)) return false;
  if (plan.sectors && !row.sectorGuids.some((g) => plan.sectors!.has(g))) return false;
  for (const f of plan.numbers) {
    const v = row.numbers[f.index]!;
    // NaN (no figure) fails every comparison, so a stock without the figure is never a match.
    if (f.op === 'gte' ? !(v >= f.value) : f.op === 'lte' ? !(v <= f.value) : v !== f.value) return false;
  }
  return true;
}

/** Ascending or descending, stocks without the figure last either way. */
function compare(plan: Plan, locale: Locale): (a: TableRow, b: TableRow) => number {
  const sign = plan.order.desc ? -1 : 1;
  const by = plan.order.by;
  if (typeof by === 'string') return (a, b) => sign * a.stock[locale][by].localeCompare(b.stock[locale][by], locale);
  return (a, b) => {
    const x = a.numbers[by]!;
    const y = b.numbers[by]!;
    if (Number.isNaN(x) || Number.isNaN(y)) return Number(Number.isNaN(x)) - Number(Number.isNaN(y));
    return sign * (x - y) || a.stock.en.symbol_code.localeCompare(b.stock.en.symbol_code);
  };
}

/**
 * The screener over an in-memory table of every listed stock (spec §7; budget p99 10 ms with 5
 * filters at 500 requests a second): the table is rebuilt when the stock snapshot's figures move
 * or the company data version does, never per request, and each distinct screen's answer is
 * serialized once per table.
 */
/** How stale live prices in the screener may be while the market trades. */
const PRICE_REFRESH_MS = 5_000;

export function createScreenerService({ database, stocks, checkEveryMs = 1000 }: ScreenerServiceDeps) {
  const reader = database.read;
  const companyData = () => readDataVersionFrom(reader, 'company_data');
  const parts = createVersionedCache<CompanyParts>({ max: 1, checkEveryMs, version: companyData });
  let built: { stamp: readonly [object, number]; parts: CompanyParts; rows: TableRow[]; at: number } | undefined;
  const answers = createCache<Promise<PreparedJson>>({ max: 1000 });

  const table = async (): Promise<TableRow[]> => {
    const [{ entries, stamp }, company] = await Promise.all([
      stocks.entries(),
      parts.get('all', async () => companyParts(await companyFigureRows(reader))),
    ]);
    // A new snapshot or new company figures are taken at once; live ticks (every second while the
    // market trades) at most every PRICE_REFRESH_MS, so the table and the answers are not rebuilt
    // under every request of a busy session. Prices here are already delayed by minutes.
    const ticked = built && built.stamp[0] === stamp[0] && built.parts === company && built.stamp[1] !== stamp[1];
    const fresh = built && built.stamp[0] === stamp[0] && built.stamp[1] === stamp[1] && built.parts === company;
    if (!built || (!fresh && !ticked) || (ticked && Date.now() - built.at >= PRICE_REFRESH_MS)) {
      built = { stamp, parts: company, rows: buildTable(entries, company), at: Date.now() };
      answers.clear();
    }
    return built.rows;
  };

  const answer = (locale: Locale, plan: Plan, rows: readonly TableRow[]): ScreenerResponse => {
    const units: Record<string, ScreenerUnit> = Object.fromEntries(plan.columns.map((c) => [c, FIELD_BY_KEY.get(c)!.unit!]));
    const at = plan.columns.map((c) => [c, COLUMN_INDEX.get(c)!] as const);
    return {
      result: rows
        .filter((r) => matches(r, plan))
        .sort(compare(plan, locale))
        .map((r) => ({ stock: r.stock[locale], values: Object.fromEntries(at.map(([c, i]) => [c, r.texts[i]!])) })),
      units,
    };
  };

  return {
    fields: () => FIELD_LIST,

    /** The screen's answer as prepared JSON; a refused query throws its 422 before any scan. */
    async screen(locale: Locale, query: ScreenerQuery): Promise<PreparedJson> {
      const plan = planOf(locale, query);
      const rows = await table();
      const key = plan.key;
      const hit = answers.get(key);
      if (hit) return hit;
      const body = prepareJson(JSON.stringify(answer(locale, plan, rows)));
      answers.set(key, body);
      body.catch(() => answers.delete(key));
      return body;
    },

    /** Drops the company figures at once (this process's own company-data writes). */
    invalidate(): void {
      parts.invalidate();
    },
  };
}
export type ScreenerService = ReturnType<typeof createScreenerService>;
