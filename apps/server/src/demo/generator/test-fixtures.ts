import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CompanyRef, Holiday } from './types.ts';

/** Shared inputs for the generator's tests: the real 2025 TASI file lives with the reference data. */
const TASI_FILE = fileURLToPath(new URL('../reference/tasi-2025.csv', import.meta.url));

export function readTasi2025Text(): string {
  return readFileSync(TASI_FILE, 'utf8');
}

/** Weekday closures of 2025, read off the real trading days. */
export const HOLIDAYS_2025: readonly Holiday[] = [
  { date: '2025-02-23', name_en: 'Founding Day', name_ar: 'يوم التأسيس' },
  ...['2025-03-30', '2025-03-31', '2025-04-01', '2025-04-02'].map((date) => ({
    date,
    name_en: 'Eid al-Fitr',
    name_ar: 'عيد الفطر',
  })),
  ...['2025-06-05', '2025-06-08', '2025-06-09', '2025-06-10'].map((date) => ({
    date,
    name_en: 'Eid al-Adha',
    name_ar: 'عيد الأضحى',
  })),
  { date: '2025-09-23', name_en: 'National Day', name_ar: 'اليوم الوطني' },
];

export function company(symbol: string, market: CompanyRef['market'], listing: string | null, group = 'TMTI'): CompanyRef {
  return {
    symbol_code: symbol,
    name_en: `Company ${symbol}`,
    name_ar: `شركة ${symbol}`,
    short_name_en: `C${symbol}`,
    short_name_ar: `ش${symbol}`,
    market,
    industry_group: group,
    listing_date: listing,
  };
}

/** A synthetic universe shaped like the real one: 282 main-market and 124 Nomu companies. */
export function syntheticCompanies(main = 282, nomu = 124): CompanyRef[] {
  const out: CompanyRef[] = [];
  const real = ['2222', '1120', '1180', '2010', '7010', '1211', '2082', '1010', '1150', '2280', '5110', '1060'];
  for (let i = 0; i < main; i++) {
    const code = real[i] ?? String(3000 + i);
    // Every 20th company lists during the history so new listings are exercised.
    const listing = i >= real.length && i % 20 === 0 ? `202${(i / 20) % 6}-0${1 + (i % 9)}-1${i % 10}` : null;
    out.push(company(code, 'main', listing, i % 7 === 0 ? 'TBNI' : 'TMTI'));
  }
  for (let i = 0; i < nomu; i++) {
    const listing = i % 8 === 0 ? `202${(i / 8) % 6}-1${i % 3}-0${1 + (i % 9)}` : null;
    out.push(company(String(9500 + i), 'nomu', listing));
  }
  return out;
}
