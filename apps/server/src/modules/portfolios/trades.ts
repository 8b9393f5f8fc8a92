import Decimal from 'decimal.js';
import { halalasToSar, sarToHalalasRounded } from '@sahm/contracts/money';
import { canHaveMultiplePortfolios, isOverStockLimit, stockLimitRuleOf } from '@sahm/contracts/plan-limits';
import { JAREAD_2023_Q4, MAX_CASH, MAX_SHARES, type BuyItem, type CashEdit, type PortfolioType } from '@sahm/contracts/portfolio';
import type { StockListItem } from '@sahm/contracts/stocks';
import type { Queryable } from '../../db/client.ts';
import { isOnTick, tickSize } from '../../domain/ticks.ts';
import { riyadhClock } from '../../domain/calendar.ts';
import { stockMessages } from '../stocks/index.ts';
import { moveCash, sar, tradeCost, type Position } from './ledger.ts';
import { portfolioError } from './portfolio-error.ts';
import {
  cashOf,
  currentPermissions,
  deleteStockTransactions,
  findPortfolio,
  insertCashTransaction,
  insertStockTransaction,
  lockPortfolio,
  type PortfolioRow,
} from './queries.ts';
import type { Caller, PortfolioDeps } from './service.ts';
import { ordersOpen, type OrderSide } from './trading-hours.ts';
import { currentPrice } from './valuation.ts';

export type SellInput = {
  stock_guid: string;
  shares?: number | undefined;
  price?: number | undefined;
  add_to_cash_flow: boolean;
  is_downgrade_sale: boolean;
};

const grouped = (n: number) => n.toLocaleString('en-US');

/**
 * Buys, sales, cash edits and holding removal. Each runs in one transaction that first locks the
 * portfolio row, so two requests on the same portfolio run one after the other and the second
 * sees the first's cash and holdings: together they can neither overdraw cash nor pass the limit.
 * Inside a transaction only `tx` is queried (never the database or its caches), since PGlite
 * queues every other query behind an open transaction.
 */
export function portfolioTrades(deps: PortfolioDeps) {
  const { database, calendar } = deps;

  async function findStock(caller: Caller, guid: string): Promise<StockListItem> {
    const stock = await deps.stocks.get(caller.locale, guid);
    if (!stock) throw portfolioError(404, stockMessages.ref('stockNotFound'), 'stock_not_found', {}, { stock_guid: guid });
    return stock;
  }

  async function requireOpen(stock: StockListItem, side: OrderSide, now: Date): Promise<void> {
    if (!(await ordersOpen(calendar, stock.market.guid, side, now))) {
      throw portfolioError(400, side === 'buy' ? 'tradingClosedBuy' : 'tradingClosedSell', 'J000', {}, { window: side });
    }
  }

  function requireTick(price: Decimal.Value, date: string): void {
    const exact = new Decimal(price);
    const halalas = sarToHalalasRounded(exact.toFixed());
    if (!exact.mul(100).eq(halalas) || !isOnTick(halalas, date)) {
      throw portfolioError(400, 'priceOffTick', 'price_off_tick', { tick: halalasToSar(tickSize(Math.max(1, halalas), date)) });
    }
  }

  async function buyingDate(type: PortfolioType, stock: StockListItem, item: BuyItem, today: string): Promise<string | null> {
    // The special type records purchases without a date (spec §3).
    if (type === JAREAD_2023_Q4) return null;
    const date = item.buying_date;
    if (!date) throw portfolioError(400, 'buyingDateRequired', 'buying_date_required');
    if (date > today) throw portfolioError(400, 'buyingDateInFuture', 'buying_date_in_future');
    if (stock.listing_date && date < stock.listing_date)
      throw portfolioError(400, 'buyingDateBeforeListing', 'buying_date_before_listing', { listing: stock.listing_date });
    if (!(await calendar.session(stock.market.guid, date)).isTradingDay)
      throw portfolioError(400, 'buyingDateNotTradingDay', 'buying_date_not_trading_day', { date });
    return date;
  }

  async function lockOwn(
    tx: Queryable,
    caller: Caller,
    guid: string,
    opts: { writesCash: boolean },
  ): Promise<{ portfolio: PortfolioRow; permissions: string[] }> {
    const portfolio = await lockPortfolio(tx, caller.userId, guid);
    if (!portfolio) throw portfolioError(404, 'portfolioNotFound', 'portfolio_not_found');
    const permissions = await currentPermissions(tx, caller.userId);
    // Without the multi-portfolio permission only the default portfolio takes new money; the
    // others can still be read, sold from and deleted (the trial-ended state of spec §4).
    if (opts.writesCash && !portfolio.is_default && !canHaveMultiplePortfolios(permissions)) {
      throw portfolioError(
        403,
        'multiplePortfoliosNotAllowed',
        'multiple_portfolios_not_allowed',
        {},
        { permission: 'CAN_HAVE_MULTIPLE_PORTFOLIOS' },
      );
    }
    return { portfolio, permissions };
  }

  /** A holding a buy adds to stays within MAX_SHARES, so selling it whole always fits the ledger. */
  function requireRoomForShares(positions: readonly Position[], items: readonly BuyItem[]): void {
    const heldOf = (stockId: string) => positions.find((p) => p.stockId === stockId)?.shares ?? 0;
    const after = new Map<string, number>();
    for (const item of items) after.set(item.stock_guid, (after.get(item.stock_guid) ?? heldOf(item.stock_guid)) + item.shares);
    for (const [stockId, shares] of after) {
      if (shares <= MAX_SHARES) continue;
      const held = heldOf(stockId);
      throw portfolioError(
        400,
        'holdingTooLarge',
        'holding_too_large',
        { max: grouped(MAX_SHARES), held: grouped(held) },
        { max_shares: MAX_SHARES, held },
      );
    }
  }

  /** Cash never grows past MAX_CASH, whatever sales and edits add up to (taking cash out is always allowed). */
  function requireCashRoom(cash: Decimal, next: Decimal): Decimal {
    if (next.gt(MAX_CASH) && next.gt(cash))
      throw portfolioError(400, 'cashAboveMax', 'cash_above_max', { max: grouped(MAX_CASH) }, { max_cash: MAX_CASH });
    return next;
  }

  async function cashNow(tx: Queryable, portfolioId: string): Promise<Decimal> {
    return new Decimal((await cashOf(tx, [portfolioId])).get(portfolioId) ?? '0');
  }

  return {
    /** All rows or none: any refusal rolls the whole list back. */
    async buy(caller: Caller, guid: string, items: readonly BuyItem[]): Promise<{ ids: string[]; cash: string }> {
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
      const type = (await findPortfolio(database, caller.userId, guid))?.type;
      if (!type) throw portfolioError(404, 'portfolioNotFound', 'portfolio_not_found');
      const dates: (string | null)[] = [];
      for (const [i, item] of items.entries()) dates.push(await buyingDate(type, stocks[i]!, item, today));
      return database.transaction(async (tx) => {
        const { portfolio, permissions } = await lockOwn(tx, caller, guid, { writesCash: true });

        const positions = (await deps.positions(tx, [portfolio])).get(portfolio.id)!;
        const held = new Set(positions.filter((p) => p.shares > 0).map((p) => p.stockId));
        const rule = stockLimitRuleOf(permissions);
        if (rule) {
          const after = new Set([...held, ...items.map((i) => i.stock_guid)]);
          const over = isOverStockLimit(held.size, rule.limit);
          if (over || after.size > rule.limit) {
            throw portfolioError(
              403,
              rule.code === 'stock_limit_basic' ? 'stockLimitBasic' : 'stockLimitAdvanced',
              rule.code,
              { limit: rule.limit },
              { stock_limit: rule.limit, over_limit: over },
            );
          }
        }

        requireRoomForShares(positions, items);

        let cash = await cashNow(tx, portfolio.id);
        const required = items
          .filter((i) => i.deduct_from_cash_flow)
          .reduce((a, i) => a.add(tradeCost(i.shares, String(i.price))), new Decimal(0));
        if (required.gt(cash)) {
          throw portfolioError(
            409,
            'insufficientCash',
            'insufficient_cash',
            { required: sar(required), cash: sar(cash) },
            { cash_value: sar(cash), required: sar(required) },
          );
        }

        const ids: string[] = [];
        for (const [i, item] of items.entries()) {
          const price = new Decimal(String(item.price));
          const cost = tradeCost(item.shares, price);
          ids.push(
            await insertStockTransaction(tx, {
              portfolioId: portfolio.id,
              stockId: item.stock_guid,
              type: 'BUYING',
              shares: item.shares,
              price: price.toFixed(2),
              cost: cost.toFixed(2),
              buyingDate: dates[i]!,
              cashFlow: item.deduct_from_cash_flow,
              isDowngradeSale: false,
            }),
          );
          if (item.deduct_from_cash_flow) {
            const next = cash.sub(cost);
            await insertCashTransaction(tx, {
              portfolioId: portfolio.id,
              type: 'BUY',
              previous: cash.toFixed(2),
              next: next.toFixed(2),
              stockId: item.stock_guid,
            });
            cash = next;
          }
        }
        return { ids, cash: sar(cash) };
      });
    },

    async sell(caller: Caller, guid: string, body: SellInput): Promise<{ id: string; cash: string }> {
      const now = deps.now();
      const stock = await findStock(caller, body.stock_guid);
      // The downgrade dialog's forced sale is account housekeeping, not a trade: any time.
      if (!body.is_downgrade_sale) await requireOpen(stock, 'sell', now);
      return database.transaction(async (tx) => {
        const { portfolio } = await lockOwn(tx, caller, guid, { writesCash: false });
        const position = (await deps.positions(tx, [portfolio])).get(portfolio.id)!.find((p) => p.stockId === stock.guid);
        if (!position || position.shares === 0) throw portfolioError(400, 'stockNotHeld', 'stock_not_held');
        const shares = body.is_downgrade_sale ? position.shares : body.shares!;
        if (shares > position.shares)
          throw portfolioError(400, 'sharesExceedHolding', 'shares_exceed_holding', { held: position.shares }, { held: position.shares });
        // Forced sales and the special type sell at the current price and never add cash.
        const locked = body.is_downgrade_sale || portfolio.type === JAREAD_2023_Q4;
        let price = locked ? currentPrice(stock) : new Decimal(String(body.price));
        price ??= position.cost.div(position.shares).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
        if (!locked) requireTick(price, riyadhClock(now).date);
        const cashFlow = !locked && body.add_to_cash_flow;
        const proceeds = tradeCost(shares, price);
        const id = await insertStockTransaction(tx, {
          portfolioId: portfolio.id,
          stockId: stock.guid,
          type: 'SELLING',
          shares,
          price: price.toFixed(2),
          cost: proceeds.toFixed(2),
          buyingDate: null,
          cashFlow,
          isDowngradeSale: body.is_downgrade_sale,
        });
        let cash = await cashNow(tx, portfolio.id);
        if (cashFlow) {
          const next = requireCashRoom(cash, cash.add(proceeds));
          await insertCashTransaction(tx, {
            portfolioId: portfolio.id,
            type: 'SELL',
            previous: cash.toFixed(2),
            next: next.toFixed(2),
            stockId: stock.guid,
          });
          cash = next;
        }
        return { id, cash: sar(cash) };
      });
    },

    /** Adds cash_value (negative withdraws) to the uninvested cash. */
    async editCash(caller: Caller, guid: string, body: CashEdit): Promise<string> {
      return database.transaction(async (tx) => {
        const { portfolio } = await lockOwn(tx, caller, guid, { writesCash: true });
        if (portfolio.type === JAREAD_2023_Q4) throw portfolioError(400, 'cashEditLocked', 'cash_edit_locked');
        const cash = await cashNow(tx, portfolio.id);
        const next = moveCash(cash, body.cash_value);
        if (!next) throw portfolioError(400, 'cashBelowZero', 'cash_below_zero', { cash: sar(cash) }, { cash_value: sar(cash) });
        requireCashRoom(cash, next);
        return insertCashTransaction(tx, {
          portfolioId: portfolio.id,
          type: 'EDIT',
          previous: cash.toFixed(2),
          next: next.toFixed(2),
          stockId: null,
        });
      });
    },

    /** Removes a holding and its history from the stock ledger (a correction, not a sale). */
    async removeHolding(caller: Caller, guid: string, stockGuid: string): Promise<void> {
      await database.transaction(async (tx) => {
        const { portfolio } = await lockOwn(tx, caller, guid, { writesCash: false });
        if (!(await deleteStockTransactions(tx, portfolio.id, stockGuid))) throw portfolioError(404, 'stockNotHeld', 'stock_not_held');
      });
    },
  };
}

export type PortfolioTrades = ReturnType<typeof portfolioTrades>;
