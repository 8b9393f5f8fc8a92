import { neg, sub } from './exact.ts';
import { indicator, on, onEvery, type Indicator } from './formula.ts';
import {
  capex,
  cashAndDeposits,
  debt,
  dividendsPaid,
  earnings,
  ebitda,
  freeCashFlow,
  netDebt,
  operatingCashFlow,
  revenue,
} from './measures.ts';

/** Headline statement figures, in millions of SAR: the income statement, balance sheet and cash-flow groups. */

const OPERATING = ['ordinary', 'reit'] as const;

export const INCOME_STATEMENT_INDICATORS: readonly Indicator[] = [
  indicator(
    'revenue',
    'income_statement',
    'sar_millions',
    {
      ar: 'الإيرادات',
      en: 'Revenue',
      helpAr:
        'إجمالي ما حققته الشركة من نشاطها الرئيسي خلال الفترة: المبيعات للشركات، وإجمالي دخل العمليات للبنوك، وإجمالي الأقساط المكتتبة لشركات التأمين، وإيرادات الإيجار لصناديق الريت.',
      helpEn:
        'What the company earned from its main business in the period: sales for companies, total operating income for banks, gross written premiums for insurers and rental income for REITs.',
    },
    onEvery((x) => revenue(x)),
  ),
  indicator(
    'gross_profit',
    'income_statement',
    'sar_millions',
    {
      ar: 'مجمل الربح',
      en: 'Gross profit',
      helpAr:
        'ما يتبقى من الإيرادات بعد تكلفة الإيرادات، ويقيس ربحية المنتج أو الخدمة قبل المصاريف التشغيلية. يحسب: الإيرادات − تكلفة الإيرادات.',
      helpEn:
        'What is left of revenue after the cost of revenue: the profit on the product or service before operating expenses. Revenue − cost of revenue.',
    },
    on(['ordinary'], (x) => x.is('gross_profit')),
  ),
  indicator(
    'operating_income',
    'income_statement',
    'sar_millions',
    {
      ar: 'الربح التشغيلي',
      en: 'Operating income',
      helpAr:
        'ربح النشاط الرئيسي بعد المصاريف التشغيلية وقبل تكاليف التمويل والزكاة. يحسب: مجمل الربح − مصاريف البيع والمصاريف العمومية والإدارية وغيرها.',
      helpEn:
        'Profit of the main business after operating expenses, before finance costs and zakat. Gross profit − selling, general, administrative and other operating expenses.',
    },
    on(OPERATING, (x) => x.is('operating_income')),
  ),
  indicator(
    'ebit',
    'income_statement',
    'sar_millions',
    {
      ar: 'الأرباح قبل الفوائد والزكاة والضرائب',
      en: 'EBIT',
      helpAr: 'الربح قبل تكاليف التمويل والزكاة والضريبة، بما فيه دخل التمويل. يحسب: الربح قبل الزكاة والضريبة + تكاليف التمويل.',
      helpEn: 'Earnings before finance costs, zakat and tax, finance income included. Income before zakat and tax + finance costs.',
    },
    on(OPERATING, (x) => sub(x.is('income_before_zakat_and_tax'), x.is('finance_costs'))),
  ),
  indicator(
    'ebitda',
    'income_statement',
    'sar_millions',
    {
      ar: 'الأرباح قبل الفوائد والزكاة والضرائب والاستهلاك والإطفاء',
      en: 'EBITDA',
      helpAr:
        'الربح التشغيلي قبل الاستهلاك والإطفاء، تقريب للنقد الذي يولده النشاط. يحسب: الربح التشغيلي + الاستهلاك والإطفاء من قائمة التدفقات النقدية.',
      helpEn:
        'Operating income before depreciation and amortisation, a proxy for the cash the business makes. Operating income + depreciation and amortisation from the cash-flow statement.',
    },
    on(OPERATING, (x) => ebitda(x)),
  ),
  indicator(
    'income_before_zakat_and_tax',
    'income_statement',
    'sar_millions',
    {
      ar: 'الربح قبل الزكاة والضريبة',
      en: 'Income before zakat and tax',
      helpAr: 'الربح بعد جميع الإيرادات والمصاريف عدا الزكاة وضريبة الدخل، كما في قائمة الدخل.',
      helpEn: 'Profit after every income and expense except zakat and income tax, as the income statement gives it.',
    },
    onEvery((x) => x.is('income_before_zakat_and_tax')),
  ),
  indicator(
    'zakat_and_tax',
    'income_statement',
    'sar_millions',
    {
      ar: 'الزكاة والضريبة',
      en: 'Zakat and tax',
      helpAr:
        'الزكاة الشرعية المستحقة على المساهمين السعوديين والخليجيين وضريبة الدخل على حصص غير السعوديين، المحمّلة على الفترة. صناديق الريت لا تدفعها بنفسها بل مالكو الوحدات.',
      helpEn:
        "Zakat due on Saudi and GCC shareholders' share and income tax on foreign holders' share, charged to the period. REITs pay none themselves: their unitholders do.",
    },
    onEvery((x) => neg(x.is('zakat_and_income_tax'))),
  ),
  indicator(
    'net_income',
    'income_statement',
    'sar_millions',
    {
      ar: 'صافي الربح',
      en: 'Net income',
      helpAr: 'الربح النهائي بعد جميع المصاريف والزكاة والضريبة، قبل توزيعه بين المساهمين وحقوق الملكية غير المسيطرة.',
      helpEn: 'The bottom line after every expense, zakat and tax, before it is shared between shareholders and non-controlling interests.',
    },
    onEvery((x) => x.is('net_income')),
  ),
  indicator(
    'net_income_attributable_to_shareholders',
    'income_statement',
    'sar_millions',
    {
      ar: 'صافي الربح العائد للمساهمين',
      en: 'Net income attributable to shareholders',
      helpAr: 'حصة مساهمي الشركة الأم من صافي الربح، وهي أساس ربحية السهم. يحسب: صافي الربح − حصة حقوق الملكية غير المسيطرة.',
      helpEn:
        "The parent's shareholders' share of net income, on which earnings per share are based. Net income − non-controlling interests' share.",
    },
    onEvery((x) => earnings(x)),
  ),
];

export const BALANCE_SHEET_INDICATORS: readonly Indicator[] = [
  indicator(
    'total_assets',
    'balance_sheet',
    'sar_millions',
    {
      ar: 'إجمالي الموجودات',
      en: 'Total assets',
      helpAr: 'كل ما تملكه الشركة في نهاية الفترة من نقد وذمم ومخزون وأصول ثابتة واستثمارات.',
      helpEn: 'Everything the company owns at the end of the period: cash, receivables, inventories, fixed assets and investments.',
    },
    onEvery((x) => x.bs('total_assets')),
  ),
  indicator(
    'total_liabilities',
    'balance_sheet',
    'sar_millions',
    {
      ar: 'إجمالي المطلوبات',
      en: 'Total liabilities',
      helpAr: 'كل ما على الشركة من التزامات للغير في نهاية الفترة، من قروض وذمم دائنة وودائع ومخصصات.',
      helpEn: 'Everything the company owes others at the end of the period: borrowings, payables, deposits and provisions.',
    },
    onEvery((x) => x.bs('total_liabilities')),
  ),
  indicator(
    'total_equity',
    'balance_sheet',
    'sar_millions',
    {
      ar: 'إجمالي حقوق الملكية',
      en: 'Total equity',
      helpAr: 'ما يبقى للملاك بعد سداد جميع المطلوبات. يحسب: إجمالي الموجودات − إجمالي المطلوبات، شاملاً حقوق الملكية غير المسيطرة.',
      helpEn:
        'What is left for the owners once every liability is paid. Total assets − total liabilities, non-controlling interests included.',
    },
    onEvery((x) => x.bs('total_equity')),
  ),
  indicator(
    'cash_and_cash_equivalents',
    'balance_sheet',
    'sar_millions',
    {
      ar: 'النقد وما في حكمه',
      en: 'Cash and cash equivalents',
      helpAr: 'النقد في الصندوق ولدى البنوك والودائع قصيرة الأجل جداً في نهاية الفترة.',
      helpEn: 'Cash on hand and at banks, and very short deposits, at the end of the period.',
    },
    onEvery((x) => x.bs('cash_and_cash_equivalents')),
  ),
  indicator(
    'total_debt',
    'balance_sheet',
    'sar_millions',
    {
      ar: 'إجمالي الديون',
      en: 'Total debt',
      helpAr: 'القروض والتسهيلات قصيرة وطويلة الأجل والتزامات عقود الإيجار في نهاية الفترة.',
      helpEn: 'Short- and long-term borrowings and lease liabilities at the end of the period.',
    },
    on(OPERATING, (x) => debt(x)),
  ),
  indicator(
    'net_debt',
    'balance_sheet',
    'sar_millions',
    {
      ar: 'صافي الديون',
      en: 'Net debt',
      helpAr: 'الديون بعد خصم ما لدى الشركة من نقد وودائع؛ القيمة السالبة تعني أن النقد يفوق الديون. يحسب: إجمالي الديون − النقد والودائع.',
      helpEn: 'Debt less the cash and deposits the company holds; negative when cash exceeds debt. Total debt − cash and deposits.',
    },
    on(OPERATING, (x) => netDebt(x)),
  ),
  indicator(
    'working_capital',
    'balance_sheet',
    'sar_millions',
    {
      ar: 'رأس المال العامل',
      en: 'Working capital',
      helpAr:
        'الفائض من الموجودات المتداولة على المطلوبات المتداولة لتمويل النشاط اليومي. يحسب: الموجودات المتداولة − المطلوبات المتداولة.',
      helpEn:
        'The surplus of current assets over current liabilities that funds day-to-day business. Current assets − current liabilities.',
    },
    on(['ordinary'], (x) => sub(x.bs('current_assets'), x.bs('current_liabilities'))),
  ),
  indicator(
    'cash_and_deposits',
    'balance_sheet',
    'sar_millions',
    {
      ar: 'النقد والودائع',
      en: 'Cash and deposits',
      helpAr: 'النقد وما في حكمه مضافاً إليه ودائع المرابحة والاستثمارات قصيرة الأجل، وهو ما يخصم من الديون في صافي الديون.',
      helpEn: 'Cash and cash equivalents plus murabaha deposits and short-term investments: what net debt takes off debt.',
    },
    on(OPERATING, (x) => cashAndDeposits(x)),
  ),
];

export const CASH_FLOW_INDICATORS: readonly Indicator[] = [
  indicator(
    'operating_cash_flow',
    'cash_flows',
    'sar_millions',
    {
      ar: 'التدفقات النقدية من الأنشطة التشغيلية',
      en: 'Operating cash flow',
      helpAr: 'النقد الذي ولّده النشاط الرئيسي خلال الفترة بعد التغيرات في رأس المال العامل والزكاة المدفوعة.',
      helpEn: 'Cash the main business generated in the period, after changes in working capital and zakat paid.',
    },
    onEvery((x) => operatingCashFlow(x)),
  ),
  indicator(
    'investing_cash_flow',
    'cash_flows',
    'sar_millions',
    {
      ar: 'التدفقات النقدية من الأنشطة الاستثمارية',
      en: 'Investing cash flow',
      helpAr: 'صافي النقد المنفق على الأصول الثابتة والاستثمارات أو المتحصل من بيعها خلال الفترة.',
      helpEn: 'Net cash spent on, or received from, fixed assets and investments in the period.',
    },
    onEvery((x) => x.cf('net_cash_from_investing_activities')),
  ),
  indicator(
    'financing_cash_flow',
    'cash_flows',
    'sar_millions',
    {
      ar: 'التدفقات النقدية من الأنشطة التمويلية',
      en: 'Financing cash flow',
      helpAr: 'صافي النقد من القروض وإصدار الأسهم مطروحاً منه السداد والتوزيعات خلال الفترة.',
      helpEn: 'Net cash from borrowing and share issues, less repayments and dividends, in the period.',
    },
    onEvery((x) => x.cf('net_cash_from_financing_activities')),
  ),
  indicator(
    'capital_expenditure',
    'cash_flows',
    'sar_millions',
    {
      ar: 'النفقات الرأسمالية',
      en: 'Capital expenditure',
      helpAr: 'النقد المنفق على شراء الممتلكات والمعدات، أو العقارات الاستثمارية لصناديق الريت، خلال الفترة.',
      helpEn: 'Cash spent on property and equipment, or on investment properties for a REIT, in the period.',
    },
    onEvery((x) => capex(x)),
  ),
  indicator(
    'free_cash_flow',
    'cash_flows',
    'sar_millions',
    {
      ar: 'التدفق النقدي الحر',
      en: 'Free cash flow',
      helpAr:
        'النقد المتبقي من النشاط بعد الاستثمار في الأصول الثابتة، وهو المتاح للتوزيع وسداد الديون. يحسب: التدفق النقدي التشغيلي − النفقات الرأسمالية.',
      helpEn:
        'Cash left from the business after investing in fixed assets, available for dividends and repaying debt. Operating cash flow − capital expenditure.',
    },
    on(['ordinary', 'insurance', 'reit'], (x) => freeCashFlow(x)),
  ),
  indicator(
    'dividends_paid',
    'cash_flows',
    'sar_millions',
    {
      ar: 'التوزيعات النقدية المدفوعة',
      en: 'Dividends paid',
      helpAr: 'الأرباح النقدية (أو توزيعات الوحدات) المدفوعة للمساهمين خلال الفترة، كما في قائمة التدفقات النقدية.',
      helpEn: 'Cash dividends (or unit distributions) paid to holders in the period, as the cash-flow statement gives them.',
    },
    onEvery((x) => dividendsPaid(x)),
  ),
  indicator(
    'total_annual_dividend_paid',
    'cash_flows',
    'sar_millions',
    {
      ar: 'التوزيعات النقدية المدفوعة خلال سنة',
      en: 'Annual dividends paid',
      helpAr: 'مجموع التوزيعات النقدية المدفوعة في آخر أربعة أرباع حتى نهاية الفترة.',
      helpEn: 'Cash dividends paid over the last four quarters to the end of the period.',
    },
    onEvery((x) => dividendsPaid(x.ttm)),
  ),
  indicator(
    'net_change_in_cash',
    'cash_flows',
    'sar_millions',
    {
      ar: 'صافي التغير في النقد',
      en: 'Net change in cash',
      helpAr: 'مجموع التدفقات التشغيلية والاستثمارية والتمويلية، ويساوي الفرق بين النقد في نهاية الفترة وبدايتها.',
      helpEn: 'Operating, investing and financing cash flows together: the cash at the end of the period less that at its start.',
    },
    onEvery((x) => x.cf('net_change_in_cash')),
  ),
];
