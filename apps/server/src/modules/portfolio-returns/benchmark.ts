import Decimal from 'decimal.js';
import type { BenchmarkPeriod, PortfolioBenchmark, ReturnGap } from '@sahm/contracts/portfolio-returns';
import { toEpochDay } from '../../domain/calendar.ts';
import type { DatedEntry } from '../../domain/holdings/timeline.ts';
import { annualRate, periodRate, xirrLogRate, type TimedAmount } from '../../domain/returns/money-weighted.ts';
import { indexStart, timeWeightedIndex, type SessionValue } from '../../domain/returns/time-weighted.ts';
import { sar } from '../portfolios/index.ts';
import type { Close } from './queries.ts';

/** A stock-ledger entry with the value it brought in (+, a buy's cost) or took out (−, a sale's proceeds). */
export type Trade = DatedEntry & { value: string };
/** A cash-ledger change; dividends are income, every other change is the user's money or a trade's. */
export type CashMove = { date: string; amount: string; dividend: boolean };

export type BenchmarkInput = {
  period: BenchmarkPeriod;
  /** TASI's sessions, the base session first. */
  sessions: readonly Close[];
  trades: readonly Trade[];
  cash: readonly CashMove[];
  /** Each held stock's closes from on or before the base session, oldest first. */
  closes: ReadonlyMap<string, readonly Close[]>;
};

const DAYS_A_YEAR = 365;
const percent = (ratio: Decimal | number) => new Decimal(ratio).mul(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
const rebased = (ratio: Decimal) => ratio.mul(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
const gap = (reason: ReturnGap) => ({ percent: null, reason });
const known = (ratio: Decimal | number) => ({ percent: percent(ratio), reason: null });

/** The answer when a figure cannot be measured: the reason on every return, TASI's if it has two sessions. */
function unmeasured(period: BenchmarkPeriod, reason: ReturnGap, sessions: readonly Close[]): PortfolioBenchmark {
  const first = sessions[0];
  const last = sessions.at(-1);
  const tasi = first && last && sessions.length > 1 ? known(new Decimal(last.close).div(first.close).sub(1)) : gap('not_enough_sessions');
  return {
    period,
    from: sessions.length > 1 ? first!.date : null,
    to: sessions.length > 1 ? last!.date : null,
    start_value: '0.00',
    end_value: '0.00',
    net_flows: '0.00',
    time_weighted: gap(reason),
    money_weighted: gap(reason),
    money_weighted_annual: gap(reason),
    tasi,
    items: [],
  };
}

/**
 * The portfolio's value at each session's close and the value brought in since the previous
 * close. The value is Σ shares held at the end of the day × the stock's close that day (its last
 * before, on a day it did not trade) plus the cash at the end of the day. The flows are what the
 * user brought in or took out: cash deposited or withdrawn, a buy's cost (shares came in) and a
 * sale's proceeds (shares went out), and the cash a buy paid or a sale added (the other side of
 * the same trade). So a buy paid from cash on its own day nets to nothing; a buy not paid from
 * cash brings its cost in; a buy dated back before it was recorded brings the shares in on its
 * date and takes the cash out on the day it was recorded. Dividends credited are income, not
 * flows. Flows on days without a session count at the next session.
 */
export function sessionValues(input: BenchmarkInput): SessionValue[] {
  const trades = [...input.trades].sort((a, b) => a.date.localeCompare(b.date));
  const cash = [...input.cash].sort((a, b) => a.date.localeCompare(b.date));
  const held = new Map<string, number>();
  const closeAt = new Map<string, { i: number; close: Decimal | null }>();
  let t = 0;
  let c = 0;
  let balance = new Decimal(0);
  return input.sessions.map((session, i) => {
    let flow = new Decimal(0);
    for (; t < trades.length && trades[t]!.date <= session.date; t++) {
      const e = trades[t]!;
      held.set(e.stockId, (held.get(e.stockId) ?? 0) + e.delta);
      flow = flow.add(e.value);
    }
    for (; c < cash.length && cash[c]!.date <= session.date; c++) {
      const m = cash[c]!;
      balance = balance.add(m.amount);
      if (!m.dividend) flow = flow.add(m.amount);
    }
    let value = balance;
    for (const [stockId, shares] of held) {
      if (shares <= 0) continue;
      const closes = input.closes.get(stockId) ?? [];
      const at = closeAt.get(stockId) ?? { i: 0, close: null };
      for (; at.i < closes.length && closes[at.i]!.date <= session.date; at.i++) at.close = new Decimal(closes[at.i]!.close);
      closeAt.set(stockId, at);
      if (at.close) value = value.add(at.close.mul(shares));
    }
    // What came in on or before the base session is in its value, not a flow of the period.
    return { value, flow: i === 0 ? new Decimal(0) : flow };
  });
}

/**
 * Returns over the sessions given: the time-weighted index and return, the money-weighted
 * return of the flows (XIRR: the base value put in, each flow, the last value taken out), and
 * TASI's; both lines rebased to 100 on the session the portfolio's index starts (the base, or
 * the session before its first deposit when it began inside the period).
 */
export function benchmarkOf(input: BenchmarkInput): PortfolioBenchmark {
  const { period, sessions } = input;
  if (sessions.length < 2) return unmeasured(period, 'not_enough_sessions', sessions);
  const values = sessionValues(input);
  const index = timeWeightedIndex(values);
  const k = indexStart(index);
  if (k < 0) return unmeasured(period, 'no_value', sessions);
  const n = sessions.length - 1;
  const start = sessions[k]!;
  const end = sessions[n]!;

  const day0 = toEpochDay(start.date);
  const years = (date: string) => (toEpochDay(date) - day0) / DAYS_A_YEAR;
  const flows: TimedAmount[] = [{ years: 0, amount: -values[k]!.value.toNumber() }];
  let netFlows = new Decimal(0);
  for (let i = k + 1; i <= n; i++) {
    const flow = values[i]!.flow;
    netFlows = netFlows.add(flow);
    if (!flow.isZero()) flows.push({ years: years(sessions[i]!.date), amount: -flow.toNumber() });
  }
  flows.push({ years: years(end.date), amount: values[n]!.value.toNumber() });
  const logRate = xirrLogRate(flows);
  const span = years(end.date);

  return {
    period,
    from: start.date,
    to: end.date,
    start_value: sar(values[k]!.value),
    end_value: sar(values[n]!.value),
    net_flows: sar(netFlows),
    time_weighted: known(index[n]!.sub(1)),
    money_weighted: logRate === null ? gap('no_solution') : known(periodRate(logRate, span)),
    money_weighted_annual: logRate === null ? gap('no_solution') : known(annualRate(logRate)),
    tasi: known(new Decimal(end.close).div(start.close).sub(1)),
    items: sessions.slice(k).map((s, j) => ({
      trade_date: s.date,
      portfolio: rebased(index[k + j]!),
      tasi: rebased(new Decimal(s.close).div(start.close)),
    })),
  };
}
