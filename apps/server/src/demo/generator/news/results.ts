import { sessionOnOrAfter } from '../companies/trading-dates.ts';
import { addDays } from '../../../domain/calendar.ts';
import { KEY } from '../../../domain/statements/common-items.ts';
import { allItems } from '../../../domain/statements/line-items.ts';
import { TEMPLATES } from '../../../domain/statements/templates.ts';
import type { DividendPeriod } from '@sahm/contracts/company';
import type { DividendData } from '../companies/types.ts';
import type { Family, FinancialsData, PeriodLabel, Values } from '../financials/types.ts';
import type { Rng } from '../random.ts';
import { announce } from './announce.ts';
import { dayText, millions, paragraphs, percentChange, riyals } from './format.ts';
import type { Speaker } from './speaker.ts';
import type { GeneratedAnnouncement, ResultFigures } from './types.ts';

/**
 * Results announcements, one per stored quarter Q1–Q3 and one per year that also gives the fourth
 * quarter, each quoting the statements' own figures against the same period a year before: the
 * family's top line, net income attributable to shareholders and basic EPS.
 */

/** The first line of each family's income statement that a results announcement leads with. */
export const TOP_LINE: Readonly<Record<Family, string>> = {
  ordinary: 'revenue',
  bank: 'total_operating_income',
  insurance: 'gross_written_premiums',
  reit: 'rental_income',
};

/** The dividend periods decided together with a period's results (December year-ends only). */
const DECIDED_WITH: Partial<Record<PeriodLabel, readonly DividendPeriod[]>> = {
  Q1: ['Q1'],
  Q2: ['Q2', 'H1'],
  Q3: ['Q3'],
  ANNUAL: ['Q4', 'H2', 'ANNUAL'],
};

type Input = {
  rng: Rng;
  code: string;
  speaker: Speaker;
  financials: FinancialsData;
  dividends: readonly DividendData[];
  fyEndMonth: number;
  from: string;
  endDate: string;
  holidays: ReadonlySet<string>;
};

type Labels = { ar: string; en: string };

const labels = new Map<string, Labels>();
/** The line item's own label, as the statements page shows it. */
function topLineLabel(family: Family, key: string): Labels {
  const id = `${family}:${key}`;
  let found = labels.get(id);
  if (!found) {
    const item = allItems(TEMPLATES[family].income_statement).find((i) => i.key === key)!;
    found = { en: item.label_en, ar: item.label_ar };
    labels.set(id, found);
  }
  return found;
}
type Scope = { en: string; ar: string };

const QUARTER: Scope = { en: 'for the quarter', ar: 'للربع' };
const YEAR: Scope = { en: 'for the year', ar: 'للعام' };
const FOURTH: Scope = { en: 'for the fourth quarter', ar: 'للربع الرابع' };

export function figuresOf(
  family: Family,
  rows: ReadonlyMap<string, { values: Values; end_date: string }>,
  year: number,
  period: PeriodLabel,
): ResultFigures | null {
  const row = rows.get(`${year}:${period}`);
  if (!row) return null;
  const prev = rows.get(`${year - 1}:${period}`)?.values ?? null;
  const v = row.values;
  const top = TOP_LINE[family];
  const net = v[KEY.attributable] !== undefined ? KEY.attributable : KEY.netIncome;
  return {
    year,
    period,
    end_date: row.end_date,
    top_line_key: top,
    top_line: v[top] ?? 0,
    top_line_prev: prev ? (prev[top] ?? 0) : null,
    net_income_key: net,
    net_income: v[net] ?? 0,
    net_income_prev: prev ? (prev[net] ?? 0) : null,
    eps: v[KEY.basicEps] ?? 0,
    eps_prev: prev ? (prev[KEY.basicEps] ?? 0) : null,
  };
}

/** ", up 12.34%" against a positive base; nothing when a percentage would mislead. */
function change(cur: number, prev: number | null): Labels {
  const pct = prev === null ? null : percentChange(cur, prev);
  if (pct === null || cur === prev) return { en: '', ar: '' };
  return cur > (prev ?? 0) ? { en: `, up ${pct}%`, ar: `، بارتفاع ${pct}%` } : { en: `, down ${pct}%`, ar: `، بانخفاض ${pct}%` };
}

/** "against SAR 1.00 million", or "against a loss of …" when the sign turned. */
function against(cur: number, prev: number | null, unit: (v: number) => Labels): Labels {
  if (prev === null) return { en: '', ar: '' };
  const turned = cur < 0 !== prev < 0;
  const word = turned
    ? prev < 0
      ? { en: 'a loss of ', ar: 'خسارة قدرها ' }
      : { en: 'a profit of ', ar: 'ربح قدره ' }
    : { en: '', ar: '' };
  const u = unit(prev);
  return {
    en: `, against ${word.en}${u.en} a year earlier`,
    ar: `، مقابل ${word.ar}${u.ar} قبل عام`,
  };
}

const inMillions = (v: number): Labels => ({ en: `SAR ${millions(v)} million`, ar: `${millions(v)} مليون ريال` });
const perShare = (v: number): Labels => ({ en: `SAR ${riyals(v)}`, ar: `${riyals(v)} ريال` });

function figureLines(f: ResultFigures, scope: Scope, family: Family, s: Speaker): Labels[] {
  const top = topLineLabel(family, f.top_line_key);
  const attributable = f.net_income_key === KEY.attributable;
  const loss = f.net_income < 0;
  const net: Labels = {
    en: `${loss ? 'Net loss' : 'Net income'}${attributable ? ' attributable to shareholders' : ''}`,
    ar: `${loss ? 'صافي الخسارة' : 'صافي الربح'}${attributable ? (loss ? ' العائدة للمساهمين' : ' العائد للمساهمين') : ''}`,
  };
  const eps: Labels =
    f.eps < 0
      ? { en: `Loss per ${s.share_en}`, ar: `خسارة ${s.share_ar}` }
      : { en: `Earnings per ${s.share_en}`, ar: `ربحية ${s.share_ar}` };
  const line = (label: Labels, cur: number, prev: number | null, unit: (v: number) => Labels): Labels => {
    const a = against(cur, prev, unit);
    const c = change(cur, prev);
    const u = unit(cur);
    return { en: `${label.en} ${scope.en}: ${u.en}${a.en}${c.en}.`, ar: `${label.ar} ${scope.ar}: ${u.ar}${a.ar}${c.ar}.` };
  };
  return [
    line(top, f.top_line, f.top_line_prev, inMillions),
    line(net, f.net_income, f.net_income_prev, inMillions),
    line(eps, f.eps, f.eps_prev, perShare),
  ];
}

export function resultsAnnouncements(input: Input): GeneratedAnnouncement[] {
  const { rng, speaker: s, financials, holidays } = input;
  const rows = new Map<string, { values: Values; end_date: string }>();
  for (const r of financials.rows) if (r.statement === 'income_statement') rows.set(`${r.year}:${r.period}`, r);
  const years = [...new Set(financials.rows.map((r) => r.year))];
  const out: GeneratedAnnouncement[] = [];
  for (const year of years) {
    for (const period of ['Q1', 'Q2', 'Q3', 'ANNUAL'] as const) {
      const main = figuresOf(financials.family, rows, year, period);
      if (!main) continue;
      const annual = period === 'ANNUAL';
      const drawn = addDays(main.end_date, annual ? rng.int(30, 60) : rng.int(21, 42));
      // A dividend decided with the results is announced with them, not before them.
      const decided =
        input.fyEndMonth === 12 ? input.dividends.filter((d) => d.year === year && DECIDED_WITH[period]?.includes(d.period)) : [];
      const early = decided.map((d) => d.announcement_date).find((d) => d > addDays(main.end_date, 14) && d < drawn);
      const day = sessionOnOrAfter(early ?? drawn, holidays);
      if (day < input.from || day > input.endDate) continue;
      const q4 = annual ? figuresOf(financials.family, rows, year, 'Q4') : null;
      const end = dayText(main.end_date);
      const months: Labels = annual ? { en: 'twelve months', ar: 'اثنا عشر شهراً' } : { en: 'three months', ar: 'ثلاثة أشهر' };
      const kind: Labels = annual ? { en: 'annual', ar: 'السنوية' } : { en: 'interim', ar: 'الأولية' };
      const title: Labels = {
        en: `${s.en} announces its ${kind.en} financial results for the period ending ${end.en} (${months.en})`,
        ar: `${s.announces_ar} ${s.ar} عن النتائج المالية ${kind.ar} للفترة المنتهية في ${end.ar} (${months.ar})`,
      };
      const lines = [
        ...figureLines(main, annual ? YEAR : QUARTER, financials.family, s),
        ...(q4 ? figureLines(q4, FOURTH, financials.family, s) : []),
      ];
      // The figures lead: the list shows a content's opening as its summary.
      const review: Labels = annual
        ? { en: "Audited by the company's external auditor.", ar: 'القوائم المالية مدققة من المراجع الخارجي.' }
        : { en: "Reviewed by the company's external auditor.", ar: 'القوائم المالية مفحوصة من المراجع الخارجي.' };
      out.push(
        announce(rng, {
          key: `${input.code}:results:${year}:${period}`,
          day,
          category: 'COMPANY',
          topic: 'FINANCIAL_RESULTS',
          market: null,
          symbol_codes: [input.code],
          title_en: title.en,
          title_ar: title.ar,
          content_en: paragraphs([...lines.map((l) => l.en), review.en]),
          content_ar: paragraphs([...lines.map((l) => l.ar), review.ar]),
          events: [
            {
              type: 'FINANCIAL_RESULTS',
              date: day,
              symbol_code: input.code,
              title_en: `${s.en}: ${kind.en} results for the period ending ${end.en}`,
              title_ar: `${s.ar}: النتائج المالية ${kind.ar} للفترة المنتهية في ${end.ar}`,
            },
          ],
          results: q4 ? [main, q4] : [main],
        }),
      );
    }
  }
  return out;
}
