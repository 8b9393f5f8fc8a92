import { halalasToSar } from '@sahm/contracts/money';
import type { Queryable } from '../db/client.ts';
import { bulkInsertRows } from '../db/bulk-insert.ts';
import {
  boardRecords,
  capitalChanges,
  dividends,
  shareholderRecords,
  shariahRecords,
  stockAnnualEarnings,
  stockProfiles,
} from '../db/schema/companies.ts';
import { stableId } from '../db/stable-id.ts';
import { generateCompanyData } from './generator/companies/company-data.ts';
import type { CompanyData } from './generator/companies/types.ts';
import type { DemoPlan } from './generator/plan.ts';
import type { PlannedStock } from './generator/stock-profile.ts';
import type { CompanyRef, DailyBar } from './generator/types.ts';
import { stockId } from './load-reference.ts';

/**
 * Loads the company pages' data of the demo set. The seed hands over each stock with its bars as
 * it generates them (the company data needs the prices of past days); the rows are written once
 * all are in. Guids are name-based (company, person or holder, date or period), so reloading the
 * demo within the same month keeps every link to a record.
 */

/** Ten-thousandths of a riyal to an exact decimal with four places. */
const tenThousandths = (v: number): string => {
  const a = Math.abs(v);
  return `${v < 0 ? '-' : ''}${Math.floor(a / 10_000)}.${String(a % 10_000).padStart(4, '0')}`;
};

export const boardMemberId = (code: string, memberKey: string) => stableId('board-member', `${code}:${memberKey}`);
export const shareholderId = (holderKey: string) => stableId('shareholder', holderKey);

export function companyDataCollector(plan: DemoPlan, companies: readonly CompanyRef[]) {
  const byCode = new Map(companies.map((c) => [c.symbol_code, c]));
  const collected: CompanyData[] = [];
  return {
    /** `epsTtm`: halalas per share, the stock's generated fundamentals. */
    add(stock: PlannedStock, bars: readonly DailyBar[], epsTtm: number): CompanyData {
      const company = byCode.get(stock.symbol_code);
      if (!company) throw new Error(`no reference data for ${stock.symbol_code}`);
      const data = generateCompanyData({ seed: plan.seed, company, stock, epsTtm, bars, endDate: plan.endDate, holidays: plan.holidays });
      collected.push(data);
      return data;
    },
    insert: (db: Queryable, log: (line: string) => void) => insertCompanyData(db, collected, log),
  };
}

export async function insertCompanyData(db: Queryable, all: readonly CompanyData[], log: (line: string) => void): Promise<void> {
  const of = (d: CompanyData) => ({ code: d.symbol_code, stockId: stockId(d.symbol_code) });
  await bulkInsertRows(
    db,
    stockProfiles,
    [
      'stockId',
      'informationAr',
      'informationEn',
      'restrictionsAr',
      'restrictionsEn',
      'website',
      'email',
      'phone',
      'addressAr',
      'addressEn',
      'contributedCapital',
      'paidValue',
      'establishmentDate',
      'fyEndMonth',
      'fyEndDay',
      'auditors',
      'isin',
      'employees',
      'isDemo',
    ],
    all.map((d) => {
      const p = d.profile;
      return {
        stockId: of(d).stockId,
        informationAr: p.information_ar,
        informationEn: p.information_en,
        restrictionsAr: p.restrictions_ar,
        restrictionsEn: p.restrictions_en,
        website: p.website,
        email: p.email,
        phone: p.phone,
        addressAr: p.address_ar,
        addressEn: p.address_en,
        contributedCapital: halalasToSar(p.contributed_capital),
        paidValue: halalasToSar(p.paid_value),
        establishmentDate: p.establishment_date,
        fyEndMonth: p.fy_end_month,
        fyEndDay: p.fy_end_day,
        auditors: p.auditors,
        isin: p.isin,
        employees: p.employees,
        isDemo: true,
      };
    }),
  );
  await bulkInsertRows(
    db,
    boardRecords,
    ['id', 'stockId', 'memberId', 'nameAr', 'nameEn', 'position', 'shares', 'percentage', 'prevPercentage', 'date', 'isCurrent', 'isDemo'],
    all.flatMap((d) =>
      d.board.map((b) => ({
        id: stableId('board-record', `${of(d).code}:${b.member_key}:${b.date}`),
        stockId: of(d).stockId,
        memberId: boardMemberId(of(d).code, b.member_key),
        nameAr: b.name_ar,
        nameEn: b.name_en,
        position: b.position,
        shares: b.shares,
        percentage: b.percentage,
        prevPercentage: b.prev_percentage,
        date: b.date,
        isCurrent: b.is_current,
        isDemo: true,
      })),
    ),
  );
  await bulkInsertRows(
    db,
    shareholderRecords,
    [
      'id',
      'stockId',
      'holderId',
      'nameAr',
      'nameEn',
      'type',
      'shares',
      'percentage',
      'prevPercentage',
      'commentAr',
      'commentEn',
      'isShareholder',
      'date',
      'isDemo',
    ],
    all.flatMap((d) =>
      d.shareholders.map((s) => ({
        id: stableId('shareholder-record', `${of(d).code}:${s.holder_key}:${s.date}`),
        stockId: of(d).stockId,
        holderId: shareholderId(s.holder_key),
        nameAr: s.name_ar,
        nameEn: s.name_en,
        type: s.type,
        shares: s.shares,
        percentage: s.percentage,
        prevPercentage: s.prev_percentage,
        commentAr: s.comment_ar,
        commentEn: s.comment_en,
        isShareholder: s.is_shareholder,
        date: s.date,
        isDemo: true,
      })),
    ),
  );
  await bulkInsertRows(
    db,
    shariahRecords,
    ['id', 'stockId', 'provider', 'status', 'date', 'cleaningAmount', 'isDemo'],
    all.flatMap((d) =>
      d.shariah.map((s) => ({
        id: stableId('shariah-record', `${of(d).code}:${s.provider}:${s.date}`),
        stockId: of(d).stockId,
        provider: s.provider,
        status: s.status,
        date: s.date,
        cleaningAmount: s.cleaning_amount === null ? null : tenThousandths(s.cleaning_amount),
        isDemo: true,
      })),
    ),
  );
  await bulkInsertRows(
    db,
    dividends,
    ['id', 'stockId', 'amount', 'announcementDate', 'dueDate', 'distributionDate', 'way', 'year', 'period', 'isDemo'],
    all.flatMap((d) =>
      d.dividends.map((x) => ({
        id: stableId('dividend', `${of(d).code}:${x.year}:${x.period}`),
        stockId: of(d).stockId,
        amount: halalasToSar(x.amount),
        announcementDate: x.announcement_date,
        dueDate: x.due_date,
        distributionDate: x.distribution_date,
        way: x.way,
        year: x.year,
        period: x.period,
        isDemo: true,
      })),
    ),
  );
  await bulkInsertRows(
    db,
    capitalChanges,
    ['id', 'stockId', 'type', 'announcementDate', 'effectiveDate', 'sharesBefore', 'sharesAfter', 'offerPrice', 'isDemo'],
    all.flatMap((d) =>
      d.capital_changes.map((c) => ({
        id: stableId('capital-change', `${of(d).code}:${c.effective_date}`),
        stockId: of(d).stockId,
        type: c.type,
        announcementDate: c.announcement_date,
        effectiveDate: c.effective_date,
        sharesBefore: c.shares_before,
        sharesAfter: c.shares_after,
        offerPrice: c.offer_price === null ? null : halalasToSar(c.offer_price),
        isDemo: true,
      })),
    ),
  );
  await bulkInsertRows(
    db,
    stockAnnualEarnings,
    ['stockId', 'year', 'eps'],
    all.flatMap((d) => d.earnings.map((e) => ({ stockId: of(d).stockId, year: e.year, eps: halalasToSar(e.eps) }))),
  );
  log(`  company pages of ${all.length} companies: profiles, boards, shareholders, Shariah, dividends, capital changes`);
}
