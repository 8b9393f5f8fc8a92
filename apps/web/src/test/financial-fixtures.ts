import type {
  Attachment,
  FinancialStatements,
  LatestFinancials,
  PeriodFilter,
  StatementColumn,
  StatementEntry,
  Statistics,
  StatisticsIndicator,
} from '@sahm/contracts/financials';

/** One stock's statements, report files and statistics as the API answers them, for the financial tabs' tests. */
export const financialStock = { guid: '11200000-0000-4000-8000-000000001120', short_name: 'الراجحي', symbol_code: '1120' };
const base = `/api/v1/stocks/${financialStock.guid}`;
export const financialPaths = {
  statements: `${base}/financial-statements`,
  attachments: `${base}/financials/attachments`,
  latest: `${base}/financials/latest`,
  statistics: `${base}/financials`,
  tooltips: '/api/v1/tooltip',
};

const columnsOf: Record<PeriodFilter, StatementColumn[]> = {
  ANNUALS: [
    { date: '2025-12-31', year: 2025, period: 'ANNUAL' },
    { date: '2024-12-31', year: 2024, period: 'ANNUAL' },
  ],
  BI_ANNUALS: [
    { date: '2025-06-30', year: 2025, period: 'H1' },
    { date: '2024-12-31', year: 2024, period: 'H2' },
  ],
  QUARTERS: [
    { date: '2025-09-30', year: 2025, period: 'Q3' },
    { date: '2025-06-30', year: 2025, period: 'Q2' },
  ],
};

function item(
  key: string,
  label: [string, string],
  values: [number, number],
  dates: string[],
  extra: Partial<StatementEntry> = {},
): StatementEntry {
  return {
    key,
    order: 1,
    label_ar: label[0],
    label_en: label[1],
    unit: 'sar_millions',
    is_total: false,
    value: Object.fromEntries(dates.map((date, index) => [date, values[index]!])),
    child: [],
    ...extra,
  };
}

export function statements(filter: PeriodFilter = 'ANNUALS', isDemo = true): FinancialStatements {
  const columns = columnsOf[filter];
  const dates = columns.map((column) => column.date);
  const at = (key: string, label: [string, string], values: [number, number], extra: Partial<StatementEntry> = {}) =>
    item(key, label, values, dates, extra);
  return {
    family: 'bank',
    period_filter: filter,
    units: 'SAR_MILLIONS',
    columns,
    income_statement: [
      at('total_operating_income', ['إجمالي دخل العمليات', 'Total operating income'], [30_512.25, 28_001], {
        order: 1,
        is_total: true,
        child: [
          at('net_special_commission_income', ['صافي دخل العمولات الخاصة', 'Net special commission income'], [24_000, 22_000], {
            order: 1,
          }),
          at('fee_income', ['دخل الرسوم', 'Fee income'], [6_512.25, 6_001], { order: 2 }),
        ],
      }),
      at('impairment_charge', ['مخصص الانخفاض', 'Impairment charge'], [-1_234.5, -987.6], { order: 2 }),
      at('eps_basic', ['ربحية السهم', 'Earnings per share'], [4.12, 3.9], { order: 3, unit: 'sar_per_share' }),
    ],
    balance_sheet: [at('total_assets', ['إجمالي الموجودات', 'Total assets'], [950_000, 900_000], { is_total: true })],
    cash_flow: [at('net_cash_operating', ['صافي النقد من العمليات', 'Net cash from operations'], [12_000, -3_000])],
    is_demo: isDemo,
  };
}

export function latest(annual: boolean): LatestFinancials {
  return {
    units: 'SAR_MILLIONS',
    period: annual ? { date: '2025-12-31', year: 2025, period: 'ANNUAL' } : { date: '2025-09-30', year: 2025, period: 'Q3' },
    previous_period: annual ? { date: '2024-12-31', year: 2024, period: 'ANNUAL' } : { date: '2024-09-30', year: 2024, period: 'Q3' },
    items: [
      {
        key: 'net_income',
        label_ar: 'صافي الربح',
        label_en: 'Net income',
        unit: 'sar_millions',
        result: annual ? 20_480 : 5_300.5,
        previous_result: annual ? 18_480 : 5_000,
        change_rate: annual ? 10.82 : 6.01,
      },
    ],
    is_demo: true,
  };
}

export function attachment(overrides: Partial<Attachment> = {}): Attachment {
  return {
    guid: 'a1000000-0000-4000-8000-000000000001',
    date: '2025-12-31',
    year: 2025,
    period: 'ANNUAL',
    attachment_type: 'FINANCIAL_STATEMENT',
    language: 'ar',
    attachment_suffix_path: `/api/v1/stocks/${financialStock.guid}/financials/attachments/a1000000-0000-4000-8000-000000000001`,
    generated: true,
    ...overrides,
  };
}

function indicator(
  key: string,
  group: StatisticsIndicator['statistics_group'],
  label: [string, string],
  unit: StatisticsIndicator['unit'],
  values: Record<string, string | null>,
): StatisticsIndicator {
  return { key, statistics_group: group, group: 'others', unit, label_ar: label[0], label_en: label[1], values };
}

export function statistics(filter: 'ANNUALS' | 'QUARTERS' = 'ANNUALS'): Statistics {
  const columns = columnsOf[filter];
  const [newest, older] = columns.map((column) => column.date) as [string, string];
  return {
    family: 'bank',
    period_filter: filter,
    columns,
    current: { date: '2026-11-23', price: '98.50' },
    indicators: [
      indicator('net_income', 'income_statement', ['صافي الدخل', 'Net income'], 'sar_millions', {
        [newest]: '19500.25',
        [older]: '17000.00',
      }),
      indicator('total_assets', 'balance_sheet', ['إجمالي الموجودات', 'Total assets'], 'sar_millions', {
        [newest]: '950000.00',
        [older]: '900000.00',
      }),
      indicator('price_to_earnings', 'valuation_measures', ['مكرر الربحية', 'Price to earnings'], 'times', {
        current: '20.10',
        [newest]: '19.40',
        [older]: '18.00',
      }),
      indicator('return_on_equity', 'ratios', ['العائد على حقوق الملكية', 'Return on equity'], 'percent', {
        [newest]: '21.35',
        [older]: null,
      }),
    ],
    is_demo: true,
  };
}

export const tooltips = {
  items: [
    {
      key: 'price_to_earnings',
      label_ar: 'مكرر الربحية',
      label_en: 'Price to earnings',
      help_ar: 'سعر السهم مقسوماً على ربحيته.',
      help_en: 'The share price divided by earnings per share.',
    },
  ],
};
