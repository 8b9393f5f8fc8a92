import { inWindow, type OrderSide } from '@sahm/contracts/order-windows';
import { riyadhClock } from '../../domain/calendar.ts';
import type { MarketCalendar } from '../markets/index.ts';

// The windows are the product's rule, shared with the web (which says them before a form).
export { inWindow, orderWindows, type OrderSide } from '@sahm/contracts/order-windows';

/** True when orders of this side are taken at `now` on the market; always in the always-open demo mode. */
export async function ordersOpen(calendar: MarketCalendar, marketId: string, side: OrderSide, now: Date): Promise<boolean> {
  if (calendar.mode === 'always-open') return true;
  const { date, minutes } = riyadhClock(now);
  const session = await calendar.session(marketId, date);
  return session.isTradingDay && inWindow(side, minutes);
}
