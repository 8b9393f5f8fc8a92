import Decimal from 'decimal.js';
import type { CapitalChange } from '@sahm/contracts/company';
import type { DividendAdmin, ProfileAdmin, ShareholderAdmin, StockAdmin } from '@sahm/contracts/company-admin';
import { toNumber, toNumberOrNull } from '../../platform/numbers.ts';
import type { CapitalChangeRow, DividendRow, ProfileRow, ShareholderRow, StockRow } from './queries.ts';

/** Rows to the back office's answers: exact decimals become JSON numbers only here. */

export const toStockAdmin = (r: StockRow): StockAdmin => ({
  guid: r.id,
  symbol_code: r.symbolCode,
  company_name_ar: r.companyNameAr,
  company_name_en: r.companyNameEn,
  short_name_ar: r.shortNameAr,
  short_name_en: r.shortNameEn,
  market_guid: r.marketId,
  sector_guid: r.sectorId,
  shares_outstanding: r.sharesOutstanding,
  free_float_ratio: toNumber(r.freeFloatRatio),
  listing_date: r.listingDate,
  nominal_value: toNumber(r.nominalValue),
});

export const toDividendAdmin = (r: DividendRow): DividendAdmin => ({
  guid: r.id,
  stock_guid: r.stockId,
  amount: toNumber(r.amount),
  announcement_date: r.announcementDate,
  due_date: r.dueDate,
  distribution_date: r.distributionDate,
  way: r.way,
  year: r.year,
  period: r.period,
});

export const toProfileAdmin = (r: ProfileRow): ProfileAdmin => ({
  stock_guid: r.stockId,
  information_ar: r.informationAr,
  information_en: r.informationEn,
  restrictions_ar: r.restrictionsAr,
  restrictions_en: r.restrictionsEn,
  website: r.website,
  email: r.email,
  phone: r.phone,
  address_ar: r.addressAr,
  address_en: r.addressEn,
  // The input's decimal text, as stored.
  contributed_capital: r.contributedCapital,
  paid_value: r.paidValue,
  establishment_date: r.establishmentDate,
  end_financial_year_date: { month: r.fyEndMonth, day: r.fyEndDay },
  auditors: r.auditors,
  international_code: r.isin,
  employees_count: r.employees,
  updated_at: r.updatedAt.toISOString(),
});

export const toShareholderAdmin = (r: ShareholderRow): ShareholderAdmin => ({
  guid: r.id,
  stock_guid: r.stockId,
  name_ar: r.nameAr,
  name_en: r.nameEn,
  type: r.type,
  shares: r.shares,
  percentage: toNumber(r.percentage),
  prev_percentage: toNumberOrNull(r.prevPercentage),
  date: r.date,
  comment_ar: r.commentAr,
  comment_en: r.commentEn,
  is_shareholder: r.isShareholder,
});

/** A capital change with its capital before and after at the stock's nominal value. */
export const toCapitalChange = (r: CapitalChangeRow, nominalValue: string): CapitalChange => ({
  guid: r.id,
  type: r.type,
  announcement_date: r.announcementDate,
  effective_date: r.effectiveDate,
  shares_before: r.sharesBefore,
  shares_after: r.sharesAfter,
  capital_before: new Decimal(nominalValue).times(r.sharesBefore).toNumber(),
  capital_after: new Decimal(nominalValue).times(r.sharesAfter).toNumber(),
  offer_price: toNumberOrNull(r.offerPrice),
});
