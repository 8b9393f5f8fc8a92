/**
 * When the simulated orders are taken (spec §8, §9): on the exchange's trading days, buys from
 * 10:15 and sales from 10:00, both until 15:30 Riyadh time. These are the product's own hours,
 * wider than the continuous session. The server enforces them; the web says them before a form.
 */
export const orderWindows = { buy: { start: '10:15', end: '15:30' }, sell: { start: '10:00', end: '15:30' } } as const;
export type OrderSide = keyof typeof orderWindows;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether a minute of the day (Riyadh) lies in the side's window; the end minute is closed. */
export const inWindow = (side: OrderSide, minutes: number): boolean =>
  minutes >= minutesOf(orderWindows[side].start) && minutes < minutesOf(orderWindows[side].end);

/** Whether a minute of the day (Riyadh) comes before the side's window opens. */
export const beforeWindow = (side: OrderSide, minutes: number): boolean => minutes < minutesOf(orderWindows[side].start);
