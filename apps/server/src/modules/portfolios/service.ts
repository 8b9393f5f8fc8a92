import Decimal from 'decimal.js';
import type { Locale } from '@sahm/contracts/common';
import {
  MAX_PORTFOLIOS,
  type CashTransactionPage,
  type Overview,
  type Performance,
  type Portfolio,
  type PortfolioChart,
  type PortfolioList,
  type PortfolioType,
  type StockTransaction,
  type StockTransactionPage,
  type UpdatePortfolio,
} from '@sahm/contracts/portfolio';
import { canHaveMultiplePortfolios, isOverStockLimit, stockLimitOf } from '@sahm/contracts/plan-limits';
import type { StockListItem } from '@sahm/contracts/stocks';
import type { Database, Queryable } from '../../db/client.ts';
import { translate } from '../../platform/messages.ts';
import type { StockService } from '../stocks/index.ts';
import type { MarketCalendar } from '../markets/index.ts';
import type { Position } from './ledger.ts';
import type { PositionsCache } from './positions-cache.ts';
import { portfolioError } from './portfolio-error.ts';
import {
  cashTransactions,
  currentPermissions,
  deletePortfolio,
  findPortfolio,
  insertPortfolio,
  listPortfolios,
  lockUser,
  makeDefault,
  renamePortfolio,
  stockTransactions,
  type PortfolioRow,
  type PortfolioWithCash,
  type StockTransactionRow,
} from './queries.ts';
import type { Valuation } from './valuation.ts';
import { valuationMemo } from './valuation-memo.ts';
import { prepareJson, type PreparedJson } from '../../platform/prepared-json.ts';
import { toCashTransaction, toStockTransaction } from './views.ts';

export type PortfolioDeps = {
  database: Database;
  stocks: StockService;
  calendar: MarketCalendar;
  now: () => Date;
  positions: PositionsCache;
};
/**
 * Who reads or writes. `permissions` are the access token's when the call came with one: reads
 * show the plan the client is acting under (its token), while every write re-reads the plan from
 * the subscription, so a limit is never passed on the strength of an old token.
 */
export type Caller = { userId: string; locale: Locale; permissions?: readonly string[] };

type Loaded = { row: PortfolioRow; positions: Position[]; cash: Decimal; stocks: Map<string, StockListItem> };

/** Reads of portfolios (everything derived from the ledgers at current prices) and their management. */
export function portfolioService(deps: PortfolioDeps) {
  const { database } = deps;

  async function stockMap(locale: Locale, ids: Iterable<string>): Promise<Map<string, StockListItem>> {
    const map = new Map<string, StockListItem>();
    for (const id of new Set(ids)) {
      const s = await deps.stocks.get(locale, id);
      if (s) map.set(id, s);
    }
    return map;
  }

  async function load(db: Queryable, caller: Caller, rows: PortfolioWithCash[]): Promise<Loaded[]> {
    const positions = await deps.positions(db, rows);
    const stocks = await stockMap(
      caller.locale,
      [...positions.values()].flatMap((ps) => ps.map((p) => p.stockId)),
    );
    return rows.map((row) => ({ row, positions: positions.get(row.id) ?? [], cash: new Decimal(row.cash_value ?? '0'), stocks }));
  }

  async function loadOne(caller: Caller, guid: string): Promise<Loaded> {
    const row = await findPortfolio(database, caller.userId, guid);
    if (!row) throw portfolioError(404, 'portfolioNotFound', 'portfolio_not_found');
    return (await load(database, caller, [row]))[0]!;
  }

  const holdingsCount = (l: Loaded) => l.positions.filter((p) => p.shares > 0).length;
  const valued = valuationMemo();
  const value = (l: Loaded): Valuation => valued(l.positions, l.stocks);
  // The overview as prepared JSON, per valuation and what the body adds to it (cash, plan limit,
  // name): the same body goes to every read until a tick, a trade or a rename changes one of them.
  const overviewBodies = new WeakMap<Valuation, Map<string, Promise<PreparedJson>>>();

  const readPermissions = (caller: Caller): Promise<readonly string[]> =>
    caller.permissions ? Promise.resolve(caller.permissions) : currentPermissions(database, caller.userId);

  async function overviewOf(caller: Caller, guid: string): Promise<{ v: Valuation; overview: () => Overview; key: string }> {
    const [l, permissions] = await Promise.all([loadOne(caller, guid), readPermissions(caller)]);
    const v = value(l);
    const limit = stockLimitOf(permissions);
    const overview = (): Overview => ({
      guid: l.row.id,
      name: l.row.name,
      type: l.row.type,
      cash_value: v.performance(l.cash).cash_value,
      stock_limit: limit,
      over_limit: isOverStockLimit(holdingsCount(l), limit),
      stocks: v.holdings,
      ...v.totals,
    });
    return { v, overview, key: [l.cash.toFixed(2), limit, l.row.name, l.row.type].join('|') };
  }

  function summary(l: Loaded, limit: number | null, withPerformance: boolean): Portfolio {
    const n = holdingsCount(l);
    return {
      guid: l.row.id,
      name: l.row.name,
      type: l.row.type,
      is_default: l.row.is_default,
      created_at: new Date(l.row.created_at).toISOString(),
      number_of_stocks: n,
      stock_limit: limit,
      over_limit: isOverStockLimit(n, limit),
      ...(withPerformance ? { performance: value(l).performance(l.cash) } : {}),
    };
  }

  async function one(caller: Caller, guid: string): Promise<Portfolio> {
    const [l, permissions] = await Promise.all([loadOne(caller, guid), readPermissions(caller)]);
    return summary(l, stockLimitOf(permissions), false);
  }

  const stockTx = async (caller: Caller, rows: StockTransactionRow[]): Promise<StockTransaction[]> => {
    const stocks = await stockMap(
      caller.locale,
      rows.map((r) => r.stock_id),
    );
    return rows.flatMap((r) => {
      const s = stocks.get(r.stock_id);
      return s ? [toStockTransaction(r, s)] : [];
    });
  };

  return {
    stockMap,
    stockTransactionViews: stockTx,

    async list(caller: Caller, withPerformance: boolean): Promise<PortfolioList> {
      const [rows, permissions] = await Promise.all([listPortfolios(database, caller.userId), readPermissions(caller)]);
      const loaded = await load(database, caller, rows);
      const limit = stockLimitOf(permissions);
      return {
        items: loaded.map((l) => summary(l, limit, withPerformance)),
        max_portfolios: MAX_PORTFOLIOS,
        can_have_multiple: canHaveMultiplePortfolios(permissions),
      };
    },

    one,

    /** The stocks with shares held now (which feed ticks concern this portfolio). */
    async heldStockIds(caller: Caller, guid: string): Promise<Set<string>> {
      const row = await findPortfolio(database, caller.userId, guid);
      if (!row) throw portfolioError(404, 'portfolioNotFound', 'portfolio_not_found');
      const positions = (await deps.positions(database, [row])).get(row.id)!;
      return new Set(positions.filter((p) => p.shares > 0).map((p) => p.stockId));
    },

    async create(caller: Caller, body: { name: string; type: PortfolioType }): Promise<Portfolio> {
      const id = await database.transaction(async (tx) => {
        await lockUser(tx, caller.userId);
        const existing = await listPortfolios(tx, caller.userId);
        if (existing.length >= MAX_PORTFOLIOS)
          throw portfolioError(400, 'portfolioLimitReached', 'portfolio_limit_reached', { max: MAX_PORTFOLIOS });
        if (existing.length > 0 && !canHaveMultiplePortfolios(await currentPermissions(tx, caller.userId))) {
          throw portfolioError(
            403,
            'multiplePortfoliosNotAllowed',
            'multiple_portfolios_not_allowed',
            {},
            { permission: 'CAN_HAVE_MULTIPLE_PORTFOLIOS' },
          );
        }
        return insertPortfolio(tx, { userId: caller.userId, name: body.name, type: body.type, isDefault: existing.length === 0 });
      });
      return one(caller, id);
    },

    async update(caller: Caller, guid: string, body: UpdatePortfolio): Promise<Portfolio> {
      await database.transaction(async (tx) => {
        await lockUser(tx, caller.userId);
        const row = await findPortfolio(tx, caller.userId, guid);
        if (!row) throw portfolioError(404, 'portfolioNotFound', 'portfolio_not_found');
        if (body.is_default === false && row.is_default)
          throw portfolioError(400, 'cannotUntickDefaultPortfolio', 'cannot_untick_default_portfolio');
        await renamePortfolio(tx, row.id, body.name);
        if (body.is_default && !row.is_default) await switchDefault(tx, caller, row);
      });
      return one(caller, guid);
    },

    async setDefault(caller: Caller, guid: string): Promise<Portfolio> {
      await database.transaction(async (tx) => {
        await lockUser(tx, caller.userId);
        const row = await findPortfolio(tx, caller.userId, guid);
        if (!row) throw portfolioError(404, 'portfolioNotFound', 'portfolio_not_found');
        if (!row.is_default) await switchDefault(tx, caller, row);
      });
      return one(caller, guid);
    },

    async remove(caller: Caller, guid: string): Promise<string> {
      return database.transaction(async (tx) => {
        await lockUser(tx, caller.userId);
        const row = await findPortfolio(tx, caller.userId, guid);
        if (!row) throw portfolioError(404, 'portfolioNotFound', 'portfolio_not_found');
        if (row.is_default) throw portfolioError(400, 'cannotDeleteDefaultPortfolio', 'cannot_delete_default_portfolio');
        await deletePortfolio(tx, row.id);
        return row.name;
      });
    },

    async performance(caller: Caller, guid: string): Promise<Performance> {
      const l = await loadOne(caller, guid);
      return value(l).performance(l.cash);
    },

    async overview(caller: Caller, guid: string): Promise<Overview> {
      return (await overviewOf(caller, guid)).overview();
    },

    /** The overview serialized (and compressed) once per change, for the REST read. */
    async overviewBody(caller: Caller, guid: string): Promise<PreparedJson> {
      const { v, overview, key } = await overviewOf(caller, guid);
      let bodies = overviewBodies.get(v);
      if (!bodies) overviewBodies.set(v, (bodies = new Map()));
      let body = bodies.get(key);
      if (!body) {
        if (bodies.size >= 16) bodies.clear();
        body = prepareJson(JSON.stringify(overview()));
        bodies.set(key, body);
        body.catch(() => bodies.get(key) === body && bodies.delete(key));
      }
      return body;
    },

    async chart(caller: Caller, guid: string): Promise<PortfolioChart> {
      const l = await loadOne(caller, guid);
      return value(l).chart(l.cash, translate(caller.locale, 'portfolioCash'), translate(caller.locale, 'portfolioStocks'));
    },

    async cashLedger(caller: Caller, guid: string, paging: { page: number; size: number }): Promise<CashTransactionPage> {
      const l = await loadOne(caller, guid);
      const { rows, total } = await cashTransactions(database, l.row.id, paging);
      const stocks = await stockMap(
        caller.locale,
        rows.flatMap((r) => (r.stock_id ? [r.stock_id] : [])),
      );
      return {
        items: rows.map((r) => toCashTransaction(r, r.stock_id ? stocks.get(r.stock_id) : undefined)),
        total,
        ...paging,
        cash_value: value(l).performance(l.cash).cash_value,
      };
    },

    async stockLedger(caller: Caller, guid: string, paging: { page: number; size: number }): Promise<StockTransactionPage> {
      const l = await loadOne(caller, guid);
      const { rows, total } = await stockTransactions(database, l.row.id, paging);
      return { items: await stockTx(caller, rows), total, ...paging };
    },

    async stockLedgerAll(caller: Caller, guid: string): Promise<{ items: StockTransaction[] }> {
      const l = await loadOne(caller, guid);
      return { items: await stockTx(caller, (await stockTransactions(database, l.row.id)).rows) };
    },
  };
}

/** Moving the default is switching portfolios, which needs the multi-portfolio permission. */
async function switchDefault(tx: Queryable, caller: Caller, row: PortfolioRow): Promise<void> {
  if (!canHaveMultiplePortfolios(await currentPermissions(tx, caller.userId))) {
    throw portfolioError(
      403,
      'multiplePortfoliosNotAllowed',
      'multiple_portfolios_not_allowed',
      {},
      { permission: 'CAN_HAVE_MULTIPLE_PORTFOLIOS' },
    );
  }
  await makeDefault(tx, caller.userId, row.id);
}

export type PortfolioService = ReturnType<typeof portfolioService>;
