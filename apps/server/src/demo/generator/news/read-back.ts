import type { DividendPeriod } from '@sahm/contracts/company';
import { monthNumber, roundDiv } from './format.ts';

/**
 * Reads the figures back out of an announcement's text, for the tests that hold every quoted
 * figure against the records it came from (the stored texts are all the database keeps). Money
 * is read as shown: hundredths of a million riyals, or halalas; signs come from the wording.
 */

export type Lang = 'en' | 'ar';
export type Scope = 'quarter' | 'year' | 'fourth';
type Quoted = { value: number; prev: number | null };
export type QuotedResults = Partial<Record<Scope, { top_line?: Quoted; net_income?: Quoted; eps?: Quoted }>>;

/** Thousands of SAR as the texts show them: hundredths of a million. */
export const shownMillions = (thousands: number): number => roundDiv(thousands, 10);

const hundredths = (s: string): number => Number(s.replace(/,/g, '').replace('.', ''));

const SCOPES: Record<Lang, Record<string, Scope>> = {
  en: { 'for the fourth quarter': 'fourth', 'for the quarter': 'quarter', 'for the year': 'year' },
  ar: { 'للربع الرابع': 'fourth', للربع: 'quarter', للعام: 'year' },
};

const LINE: Record<Lang, RegExp> = {
  en: /^(.+?) (for the fourth quarter|for the quarter|for the year): SAR ([\d,]+\.\d\d)(?: million)?(?:, against (a loss of |a profit of )?SAR ([\d,]+\.\d\d)(?: million)? a year earlier)?/,
  ar: /^(.+?) (للربع الرابع|للربع|للعام): ([\d,]+\.\d\d) (?:مليون )?ريال(?:، مقابل (خسارة قدرها |ربح قدره )?([\d,]+\.\d\d) (?:مليون )?ريال قبل عام)?/,
};

function kindOf(label: string, lang: Lang): { item: 'top_line' | 'net_income' | 'eps'; negative: boolean } {
  if (lang === 'en') {
    if (/^Net (income|loss)/.test(label)) return { item: 'net_income', negative: label.startsWith('Net loss') };
    if (/^(Earnings|Loss) per /.test(label)) return { item: 'eps', negative: label.startsWith('Loss') };
  } else {
    if (/^صافي (الربح|الخسارة)/.test(label)) return { item: 'net_income', negative: label.startsWith('صافي الخسارة') };
    if (/^(ربحية|خسارة) /.test(label)) return { item: 'eps', negative: label.startsWith('خسارة') };
  }
  return { item: 'top_line', negative: false };
}

export function readResults(content: string, lang: Lang): QuotedResults {
  const out: QuotedResults = {};
  for (const paragraph of content.split('\n\n')) {
    const m = LINE[lang].exec(paragraph);
    if (!m) continue;
    const [, label, scopeText, value, turned, prev] = m;
    const { item, negative } = kindOf(label!, lang);
    const scope = SCOPES[lang][scopeText!]!;
    // The year-ago figure has the same sign unless the text says it turned.
    const prevNegative = turned ? /loss|خسارة/.test(turned) : negative;
    (out[scope] ??= {})[item] = {
      value: (negative ? -1 : 1) * hundredths(value!),
      prev: prev === undefined ? null : (prevNegative ? -1 : 1) * hundredths(prev),
    };
  }
  return out;
}

/** "… for the period ending 30 September 2025 (three months)": the period's last day, and whether it is the year. */
export function readResultsTitle(titleEn: string): { end_date: string; annual: boolean } | null {
  const m = /period ending (\d{1,2}) (\w+) (\d{4}) \((three|twelve) months\)$/.exec(titleEn);
  if (!m) return null;
  return { end_date: isoDay(m[1]!, m[2]!, m[3]!), annual: m[4] === 'twelve' };
}

const isoDay = (d: string, month: string, y: string): string => `${y}-${String(monthNumber(month)).padStart(2, '0')}-${d.padStart(2, '0')}`;

const DATE = /(\d{1,2}) ([^\s\d،,.]+) (\d{4})/;
const dateAfter = (content: string, label: RegExp): string | null => {
  const at = content.search(label);
  if (at < 0) return null;
  const m = DATE.exec(content.slice(at));
  return m ? isoDay(m[1]!, m[2]!, m[3]!) : null;
};

export type QuotedDividend = {
  amount: number;
  total: number | null;
  shares: number | null;
  due_date: string | null;
  distribution_date: string | null;
};

/** The board's decision (labelled lines) or the distribution notice (one sentence). */
export function readDividend(content: string, lang: Lang): QuotedDividend {
  const num = (re: RegExp) => {
    const m = re.exec(content);
    return m ? Number(m[1]!.replace(/,/g, '').replace('.', '')) : null;
  };
  const money = (re: RegExp) => {
    const m = re.exec(content);
    if (!m) return null;
    const [whole, frac = '00'] = m[1]!.replace(/,/g, '').split('.');
    return Number(whole) * 100 + Number(frac);
  };
  if (lang === 'en') {
    return {
      amount: num(/(?:per (?:share|unit): SAR|of SAR) ([\d,]+\.\d\d)/)!,
      total: money(/(?:Total amount distributed: SAR|, SAR) ([\d,]+(?:\.\d\d)?)(?:\.|,| in total)/),
      shares: num(/eligible for dividends: ([\d,]+)/),
      due_date: dateAfter(content, /Eligibility date:|eligible at the end of trading on/),
      distribution_date: dateAfter(content, /Distribution date:|started, on/),
    };
  }
  return {
    amount: num(/(?:من التوزيع: |بواقع )([\d,]+\.\d\d) ريال/)!,
    total: money(/(?:إجمالي المبلغ الموزع: |بإجمالي )([\d,]+(?:\.\d\d)?) ريال/),
    shares: num(/المستحقة للأرباح: ([\d,]+)/),
    due_date: dateAfter(content, /تاريخ الأحقية:|بنهاية تداول يوم/),
    distribution_date: dateAfter(content, /تاريخ التوزيع:|بتاريخ/),
  };
}

const PERIOD_WORDS: readonly [RegExp, DividendPeriod][] = [
  [/first quarter of (\d{4})/, 'Q1'],
  [/second quarter of (\d{4})/, 'Q2'],
  [/third quarter of (\d{4})/, 'Q3'],
  [/fourth quarter of (\d{4})/, 'Q4'],
  [/first half of (\d{4})/, 'H1'],
  [/second half of (\d{4})/, 'H2'],
  [/financial year (\d{4})/, 'ANNUAL'],
];

/** The dividend's period and year from an English title. */
export function readDividendPeriod(titleEn: string): { period: DividendPeriod; year: number } | null {
  for (const [re, period] of PERIOD_WORDS) {
    const m = re.exec(titleEn);
    if (m) return { period, year: Number(m[1]) };
  }
  return null;
}
