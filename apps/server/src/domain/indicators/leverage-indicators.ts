import { add, div, divPositive, neg } from './exact.ts';
import { indicator, on, onEvery, type Indicator } from './formula.ts';
import { cashAndDeposits, debt, ebitda, netDebt, operatingCashFlow, shareholdersEquity } from './measures.ts';

/** How the company is financed and whether it can meet what falls due: leverage and liquidity. */

const OPERATING = ['ordinary', 'reit'] as const;
const ORDINARY = ['ordinary'] as const;

export const LEVERAGE_INDICATORS: readonly Indicator[] = [
  indicator(
    'debt_to_equity',
    'leverage_ratios',
    'percent',
    {
      ar: 'الديون إلى حقوق الملكية',
      en: 'Debt to equity',
      helpAr: 'حجم الاقتراض مقارنة بأموال الملاك. يحسب: إجمالي الديون ÷ إجمالي حقوق الملكية × 100.',
      helpEn: "Borrowing set against the owners' money. Total debt ÷ total equity × 100.",
    },
    on(OPERATING, (x) => divPositive(debt(x), x.bs('total_equity'))),
  ),
  indicator(
    'debt_to_assets',
    'leverage_ratios',
    'percent',
    {
      ar: 'الديون إلى الأصول',
      en: 'Debt to assets',
      helpAr: 'نسبة الموجودات الممولة بالديون. يحسب: إجمالي الديون ÷ إجمالي الموجودات × 100.',
      helpEn: 'The share of assets financed by debt. Total debt ÷ total assets × 100.',
    },
    on(OPERATING, (x) => divPositive(debt(x), x.bs('total_assets'))),
  ),
  indicator(
    'net_debt_to_equity',
    'leverage_ratios',
    'percent',
    {
      ar: 'صافي الديون إلى حقوق الملكية',
      en: 'Net debt to equity',
      helpAr: 'الديون بعد خصم النقد والودائع مقارنة بحقوق الملكية؛ السالبة تعني نقداً صافياً. يحسب: صافي الديون ÷ إجمالي حقوق الملكية × 100.',
      helpEn: 'Debt less cash and deposits, against equity; negative means net cash. Net debt ÷ total equity × 100.',
    },
    on(OPERATING, (x) => divPositive(netDebt(x), x.bs('total_equity'))),
  ),
  indicator(
    'net_debt_to_ebitda',
    'leverage_ratios',
    'times',
    {
      ar: 'صافي الديون إلى الأرباح قبل الفوائد والزكاة والاستهلاك',
      en: 'Net debt to EBITDA',
      helpAr: 'عدد سنوات الأرباح التشغيلية اللازمة لسداد صافي الديون. يحسب: صافي الديون ÷ EBITDA لآخر 12 شهراً.',
      helpEn: "Years of EBITDA it would take to repay net debt. Net debt ÷ trailing twelve months' EBITDA.",
    },
    on(OPERATING, (x) => divPositive(netDebt(x), ebitda(x, x.ttm))),
  ),
  indicator(
    'liabilities_to_equity',
    'leverage_ratios',
    'percent',
    {
      ar: 'المطلوبات إلى حقوق الملكية',
      en: 'Liabilities to equity',
      helpAr: 'كل ما على الشركة للغير مقارنة بأموال الملاك. يحسب: إجمالي المطلوبات ÷ إجمالي حقوق الملكية × 100.',
      helpEn: "Everything the company owes against the owners' money. Total liabilities ÷ total equity × 100.",
    },
    onEvery((x) => divPositive(x.bs('total_liabilities'), x.bs('total_equity'))),
  ),
  indicator(
    'equity_to_assets',
    'leverage_ratios',
    'percent',
    {
      ar: 'حقوق الملكية إلى الأصول',
      en: 'Equity to assets',
      helpAr:
        'نسبة الموجودات الممولة من أموال الملاك، وهي مقياس متانة رأس المال خاصة للبنوك. يحسب: إجمالي حقوق الملكية ÷ إجمالي الموجودات × 100.',
      helpEn:
        'The share of assets financed by the owners: a measure of capital strength, for banks above all. Total equity ÷ total assets × 100.',
    },
    onEvery((x) => divPositive(x.bs('total_equity'), x.bs('total_assets'))),
  ),
  indicator(
    'equity_multiplier',
    'leverage_ratios',
    'times',
    {
      ar: 'مضاعف حقوق الملكية',
      en: 'Equity multiplier',
      helpAr:
        'الموجودات مقابل كل ريال من حقوق المساهمين، وهو عامل الرفع في تحليل دوبونت للعائد على حقوق المساهمين. يحسب: إجمالي الموجودات ÷ حقوق المساهمين.',
      helpEn:
        "Assets carried on each riyal of shareholders' equity: the leverage factor of the DuPont breakdown of ROE. Total assets ÷ shareholders' equity.",
    },
    onEvery((x) => divPositive(x.bs('total_assets'), shareholdersEquity(x))),
  ),
  indicator(
    'interest_coverage',
    'leverage_ratios',
    'times',
    {
      ar: 'معدل تغطية تكاليف التمويل',
      en: 'Interest cover',
      helpAr: 'عدد مرات تغطية الربح التشغيلي لتكاليف التمويل. يحسب: الربح التشغيلي لآخر 12 شهراً ÷ تكاليف التمويل لآخر 12 شهراً.',
      helpEn: "How many times operating income covers finance costs. Trailing twelve months' operating income ÷ finance costs.",
    },
    on(OPERATING, (x) => divPositive(x.ttm.is('operating_income'), neg(x.ttm.is('finance_costs')))),
  ),
];

export const LIQUIDITY_INDICATORS: readonly Indicator[] = [
  indicator(
    'current_ratio',
    'liquidity_ratios',
    'times',
    {
      ar: 'نسبة التداول',
      en: 'Current ratio',
      helpAr: 'قدرة الشركة على سداد التزاماتها قصيرة الأجل من موجوداتها المتداولة. يحسب: الموجودات المتداولة ÷ المطلوبات المتداولة.',
      helpEn: 'Whether current assets can meet the obligations due within a year. Current assets ÷ current liabilities.',
    },
    on(ORDINARY, (x) => divPositive(x.bs('current_assets'), x.bs('current_liabilities'))),
  ),
  indicator(
    'quick_ratio',
    'liquidity_ratios',
    'times',
    {
      ar: 'نسبة السيولة السريعة',
      en: 'Quick ratio',
      helpAr:
        'نسبة التداول دون المخزون والمدفوعات المقدمة التي يصعب تسييلها سريعاً. يحسب: (النقد + الاستثمارات قصيرة الأجل + الذمم المدينة) ÷ المطلوبات المتداولة.',
      helpEn:
        'The current ratio without inventories and prepayments, which are slow to turn into cash. (Cash + short-term investments + receivables) ÷ current liabilities.',
    },
    on(ORDINARY, (x) => divPositive(add(cashAndDeposits(x), x.bs('trade_receivables')), x.bs('current_liabilities'))),
  ),
  indicator(
    'cash_ratio',
    'liquidity_ratios',
    'times',
    {
      ar: 'نسبة النقدية',
      en: 'Cash ratio',
      helpAr: 'قدرة الشركة على سداد التزاماتها قصيرة الأجل من النقد وحده. يحسب: (النقد + الاستثمارات قصيرة الأجل) ÷ المطلوبات المتداولة.',
      helpEn: 'Whether cash alone can meet the obligations due within a year. (Cash + short-term investments) ÷ current liabilities.',
    },
    on(ORDINARY, (x) => divPositive(cashAndDeposits(x), x.bs('current_liabilities'))),
  ),
  indicator(
    'operating_cash_flow_ratio',
    'liquidity_ratios',
    'times',
    {
      ar: 'نسبة التدفق النقدي التشغيلي',
      en: 'Operating cash flow ratio',
      helpAr:
        'قدرة النقد الذي يولده النشاط في سنة على تغطية المطلوبات المتداولة. يحسب: التدفق النقدي التشغيلي لآخر 12 شهراً ÷ المطلوبات المتداولة.',
      helpEn:
        "Whether a year's operating cash flow covers current liabilities. Trailing twelve months' operating cash flow ÷ current liabilities.",
    },
    on(ORDINARY, (x) => div(operatingCashFlow(x.ttm), x.bs('current_liabilities'))),
  ),
];
