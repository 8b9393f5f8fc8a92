import { sub } from './exact.ts';
import { indicator, on, onEvery, type Indicator } from './formula.ts';
import {
  bookValuePerShare,
  dividendsPaid,
  earnings,
  epsTtm,
  freeCashFlow,
  operatingCashFlow,
  perShare,
  perWeightedShare,
  revenue,
  shareholdersEquity,
} from './measures.ts';

/**
 * Per-share figures in SAR. Flows of the period are divided by its weighted average shares, as
 * reported EPS is; balances and trailing-year figures by the shares outstanding on the day, so
 * that they meet today's price.
 */
export const PER_SHARE_INDICATORS: readonly Indicator[] = [
  indicator(
    'basic_earnings_per_share',
    'per_share_data',
    'sar_per_share',
    {
      ar: 'ربحية السهم',
      en: 'Earnings per share',
      helpAr: 'نصيب السهم الواحد من صافي الربح العائد للمساهمين في الفترة. يحسب: صافي الربح العائد للمساهمين ÷ المتوسط المرجح لعدد الأسهم.',
      helpEn:
        "Each share's part of the net income attributable to shareholders in the period. Net income attributable to shareholders ÷ weighted average shares.",
    },
    onEvery((x) => perWeightedShare(x, earnings(x))),
  ),
  indicator(
    'basic_earnings_per_share_ttm',
    'per_share_data',
    'sar_per_share',
    {
      ar: 'ربحية السهم لآخر 12 شهراً',
      en: 'Earnings per share (TTM)',
      helpAr: 'ربحية السهم عن آخر أربعة أرباع، وهي أساس مكرر الربحية. يحسب: صافي الربح العائد للمساهمين لآخر 12 شهراً ÷ عدد الأسهم القائمة.',
      helpEn:
        'Earnings per share over the last four quarters, on which the P/E is based. Trailing twelve months’ net income attributable to shareholders ÷ shares outstanding.',
    },
    onEvery(epsTtm),
  ),
  indicator(
    'book_value',
    'per_share_data',
    'sar_per_share',
    {
      ar: 'القيمة الدفترية للسهم',
      en: 'Book value per share',
      helpAr:
        'نصيب السهم من حقوق المساهمين كما في الدفاتر، أي ما يقابل السهم لو بيعت الموجودات بقيمتها الدفترية وسددت المطلوبات. يحسب: حقوق المساهمين ÷ عدد الأسهم القائمة.',
      helpEn:
        "Each share's part of shareholders' equity as the books carry it: what a share would get if assets sold at book value paid every liability. Shareholders' equity ÷ shares outstanding.",
    },
    onEvery(bookValuePerShare),
  ),
  indicator(
    'tangible_book_value_per_share',
    'per_share_data',
    'sar_per_share',
    {
      ar: 'القيمة الدفترية الملموسة للسهم',
      en: 'Tangible book value per share',
      helpAr:
        'القيمة الدفترية للسهم بعد استبعاد الموجودات غير الملموسة والشهرة. يحسب: (حقوق المساهمين − الموجودات غير الملموسة والشهرة) ÷ عدد الأسهم القائمة.',
      helpEn:
        "Book value per share without intangible assets and goodwill. (Shareholders' equity − intangibles and goodwill) ÷ shares outstanding.",
    },
    on(['ordinary'], (x) => perShare(x, sub(shareholdersEquity(x), x.bs('intangible_assets_and_goodwill')))),
  ),
  indicator(
    'revenue_per_share',
    'per_share_data',
    'sar_per_share',
    {
      ar: 'الإيرادات للسهم',
      en: 'Revenue per share',
      helpAr: 'نصيب السهم من إيرادات الفترة. يحسب: الإيرادات ÷ المتوسط المرجح لعدد الأسهم.',
      helpEn: "Each share's part of the period's revenue. Revenue ÷ weighted average shares.",
    },
    onEvery((x) => perWeightedShare(x, revenue(x))),
  ),
  indicator(
    'operating_cash_flow_per_share',
    'per_share_data',
    'sar_per_share',
    {
      ar: 'التدفق النقدي التشغيلي للسهم',
      en: 'Operating cash flow per share',
      helpAr: 'نصيب السهم من النقد الذي ولّده النشاط في الفترة. يحسب: التدفق النقدي التشغيلي ÷ المتوسط المرجح لعدد الأسهم.',
      helpEn: "Each share's part of the cash the business generated in the period. Operating cash flow ÷ weighted average shares.",
    },
    onEvery((x) => perWeightedShare(x, operatingCashFlow(x))),
  ),
  indicator(
    'free_cash_flow_per_share',
    'per_share_data',
    'sar_per_share',
    {
      ar: 'التدفق النقدي الحر للسهم',
      en: 'Free cash flow per share',
      helpAr: 'نصيب السهم من التدفق النقدي الحر للفترة. يحسب: (التدفق النقدي التشغيلي − النفقات الرأسمالية) ÷ المتوسط المرجح لعدد الأسهم.',
      helpEn: "Each share's part of the period's free cash flow. (Operating cash flow − capital expenditure) ÷ weighted average shares.",
    },
    on(['ordinary', 'insurance', 'reit'], (x) => perWeightedShare(x, freeCashFlow(x))),
  ),
  indicator(
    'dividend_per_share',
    'per_share_data',
    'sar_per_share',
    {
      ar: 'التوزيعات النقدية للسهم',
      en: 'Dividends per share',
      helpAr: 'التوزيعات النقدية المدفوعة في الفترة لكل سهم. يحسب: التوزيعات المدفوعة ÷ المتوسط المرجح لعدد الأسهم.',
      helpEn: 'Cash dividends paid in the period for each share. Dividends paid ÷ weighted average shares.',
    },
    onEvery((x) => perWeightedShare(x, dividendsPaid(x))),
  ),
  indicator(
    'cash_per_share',
    'per_share_data',
    'sar_per_share',
    {
      ar: 'النقد للسهم',
      en: 'Cash per share',
      helpAr: 'نصيب السهم من النقد وما في حكمه في نهاية الفترة. يحسب: النقد وما في حكمه ÷ عدد الأسهم القائمة.',
      helpEn: "Each share's part of cash and cash equivalents at the end of the period. Cash and cash equivalents ÷ shares outstanding.",
    },
    onEvery((x) => perShare(x, x.bs('cash_and_cash_equivalents'))),
  ),
];
