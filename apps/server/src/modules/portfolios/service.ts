import Decimal from 'decimal.js';
import type { Locale } from '@sahm/contracts/common';
import { canHaveMultiplePortfolios, isOverStockLimit, stockLimitOf } from '@sahm/contracts/plan-limits';
import {
  JAREAD_2023_Q4,
  MAX_PORTFOLIOS,
  type BuyItem,
  type BuyResult,
  type CashEdit,
  type CashEditResult,
  type CashTransaction,
  type CashTransactionPage,
  type FavoriteColumns,
  type Overview,
  type Performance,
  type Portfolio,
  type PortfolioChart,
  type PortfolioColumn,
  type PortfolioList,
  type PortfolioType,
  type SellResult,
  type StockTransaction,
  type StockTransactionPage,
  type UpdatePortfolio,
} from '@sahm/contracts/portfolio';
import type { RightsSubscription } from '@sahm/contracts/portfolio-income';
import type { StockListItem } from '@sahm/contracts/stocks';
import type { MessageResponse } from '@sahm/contracts/users';
import type { Database, Db } from '../../db/client.ts';
import { riyadhClock } from '../../domain/calendar.ts';
import { ApiError } from '../../platform/errors.ts';
import { createCache, type Cache } from '../../platform/cache.ts';
import { prepareJson, type PreparedJson } from '../../platform/prepared-json.ts';
import type { MarketCalendar } from '../markets/index.ts';
import { stockMessages, type StockService } from '../stocks/index.ts';
import { getFavoriteColumns, setFavoriteColumns } from './favorite-columns.ts';
import { moveCash, sar, tradeCost, type Position } from './ledger.ts';
import { messages } from './messages.ts';
import { multiplePortfoliosNotAllowed, portfolioError, portfolioNotFound } from './portfolio-error.ts';
import type { PositionsCache } from './positions-cache.ts';
import {
  cashOf,
  cashTransactionById,
  cashTransactions,
  currentPermissions,
  datedLedger,
  deletePortfolio,
  deleteStockTransactions,
  findPortfolio,
  insertPortfolio,
  listPortfolios,
  lockForWrite,
  lockUser,
  makeDefault,
  recordTransactions,
  renamePortfolio,
  stockTransactions,
  stockTransactionsByIds,
  type CashTransactionRow,
  type NewCashTransaction,
  type NewStockTransaction,
  type PortfolioRow,
  type PortfolioWithCash,
  type StockTransactionRow,
} from './queries.ts';
import {
  buyingDateOf,
  requireCashFor,
  requireCashRoom,
  requireRoomForShares,
  requireStockLimit,
  requireTick,
  saleOf,
} from './trade-rules.ts';
import { ordersOpen, type OrderSide } from './trading-hours.ts';
import { currentPrice, type Valuation } from './valuation.ts';
import { valuationMemo } from './valuation-memo.ts';
import { dividendFacts, type DividendFacts } from './dividend-facts.ts';
import { toCashTransaction, toStockTransaction } from './views.ts';
import { corporateEvents, type CorporateEvents } from './corporate-events.ts';
import { markSettled, receivedDividendRows, rightsSubscriptionRows } from './income-queries.ts';
import { rightsEntitlement, rightsOpen } from './rights.ts';
import { portfolioDividends } from './income.ts';
import { needsSettle, settleLocked } from './settle.ts';

export type PortfolioDeps = {
  database: Database;
  stocks: StockService;
  calendar: MarketCalendar;
  /** The clock trading hours and buying dates are read from. */
  now: () => Date;
  positions: PositionsCache;
};

/**
 * Who reads or writes. `permissions` are the access token's when the call came with one: reads
 * show the plan the client is acting under (its token), while every write re-reads the plan from
 * the subscription, so a limit is never passed on the strength of an old token.
 */
export type Caller = { userId: string; locale: Locale; permissions?: readonly string[] };

export type SellInput = {
  stock_guid: string;
  shares?: number | undefined;
  price?: number | undefined;
  add_to_cash_flow: boolean;
  is_downgrade_sale: boolean;
};

/** A portfolio locked for a ledger write: see ledgerWrite. */
export type LockedLedger = {
  portfolio: PortfolioRow;
  permissions: readonly string[];
  positions: Position[];
  settle: () => Promise<void>;
};

type Loaded = {
  row: PortfolioWithCash;
  positions: Position[];
  cash: Decimal;
  stocks: Map<string, StockListItem>;
  dividends: DividendFacts;
};

/**
 * Portfolios: reads (everything derived from the ledgers at current prices), management, and
 * trades. Each write runs in one transaction that first locks a row (the user's to manage their
 * portfolios, the portfolio's to trade in it), so two requests on the same portfolio run one after
 * the other and the second sees the first's cash and holdings: together they can neither overdraw
 * cash nor pass a limit. Inside a transaction only `tx` is queried (never the database or its
 * caches), since PGlite queues every other query behind an open transaction.
 */
export function createPortfolioService(deps: PortfolioDeps) {
  const { database, calendar } = deps;
  const db = database.db;
  const paidDividends = dividendFacts(database, deps.now);
  const events = corporateEvents(database, calendar);
  const today = () => riyadhClock(deps.now()).date;

  async function stockMap(locale: Locale, ids: Iterable<string>): Promise<Map<string, StockListItem>> {
    const map = new Map<string, StockListItem>();
    for (const id of new Set(ids)) {
      const s = await deps.stocks.get(locale, id);
      if (s) map.set(id, s);
    }
    return map;
  }

  async function load(caller: Caller, rows: PortfolioWithCash[]): Promise<Loaded[]> {
    const [positions, dividends] = await Promise.all([deps.positions(db, rows), paidDividends.get()]);
    const stocks = await stockMap(
      caller.locale,
      [...positions.values()].flatMap((ps) => ps.map((p) => p.stockId)),
    );
    return rows.map((row) => ({ row, positions: positions.get(row.id) ?? [], cash: new Decimal(row.cashValue ?? '0'), stocks, dividends }));
  }

  /** One of the user's portfolios, read through `handle` (the database, or a transaction). */
  async function own(handle: Db, userId: string, guid: string): Promise<PortfolioWithCash> {
    const row = await findPortfolio(handle, userId, guid);
    if (!row) throw portfolioNotFound();
    return row;
  }

  /**
   * Credits the dividends and applies the corporate actions the portfolio is owed (settle.ts),
   * under its row lock. The events are read first: inside the transaction only `tx` is queried.
   */
  async function settleNow(userId: string, guid: string): Promise<void> {
    const [ev, day] = [await events.get(), today()];
    await database.transaction(async ({ db: tx }) => {
      const portfolio = await lockForWrite(tx, userId, guid);
      if (portfolio && needsSettle(portfolio, day, ev)) await settleLocked(tx, portfolio, ev, day);
    });
  }

  /** One of the user's portfolios for a read, settled first when its row says it may be owed something. */
  async function ownSettled(userId: string, guid: string): Promise<PortfolioWithCash> {
    const [row, ev] = await Promise.all([own(db, userId, guid), events.get()]);
    if (!needsSettle(row, today(), ev)) return row;
    await settleNow(userId, guid);
    return own(db, userId, guid);
  }

  const loadOne = async (caller: Caller, guid: string): Promise<Loaded> =>
    (await load(caller, [await ownSettled(caller.userId, guid)]))[0]!;

  const holdingsCount = (l: Loaded) => l.positions.filter((p) => p.shares > 0).length;
  const valued = valuationMemo();
  const value = (l: Loaded): Valuation => valued(l.positions, l.stocks, l.dividends);
  // The overview as prepared JSON, per valuation and what the body adds to it (cash, plan limit,
  // name): the same body goes to every read until a tick, a trade or a rename changes one of them.
  const overviewBodies = new WeakMap<Valuation, Cache<Promise<PreparedJson>>>();
  const dividendBodies = createCache<Promise<PreparedJson>>({ max: 2000 });

  const readPermissions = (caller: Caller): Promise<readonly string[]> =>
    caller.permissions ? Promise.resolve(caller.permissions) : currentPermissions(db, caller.userId);

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
      is_default: l.row.isDefault,
      created_at: l.row.createdAt.toISOString(),
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

  async function stockTransactionViews(caller: Caller, rows: StockTransactionRow[]): Promise<StockTransaction[]> {
    const stocks = await stockMap(
      caller.locale,
      rows.map((r) => r.stockId),
    );
    return rows.flatMap((r) => {
      const s = stocks.get(r.stockId);
      return s ? [toStockTransaction(r, s)] : [];
    });
  }

  async function cashTransactionViews(caller: Caller, rows: CashTransactionRow[]): Promise<CashTransaction[]> {
    const stocks = await stockMap(
      caller.locale,
      rows.flatMap((r) => (r.stockId ? [r.stockId] : [])),
    );
    return rows.map((r) => toCashTransaction(r, r.stockId ? stocks.get(r.stockId) : undefined));
  }

  /** Moving the default is switching portfolios, which needs the multi-portfolio permission. */
  async function switchDefault(tx: Db, caller: Caller, row: PortfolioRow): Promise<void> {
    if (!canHaveMultiplePortfolios(await currentPermissions(tx, caller.userId))) throw multiplePortfoliosNotAllowed();
    await makeDefault(tx, caller.userId, row.id);
  }

  /** Runs `fn` on one of the caller's portfolios with the user's row locked (managing portfolios). */
  const managing = <T>(caller: Caller, guid: string, fn: (tx: Db, row: PortfolioWithCash) => Promise<T>): Promise<T> =>
    database.transaction(async ({ db: tx }) => {
      await lockUser(tx, caller.userId);
      return fn(tx, await own(tx, caller.userId, guid));
    });

  // ── Trades ──

  async function findStock(caller: Caller, guid: string): Promise<StockListItem> {
    const stock = await deps.stocks.get(caller.locale, guid);
    if (!stock) throw new ApiError(404, stockMessages.ref('stockNotFound'), {}, { code: 'stock_not_found', stock_guid: guid });
    return stock;
  }

  async function requireOpen(stock: StockListItem, side: OrderSide, now: Date): Promise<void> {
    if (!(await ordersOpen(calendar, stock.market.guid, side, now))) {
      throw portfolioError(400, side === 'buy' ? 'tradingClosedBuy' : 'tradingClosedSell', 'J000', {}, { window: side });
    }
  }

  async function buyingDate(type: PortfolioType, stock: StockListItem, item: BuyItem, today: string): Promise<string | null> {
    const date = buyingDateOf(type, stock, item, today);
    if (date && !(await calendar.session(stock.market.guid, date)).isTradingDay)
      throw portfolioError(400, 'buyingDateNotTradingDay', 'buying_date_not_trading_day', { date });
    return date;
  }

  /**
   * The portfolio locked for a trade, with the plan in force. Without the multi-portfolio
   * permission only the default portfolio takes new money; the others can still be read, sold
   * from and deleted (the trial-ended state of spec §4).
   */
  async function lockOwn(tx: Db, caller: Caller, guid: string, opts: { writesCash: boolean; events: CorporateEvents }) {
    let portfolio = await lockForWrite(tx, caller.userId, guid);
    if (!portfolio) throw portfolioNotFound();
    // A trade judges the holdings and cash after what the portfolio is owed (a bonus issue, a dividend).
    if (needsSettle(portfolio, today(), opts.events)) {
      await settleLocked(tx, portfolio, opts.events, today());
      portfolio = (await lockForWrite(tx, caller.userId, guid))!;
    }
    const permissions = await currentPermissions(tx, caller.userId);
    if (opts.writesCash && !portfolio.isDefault && !canHaveMultiplePortfolios(permissions)) throw multiplePortfoliosNotAllowed();
    return { portfolio, permissions };
  }

  /**
   * After a trade on a settled portfolio (lockOwn settles first): entries that count from today
   * (a sale, a buy dated today) cannot make any dividend or action due today (a distribution
   * comes after its record date, an action counts the shares of the day before), so the portfolio
   * stays settled at its new ledger version and the next read skips the pass. A back-dated buy
   * leaves it unsettled: the next read settles it.
   */
  async function keepSettled(tx: Db, portfolioId: string, ev: CorporateEvents, dates: readonly (string | null)[]): Promise<void> {
    const day = today();
    if (dates.every((d) => d === null || d >= day)) await markSettled(tx, portfolioId, day, ev.version);
  }

  const positionsOf = async (tx: Db, portfolio: PortfolioRow) => (await deps.positions(tx, [portfolio])).get(portfolio.id)!;
  const cashNow = async (tx: Db, portfolio: PortfolioRow) => new Decimal(await cashOf(tx, portfolio.id));

  /** The cash ledger's row for a move from `cash` to `next`. */
  const cashMove = (cash: Decimal, next: Decimal, operationType: NewCashTransaction['operationType'], stockId: string | null) => ({
    operationType,
    previousCashValue: cash.toFixed(2),
    cashValue: next.toFixed(2),
    stockId,
  });

  async function buy(caller: Caller, guid: string, items: readonly BuyItem[]): Promise<BuyResult> {
    const now = deps.now();
    const today = riyadhClock(now).date;
    const stocks: StockListItem[] = [];
    for (const item of items) {
      const stock = await findStock(caller, item.stock_guid);
      await requireOpen(stock, 'buy', now);
      requireTick(String(item.price), item.buying_date ?? today);
      stocks.push(stock);
    }
    // Dates are checked before the transaction: the calendar reads through its own cache, and
    // on the embedded database a query outside the transaction would wait for it to end.
    const { type } = await own(db, caller.userId, guid);
    const dates: (string | null)[] = [];
    for (const [i, item] of items.entries()) dates.push(await buyingDate(type, stocks[i]!, item, today));
    const ev = await events.get();
    const { ids, cash } = await database.transaction(async ({ db: tx }) => {
      const { portfolio, permissions } = await lockOwn(tx, caller, guid, { writesCash: true, events: ev });
      const positions = await positionsOf(tx, portfolio);
      requireStockLimit(positions, items, permissions);
      requireRoomForShares(positions, items);
      let cash = await cashNow(tx, portfolio);
      requireCashFor(items, cash);
      const stock: NewStockTransaction[] = [];
      const paid: NewCashTransaction[] = [];
      for (const [i, item] of items.entries()) {
        const price = new Decimal(String(item.price));
        const cost = tradeCost(item.shares, price);
        stock.push({
          stockId: item.stock_guid,
          transactionType: 'BUYING',
          shares: item.shares,
          price: price.toFixed(2),
          cost: cost.toFixed(2),
          buyingDate: dates[i]!,
          cashFlow: item.deduct_from_cash_flow,
          isDowngradeSale: false,
        });
        if (item.deduct_from_cash_flow) {
          const next = cash.sub(cost);
          paid.push(cashMove(cash, next, 'BUY', item.stock_guid));
          cash = next;
        }
      }
      const recorded = await recordTransactions(tx, portfolio.id, { stock, cash: paid });
      await keepSettled(tx, portfolio.id, ev, dates);
      return { ids: recorded.stock, cash: sar(cash) };
    });
    return {
      message: messages.t(caller.locale, 'buySuccess'),
      cash_value: cash,
      transactions: await stockTransactionViews(caller, await stockTransactionsByIds(db, ids)),
    };
  }

  async function sell(caller: Caller, guid: string, body: SellInput): Promise<SellResult> {
    const now = deps.now();
    const stock = await findStock(caller, body.stock_guid);
    // The downgrade dialog's forced sale is account housekeeping, not a trade: any time.
    if (!body.is_downgrade_sale) await requireOpen(stock, 'sell', now);
    const ev = await events.get();
    const { id, cash } = await database.transaction(async ({ db: tx }) => {
      const { portfolio } = await lockOwn(tx, caller, guid, { writesCash: false, events: ev });
      const { position: held, shares } = saleOf(
        (await positionsOf(tx, portfolio)).find((p) => p.stockId === stock.guid),
        body.is_downgrade_sale ? undefined : body.shares,
      );
      // Forced sales and the special type sell at the current price and never add cash.
      const locked = body.is_downgrade_sale || portfolio.type === JAREAD_2023_Q4;
      let price = locked ? currentPrice(stock) : new Decimal(String(body.price));
      price ??= held.cost.div(held.shares).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
      if (!locked) requireTick(price, riyadhClock(now).date);
      const cashFlow = !locked && body.add_to_cash_flow;
      const proceeds = tradeCost(shares, price);
      const cash = await cashNow(tx, portfolio);
      const next = cashFlow ? requireCashRoom(cash, cash.add(proceeds)) : cash;
      const recorded = await recordTransactions(tx, portfolio.id, {
        stock: [
          {
            stockId: stock.guid,
            transactionType: 'SELLING',
            shares,
            price: price.toFixed(2),
            cost: proceeds.toFixed(2),
            buyingDate: null,
            cashFlow,
            isDowngradeSale: body.is_downgrade_sale,
          },
        ],
        cash: cashFlow ? [cashMove(cash, next, 'SELL', stock.guid)] : [],
      });
      await keepSettled(tx, portfolio.id, ev, [null]);
      return { id: recorded.stock[0]!, cash: sar(next) };
    });
    const [transaction] = await stockTransactionViews(caller, await stockTransactionsByIds(db, [id]));
    return { message: messages.t(caller.locale, 'sellSuccess'), cash_value: cash, transaction: transaction! };
  }

  return {
    async list(caller: Caller, withPerformance: boolean): Promise<PortfolioList> {
      const [listed, permissions, ev] = await Promise.all([listPortfolios(db, caller.userId), readPermissions(caller), events.get()]);
      const unsettled = listed.filter((r) => needsSettle(r, today(), ev));
      for (const r of unsettled) await settleNow(caller.userId, r.id);
      const rows = unsettled.length ? await listPortfolios(db, caller.userId) : listed;
      const loaded = await load(caller, rows);
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
      const row = await ownSettled(caller.userId, guid);
      const positions = (await deps.positions(db, [row])).get(row.id)!;
      return new Set(positions.filter((p) => p.shares > 0).map((p) => p.stockId));
    },

    async create(caller: Caller, body: { name: string; type: PortfolioType }): Promise<Portfolio> {
      const id = await database.transaction(async ({ db: tx }) => {
        await lockUser(tx, caller.userId);
        const existing = await listPortfolios(tx, caller.userId);
        if (existing.length >= MAX_PORTFOLIOS)
          throw portfolioError(400, 'portfolioLimitReached', 'portfolio_limit_reached', { max: MAX_PORTFOLIOS });
        if (existing.length > 0 && !canHaveMultiplePortfolios(await currentPermissions(tx, caller.userId))) {
          throw multiplePortfoliosNotAllowed();
        }
        return insertPortfolio(tx, { userId: caller.userId, name: body.name, type: body.type, isDefault: existing.length === 0 });
      });
      return one(caller, id);
    },

    async update(caller: Caller, guid: string, body: UpdatePortfolio): Promise<Portfolio> {
      await managing(caller, guid, async (tx, row) => {
        if (body.is_default === false && row.isDefault)
          throw portfolioError(400, 'cannotUntickDefaultPortfolio', 'cannot_untick_default_portfolio');
        await renamePortfolio(tx, row.id, body.name);
        if (body.is_default && !row.isDefault) await switchDefault(tx, caller, row);
      });
      return one(caller, guid);
    },

    async setDefault(caller: Caller, guid: string): Promise<Portfolio> {
      await managing(caller, guid, async (tx, row) => {
        if (!row.isDefault) await switchDefault(tx, caller, row);
      });
      return one(caller, guid);
    },

    async remove(caller: Caller, guid: string): Promise<MessageResponse> {
      const name = await managing(caller, guid, async (tx, row) => {
        if (row.isDefault) throw portfolioError(400, 'cannotDeleteDefaultPortfolio', 'cannot_delete_default_portfolio');
        await deletePortfolio(tx, row.id);
        return row.name;
      });
      return { message: messages.t(caller.locale, 'portfolioDeleted', { name }) };
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
      if (!bodies) overviewBodies.set(v, (bodies = createCache({ max: 16 })));
      const cached = bodies;
      const body = cached.getOrSet(key, () => prepareJson(JSON.stringify(overview())));
      body.catch(() => cached.get(key) === body && cached.delete(key));
      return body;
    },

    async chart(caller: Caller, guid: string): Promise<PortfolioChart> {
      const l = await loadOne(caller, guid);
      return value(l).chart(l.cash, messages.t(caller.locale, 'portfolioCash'), messages.t(caller.locale, 'portfolioStocks'));
    },

    /**
     * The caller's portfolio row, settled first: what other modules read a portfolio through, so
     * their figures include the dividends and corporate actions due by today. 404 when not theirs.
     */
    settledRow: (caller: Pick<Caller, 'userId'>, guid: string): Promise<PortfolioWithCash> => ownSettled(caller.userId, guid),

    /**
     * Runs `write` on the caller's portfolio locked for a ledger write and settled first, as a
     * trade's is, with the plan in force and the positions now; `settle` then applies what the
     * write made due. How another module (the file import) writes a ledger under the same lock.
     */
    async ledgerWrite<T>(caller: Caller, guid: string, write: (tx: Db, locked: LockedLedger) => Promise<T>): Promise<T> {
      const ev = await events.get();
      return database.transaction(async ({ db: tx }) => {
        const { portfolio, permissions } = await lockOwn(tx, caller, guid, { writesCash: false, events: ev });
        const positions = await positionsOf(tx, portfolio);
        const settle = async () => settleLocked(tx, (await lockForWrite(tx, caller.userId, guid))!, ev, today());
        return write(tx, { portfolio, permissions, positions, settle });
      });
    },

    /** Every company's dividends and capital changes (cached per company-data version). */
    corporateEvents: (): Promise<CorporateEvents> => events.get(),

    async cashLedger(caller: Caller, guid: string, paging: { page: number; size: number }): Promise<CashTransactionPage> {
      const l = await loadOne(caller, guid);
      const { rows, total } = await cashTransactions(db, l.row.id, paging);
      return { items: await cashTransactionViews(caller, rows), total, ...paging, cash_value: value(l).performance(l.cash).cash_value };
    },

    /** The whole cash ledger, newest first, read in one statement (the export's). */
    async cashLedgerAll(caller: Caller, guid: string): Promise<{ items: CashTransaction[] }> {
      const l = await loadOne(caller, guid);
      return { items: await cashTransactionViews(caller, (await cashTransactions(db, l.row.id)).rows) };
    },

    async stockLedger(caller: Caller, guid: string, paging: { page: number; size: number }): Promise<StockTransactionPage> {
      const l = await loadOne(caller, guid);
      const { rows, total } = await stockTransactions(db, l.row.id, paging);
      return { items: await stockTransactionViews(caller, rows), total, ...paging };
    },

    async stockLedgerAll(caller: Caller, guid: string): Promise<{ items: StockTransaction[] }> {
      const l = await loadOne(caller, guid);
      return { items: await stockTransactionViews(caller, (await stockTransactions(db, l.row.id)).rows) };
    },

    /**
     * GET {guid}/dividends/ as prepared JSON. Kept per portfolio until its ledger, its settled day
     * or the company data moves (a credit only ever happens in a settle, which moves the first
     * two), so repeated reads of a large portfolio compute it once.
     */
    async dividendsBody(caller: Caller, guid: string): Promise<PreparedJson> {
      const row = await ownSettled(caller.userId, guid);
      const [ev, facts] = await Promise.all([events.get(), paidDividends.get()]);
      const key = [row.id, row.ledgerVersion, row.settledOn, row.settledVersion, row.settledEvents, caller.locale, ev.version].join('|');
      const body = dividendBodies.getOrSet(key, async () => {
        const [positions, entries, received, rights] = await Promise.all([
          positionsOf(db, row),
          datedLedger(db, row.id),
          receivedDividendRows(db, row.id),
          rightsSubscriptionRows(db, row.id),
        ]);
        const subscribed = new Map(rights.map((r) => [r.capitalChangeId!, r.shares]));
        const stocks = await stockMap(
          caller.locale,
          entries.map((e) => e.stockId),
        );
        return prepareJson(
          JSON.stringify(portfolioDividends({ today: today(), positions, entries, received, events: ev, facts, stocks, subscribed })),
        );
      });
      body.catch(() => dividendBodies.get(key) === body && dividendBodies.delete(key));
      return body;
    },

    /**
     * Takes up a rights issue: a buy of up to the entitled shares at the offer price (whatever the
     * market price), within the subscription window, once (looked for under the portfolio's lock,
     * so a second subscription in parallel finds the first and is refused).
     */
    async subscribeRights(caller: Caller, guid: string, rightsGuid: string, body: RightsSubscription): Promise<BuyResult> {
      const ev = await events.get();
      const issue = ev.actionsById.get(rightsGuid);
      if (!issue || issue.type !== 'RIGHTS_ISSUE' || !issue.offerPrice || !issue.subscriptionEnds)
        throw portfolioError(404, 'rightsNotFound', 'rights_not_found');
      const day = today();
      if (!rightsOpen(issue, day))
        throw portfolioError(400, 'rightsNotOpen', 'rights_not_open', { from: issue.effectiveDate, to: issue.subscriptionEnds });
      const stock = await findStock(caller, issue.stockId);
      const { ids, cash } = await database.transaction(async ({ db: tx }) => {
        const { portfolio } = await lockOwn(tx, caller, guid, { writesCash: body.deduct_from_cash_flow, events: ev });
        const { entitled } = rightsEntitlement(await datedLedger(tx, portfolio.id), issue);
        if (entitled <= 0) throw portfolioError(400, 'rightsNotEntitled', 'rights_not_entitled');
        if ((await rightsSubscriptionRows(tx, portfolio.id)).some((r) => r.capitalChangeId === issue.id))
          throw portfolioError(409, 'rightsAlreadySubscribed', 'rights_already_subscribed');
        if (body.shares > entitled)
          throw portfolioError(400, 'rightsExceedEntitlement', 'rights_exceed_entitlement', { entitled }, { entitled_shares: entitled });
        const item: BuyItem = {
          stock_guid: stock.guid,
          shares: body.shares,
          price: Number(issue.offerPrice),
          buying_date: day,
          deduct_from_cash_flow: body.deduct_from_cash_flow,
        };
        requireRoomForShares(await positionsOf(tx, portfolio), [item]);
        let cash = await cashNow(tx, portfolio);
        requireCashFor([item], cash);
        const cost = tradeCost(body.shares, issue.offerPrice!);
        const paid: NewCashTransaction[] = [];
        if (body.deduct_from_cash_flow) {
          paid.push(cashMove(cash, cash.sub(cost), 'BUY', stock.guid));
          cash = cash.sub(cost);
        }
        const recorded = await recordTransactions(tx, portfolio.id, {
          stock: [
            {
              stockId: stock.guid,
              transactionType: 'BUYING',
              shares: body.shares,
              price: new Decimal(issue.offerPrice!).toFixed(2),
              cost: cost.toFixed(2),
              buyingDate: day,
              cashFlow: body.deduct_from_cash_flow,
              isDowngradeSale: false,
              capitalChangeId: issue.id,
            },
          ],
          cash: paid,
        });
        await keepSettled(tx, portfolio.id, ev, [day]);
        return { ids: recorded.stock, cash: sar(cash) };
      });
      return {
        message: messages.t(caller.locale, 'rightsSubscribed'),
        cash_value: cash,
        transactions: await stockTransactionViews(caller, await stockTransactionsByIds(db, ids)),
      };
    },

    favoriteColumns: (caller: Caller): Promise<FavoriteColumns> => getFavoriteColumns(db, caller.userId),

    setFavoriteColumns: (caller: Caller, tags: readonly PortfolioColumn[] | 'all'): Promise<FavoriteColumns> =>
      setFavoriteColumns(db, caller.userId, tags),

    /** All rows or none: any refusal rolls the whole list back. */
    buy,

    sell,

    /** Adds cash_value (negative withdraws) to the uninvested cash. */
    async editCash(caller: Caller, guid: string, body: CashEdit): Promise<CashEditResult> {
      const ev = await events.get();
      const id = await database.transaction(async ({ db: tx }) => {
        const { portfolio } = await lockOwn(tx, caller, guid, { writesCash: true, events: ev });
        if (portfolio.type === JAREAD_2023_Q4) throw portfolioError(400, 'cashEditLocked', 'cash_edit_locked');
        const cash = await cashNow(tx, portfolio);
        const next = moveCash(cash, body.cash_value);
        if (!next) throw portfolioError(400, 'cashBelowZero', 'cash_below_zero', { cash: sar(cash) }, { cash_value: sar(cash) });
        requireCashRoom(cash, next);
        return (await recordTransactions(tx, portfolio.id, { cash: [cashMove(cash, next, 'EDIT', null)] })).cash[0]!;
      });
      return {
        message: messages.t(caller.locale, 'cashAdded'),
        transaction: toCashTransaction(await cashTransactionById(db, id), undefined),
      };
    },

    /** Removes a holding and its history from the stock ledger (a correction, not a sale). */
    async removeHolding(caller: Caller, guid: string, stockGuid: string): Promise<MessageResponse> {
      const ev = await events.get();
      await database.transaction(async ({ db: tx }) => {
        const { portfolio } = await lockOwn(tx, caller, guid, { writesCash: false, events: ev });
        if (!(await deleteStockTransactions(tx, portfolio.id, stockGuid))) throw portfolioError(404, 'stockNotHeld', 'stock_not_held');
      });
      return { message: messages.t(caller.locale, 'holdingRemoved') };
    },
  };
}

export type PortfolioService = ReturnType<typeof createPortfolioService>;
