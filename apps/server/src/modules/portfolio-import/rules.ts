import type { Locale } from '@sahm/contracts/common';
import type { BuyItem } from '@sahm/contracts/portfolio';
import type { StockListItem } from '@sahm/contracts/stocks';
import { ApiError } from '../../platform/errors.ts';
import { translate } from '../../platform/messages.ts';
import type { MarketCalendar } from '../markets/index.ts';
import {
  applyEntry,
  emptyPosition,
  requireRoomForShares,
  requireStockLimit,
  requireTick,
  saleOf,
  type Position,
} from '../portfolios/index.ts';
import { messages } from './messages.ts';
import type { ParsedRow } from './parse-row.ts';

/**
 * The rules an imported row passes: the ones a buy or a sale through the forms passes (the
 * portfolios module's own checks, called here), judged on the row's date instead of today's.
 * A refusal is the text the form would show, in the caller's language.
 */

export type Candidate = { index: number; row: ParsedRow; stock: StockListItem };

/** Runs a check of the portfolios module; its refusal, translated, or nothing. */
function refusalOf(locale: Locale, check: () => unknown): string | undefined {
  try {
    check();
    return undefined;
  } catch (err) {
    if (err instanceof ApiError) return translate(locale, err.key, err.params);
    throw err;
  }
}

/** What a row can be judged on alone: its date against today, the listing and the calendar, its price against the tick. */
export async function rowOnItsOwn(
  locale: Locale,
  row: ParsedRow,
  stock: StockListItem,
  ctx: { today: string; calendar: MarketCalendar },
): Promise<string[]> {
  const reasons: string[] = [];
  if (row.date > ctx.today) reasons.push(messages.t(locale, 'dateInFuture'));
  else if (stock.listing_date && row.date < stock.listing_date)
    reasons.push(messages.t(locale, 'dateBeforeListing', { listing: stock.listing_date }));
  else if (!(await ctx.calendar.session(stock.market.guid, row.date)).isTradingDay)
    reasons.push(messages.t(locale, 'notTradingDay', { date: row.date }));
  const tick = refusalOf(locale, () => requireTick(row.price, row.date));
  if (tick) reasons.push(tick);
  return reasons;
}

const asBuy = (c: Candidate): BuyItem => ({
  stock_guid: c.stock.guid,
  shares: c.row.shares,
  price: Number(c.row.price),
  buying_date: c.row.date,
  deduct_from_cash_flow: false,
});

/**
 * The rows applied in date order (file order within a day) to the holdings now: a buy within the
 * plan's stocks-per-portfolio limit and the most shares of one stock, a sale of no more than is
 * held at that point. A refused row is not applied. Gives the reason of each refused row by index.
 */
export function judgeInOrder(
  locale: Locale,
  candidates: readonly Candidate[],
  held: readonly Position[],
  permissions: readonly string[],
): Map<number, string> {
  const positions = new Map(held.map((p) => [p.stockId, p]));
  const refused = new Map<number, string>();
  const ordered = [...candidates].sort((a, b) => a.row.date.localeCompare(b.row.date) || a.index - b.index);
  for (const c of ordered) {
    const now = [...positions.values()];
    const reason =
      c.row.side === 'BUY'
        ? refusalOf(locale, () => {
            requireStockLimit(now, [asBuy(c)], permissions);
            requireRoomForShares(now, [asBuy(c)]);
          })
        : refusalOf(locale, () => saleOf(positions.get(c.stock.guid), c.row.shares));
    if (reason) {
      refused.set(c.index, reason);
      continue;
    }
    const before = positions.get(c.stock.guid) ?? emptyPosition(c.stock.guid);
    positions.set(
      c.stock.guid,
      applyEntry(before, {
        stockId: c.stock.guid,
        type: c.row.side === 'BUY' ? 'BUYING' : 'SELLING',
        shares: c.row.shares,
        price: c.row.price,
      }),
    );
  }
  return refused;
}
