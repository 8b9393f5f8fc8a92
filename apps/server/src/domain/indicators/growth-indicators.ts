import type { StatementFamily } from '@sahm/contracts/indicators';
import { divPositive, neg } from './exact.ts';
import { growth, indicator, on, onEvery, type Formula, type Indicator } from './formula.ts';
import { dividendsPaid, earnings, operatingCashFlow, perWeightedShare, revenue, shareholdersEquity } from './measures.ts';

/**
 * Year-on-year growth, each period against the same period a year before (a second quarter
 * against the last second quarter), and the payout ratios. Growth from a loss or a zero base is
 * null: a rise from −10 to 5 is no percentage.
 */

const grows = (
  key: string,
  en: string,
  ar: string,
  what: { ar: string; en: string },
  measure: Formula,
  families?: readonly StatementFamily[],
): Indicator =>
  indicator(
    key,
    'growth_ratios',
    'percent',
    {
      ar,
      en,
      helpAr: `تغير ${what.ar} عن الفترة نفسها من السنة السابقة. يحسب: (${what.ar} للفترة − ${what.ar} للفترة المقابلة) ÷ ${what.ar} للفترة المقابلة × 100، ولا يحسب إن كانت قيمة الفترة المقابلة صفراً أو سالبة.`,
      helpEn: `Change in ${what.en} from the same period a year before. (This period's − that period's) ÷ that period's × 100; not shown when that period's was zero or negative.`,
    },
    families ? on(families, growth(measure)) : onEvery(growth(measure)),
  );

export const GROWTH_INDICATORS: readonly Indicator[] = [
  grows('revenue_growth', 'Revenue growth', 'نمو الإيرادات', { ar: 'الإيرادات', en: 'revenue' }, (x) => revenue(x)),
  grows(
    'gross_profit_growth',
    'Gross profit growth',
    'نمو مجمل الربح',
    { ar: 'مجمل الربح', en: 'gross profit' },
    (x) => x.is('gross_profit'),
    ['ordinary'],
  ),
  grows(
    'operating_income_growth',
    'Operating income growth',
    'نمو الربح التشغيلي',
    { ar: 'الربح التشغيلي', en: 'operating income' },
    (x) => x.is('operating_income'),
    ['ordinary', 'reit'],
  ),
  grows(
    'net_income_growth',
    'Net income growth',
    'نمو صافي الربح',
    { ar: 'صافي الربح العائد للمساهمين', en: 'net income attributable to shareholders' },
    (x) => earnings(x),
  ),
  grows('eps_growth', 'EPS growth', 'نمو ربحية السهم', { ar: 'ربحية السهم', en: 'earnings per share' }, (x) =>
    perWeightedShare(x, earnings(x)),
  ),
  grows('equity_growth', 'Equity growth', 'نمو حقوق المساهمين', { ar: 'حقوق المساهمين', en: "shareholders' equity" }, shareholdersEquity),
  grows('total_assets_growth', 'Total assets growth', 'نمو إجمالي الموجودات', { ar: 'إجمالي الموجودات', en: 'total assets' }, (x) =>
    x.bs('total_assets'),
  ),
  grows('inventory_growth', 'Inventory growth', 'نمو المخزون', { ar: 'المخزون', en: 'inventories' }, (x) => x.bs('inventories'), [
    'ordinary',
  ]),
  grows(
    'operating_cash_flow_growth',
    'Operating cash flow growth',
    'نمو التدفق النقدي التشغيلي',
    { ar: 'التدفق النقدي التشغيلي', en: 'operating cash flow' },
    (x) => operatingCashFlow(x),
  ),
  grows('dividends_growth', 'Dividends paid growth', 'نمو التوزيعات النقدية', { ar: 'التوزيعات المدفوعة', en: 'dividends paid' }, (x) =>
    dividendsPaid(x),
  ),
];

export const RATIO_INDICATORS: readonly Indicator[] = [
  indicator(
    'dividend_payout_ratio',
    'ratios',
    'percent',
    {
      ar: 'نسبة توزيع الأرباح',
      en: 'Dividend payout ratio',
      helpAr:
        'الجزء الموزع نقداً من أرباح السنة. يحسب: التوزيعات المدفوعة لآخر 12 شهراً ÷ صافي الربح العائد للمساهمين لآخر 12 شهراً × 100، ولا يحسب عند الخسارة.',
      helpEn:
        "The part of a year's earnings paid out in cash. Trailing twelve months' dividends paid ÷ net income attributable to shareholders × 100; not shown on a loss.",
    },
    onEvery((x) => divPositive(dividendsPaid(x.ttm), earnings(x, x.ttm))),
  ),
  indicator(
    'effective_zakat_rate',
    'ratios',
    'percent',
    {
      ar: 'معدل الزكاة والضريبة الفعلي',
      en: 'Effective zakat and tax rate',
      helpAr: 'ما تقتطعه الزكاة والضريبة من الربح قبلهما. يحسب: الزكاة والضريبة ÷ الربح قبل الزكاة والضريبة × 100.',
      helpEn: 'The part of profit taken by zakat and tax. Zakat and tax ÷ income before zakat and tax × 100.',
    },
    onEvery((x) => divPositive(neg(x.is('zakat_and_income_tax')), x.is('income_before_zakat_and_tax'))),
  ),
];
