import type { Period } from '@sahm/contracts/markets';

/** How the time axis labels a period (spec §9): months for 3 months and a year, years beyond, days below; clock time within a day. */
export type AxisMode = 'time' | 'day' | 'month' | 'year';

export function axisModeOf(period: Period): AxisMode {
  switch (period) {
    case 'day':
      return 'time';
    case 'three_months':
    case 'year':
      return 'month';
    case 'three_years':
    case 'five_years':
      return 'year';
    default:
      return 'day';
  }
}

/** What the market status says about the first frame to show: on a holiday there is no session to draw. */
export type SessionStatus = { is_market_holiday: boolean } | undefined;

export function initialPeriod<P extends Period>(status: SessionStatus, offered: readonly P[]): P {
  const wanted: Period = status?.is_market_holiday ? 'week' : 'day';
  return offered.find((period) => period === wanted) ?? offered[0]!;
}
