import { riyadhClock } from '../../domain/calendar.ts';
import type { MarketCalendar } from '../markets/index.ts';

/**
 * When the simulated orders are taken (spec §8, §9): Sunday to Thursday sessions of the exchange
 * calendar (holidays and closed-day overrides included), buys from 10:15 and sales from 10:00,
 * both until 15:30 Riyadh time. These are the product's own hours, wider than the continuous
 * session, so they are fixed here rather than read from the session times.
 */
export const orderWindows = { buy: { start: '10:15', end: '15:30' }, sell: { start: '10:00', end: '15:30' } } as const;
export type OrderSide = keyof typeof orderWindows;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether a minute of the day (Riyadh) lies in the side's window; the end minute is closed. */
export const inWindow = (side: OrderSide, minutes: number): boolean =>
  minutes >= minutesOf(orderWindows[side].start) && minutes < minutesOf(orderWindows[side].end);

/** True when orders of this side are taken at `now` on the market; always in the always-open demo mode. */
export async function ordersOpen(calendar: MarketCalendar, marketId: string, side: OrderSide, now: Date): Promise<boolean> {
  if (calendar.mode === 'always-open') return true;
  const { date, minutes } = riyadhClock(now);
  const session = await calendar.session(marketId, date);
  return session.isTradingDay && inWindow(side, minutes);
}
