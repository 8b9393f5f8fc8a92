import type { ShariahStatus } from '@sahm/contracts/company';
import { addYears, fromEpochDay, toEpochDay } from '../../../domain/calendar.ts';
import type { Rng } from '../random.ts';
import type { CompanyRef, GeneratedStock } from '../types.ts';
import { appointAuditors } from './auditors.ts';
import type { CompanyKind } from './company-kind.ts';
import { inventIsin } from './isin.ts';
import { headOffice } from './places.ts';
import { aboutText, restrictionsText } from './profile-texts.ts';
import type { ProfileData } from './types.ts';

/**
 * The company's profile. Contacts sit on reserved example domains and invented numbers, so none
 * reaches a real company; capital is shares × paid value, paid in full at nominal value.
 */

/** No listed company was founded before this. */
const EARLIEST_FOUNDING = '1930-01-01';
/** Companies known for a financial year that does not end on 31 December are few. */
const OTHER_YEAR_ENDS = [
  [3, 31],
  [6, 30],
] as const;

type Input = {
  company: CompanyRef;
  stock: GeneratedStock;
  kind: CompanyKind;
  /** SAR, to size the workforce. */
  marketCap: number;
  shariah: ShariahStatus;
};

function foundingDate(rng: Rng, kind: CompanyKind, listingDate: string): string {
  const [minYears, maxYears] =
    kind === 'reit' || kind === 'etf' ? [0.3, 1] : kind === 'bank' || kind === 'islamic-bank' ? [5, 40] : [2, 30];
  const earliest = Math.max(toEpochDay(EARLIEST_FOUNDING), toEpochDay(addYears(listingDate, -maxYears)));
  const latest = Math.max(earliest, toEpochDay(listingDate) - Math.round(minYears * 365));
  return fromEpochDay(rng.int(earliest, latest));
}

/** Head count grows less than proportionally with size; funds have no staff of their own. */
function workforce(rng: Rng, kind: CompanyKind, marketCap: number): number | null {
  if (kind === 'reit' || kind === 'etf') return null;
  return Math.max(15, Math.round(rng.lognormal(700 * (marketCap / 1e9) ** 0.55, 0.5)));
}

export function generateProfile(rng: Rng, input: Input): ProfileData {
  const { company, stock, kind } = input;
  const code = company.symbol_code;
  const city = headOffice(rng, code);
  const established = foundingDate(rng, kind, stock.listing_date);
  const otherYearEnd = kind === 'general' && rng.chance(0.03) ? rng.pick(OTHER_YEAR_ENDS) : null;
  const auditors = appointAuditors(rng, { bank: kind === 'bank' || kind === 'islamic-bank', large: input.marketCap > 20e9 });
  const isin = inventIsin(rng, code, stock.listing_date < '2010-01-01');
  const employees = workforce(rng, kind, input.marketCap);
  const phone = `+966 ${city.areaCode} ${rng.int(200, 499)} ${rng.int(1000, 9999)}`;
  const about = aboutText({
    name: { ar: company.name_ar, en: company.name_en },
    industryGroup: company.industry_group,
    kind,
    market: company.market,
    establishedYear: Number(established.slice(0, 4)),
    city,
  });
  const restrictions = restrictionsText(kind, company.market, input.shariah);
  return {
    information_ar: about.ar,
    information_en: about.en,
    restrictions_ar: restrictions.ar,
    restrictions_en: restrictions.en,
    website: `https://${code}.example.com`,
    email: `ir@${code}.example.com`,
    phone,
    address_ar: `${city.ar}، المملكة العربية السعودية`,
    address_en: `${city.en}, Saudi Arabia`,
    contributed_capital: stock.shares_outstanding * stock.nominal_value,
    paid_value: stock.nominal_value,
    establishment_date: established,
    fy_end_month: otherYearEnd?.[0] ?? 12,
    fy_end_day: otherYearEnd?.[1] ?? 31,
    auditors,
    isin,
    employees,
  };
}
