import type { Locale } from '@sahm/contracts/common';
import type { IndicatorGroup } from '@sahm/contracts/indicators';
import { defineMessages } from '../../platform/messages.ts';

export const messages = defineMessages('comparisons', {
  companyRequired: { en: 'Choose at least one company or sector', ar: 'اختر شركة أو قطاعًا واحدًا على الأقل' },
  indicatorRequired: { en: 'Choose at least one indicator', ar: 'اختر مؤشرًا واحدًا على الأقل' },
  unknownIndicator: { en: 'Unknown indicator: {key}', ar: 'مؤشر غير معروف: {key}' },
  unknownStock: { en: 'Unknown company: {guid}', ar: 'شركة غير معروفة: {guid}' },
  unknownSector: { en: 'Unknown sector: {guid}', ar: 'قطاع غير معروف: {guid}' },
  favoritesUpdated: { en: 'Favourite indicators updated', ar: 'تم تحديث المؤشرات المفضلة' },
  group_balance_sheet: { en: 'Balance sheet', ar: 'قائمة المركز المالي' },
  group_cash_flows: { en: 'Cash flows', ar: 'التدفقات النقدية' },
  group_income_statement: { en: 'Income statement', ar: 'قائمة الدخل' },
  group_per_share_data: { en: 'Per share data', ar: 'بيانات السهم' },
  group_valuation_measures: { en: 'Valuation measures', ar: 'مقاييس التقييم' },
  group_growth_ratios: { en: 'Growth ratios', ar: 'نسب النمو' },
  group_profitability_ratios: { en: 'Profitability ratios', ar: 'نسب الربحية' },
  group_leverage_ratios: { en: 'Leverage ratios', ar: 'نسب الرفع المالي' },
  group_market_value_ratios: { en: 'Market value ratios', ar: 'نسب القيمة السوقية' },
  group_liquidity_ratios: { en: 'Liquidity ratios', ar: 'نسب السيولة' },
  group_efficiency_ratios: { en: 'Efficiency ratios', ar: 'نسب الكفاءة' },
  group_ratios: { en: 'Ratios', ar: 'نسب' },
  group_others: { en: 'Others', ar: 'أخرى' },
});

export const groupLabel = (locale: Locale, group: IndicatorGroup): string => messages.t(locale, `group_${group}`);

/** A refused value, answered like a schema's refusal: 422 with `{detail: [{loc, msg, type}]}` naming the field. */
export function refusal(
  locale: Locale,
  where: 'body' | 'query',
  field: string,
  key: 'companyRequired' | 'indicatorRequired' | 'unknownIndicator' | 'unknownStock' | 'unknownSector',
  params: Record<string, string> = {},
) {
  const detail = [{ loc: [where, field], msg: messages.t(locale, key, params), type: 'value_error' }];
  return messages.error(422, key, params, { detail });
}
