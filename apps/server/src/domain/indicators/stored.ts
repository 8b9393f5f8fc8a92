import type { StatementFamily } from '@sahm/contracts/indicators';
import { computeIndicators, statementBook, type PeriodLabel, type StatementBook, type StatementRowInput } from './compute.ts';

/**
 * The rows of stored indicators for one company: one per reported period, priced at the close of
 * the period's last trading day, and a CURRENT row over the last twelve months to the latest
 * quarter, priced at the last close. Shared by the demo's loader, the statement uploads and the
 * administrative ratio initialisation, so every path stores the same figures.
 */

export type PriceOn = (day: string) => { date: string; price: string } | null;

export type StoredIndicatorRow = {
  year: number;
  period: PeriodLabel | 'CURRENT';
  endDate: string;
  price: string | null;
  priceDate: string | null;
  values: Record<string, string | null>;
};

export type PricingInputs = {
  priceOn: PriceOn;
  /** Shares outstanding on a day. */
  sharesOn: (day: string) => number;
  /** The last close, for the CURRENT row; null stores no CURRENT row. */
  today: { date: string; price: string } | null;
};

export type Row = StatementRowInput & { end_date: string };

const PERIOD_ORDER: Readonly<Record<PeriodLabel, number>> = { Q1: 1, H1: 2, Q2: 2, Q3: 3, H2: 4, Q4: 4, ANNUAL: 4 };

const asRecord = (values: readonly { key: string; value: string | null }[]) => Object.fromEntries(values.map((v) => [v.key, v.value]));

export function computeStoredIndicators(family: StatementFamily, rows: readonly Row[], pricing: PricingInputs): StoredIndicatorRow[] {
  const book = statementBook(family, rows);
  const periods = rows.filter((r) => r.statement === 'income_statement');
  const out: StoredIndicatorRow[] = periods.map((r) => {
    const close = pricing.priceOn(r.end_date);
    return {
      year: r.year,
      period: r.period,
      endDate: r.end_date,
      price: close?.price ?? null,
      priceDate: close?.date ?? null,
      values: asRecord(
        computeIndicators(book, {
          year: r.year,
          period: r.period,
          sharesOutstanding: pricing.sharesOn(r.end_date),
          closingPrice: close?.price ?? null,
        }),
      ),
    };
  });
  const current = pricing.today && currentIndicatorRow(book, periods, pricing.today, pricing.sharesOn(pricing.today.date));
  if (current) out.push(current);
  return out.sort((a, b) => a.year - b.year || (PERIOD_ORDER[a.period as PeriodLabel] ?? 5) - (PERIOD_ORDER[b.period as PeriodLabel] ?? 5));
}

/**
 * The CURRENT row alone: the last twelve months to the latest quarter (flows summed over its four
 * quarters, balances at its end), at a close. The feed calls
 * it at each session's close with the rows of the last two years, which is all it reads.
 */
export function currentIndicatorRow(
  book: StatementBook,
  rows: readonly Row[],
  today: { date: string; price: string },
  shares: number,
): StoredIndicatorRow | null {
  const latest = rows
    .filter((r) => r.statement === 'income_statement' && r.period.startsWith('Q'))
    .reduce<Row | null>((a, r) => (!a || r.end_date > a.end_date ? r : a), null);
  if (!latest) return null;
  return {
    year: latest.year,
    period: 'CURRENT',
    endDate: latest.end_date,
    price: today.price,
    priceDate: today.date,
    values: asRecord(
      computeIndicators(book, {
        year: latest.year,
        period: latest.period,
        sharesOutstanding: shares,
        closingPrice: today.price,
        trailing: true,
      }),
    ),
  };
}
