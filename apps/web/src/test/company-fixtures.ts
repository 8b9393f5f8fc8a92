import type {
  BoardRecord,
  CapitalChange,
  Dividend,
  DividendInfo,
  DividendYear,
  ShareholderRecord,
  ShariahList,
  StockProfile,
} from '@sahm/contracts/company';

/** Company data of one stock as the API answers it, for the company tabs' tests. */
export const companyStock = { guid: '22222222-2222-4222-8222-222222222222', short_name: 'أرامكو السعودية' };
const base = `/api/v1/stocks/${companyStock.guid}`;
export const companyPaths = {
  profile: `${base}/profile/`,
  boardCurrent: `${base}/profile/board/current/`,
  board: `${base}/profile/board/`,
  capital: `${base}/change-capital/`,
  shareholders: `${base}/shareholder/`,
  shariah: `${base}/shariah`,
  dividends: `${base}/dividends/`,
  dividendChart: `${base}/dividends/charts`,
  dividendInfo: `${base}/dividends/info`,
  keyValues: `${base}/kv`,
};

export const page = <T>(items: T[], total = items.length, size = 10, pageNumber = 1) => ({ items, total, page: pageNumber, size });

export function profile(overrides: Partial<StockProfile> = {}): StockProfile {
  return {
    company_information: 'شركة متكاملة للطاقة والكيميائيات.\nتعمل في التنقيب والإنتاج والتكرير.',
    company_investment_restrictions: 'لا يجوز لغير السعوديين تملك أكثر من 49٪.',
    company_website: 'https://aramco.example.com',
    company_email: 'ir@aramco.example.com',
    company_phone: '+966 13 880 0000',
    company_address: 'الظهران، المملكة العربية السعودية',
    contributed_capital: 90_000_000_000,
    registered_capital: 2_420_000_000_000,
    shares: 242_000_000_000,
    paid_value: 10,
    nominal_value: 10,
    updated_at: '2026-10-01T09:00:00+03:00',
    establishment_date: '1933-05-29',
    end_financial_year_date: { month: 12, day: 31 },
    listing_date: '2019-12-11',
    auditors: ['برايس ووترهاوس كوبرز'],
    international_code: 'SA14TG012N13',
    employees_count: 73_311,
    ...overrides,
  };
}

export function boardRecord(overrides: Partial<BoardRecord> = {}): BoardRecord {
  return {
    guid: '70000000-0000-4000-8000-000000000001',
    board_member: { guid: '71000000-0000-4000-8000-000000000001', name: 'ياسر الرميان' },
    position: 'CHAIRMAN',
    number_of_shares: 1_500_000,
    current_percentage: 0.0006,
    prev_percentage: 0.0005,
    percentage_change: 0.0001,
    date: '2026-06-30',
    is_current: true,
    ...overrides,
  };
}

export function capitalChange(overrides: Partial<CapitalChange> = {}): CapitalChange {
  return {
    guid: '72000000-0000-4000-8000-000000000001',
    type: 'BONUS_SHARES',
    announcement_date: '2023-03-12',
    effective_date: '2023-05-09',
    shares_before: 220_000_000_000,
    shares_after: 242_000_000_000,
    capital_before: 60_000_000_000,
    capital_after: 90_000_000_000,
    offer_price: null,
    ...overrides,
  };
}

export function shareholder(overrides: Partial<ShareholderRecord> = {}): ShareholderRecord {
  return {
    guid: '73000000-0000-4000-8000-000000000001',
    shareholder: { guid: '74000000-0000-4000-8000-000000000001', name: 'حكومة المملكة العربية السعودية', type: 'GOVERNMENT' },
    number_of_shares: 197_000_000_000,
    current_percentage: 81.48,
    prev_percentage: 81.48,
    change_percentage: 0,
    comment: null,
    is_shareholder: true,
    date: '2026-06-30',
    ...overrides,
  };
}

export function shariahList(overrides: Partial<ShariahList> = {}): ShariahList {
  const record = (
    provider: ShariahList['items'][number]['provider'],
    company_name: string,
    compliant_status: string,
    cleaning_amount: number | null,
  ) => ({
    provider,
    company_name,
    logo: null,
    compliant_status,
    compliant_date: '2026-09-30',
    cleaning_amount,
  });
  return {
    is_demo: true,
    items: [
      record('ALRAJHI', 'الهيئة الشرعية لمصرف الراجحي', 'COMPLIANT', 0.0125),
      record('ALINMA', 'الهيئة الشرعية لمصرف الإنماء', 'NON_COMPLIANT', null),
      record('ALBILAD', 'الهيئة الشرعية لبنك البلاد', 'NON_COMPLIANT_ACTIVITY', 0.034),
      record('ALMAQASSED', 'المقاصد', 'MIXED', null),
      record('ALJAZIRA', 'الهيئة الشرعية لبنك الجزيرة', 'UNDER_REVIEW', null),
    ],
    ...overrides,
  };
}

export function dividend(overrides: Partial<Dividend> = {}): Dividend {
  return {
    guid: '75000000-0000-4000-8000-000000000001',
    amount: 0.33,
    date: '2026-08-05',
    due_date: '2026-08-18',
    distribution_date: '2026-09-01',
    distribution_way: 'BANK_TRANSFER',
    year: 2026,
    period: 'Q2',
    yield: 1.2,
    ...overrides,
  };
}

export function dividendInfo(overrides: Partial<DividendInfo> = {}): DividendInfo {
  return {
    years_back: 3,
    last_announcement_date: '2026-08-05',
    last_amount_per_share: 0.33,
    last_due_date: '2026-08-18',
    total: 4.2,
    distributions_count: 12,
    average_yield: 4.8,
    payout_ratio: 92.5,
    sector_average_yield: 3.1,
    ...overrides,
  };
}

export function dividendYear(overrides: Partial<DividendYear> = {}): DividendYear {
  return {
    year: 2025,
    total_dividends: 1.32,
    dividends_q1: 0.33,
    dividends_q2: 0.33,
    dividends_q3: 0.33,
    dividends_q4: 0.33,
    dividend_yield: 4.9,
    earnings_per_share: 1.75,
    market_price_per_share: 27.1,
    price_to_earnings: 15.49,
    ...overrides,
  };
}
