import Decimal from 'decimal.js';
import type { Locale } from '@sahm/contracts/common';
import {
  boardPositions,
  type BoardRecord,
  type CapitalChange,
  type Dividend,
  type ShareholderRecord,
  type ShariahRecord,
  type StockProfile,
} from '@sahm/contracts/company';
import { pick } from '../../platform/locale.ts';
import { toNumber, toNumberOrNull } from '../../platform/numbers.ts';
import type { BoardRow, CapitalChangeRow, DividendRow, ProfileRow, ShareholderRow, ShariahRow } from './queries.ts';
import { shariahProviderNames } from './shariah-providers.ts';

/** Rows to the contract's shapes. Figures are computed in decimals and leave as JSON numbers (market data). */

/** a − b of two decimal strings, exactly; null when either is missing. */
const difference = (a: string, b: string | null): number | null => (b === null ? null : new Decimal(a).sub(b).toNumber());

/** Percent with two decimals: part ÷ whole × 100; null without a positive whole. */
export const percentOf = (part: Decimal.Value, whole: Decimal.Value | null): number | null =>
  whole === null || !new Decimal(whole).gt(0) ? null : new Decimal(part).div(whole).mul(100).toDecimalPlaces(2).toNumber();

export const registeredCapital = (shares: number, nominal: string): number => new Decimal(nominal).mul(shares).toNumber();

export function toProfile(locale: Locale, { profile: p, shares, nominalValue, listingDate }: ProfileRow): StockProfile {
  return {
    company_information: pick(locale, p.informationAr, p.informationEn),
    company_investment_restrictions: pick(locale, p.restrictionsAr, p.restrictionsEn),
    company_website: p.website,
    company_email: p.email,
    company_phone: p.phone,
    company_address:
      p.addressAr === null && p.addressEn === null ? null : pick(locale, p.addressAr ?? p.addressEn!, p.addressEn ?? p.addressAr!),
    contributed_capital: toNumber(p.contributedCapital),
    registered_capital: registeredCapital(shares, nominalValue),
    shares,
    paid_value: toNumber(p.paidValue),
    nominal_value: toNumber(nominalValue),
    updated_at: p.updatedAt.toISOString(),
    establishment_date: p.establishmentDate,
    end_financial_year_date: { month: p.fyEndMonth, day: p.fyEndDay },
    listing_date: listingDate,
    auditors: p.auditors.map((a) => pick(locale, a.ar, a.en)),
    international_code: p.isin,
    employees_count: p.employees,
  };
}

export const toBoardRecord = (locale: Locale, r: BoardRow): BoardRecord => ({
  guid: r.id,
  board_member: { guid: r.memberId, name: pick(locale, r.nameAr, r.nameEn) },
  position: r.position,
  number_of_shares: r.shares,
  current_percentage: toNumber(r.percentage),
  prev_percentage: toNumberOrNull(r.prevPercentage),
  percentage_change: difference(r.percentage, r.prevPercentage),
  date: r.date,
  is_current: r.isCurrent,
});

/** The current board's order: the chairman first, then by position, then by name. */
export const boardOrder = (a: BoardRow, b: BoardRow): number =>
  boardPositions.indexOf(a.position) - boardPositions.indexOf(b.position) || a.nameEn.localeCompare(b.nameEn);

export const toShareholderRecord = (locale: Locale, r: ShareholderRow): ShareholderRecord => ({
  guid: r.id,
  shareholder: { guid: r.holderId, name: pick(locale, r.nameAr, r.nameEn), type: r.type },
  number_of_shares: r.shares,
  current_percentage: toNumber(r.percentage),
  prev_percentage: toNumberOrNull(r.prevPercentage),
  change_percentage: difference(r.percentage, r.prevPercentage),
  comment: r.commentAr === null && r.commentEn === null ? null : pick(locale, r.commentAr ?? r.commentEn!, r.commentEn ?? r.commentAr!),
  is_shareholder: r.isShareholder,
  date: r.date,
});

export const toShariahRecord = (locale: Locale, r: ShariahRow): ShariahRecord => ({
  provider: r.provider,
  company_name: shariahProviderNames[r.provider][locale],
  logo: null,
  compliant_status: r.status,
  compliant_date: r.date,
  cleaning_amount: toNumberOrNull(r.cleaningAmount),
});

export const toCapitalChange = ({ change: c, nominalValue }: CapitalChangeRow): CapitalChange => ({
  guid: c.id,
  type: c.type,
  announcement_date: c.announcementDate,
  effective_date: c.effectiveDate,
  shares_before: c.sharesBefore,
  shares_after: c.sharesAfter,
  capital_before: registeredCapital(c.sharesBefore, nominalValue),
  capital_after: registeredCapital(c.sharesAfter, nominalValue),
  offer_price: toNumberOrNull(c.offerPrice),
});

export const toDividend = (r: DividendRow): Dividend => ({
  guid: r.id,
  amount: toNumber(r.amount),
  date: r.announcementDate,
  due_date: r.dueDate,
  distribution_date: r.distributionDate,
  distribution_way: r.way,
  year: r.year,
  period: r.period,
  yield: percentOf(r.amount, r.close),
});
