import Decimal from 'decimal.js';
import type { Locale } from '@sahm/contracts/common';
import type { PortfolioPurification, PurificationQuery, PurificationStatementQuery, ZakatQuery } from '@sahm/contracts/portfolio-income';
import type { StockListItem } from '@sahm/contracts/stocks';
import type { Database } from '../../db/client.ts';
import { riyadhClock } from '../../domain/calendar.ts';
import { holdingsOn, type DatedEntry } from '../../domain/holdings/timeline.ts';
import { createCache, createVersionedCache, type Cache } from '../../platform/cache.ts';
import { readDataVersionFrom } from '../../platform/data-version.ts';
import { prepareJson, type PreparedJson } from '../../platform/prepared-json.ts';
import { currentPrice, datedLedger, tradedPrice, type PortfolioService, type PortfolioWithCash } from '../portfolios/index.ts';
import type { StockService } from '../stocks/index.ts';
import { messages } from './messages.ts';
import { purificationOf } from './purification.ts';
import { cashAtEndOf, closesOn, companyFiguresOn, screeningsOf, type CompanyFiguresRow } from './queries.ts';
import { purificationCsv } from './statement-csv.ts';
import { zakatOf } from './zakat.ts';

/** `portfolios` gives the caller's portfolio row, settled (dividends credited, corporate actions applied). */
export type FaithDeps = {
  database: Database;
  stocks: StockService;
  portfolios: Pick<PortfolioService, 'settledRow' | 'corporateEvents'>;
  now: () => Date;
};
export type Caller = { userId: string; locale: Locale };
export type StatementFile = { body: Buffer; contentType: string; disposition: string };

type RefusalKey = 'yearInFuture' | 'dateInFuture' | 'goldPriceZero';
const refusalCodes: Record<RefusalKey, string> = {
  yearInFuture: 'year_in_future',
  dateInFuture: 'date_in_future',
  goldPriceZero: 'gold_price_not_positive',
};

/** A query value the rules refuse: 422 naming the field, like a schema's refusal, with a code the client can act on. */
function refusal(locale: Locale, field: string, key: RefusalKey, params: Record<string, string | number> = {}) {
  const detail = [{ loc: ['query', field], msg: messages.t(locale, key, params), type: 'value_error' }];
  return messages.error(422, key, params, { detail, code: refusalCodes[key] });
}

/**
 * Purification and zakat of one of the caller's portfolios. Everything is read per request from
 * the portfolio's dated ledger and the stored company figures, and kept in this process only under
 * keys that pin what it rests on: the ledger's version (moved by every write to it), the company
 * data version (screenings, statements), and the day. A hit costs the one owner read.
 */
export function createFaithService(deps: FaithDeps) {
  const { database } = deps;
  const db = database.db;
  const reader = database.read;
  const today = () => riyadhClock(deps.now()).date;

  // The dated ledger is a pure function of the portfolio's ledger version.
  const ledgers = createCache<{ version: number; entries: Promise<DatedEntry[]> }>({ max: 2000 });
  const companyVersion = () => readDataVersionFrom(reader, 'company_data');
  // Each answer kept with its JSON serialized and compressed once: a hundred holdings under five
  // providers is a few hundred kilobytes, which compressing per request would spend the CPU on.
  // Bounded so a few hundred such answers at most stay in memory.
  const purifications = createVersionedCache<{ data: PortfolioPurification; body: PreparedJson }>({ max: 200, version: companyVersion });
  const zakatByFigures = createVersionedCache<PreparedJson>({ max: 200, version: companyVersion });
  // Trading zakat on a past date rests on that day's closes, which do not change, and on the
  // capital changes since (company data).
  const zakatByPrices = createVersionedCache<PreparedJson>({ max: 200, version: companyVersion });
  // Today's, per stock snapshot (dropped with it) and tick count.
  const liveZakat = new WeakMap<object, Cache<Promise<PreparedJson>>>();
  const livePrices = async (_ids: string[], stocks: ReadonlyMap<string, StockListItem>) => {
    const prices = new Map<string, Decimal>();
    for (const [id, s] of stocks) {
      const p = currentPrice(s);
      if (p) prices.set(id, p);
    }
    return prices;
  };
  const figures = createVersionedCache<ReadonlyMap<string, CompanyFiguresRow>>({ max: 500, version: companyVersion });
  // Closes of days already past do not change.
  const pastCloses = createCache<Promise<Map<string, string>>>({ max: 500 });
  // The shares held at the end of a day, a pure function of the ledger's version and the day.
  const heldOn = createCache<Map<string, number>>({ max: 2000 });

  // Settled first, so the cash and shares include the dividends and corporate actions due by today.
  const own = (caller: Caller, guid: string): Promise<PortfolioWithCash> => deps.portfolios.settledRow(caller, guid);

  function ledgerOf(row: PortfolioWithCash): Promise<DatedEntry[]> {
    const hit = ledgers.get(row.id);
    if (hit?.version === row.ledgerVersion) return hit.entries;
    const entries = datedLedger(db, row.id);
    ledgers.set(row.id, { version: row.ledgerVersion, entries });
    entries.catch(() => ledgers.get(row.id)?.entries === entries && ledgers.delete(row.id));
    return entries;
  }

  async function stockMap(locale: Locale, ids: Iterable<string>): Promise<Map<string, StockListItem>> {
    const map = new Map<string, StockListItem>();
    for (const id of new Set(ids)) {
      const s = await deps.stocks.get(locale, id);
      if (s) map.set(id, s);
    }
    return map;
  }

  async function purification(caller: Caller, guid: string, query: PurificationQuery) {
    const now = today();
    if (query.year > Number(now.slice(0, 4))) throw refusal(caller.locale, 'year', 'yearInFuture', { year: query.year });
    const row = await own(caller, guid);
    const key = [row.id, row.ledgerVersion, query.year, query.provider ?? '*', caller.locale, now].join('|');
    return purifications.get(key, async () => {
      const through = `${query.year}-12-31` < now ? `${query.year}-12-31` : now;
      const entries = await ledgerOf(row);
      const ids = [...new Set(entries.map((e) => e.stockId))];
      const [screenings, stocks] = await Promise.all([screeningsOf(reader, ids, through), stockMap(caller.locale, ids)]);
      const data = purificationOf({ query, through, entries, screenings, stocks });
      return { data, body: await prepareJson(JSON.stringify(data)) };
    });
  }

  /**
   * The zakat answer, prepared: kept per portfolio ledger, date, query, language and cash, and the
   * prices or company figures it rests on. Today's trading zakat moves with every batch of ticks:
   * it is kept under the stock snapshot and its tick count, so a read between two ticks costs the
   * owner read and one lookup, and only the first read after a tick rebuilds it.
   */
  async function zakat(caller: Caller, guid: string, query: ZakatQuery): Promise<PreparedJson> {
    const now = today();
    const date = query.date ?? now;
    if (date > now) throw refusal(caller.locale, 'date', 'dateInFuture');
    if (query.gold_price !== undefined && new Decimal(query.gold_price).lte(0)) throw refusal(caller.locale, 'gold_price', 'goldPriceZero');
    const row = await own(caller, guid);
    const isToday = date === now;
    const version = `${row.id}|${row.ledgerVersion}|${date}`;
    const answer = async (
      cash: string,
      prices: (ids: string[], stocks: ReadonlyMap<string, StockListItem>) => Promise<ReadonlyMap<string, Decimal>>,
      companyFigures: (ids: string[]) => Promise<ReadonlyMap<string, CompanyFiguresRow>>,
    ) => {
      const entries = await ledgerOf(row);
      const held = heldOn.getOrSet(version, () => holdingsOn(entries, date));
      const ids = [...held.keys()];
      const stocks = await stockMap(caller.locale, ids);
      const [p, f] = await Promise.all([prices(ids, stocks), companyFigures(ids)]);
      return prepareJson(JSON.stringify(zakatOf({ query: { ...query, date }, held, stocks, prices: p, figures: f, cash })));
    };
    const noFigures = async () => new Map<string, CompanyFiguresRow>();
    const noPrices = async () => new Map<string, Decimal>();
    const keyWith = (cash: string) => [version, query.method, query.calendar, query.gold_price ?? '', caller.locale, cash].join('|');

    if (query.method === 'trading' && isToday) {
      const cash = row.cashValue ?? '0';
      const { stamp } = await deps.stocks.entries();
      let bodies = liveZakat.get(stamp[0]);
      if (!bodies) liveZakat.set(stamp[0], (bodies = createCache({ max: 200 })));
      const cached = bodies;
      const key = `${stamp[1]}|${keyWith(cash)}`;
      const body = cached.getOrSet(key, () => answer(cash, livePrices, noFigures));
      body.catch(() => cached.get(key) === body && cached.delete(key));
      return body;
    }
    const cash = isToday ? (row.cashValue ?? '0') : await cashAtEndOf(db, row.id, date);
    if (query.method === 'trading')
      return zakatByPrices.get(`${keyWith(cash)}|${now}`, () =>
        answer(
          cash,
          async (ids) => {
            const [closes, events] = await Promise.all([
              pastCloses.getOrSet(version, () => closesOn(reader, ids, date)),
              deps.portfolios.corporateEvents(),
            ]);
            // The shares are those held that day: priced as they traded then, not as adjusted since.
            return new Map([...closes].map(([id, c]) => [id, tradedPrice(c, events.actions.get(id), date, now)]));
          },
          noFigures,
        ),
      );
    return zakatByFigures.get(keyWith(cash), () =>
      answer(cash, noPrices, (ids) =>
        figures.get(version, async () => new Map((await companyFiguresOn(reader, ids, date)).map((f) => [f.stockId, f]))),
      ),
    );
  }

  /** The year's statement as a file: PDF in the asked language, or CSV (one row per stretch held). */
  async function statement(caller: Caller, guid: string, query: PurificationStatementQuery): Promise<StatementFile> {
    const lang = query.lang ?? caller.locale;
    const row = await own(caller, guid);
    const { data } = await purification({ ...caller, locale: lang }, guid, query);
    const name = `purification-${data.year}${query.provider ? `-${query.provider}` : ''}`;
    if (query.format === 'csv') {
      return {
        body: Buffer.from(purificationCsv(lang, data)),
        contentType: 'text/csv; charset=utf-8',
        disposition: `attachment; filename="${name}.csv"`,
      };
    }
    // The renderer takes a second to load: only the first PDF pays for it.
    const { renderPurificationPdf } = await import('./statement-pdf.ts');
    return {
      body: await renderPurificationPdf({ language: lang, portfolioName: row.name, data }),
      contentType: 'application/pdf',
      disposition: `attachment; filename="${name}-${lang}.pdf"`,
    };
  }

  return {
    /** The year's purification as prepared JSON. */
    purification: async (caller: Caller, guid: string, query: PurificationQuery): Promise<PreparedJson> =>
      (await purification(caller, guid, query)).body,
    zakat,
    statement,
  };
}
export type FaithService = ReturnType<typeof createFaithService>;
