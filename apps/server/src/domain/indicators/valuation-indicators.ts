import { divPositive, div, type Maybe } from './exact.ts';
import { EVERY, indicator, on, onEvery, type Formula, type FormulaContext, type Indicator, type Texts } from './formula.ts';
import {
  bookValuePerShare,
  dividendsPaid,
  earnings,
  ebitda,
  enterpriseValue,
  epsTtm,
  freeCashFlow,
  marketCap,
  operatingCashFlow,
  revenue,
} from './measures.ts';

/**
 * Measures that move with the closing price, recomputed once per close. Their flows are the
 * trailing twelve months', so a quarter's P/E compares with a year's; a multiple over a loss or a
 * negative base is null, not a negative multiple.
 */

const priced = (
  key: string,
  group: 'valuation_measures' | 'market_value_ratios',
  unit: Indicator['unit'],
  texts: Texts,
  formulas: Partial<Record<FormulaContext['family'], Formula>>,
) => indicator(key, group, unit, texts, formulas, { priceBased: true });

/** Market capitalisation over a trailing-year flow. */
const capOver =
  (flow: (x: FormulaContext) => Maybe): Formula =>
  (x) =>
    divPositive(marketCap(x), flow(x));
/** A trailing-year flow over market capitalisation, as a yield. */
const yieldOf =
  (flow: (x: FormulaContext) => Maybe): Formula =>
  (x) =>
    div(flow(x), marketCap(x));
const evOver =
  (flow: (x: FormulaContext) => Maybe): Formula =>
  (x) =>
    divPositive(enterpriseValue(x), flow(x));

const OPERATING = ['ordinary', 'reit'] as const;

export const VALUATION_INDICATORS: readonly Indicator[] = [
  priced(
    'price_to_earnings',
    'valuation_measures',
    'times',
    {
      ar: 'مكرر الربحية',
      en: 'Price to earnings (P/E)',
      helpAr:
        'عدد السنوات التي تحتاجها أرباح السهم الحالية لتعادل سعره، ومقياس لمدى غلاء السهم. يحسب: سعر السهم ÷ ربحية السهم لآخر 12 شهراً، ولا يحسب عند الخسارة.',
      helpEn:
        "How many years of today's earnings the price pays for: a measure of how dear the share is. Price ÷ trailing twelve months' EPS; not shown on a loss.",
    },
    onEvery((x) => divPositive(x.price, epsTtm(x))),
  ),
  priced(
    'value_price_to_book_ratio',
    'valuation_measures',
    'times',
    {
      ar: 'مضاعف القيمة الدفترية',
      en: 'Price to book (P/B)',
      helpAr: 'كم يدفع المستثمر مقابل كل ريال من حقوق المساهمين الدفترية. يحسب: سعر السهم ÷ القيمة الدفترية للسهم.',
      helpEn: "What investors pay for each riyal of shareholders' equity on the books. Price ÷ book value per share.",
    },
    onEvery((x) => divPositive(x.price, bookValuePerShare(x))),
  ),
  priced(
    'price_to_sales',
    'valuation_measures',
    'times',
    {
      ar: 'مضاعف المبيعات',
      en: 'Price to sales (P/S)',
      helpAr: 'القيمة السوقية مقابل كل ريال من الإيرادات السنوية. يحسب: القيمة السوقية ÷ إيرادات آخر 12 شهراً.',
      helpEn: "Market value for each riyal of a year's revenue. Market capitalisation ÷ trailing twelve months' revenue.",
    },
    onEvery(capOver((x) => revenue(x, x.ttm))),
  ),
  priced(
    'price_to_cash_flow',
    'valuation_measures',
    'times',
    {
      ar: 'مضاعف التدفق النقدي',
      en: 'Price to cash flow',
      helpAr: 'القيمة السوقية مقابل كل ريال من التدفق النقدي التشغيلي السنوي. يحسب: القيمة السوقية ÷ التدفق النقدي التشغيلي لآخر 12 شهراً.',
      helpEn:
        "Market value for each riyal of a year's operating cash flow. Market capitalisation ÷ trailing twelve months' operating cash flow.",
    },
    on(
      ['ordinary', 'insurance', 'reit'],
      capOver((x) => operatingCashFlow(x.ttm)),
    ),
  ),
  priced(
    'enterprise_value_to_ebitda',
    'valuation_measures',
    'times',
    {
      ar: 'قيمة المنشأة إلى الأرباح قبل الفوائد والزكاة والاستهلاك',
      en: 'EV to EBITDA',
      helpAr:
        'كم سنة من الأرباح التشغيلية قبل الاستهلاك تعادل قيمة المنشأة، ويقارن الشركات بغض النظر عن طريقة تمويلها. يحسب: قيمة المنشأة ÷ EBITDA لآخر 12 شهراً.',
      helpEn:
        "How many years of EBITDA the enterprise value pays for; it compares companies whatever their financing. Enterprise value ÷ trailing twelve months' EBITDA.",
    },
    on(
      OPERATING,
      evOver((x) => ebitda(x, x.ttm)),
    ),
  ),
  priced(
    'enterprise_value_to_sales',
    'valuation_measures',
    'times',
    {
      ar: 'قيمة المنشأة إلى المبيعات',
      en: 'EV to sales',
      helpAr: 'قيمة المنشأة مقابل كل ريال من الإيرادات السنوية. يحسب: قيمة المنشأة ÷ إيرادات آخر 12 شهراً.',
      helpEn: "Enterprise value for each riyal of a year's revenue. Enterprise value ÷ trailing twelve months' revenue.",
    },
    on(
      OPERATING,
      evOver((x) => revenue(x, x.ttm)),
    ),
  ),
  priced(
    'dividend_yield',
    'valuation_measures',
    'percent',
    {
      ar: 'عائد التوزيعات',
      en: 'Dividend yield',
      helpAr: 'ما تدفعه الشركة نقداً في السنة كنسبة من قيمتها السوقية. يحسب: التوزيعات المدفوعة لآخر 12 شهراً ÷ القيمة السوقية × 100.',
      helpEn:
        "The cash paid out in a year as a share of market value. Trailing twelve months' dividends paid ÷ market capitalisation × 100.",
    },
    onEvery(yieldOf((x) => dividendsPaid(x.ttm))),
  ),
  priced(
    'earnings_yield',
    'valuation_measures',
    'percent',
    {
      ar: 'عائد الربحية',
      en: 'Earnings yield',
      helpAr:
        'أرباح السنة كنسبة من القيمة السوقية، وهو مقلوب مكرر الربحية. يحسب: صافي الربح العائد للمساهمين لآخر 12 شهراً ÷ القيمة السوقية × 100.',
      helpEn:
        "A year's earnings as a share of market value: the P/E turned over. Trailing twelve months' net income attributable to shareholders ÷ market capitalisation × 100.",
    },
    onEvery(yieldOf((x) => earnings(x, x.ttm))),
  ),
  priced(
    'free_cash_flow_yield',
    'valuation_measures',
    'percent',
    {
      ar: 'عائد التدفق النقدي الحر',
      en: 'Free cash flow yield',
      helpAr: 'التدفق النقدي الحر السنوي كنسبة من القيمة السوقية. يحسب: التدفق النقدي الحر لآخر 12 شهراً ÷ القيمة السوقية × 100.',
      helpEn: "A year's free cash flow as a share of market value. Trailing twelve months' free cash flow ÷ market capitalisation × 100.",
    },
    on(
      ['ordinary', 'insurance', 'reit'],
      yieldOf((x) => freeCashFlow(x, x.ttm)),
    ),
  ),
];

export const MARKET_VALUE_INDICATORS: readonly Indicator[] = [
  priced(
    'market_price_per_share',
    'market_value_ratios',
    'sar_per_share',
    {
      ar: 'سعر السهم السوقي',
      en: 'Market price per share',
      helpAr: 'سعر إغلاق السهم في السوق في اليوم الذي تحسب عنده المؤشرات.',
      helpEn: 'The closing price of the share on the day the indicators are worked out for.',
    },
    onEvery((x) => x.price),
  ),
  priced(
    'market_capitalization',
    'market_value_ratios',
    'sar_millions',
    {
      ar: 'القيمة السوقية',
      en: 'Market capitalisation',
      helpAr: 'قيمة الشركة كما يقدرها السوق. يحسب: سعر السهم × عدد الأسهم القائمة.',
      helpEn: "The company's value as the market prices it. Share price × shares outstanding.",
    },
    onEvery(marketCap),
  ),
  priced(
    'enterprise_value',
    'market_value_ratios',
    'sar_millions',
    {
      ar: 'قيمة المنشأة',
      en: 'Enterprise value',
      helpAr: 'قيمة الشركة كاملة لمن يشتريها بديونها: القيمة السوقية + صافي الديون + حقوق الملكية غير المسيطرة.',
      helpEn: 'What the whole business costs a buyer who takes on its debt: market capitalisation + net debt + non-controlling interests.',
    },
    on(OPERATING, enterpriseValue),
  ),
  indicator(
    'shares_outstanding',
    'market_value_ratios',
    'million_shares',
    {
      ar: 'عدد الأسهم القائمة',
      en: 'Shares outstanding',
      helpAr: 'عدد أسهم الشركة المصدرة (أو وحدات الصندوق) في اليوم الذي تحسب عنده المؤشرات، بالملايين.',
      helpEn: "The company's issued shares (or a fund's units) on the day the indicators are worked out for, in millions.",
    },
    onEvery((x) => x.shares),
  ),
  // Beta needs the share's and the index's daily returns, which the statements do not hold: it
  // is defined here for the catalogue and the help texts, and computed from price history by the
  // price-series step; `computeIndicators` gives it null.
  indicator(
    'beta',
    'market_value_ratios',
    'coefficient',
    {
      ar: 'معامل بيتا',
      en: 'Beta',
      helpAr:
        'مدى تحرك سعر السهم مع السوق: 1 يعني أنه يتحرك مثل مؤشر تاسي، وأكثر من 1 أنه أشد تذبذباً. يحسب من العوائد اليومية: التغاير بين عائد السهم وعائد المؤشر ÷ تباين عائد المؤشر.',
      helpEn:
        'How much the share moves with the market: 1 moves like TASI, above 1 swings more. From daily returns: covariance of the share’s and the index’s returns ÷ variance of the index’s.',
    },
    {},
    { priceBased: true, families: EVERY },
  ),
];
