import { add, divPositive, neg } from './exact.ts';
import { growth, indicator, on, type Formula, type Indicator, type Texts } from './formula.ts';
import { dividendsPaid, ffo, perShare, perWeightedShare } from './measures.ts';

/**
 * REITs' measures. The template has no occupancy or lettable-area figures, so none is made up:
 * the property measures are those its rent, costs and holdings support.
 */

const reit = (key: string, group: Indicator['group'], unit: Indicator['unit'], texts: Texts, f: Formula, priceBased = false): Indicator =>
  indicator(key, group, unit, texts, on(['reit'], f), { priceBased });

export const REIT_INDICATORS: readonly Indicator[] = [
  reit(
    'funds_from_operations',
    'income_statement',
    'sar_millions',
    {
      ar: 'الأموال من العمليات',
      en: 'Funds from operations (FFO)',
      helpAr:
        'الأرباح المتكررة للصندوق العقاري دون أثر استهلاك العقارات وانخفاض قيمتها، وهي أساس التوزيعات. يحسب: صافي الربح + استهلاك العقارات الاستثمارية + الانخفاض في قيمتها (− عكسه).',
      helpEn:
        "A real-estate fund's recurring earnings without depreciation and impairment of its properties, from which distributions are paid. Net income + depreciation of investment properties + impairment (− reversals).",
    },
    (x) => ffo(x),
  ),
  reit(
    'ffo_per_unit',
    'per_share_data',
    'sar_per_share',
    {
      ar: 'الأموال من العمليات للوحدة',
      en: 'FFO per unit',
      helpAr: 'نصيب الوحدة من الأموال من العمليات في الفترة. يحسب: الأموال من العمليات ÷ المتوسط المرجح لعدد الوحدات.',
      helpEn: "Each unit's part of the period's funds from operations. FFO ÷ weighted average units.",
    },
    (x) => perWeightedShare(x, ffo(x)),
  ),
  reit(
    'price_to_ffo',
    'valuation_measures',
    'times',
    {
      ar: 'السعر إلى الأموال من العمليات',
      en: 'Price to FFO',
      helpAr: 'مكرر الربحية الخاص بصناديق الريت. يحسب: سعر الوحدة ÷ (الأموال من العمليات لآخر 12 شهراً ÷ عدد الوحدات القائمة).',
      helpEn: "The REIT's own P/E. Unit price ÷ (trailing twelve months' FFO ÷ units outstanding).",
    },
    (x) => divPositive(x.price, perShare(x, ffo(x.ttm))),
    true,
  ),
  reit(
    'ffo_payout_ratio',
    'ratios',
    'percent',
    {
      ar: 'نسبة التوزيع من الأموال من العمليات',
      en: 'FFO payout ratio',
      helpAr:
        'ما وزعه الصندوق نقداً من أمواله من العمليات في سنة؛ تلزم الأنظمة صناديق الريت بتوزيع 90% من صافي أرباحها على الأقل. يحسب: التوزيعات المدفوعة لآخر 12 شهراً ÷ الأموال من العمليات لآخر 12 شهراً × 100.',
      helpEn:
        "The part of a year's FFO the fund paid out in cash; the rules require REITs to distribute at least 90% of their net profit. Trailing twelve months' distributions ÷ FFO × 100.",
    },
    (x) => divPositive(dividendsPaid(x.ttm), ffo(x.ttm)),
  ),
  reit(
    'net_operating_income_margin',
    'profitability_ratios',
    'percent',
    {
      ar: 'هامش صافي الدخل التشغيلي للعقارات',
      en: 'Net operating income margin',
      helpAr: 'ما يبقى من الإيجارات بعد مصاريف تشغيل العقارات. يحسب: (إيرادات الإيجار − مصاريف تشغيل العقارات) ÷ إيرادات الإيجار × 100.',
      helpEn:
        'What is left of rent after the costs of running the properties. (Rental income − property operating expenses) ÷ rental income × 100.',
    },
    (x) => divPositive(add(x.is('rental_income'), x.is('property_operating_expenses')), x.is('rental_income')),
  ),
  reit(
    'management_fee_ratio',
    'ratios',
    'percent',
    {
      ar: 'أتعاب الإدارة إلى إيرادات الإيجار',
      en: 'Management fees to rent',
      helpAr: 'ما يتقاضاه مدير الصندوق من كل ريال إيجار. يحسب: أتعاب إدارة الصندوق ÷ إيرادات الإيجار × 100.',
      helpEn: 'What the fund manager takes of each riyal of rent. Fund management fees ÷ rental income × 100.',
    },
    (x) => divPositive(neg(x.is('fund_management_fees')), x.is('rental_income')),
  ),
  reit(
    'investment_properties_to_assets',
    'ratios',
    'percent',
    {
      ar: 'العقارات الاستثمارية إلى إجمالي الموجودات',
      en: 'Investment properties to assets',
      helpAr: 'نسبة موجودات الصندوق المستثمرة في العقارات المدرة للدخل. يحسب: العقارات الاستثمارية ÷ إجمالي الموجودات × 100.',
      helpEn: "The share of the fund's assets in income-producing property. Investment properties ÷ total assets × 100.",
    },
    (x) => divPositive(x.bs('investment_properties'), x.bs('total_assets')),
  ),
  reit(
    'rental_income_growth',
    'growth_ratios',
    'percent',
    {
      ar: 'نمو إيرادات الإيجار',
      en: 'Rental income growth',
      helpAr: 'تغير إيرادات الإيجار عن الفترة نفسها من السنة السابقة × 100.',
      helpEn: 'Change in rental income from the same period a year before, × 100.',
    },
    growth((x) => x.is('rental_income')),
  ),
];
