import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import {
  boardRecords,
  capitalChanges,
  dividends,
  shareholderRecords,
  shariahRecords,
  stockAnnualEarnings,
  stockLogos,
  stockProfiles,
} from '../../src/db/schema/companies.ts';

/**
 * Known company rows for one stock, replacing whatever the seed gave it, so the company tests
 * assert exact figures. Years are relative to `year` (this year), as the windows are.
 */
export const fixtureIds = {
  chairman: '11111111-1111-4111-8111-111111111111',
  member: '22222222-2222-4222-8222-222222222222',
  former: '33333333-3333-4333-8333-333333333333',
  pif: '44444444-4444-4444-8444-444444444444',
  fund: '55555555-5555-4555-8555-555555555555',
};

export async function writeCompanyFixture(db: Db, stockId: string, year: number): Promise<void> {
  for (const table of [
    stockProfiles,
    boardRecords,
    shareholderRecords,
    shariahRecords,
    dividends,
    capitalChanges,
    stockAnnualEarnings,
    stockLogos,
  ])
    await db.delete(table).where(eq(table.stockId, stockId));
  await db.insert(stockProfiles).values({
    stockId,
    informationAr: 'شركة للاختبار',
    informationEn: 'A company for the tests',
    restrictionsAr: 'لا قيود',
    restrictionsEn: 'No restrictions',
    website: 'https://example.com',
    email: 'ir@example.com',
    phone: '+966110000000',
    addressAr: 'الرياض',
    addressEn: 'Riyadh',
    contributedCapital: '123456789.50',
    paidValue: '10.00',
    establishmentDate: '1980-05-01',
    fyEndMonth: 3,
    fyEndDay: 31,
    auditors: [{ ar: 'مدقق', en: 'Auditor LLP' }],
    isin: 'SA0000000001',
    employees: 1234,
    isDemo: false,
  });
  await db.insert(boardRecords).values([
    {
      stockId,
      memberId: fixtureIds.member,
      nameAr: 'عضو',
      nameEn: 'Member',
      position: 'MEMBER',
      shares: 1000,
      percentage: '0.500000',
      prevPercentage: '0.250000',
      date: `${year - 1}-06-01`,
      isCurrent: true,
    },
    {
      stockId,
      memberId: fixtureIds.chairman,
      nameAr: 'رئيس',
      nameEn: 'Chair',
      position: 'CHAIRMAN',
      shares: 5000,
      percentage: '1.000000',
      prevPercentage: null,
      date: `${year - 2}-06-01`,
      isCurrent: true,
    },
    {
      stockId,
      memberId: fixtureIds.former,
      nameAr: 'سابق',
      nameEn: 'Former',
      position: 'VICE_CHAIRMAN',
      shares: 10,
      percentage: '0.100000',
      prevPercentage: '0.300000',
      date: `${year - 3}-06-01`,
      isCurrent: false,
    },
  ]);
  await db.insert(shareholderRecords).values([
    {
      stockId,
      holderId: fixtureIds.fund,
      nameAr: 'صندوق',
      nameEn: 'A Fund',
      type: 'INVESTMENT_FUND',
      shares: 500,
      percentage: '5.5000',
      prevPercentage: '6.0000',
      commentAr: 'تعليق',
      commentEn: 'A note',
      isShareholder: true,
      date: `${year - 1}-01-10`,
    },
    {
      stockId,
      holderId: fixtureIds.pif,
      nameAr: 'صندوق الاستثمارات العامة',
      nameEn: 'Public Investment Fund',
      type: 'GOVERNMENT',
      shares: 9000,
      percentage: '60.0000',
      prevPercentage: null,
      commentAr: null,
      commentEn: null,
      isShareholder: true,
      date: `${year - 2}-01-10`,
    },
    {
      stockId,
      holderId: fixtureIds.fund,
      nameAr: 'صندوق',
      nameEn: 'A Fund',
      type: 'INVESTMENT_FUND',
      shares: 600,
      percentage: '6.0000',
      prevPercentage: '4.0000',
      commentAr: null,
      commentEn: null,
      isShareholder: false,
      date: `${year - 3}-01-10`,
    },
  ]);
  await db.insert(shariahRecords).values([
    { stockId, provider: 'ALINMA', status: 'NON_COMPLIANT', date: `${year - 1}-02-01`, cleaningAmount: null, isDemo: true },
    { stockId, provider: 'ALRAJHI', status: 'MIXED', date: `${year - 2}-02-01`, cleaningAmount: '0.120000', isDemo: true },
    { stockId, provider: 'ALRAJHI', status: 'COMPLIANT', date: `${year - 1}-02-01`, cleaningAmount: '0.050000', isDemo: true },
  ]);
  await db.insert(dividends).values([
    {
      stockId,
      amount: '1.5000',
      announcementDate: `${year - 1}-02-20`,
      dueDate: `${year - 1}-03-15`,
      distributionDate: `${year - 1}-03-30`,
      way: 'BANK_TRANSFER',
      year: year - 2,
      period: 'H2',
    },
    {
      stockId,
      amount: '0.7500',
      announcementDate: `${year - 1}-08-20`,
      dueDate: `${year - 1}-09-10`,
      distributionDate: null,
      way: 'INVESTMENT_ACCOUNT',
      year: year - 1,
      period: 'H1',
    },
    {
      stockId,
      amount: '1.2500',
      announcementDate: `${year - 2}-04-20`,
      dueDate: `${year - 2}-05-05`,
      distributionDate: `${year - 2}-05-20`,
      way: 'CHEQUE',
      year: year - 3,
      period: 'ANNUAL',
    },
    {
      stockId,
      amount: '2.0000',
      announcementDate: '1990-01-01',
      dueDate: '1990-01-15',
      distributionDate: null,
      way: 'CHEQUE',
      year: 1989,
      period: 'ANNUAL',
    },
    {
      stockId,
      amount: '0.4000',
      announcementDate: `${year}-01-05`,
      dueDate: `${year + 1}-01-20`,
      distributionDate: null,
      way: 'BANK_TRANSFER',
      year,
      period: 'Q1',
    },
  ]);
  await db.insert(capitalChanges).values([
    {
      stockId,
      type: 'BONUS_SHARES',
      announcementDate: `${year - 2}-01-01`,
      effectiveDate: `${year - 2}-02-01`,
      sharesBefore: 1000,
      sharesAfter: 1100,
      offerPrice: null,
    },
    {
      stockId,
      type: 'RIGHTS_ISSUE',
      announcementDate: `${year - 4}-01-01`,
      effectiveDate: `${year - 4}-02-01`,
      sharesBefore: 800,
      sharesAfter: 1000,
      offerPrice: '12.50',
    },
  ]);
  await db.insert(stockAnnualEarnings).values([
    { stockId, year: year - 1, eps: '4.0000' },
    { stockId, year: year - 2, eps: '-2.0000' },
    { stockId, year: year - 3, eps: '3.0000' },
  ]);
}
