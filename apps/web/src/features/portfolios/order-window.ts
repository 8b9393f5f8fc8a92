import type { MarketStatus } from '@sahm/contracts/markets';
import { beforeWindow, inWindow, orderWindows, type OrderSide } from '@sahm/contracts/order-windows';
import { marketTimeZone } from '../../shared/format/intl-locale.ts';

/** Whether orders of a side are taken now, and if not, when they next are (an ISO instant, Riyadh). */
export type OrderWindowState = { open: true } | { open: false; opensAt: string | null };

const riyadhMinutes = new Intl.DateTimeFormat('en-GB', { timeZone: marketTimeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

const at = (date: string, hhmm: string) => `${date}T${hhmm}:00+03:00`;

/**
 * The order window of a side at `now`, from the market's status (today's date, whether it trades,
 * the next session) and the product's windows. The server decides (a late order still gets J000);
 * this lets the pages say so before the user starts.
 */
export function orderWindowAt(status: MarketStatus, side: OrderSide, now: Date): OrderWindowState {
  // The always-open demo market has no next opening: orders are always taken.
  if (status.next_open_at === null) return { open: true };
  const [hours = 0, minutes = 0] = riyadhMinutes.format(now).split(':').map(Number);
  const minute = hours * 60 + minutes;
  const tradingToday = !status.is_market_holiday;
  if (tradingToday && inWindow(side, minute)) return { open: true };
  if (tradingToday && beforeWindow(side, minute)) return { open: false, opensAt: at(status.trade_date, orderWindows[side].start) };
  return { open: false, opensAt: at(status.next_open_at.slice(0, 10), orderWindows[side].start) };
}
