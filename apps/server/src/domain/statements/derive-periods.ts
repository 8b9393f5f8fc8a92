import { toEpochDay } from '../calendar.ts';
import { KEY } from './common-items.ts';
import { allItems } from './line-items.ts';
import { aggregate, quarterEnds, SPANS } from './periods.ts';
import { STATEMENT_KINDS, type PeriodLabel, type StatementKind, type StatementTemplates, type Values } from './template-types.ts';

/**
 * The half-years and the year of a financial year made from its quarters, as the product stores
 * them when quarters are reported: flows added up, balances the closing quarter's (periods.ts
 * `aggregate`), and the per-share figures worked out afresh over the longer period: weighted
 * shares by days, basic EPS as the attributable profit over them, diluted EPS in the same
 * proportion to basic as the quarters' together.
 */

export type QuarterValues = Record<StatementKind, Values>;

function perShare(income: Values, quarters: readonly Values[], days: readonly number[]): Values {
  const totalDays = days.reduce((s, d) => s + d, 0);
  const shares = Math.round(quarters.reduce((s, q, i) => s + (q[KEY.weightedShares] ?? 0) * days[i]!, 0) / totalDays);
  const profit = income[KEY.attributable] ?? income[KEY.netIncome] ?? 0;
  // A thousand riyals is 100,000 halalas.
  const basic = shares > 0 ? Math.round((profit * 100_000) / shares) : 0;
  const basicSum = quarters.reduce((s, q) => s + (q[KEY.basicEps] ?? 0), 0);
  const dilutedSum = quarters.reduce((s, q) => s + (q[KEY.dilutedEps] ?? 0), 0);
  const diluted = basicSum === dilutedSum || basicSum === 0 ? basic : Math.round((basic * dilutedSum) / basicSum);
  return { [KEY.weightedShares]: shares, [KEY.basicEps]: basic + 0, [KEY.dilutedEps]: diluted + 0 };
}

/** The spans (H1, H2, ANNUAL) of `year` whose quarters are all given; `quarters[i]` is Qi+1 or undefined. */
export function deriveSpans(
  templates: StatementTemplates,
  year: number,
  fyEndMonth: number,
  quarters: readonly (QuarterValues | undefined)[],
): { period: PeriodLabel; values: QuarterValues }[] {
  const { opening, ends } = quarterEnds(year, fyEndMonth);
  const starts = [opening, ...ends.slice(0, 3)];
  const days = ends.map((end, i) => toEpochDay(end) - toEpochDay(starts[i]!));
  const out: { period: PeriodLabel; values: QuarterValues }[] = [];
  for (const [period, span] of SPANS) {
    const parts = span.map((i) => quarters[i]);
    if (parts.some((q) => !q)) continue;
    const given = parts as QuarterValues[];
    const values = Object.fromEntries(
      STATEMENT_KINDS.map((s) => {
        const items = allItems(templates[s]);
        const v = aggregate(
          items,
          given.map((q) => q[s]),
        );
        return [s, v];
      }),
    ) as QuarterValues;
    Object.assign(
      values.income_statement,
      perShare(
        values.income_statement,
        given.map((q) => q.income_statement),
        span.map((i) => days[i]!),
      ),
    );
    out.push({ period, values });
  }
  return out;
}
