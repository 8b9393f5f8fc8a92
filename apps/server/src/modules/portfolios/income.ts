import Decimal from 'decimal.js';
import type { HoldingIncome, PortfolioDividends, ReceivedDividend, UpcomingDividend } from '@sahm/contracts/portfolio-income';
import type { StockListItem } from '@sahm/contracts/stocks';
import { addYears } from '../../domain/calendar.ts';
import { sharesOn, type DatedEntry } from '../../domain/holdings/timeline.ts';
import type { CorporateEvents } from './corporate-events.ts';
import type { DividendFacts } from './dividend-facts.ts';
import type { ReceivedDividendRow } from './income-queries.ts';
import { dividendAmount, percentOf, sar, type Position } from './ledger.ts';
import { rightsEntitlements } from './rights.ts';
import { toPortfolioStock } from './valuation.ts';

/**
 * A portfolio's dividends (GET {guid}/dividends/): what its cash ledger received, what is announced
 * for it, and the income its holdings are estimated to bring in a year. The per-share figure of
 * the last twelve months is the holdings table's (dividend-facts), so the two never disagree.
 */

const zero = new Decimal(0);

export type IncomeInput = {
  today: string;
  positions: readonly Position[];
  entries: readonly DatedEntry[];
  received: readonly ReceivedDividendRow[];
  events: CorporateEvents;
  facts: DividendFacts;
  stocks: ReadonlyMap<string, StockListItem>;
  /** Shares subscribed per rights issue. */
  subscribed: ReadonlyMap<string, number>;
};

/** Announced dividends not yet credited: on today's shares until the record date passes, then on the shares held at its end. */
function upcomingOf(input: IncomeInput, credited: ReadonlySet<string>): UpcomingDividend[] {
  const { today, entries, events, stocks } = input;
  const held = new Map(input.positions.map((p) => [p.stockId, p.shares]));
  // A dividend whose record date is over a year old and still has no distribution date is not waited for.
  const oldest = addYears(today, -1);
  const out: UpcomingDividend[] = [];
  for (const stockId of new Set(entries.map((e) => e.stockId))) {
    const stock = stocks.get(stockId);
    if (!stock) continue;
    for (const d of events.dividends.get(stockId) ?? []) {
      if (credited.has(d.id) || d.announcementDate > today || (d.distributionDate !== null && d.distributionDate <= today)) continue;
      const entitled = d.recordDate < today;
      if (entitled && d.recordDate < oldest) continue;
      const shares = entitled ? sharesOn(entries, stockId, d.recordDate) : (held.get(stockId) ?? 0);
      if (shares <= 0) continue;
      out.push({
        dividend_guid: d.id,
        stock: toPortfolioStock(stock),
        status: entitled ? 'ENTITLED' : 'ANNOUNCED',
        announcement_date: d.announcementDate,
        eligibility_date: d.eligibilityDate,
        record_date: d.recordDate,
        distribution_date: d.distributionDate,
        amount_per_share: new Decimal(d.amount).toFixed(),
        shares,
        expected_amount: sar(dividendAmount(d.amount, shares)),
      });
    }
  }
  const when = (u: UpcomingDividend) => u.distribution_date ?? u.record_date;
  return out.sort((a, b) => when(a).localeCompare(when(b)) || a.stock.symbol_code.localeCompare(b.stock.symbol_code));
}

export function portfolioDividends(input: IncomeInput): PortfolioDividends {
  const { today, events, facts, stocks } = input;
  const received: ReceivedDividend[] = [];
  const receivedBy = new Map<string, Decimal>();
  for (const r of input.received) {
    const d = r.dividendId ? events.dividendsById.get(r.dividendId) : undefined;
    const stock = r.stockId ? stocks.get(r.stockId) : undefined;
    if (!d || !stock || r.shares === null) continue;
    const amount = new Decimal(r.amount);
    receivedBy.set(d.stockId, (receivedBy.get(d.stockId) ?? zero).add(amount));
    received.push({
      guid: r.id,
      dividend_guid: d.id,
      stock: toPortfolioStock(stock),
      record_date: d.recordDate,
      eligibility_date: d.eligibilityDate,
      distribution_date: r.effectiveDate ?? d.distributionDate ?? d.recordDate,
      amount_per_share: new Decimal(d.amount).toFixed(),
      shares: r.shares,
      amount: sar(amount),
    });
  }
  received.reverse();

  const holdings: HoldingIncome[] = [];
  for (const p of input.positions) {
    const stock = stocks.get(p.stockId);
    if (p.shares <= 0 || !stock) continue;
    const paid = facts.get(p.stockId);
    const perShare = new Decimal(paid?.hasDividends ? paid.annual : '0');
    const income = dividendAmount(perShare, p.shares);
    holdings.push({
      stock: toPortfolioStock(stock),
      shares: p.shares,
      cost: sar(p.cost),
      trailing_dividend_per_share: perShare.toFixed(),
      forward_annual_income: sar(income),
      yield_on_cost: p.cost.isZero() ? null : percentOf(income, p.cost).toNumber(),
      received_total: sar(receivedBy.get(p.stockId) ?? zero),
    });
  }

  const sum = (xs: readonly string[]) => xs.reduce((a, x) => a.add(x), zero);
  const forward = sum(holdings.map((h) => h.forward_annual_income));
  const cost = sum(holdings.map((h) => h.cost));
  const year = today.slice(0, 4);
  return {
    received,
    upcoming: upcomingOf(input, new Set(input.received.flatMap((r) => (r.dividendId ? [r.dividendId] : [])))),
    holdings,
    received_total: sar(sum(received.map((r) => r.amount))),
    received_this_year: sar(sum(received.filter((r) => r.distribution_date.startsWith(year)).map((r) => r.amount))),
    forward_annual_income: sar(forward),
    is_estimate: true,
    yield_on_cost: cost.isZero() ? null : percentOf(forward, cost).toNumber(),
    entitlements: rightsEntitlements(input),
  };
}
