import Decimal from 'decimal.js';
import { purificationProviders, type PortfolioPurification, type PurificationQuery } from '@sahm/contracts/portfolio-income';
import { daysInYear, purify, reasonOf, screeningForYear } from '../../domain/faith/purification.ts';
import { holdingSpans, type DatedEntry } from '../../domain/holdings/timeline.ts';
import { sar, toPortfolioStock } from '../portfolios/index.ts';
import type { StockListItem } from '@sahm/contracts/stocks';
import type { ScreeningRow } from './queries.ts';

type Provider = (typeof purificationProviders)[number];

/** Six decimals, as the spans show them (the total is summed unrounded). */
const six = (d: { toFixed: (n: number) => string }) => d.toFixed(6);
/** A stored per-share amount as the contract writes it: trailing zeros dropped, at most six decimals. */
const perShare = (v: string) => v.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

export type PurificationInput = {
  query: PurificationQuery;
  /** The last day counted: Dec 31, or today for the year in progress. */
  through: string;
  entries: readonly DatedEntry[];
  screenings: readonly ScreeningRow[];
  stocks: ReadonlyMap<string, StockListItem>;
};

/**
 * A portfolio's purification for one year, per provider and holding: the holding's spans in the
 * year (the shares it held and for how many days, realised sales included), times the provider's
 * rate for the year (see screeningForYear) ÷ the days in the year. Holdings are listed by symbol.
 */
export function purificationOf({ query, through, entries, screenings, stocks }: PurificationInput): PortfolioPurification {
  const { year } = query;
  const yearDays = daysInYear(year);
  const from = `${year}-01-01`;
  const held = [...new Set(entries.map((e) => e.stockId))]
    .map((id) => ({ stock: stocks.get(id), spans: holdingSpans(entries, id, from, through) }))
    .filter((h): h is { stock: StockListItem; spans: ReturnType<typeof holdingSpans> } => !!h.stock && h.spans.length > 0)
    .sort((a, b) => a.stock.symbol_code.localeCompare(b.stock.symbol_code));
  const byKey = new Map<string, ScreeningRow[]>();
  for (const s of screenings) {
    const key = `${s.stockId}|${s.provider}`;
    byKey.set(key, [...(byKey.get(key) ?? []), s]);
  }
  const providers = query.provider ? [query.provider] : [...purificationProviders];
  return {
    year,
    days_in_year: yearDays,
    through,
    providers: providers.map((provider: Provider) => {
      let total = new Decimal(0);
      const holdings = held.map(({ stock, spans }) => {
        const screening = screeningForYear(byKey.get(`${stock.guid}|${provider}`) ?? [], year);
        const reason = reasonOf(screening);
        const rate = reason === 'AMOUNT' ? screening!.cleaningAmount : null;
        const p = purify(spans, rate, yearDays);
        total = total.add(p.amount);
        return {
          stock: toPortfolioStock(stock),
          reason,
          status: screening?.status ?? null,
          rate_per_share: rate === null ? null : perShare(rate),
          rate_date: screening?.date ?? null,
          spans: p.spans.map((s) => ({ from: s.from, to: s.to, days: s.days, shares: s.shares, amount: six(s.amount) })),
          days_held: p.daysHeld,
          amount: sar(p.amount),
        };
      });
      return { provider, holdings, total: sar(total) };
    }),
  };
}
