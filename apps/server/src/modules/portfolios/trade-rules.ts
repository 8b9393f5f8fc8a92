import Decimal from 'decimal.js';
import { halalasToSar, sarToHalalasRounded } from '@sahm/contracts/money';
import { isOverStockLimit, stockLimitRuleOf } from '@sahm/contracts/plan-limits';
import { JAREAD_2023_Q4, MAX_CASH, MAX_SHARES, type BuyItem, type PortfolioType } from '@sahm/contracts/portfolio';
import type { StockListItem } from '@sahm/contracts/stocks';
import { isOnTick, tickSize } from '../../domain/ticks.ts';
import { sar, tradeCost, type Position } from './ledger.ts';
import { portfolioError } from './portfolio-error.ts';

/**
 * The rules a trade or a cash edit must pass, as pure checks that throw the refusal the client is
 * shown; the service reads what they judge (under the portfolio's lock) and writes what passes.
 */

const grouped = (n: number) => n.toLocaleString('en-US');

/** A price with at most two decimals, on the tick of its level on that date. */
export function requireTick(price: Decimal.Value, date: string): void {
  const exact = new Decimal(price);
  const halalas = sarToHalalasRounded(exact.toFixed());
  if (!exact.mul(100).eq(halalas) || !isOnTick(halalas, date)) {
    throw portfolioError(400, 'priceOffTick', 'price_off_tick', { tick: halalasToSar(tickSize(Math.max(1, halalas), date)) });
  }
}

/** A purchase's date as far as it can be judged without the market calendar; null for the type that records none. */
export function buyingDateOf(type: PortfolioType, stock: StockListItem, item: BuyItem, today: string): string | null {
  // The special type records purchases without a date (spec §3).
  if (type === JAREAD_2023_Q4) return null;
  const date = item.buying_date;
  if (!date) throw portfolioError(400, 'buyingDateRequired', 'buying_date_required');
  if (date > today) throw portfolioError(400, 'buyingDateInFuture', 'buying_date_in_future');
  if (stock.listing_date && date < stock.listing_date)
    throw portfolioError(400, 'buyingDateBeforeListing', 'buying_date_before_listing', { listing: stock.listing_date });
  return date;
}

/** The plan's stocks-per-portfolio limit: a portfolio already over it (after a downgrade) takes no purchase at all. */
export function requireStockLimit(positions: readonly Position[], items: readonly BuyItem[], permissions: readonly string[]): void {
  const rule = stockLimitRuleOf(permissions);
  if (!rule) return;
  const held = new Set(positions.filter((p) => p.shares > 0).map((p) => p.stockId));
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

/** A holding a buy adds to stays within MAX_SHARES, so selling it whole always fits the ledger. */
export function requireRoomForShares(positions: readonly Position[], items: readonly BuyItem[]): void {
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

/** What the purchases paid from cash cost together; more than the cash there is refuses them all. */
export function requireCashFor(items: readonly BuyItem[], cash: Decimal): void {
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
}

/** Cash never grows past MAX_CASH, whatever sales and edits add up to (taking cash out is always allowed). */
export function requireCashRoom(cash: Decimal, next: Decimal): Decimal {
  if (next.gt(MAX_CASH) && next.gt(cash))
    throw portfolioError(400, 'cashAboveMax', 'cash_above_max', { max: grouped(MAX_CASH) }, { max_cash: MAX_CASH });
  return next;
}

/** A sale of shares the portfolio holds (all of them when `shares` is not given), no more than it holds. */
export function saleOf(position: Position | undefined, shares: number | undefined): { position: Position; shares: number } {
  if (!position || position.shares === 0) throw portfolioError(400, 'stockNotHeld', 'stock_not_held');
  const sold = shares ?? position.shares;
  if (sold > position.shares)
    throw portfolioError(400, 'sharesExceedHolding', 'shares_exceed_holding', { held: position.shares }, { held: position.shares });
  return { position, shares: sold };
}
