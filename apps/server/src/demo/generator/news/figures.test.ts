import { describe, expect, it } from 'vitest';
import { KEY } from '../../../domain/statements/common-items.ts';
import { generateCompanyNews } from './index.ts';
import { readDividend, readDividendPeriod, readResults, readResultsTitle, shownMillions, type Lang, type Scope } from './read-back.ts';
import { TOP_LINE } from './results.ts';
import { newsInputs } from './test-inputs.ts';

const END = '2026-11-19';
const perCompany = newsInputs(20_251_231, END).map((input) => ({ input, news: generateCompanyNews(input) }));
const LANGS: readonly Lang[] = ['en', 'ar'];

describe('figures quoted by the demo announcements', () => {
  it("quote each period's statements: top line, net income attributable to shareholders and EPS, against the year before", () => {
    let checked = 0;
    const signs = new Set<number>();
    for (const { input, news } of perCompany) {
      const fin = input.financials!;
      const row = (year: number, period: string) =>
        fin.rows.find((r) => r.statement === 'income_statement' && r.year === year && r.period === period)?.values;
      for (const a of news.filter((x) => x.topic === 'FINANCIAL_RESULTS')) {
        const title = readResultsTitle(a.title_en)!;
        expect(title, a.title_en).not.toBeNull();
        const [main, q4] = a.results!;
        expect(main!.end_date).toBe(title.end_date);
        expect(main!.period === 'ANNUAL').toBe(title.annual);
        const scopes: [Scope, typeof main][] = [
          [title.annual ? 'year' : 'quarter', main],
          ...(q4 ? [['fourth', q4] as [Scope, typeof q4]] : []),
        ];
        for (const [scope, f] of scopes) {
          const v = row(f!.year, f!.period)!;
          const prev = row(f!.year - 1, f!.period);
          const net = v[KEY.attributable] ?? v[KEY.netIncome]!;
          const prevNet = prev ? (prev[KEY.attributable] ?? prev[KEY.netIncome]!) : null;
          // The structured figures are the statement's own…
          expect(f!.net_income).toBe(net);
          expect(f!.eps).toBe(v[KEY.basicEps]);
          expect(f!.top_line).toBe(v[TOP_LINE[fin.family]]);
          expect(f!.net_income_prev).toBe(prevNet);
          // …and so is what both texts say.
          for (const lang of LANGS) {
            const quoted = readResults(lang === 'en' ? a.content_en : a.content_ar, lang)[scope];
            expect(quoted?.net_income, `${a.guid} ${lang}`).toEqual({
              value: shownMillions(net),
              prev: prevNet === null ? null : shownMillions(prevNet),
            });
            expect(quoted?.eps).toEqual({ value: v[KEY.basicEps], prev: prev ? prev[KEY.basicEps] : null });
            expect(quoted?.top_line?.value).toBe(shownMillions(v[TOP_LINE[fin.family]]!));
          }
          signs.add(Math.sign(net));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
    // Both wordings, profit and loss, were read back.
    expect(signs).toContain(1);
    expect(signs).toContain(-1);
  });

  it("quote each dividend's amount per share, total and dates as the dividend record has them", () => {
    let checked = 0;
    for (const { input, news } of perCompany)
      for (const a of news.filter((x) => x.topic === 'DIVIDENDS')) {
        const which = readDividendPeriod(a.title_en)!;
        const d = input.data.dividends.find((x) => x.year === which.year && x.period === which.period)!;
        expect(d, a.title_en).toBeDefined();
        for (const lang of LANGS) {
          const q = readDividend(lang === 'en' ? a.content_en : a.content_ar, lang);
          expect(q.amount, `${a.guid} ${lang}`).toBe(d.amount);
          expect(q.due_date).toBe(d.due_date);
          expect(q.distribution_date).toBe(d.distribution_date);
          expect(q.total).toBe(a.dividend!.total);
          if (q.shares !== null) expect(q.total).toBe(d.amount * q.shares);
        }
        checked++;
      }
    expect(checked).toBeGreaterThan(300);
  });
});
