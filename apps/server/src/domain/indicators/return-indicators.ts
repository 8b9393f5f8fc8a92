import { add, divPositive, neg, sub, type Maybe } from './exact.ts';
import { indicator, on, onEvery, type FormulaContext, type Indicator } from './formula.ts';
import { cashAndDeposits, daysOf, debt, earnings, ebitda, revenue, shareholdersEquity } from './measures.ts';

/**
 * Profitability and efficiency. Margins are the period's own; a return or a turnover sets a flow
 * against a balance, so it takes the trailing twelve months' flow and reads the same for a quarter
 * as for a year.
 */

const OPERATING = ['ordinary', 'reit'] as const;
const ORDINARY = ['ordinary'] as const;

const marginOf = (x: FormulaContext, profit: Maybe): Maybe => divPositive(profit, revenue(x));
/** Cost of revenue as a positive amount over the trailing year. */
const yearCost = (x: FormulaContext): Maybe => neg(x.ttm.is('cost_of_revenue'));

export const PROFITABILITY_INDICATORS: readonly Indicator[] = [
  indicator(
    'gross_profit_margin',
    'profitability_ratios',
    'percent',
    {
      ar: 'هامش مجمل الربح',
      en: 'Gross margin',
      helpAr: 'ما يبقى من كل ريال مبيعات بعد تكلفته. يحسب: مجمل الربح ÷ الإيرادات × 100.',
      helpEn: 'What is left of each riyal of sales after its cost. Gross profit ÷ revenue × 100.',
    },
    on(ORDINARY, (x) => marginOf(x, x.is('gross_profit'))),
  ),
  indicator(
    'operating_profit_margin',
    'profitability_ratios',
    'percent',
    {
      ar: 'هامش الربح التشغيلي',
      en: 'Operating margin',
      helpAr: 'ربح النشاط الرئيسي من كل ريال إيرادات. يحسب: الربح التشغيلي ÷ الإيرادات × 100.',
      helpEn: 'Profit of the main business on each riyal of revenue. Operating income ÷ revenue × 100.',
    },
    on(OPERATING, (x) => marginOf(x, x.is('operating_income'))),
  ),
  indicator(
    'ebitda_margin',
    'profitability_ratios',
    'percent',
    {
      ar: 'هامش الأرباح قبل الفوائد والزكاة والاستهلاك',
      en: 'EBITDA margin',
      helpAr: 'الأرباح التشغيلية قبل الاستهلاك والإطفاء من كل ريال إيرادات. يحسب: EBITDA ÷ الإيرادات × 100.',
      helpEn: 'Operating profit before depreciation and amortisation on each riyal of revenue. EBITDA ÷ revenue × 100.',
    },
    on(OPERATING, (x) => marginOf(x, ebitda(x))),
  ),
  indicator(
    'pretax_profit_margin',
    'profitability_ratios',
    'percent',
    {
      ar: 'هامش الربح قبل الزكاة',
      en: 'Pre-zakat margin',
      helpAr: 'الربح قبل الزكاة والضريبة من كل ريال إيرادات. يحسب: الربح قبل الزكاة والضريبة ÷ الإيرادات × 100.',
      helpEn: 'Profit before zakat and tax on each riyal of revenue. Income before zakat and tax ÷ revenue × 100.',
    },
    onEvery((x) => marginOf(x, x.is('income_before_zakat_and_tax'))),
  ),
  indicator(
    'net_profit_margin',
    'profitability_ratios',
    'percent',
    {
      ar: 'هامش صافي الربح',
      en: 'Net margin',
      helpAr: 'صافي ربح المساهمين من كل ريال إيرادات. يحسب: صافي الربح العائد للمساهمين ÷ الإيرادات × 100.',
      helpEn: "Shareholders' net income on each riyal of revenue. Net income attributable to shareholders ÷ revenue × 100.",
    },
    onEvery((x) => marginOf(x, earnings(x))),
  ),
  indicator(
    'return_of_equity_percent',
    'profitability_ratios',
    'percent',
    {
      ar: 'العائد على حقوق المساهمين',
      en: 'Return on equity (ROE)',
      helpAr:
        'ما تربحه الشركة في السنة على كل ريال من أموال مساهميها. يحسب: صافي الربح العائد للمساهمين لآخر 12 شهراً ÷ حقوق المساهمين × 100.',
      helpEn:
        "What the company earns in a year on each riyal of its shareholders' money. Trailing twelve months' net income attributable to shareholders ÷ shareholders' equity × 100.",
    },
    onEvery((x) => divPositive(earnings(x, x.ttm), shareholdersEquity(x))),
  ),
  indicator(
    'return_of_assets_percent',
    'profitability_ratios',
    'percent',
    {
      ar: 'العائد على الأصول',
      en: 'Return on assets (ROA)',
      helpAr:
        'ما تربحه الشركة في السنة على كل ريال من موجوداتها، ويقيس كفاءة استخدامها. يحسب: صافي الربح العائد للمساهمين لآخر 12 شهراً ÷ إجمالي الموجودات × 100.',
      helpEn:
        "What the company earns in a year on each riyal of its assets: how well it uses them. Trailing twelve months' net income attributable to shareholders ÷ total assets × 100.",
    },
    onEvery((x) => divPositive(earnings(x, x.ttm), x.bs('total_assets'))),
  ),
  indicator(
    'return_on_invested_capital_percent',
    'profitability_ratios',
    'percent',
    {
      ar: 'العائد على رأس المال المستثمر',
      en: 'Return on invested capital (ROIC)',
      helpAr:
        'الربح التشغيلي بعد الزكاة على كل ريال مستثمر من الملاك والمقرضين. يحسب: (الربح التشغيلي − الزكاة) لآخر 12 شهراً ÷ (إجمالي حقوق الملكية + الديون − النقد والودائع) × 100.',
      helpEn:
        "Operating profit after zakat on each riyal owners and lenders have put in. Trailing twelve months' (operating income − zakat) ÷ (total equity + debt − cash and deposits) × 100.",
    },
    on(OPERATING, (x) =>
      divPositive(
        add(x.ttm.is('operating_income'), x.ttm.is('zakat_and_income_tax')),
        sub(add(x.bs('total_equity'), debt(x)), cashAndDeposits(x)),
      ),
    ),
  ),
];

export const EFFICIENCY_INDICATORS: readonly Indicator[] = [
  indicator(
    'asset_turnover',
    'efficiency_ratios',
    'times',
    {
      ar: 'معدل دوران الأصول',
      en: 'Asset turnover',
      helpAr: 'الإيرادات السنوية التي يولدها كل ريال من الموجودات. يحسب: إيرادات آخر 12 شهراً ÷ إجمالي الموجودات.',
      helpEn: "A year's revenue from each riyal of assets. Trailing twelve months' revenue ÷ total assets.",
    },
    onEvery((x) => divPositive(revenue(x, x.ttm), x.bs('total_assets'))),
  ),
  indicator(
    'fixed_asset_turnover',
    'efficiency_ratios',
    'times',
    {
      ar: 'معدل دوران الأصول الثابتة',
      en: 'Fixed asset turnover',
      helpAr:
        'الإيرادات السنوية التي يولدها كل ريال من الممتلكات والآلات والمعدات. يحسب: إيرادات آخر 12 شهراً ÷ الممتلكات والآلات والمعدات.',
      helpEn:
        "A year's revenue from each riyal of property, plant and equipment. Trailing twelve months' revenue ÷ property, plant and equipment.",
    },
    on(ORDINARY, (x) => divPositive(revenue(x, x.ttm), x.bs('property_plant_and_equipment'))),
  ),
  indicator(
    'inventory_turnover',
    'efficiency_ratios',
    'times',
    {
      ar: 'معدل دوران المخزون',
      en: 'Inventory turnover',
      helpAr: 'عدد مرات بيع المخزون وتجديده في السنة. يحسب: تكلفة الإيرادات لآخر 12 شهراً ÷ المخزون.',
      helpEn: "How many times a year inventory is sold and replaced. Trailing twelve months' cost of revenue ÷ inventories.",
    },
    on(ORDINARY, (x) => divPositive(yearCost(x), x.bs('inventories'))),
  ),
  indicator(
    'receivable_days',
    'efficiency_ratios',
    'days',
    {
      ar: 'أيام تحصيل الذمم المدينة',
      en: 'Receivable days',
      helpAr: 'متوسط الأيام التي يستغرقها تحصيل ثمن المبيعات من العملاء. يحسب: الذمم المدينة التجارية ÷ إيرادات آخر 12 شهراً × 365.',
      helpEn: "Average days customers take to pay. Trade receivables ÷ trailing twelve months' revenue × 365.",
    },
    on(ORDINARY, (x) => daysOf(x.bs('trade_receivables'), revenue(x, x.ttm))),
  ),
  indicator(
    'inventory_days',
    'efficiency_ratios',
    'days',
    {
      ar: 'أيام المخزون',
      en: 'Inventory days',
      helpAr: 'متوسط الأيام التي يبقاها المخزون قبل بيعه. يحسب: المخزون ÷ تكلفة الإيرادات لآخر 12 شهراً × 365.',
      helpEn: "Average days inventory is held before it is sold. Inventories ÷ trailing twelve months' cost of revenue × 365.",
    },
    on(ORDINARY, (x) => daysOf(x.bs('inventories'), yearCost(x))),
  ),
  indicator(
    'payable_days',
    'efficiency_ratios',
    'days',
    {
      ar: 'أيام سداد الذمم الدائنة',
      en: 'Payable days',
      helpAr: 'متوسط الأيام التي تأخذها الشركة لسداد مورديها. يحسب: الذمم الدائنة التجارية ÷ تكلفة الإيرادات لآخر 12 شهراً × 365.',
      helpEn: "Average days the company takes to pay its suppliers. Trade payables ÷ trailing twelve months' cost of revenue × 365.",
    },
    on(ORDINARY, (x) => daysOf(x.bs('trade_payables'), yearCost(x))),
  ),
  indicator(
    'operating_cycle',
    'efficiency_ratios',
    'days',
    {
      ar: 'الدورة التشغيلية',
      en: 'Operating cycle',
      helpAr: 'الأيام من شراء المخزون حتى تحصيل ثمن بيعه. يحسب: أيام المخزون + أيام تحصيل الذمم المدينة.',
      helpEn: 'Days from buying inventory to collecting the cash for its sale. Inventory days + receivable days.',
    },
    on(ORDINARY, (x) => add(daysOf(x.bs('inventories'), yearCost(x)), daysOf(x.bs('trade_receivables'), revenue(x, x.ttm)))),
  ),
  indicator(
    'cash_conversion_cycle',
    'efficiency_ratios',
    'days',
    {
      ar: 'دورة التحويل النقدي',
      en: 'Cash conversion cycle',
      helpAr: 'الأيام التي يبقى فيها نقد الشركة محبوساً في نشاطها قبل أن يعود إليها. يحسب: أيام المخزون + أيام التحصيل − أيام السداد.',
      helpEn: "Days the company's cash is tied up in the business before it comes back. Inventory days + receivable days − payable days.",
    },
    on(ORDINARY, (x) =>
      sub(
        add(daysOf(x.bs('inventories'), yearCost(x)), daysOf(x.bs('trade_receivables'), revenue(x, x.ttm))),
        daysOf(x.bs('trade_payables'), yearCost(x)),
      ),
    ),
  ),
];
