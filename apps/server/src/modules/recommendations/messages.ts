import type { Locale } from '@sahm/contracts/common';
import { defineMessages } from '../../platform/messages.ts';

export const messages = defineMessages('recommendations', {
  expectationNotFound: { en: 'Recommendation not found', ar: 'التوصية غير موجودة' },
  reportNotFound: { en: 'Report not found', ar: 'التقرير غير موجود' },
  firmNotFound: { en: 'Research firm not found', ar: 'جهة الأبحاث غير موجودة' },
  unknownStock: { en: 'No stock has this identifier', ar: 'لا يوجد سهم بهذا المعرّف' },
  unknownFirm: { en: 'No research firm has this identifier', ar: 'لا توجد جهة أبحاث بهذا المعرّف' },
  futureDate: { en: 'The rating date cannot be in the future', ar: 'لا يمكن أن يكون تاريخ التوصية في المستقبل' },
  noPriceOnDate: {
    en: 'The stock has no closing price on {date}; give the rating price',
    ar: 'لا يوجد سعر إغلاق للسهم في {date}؛ أدخل سعر التوصية',
  },
  notPdf: { en: 'The report must be a PDF document', ar: 'يجب أن يكون التقرير مستند PDF' },
  logoType: { en: 'The logo must be PNG, JPEG or WebP', ar: 'يجب أن يكون الشعار بصيغة PNG أو JPEG أو WebP' },
  reportDeleted: { en: 'Report deleted', ar: 'تم حذف التقرير' },

  // The generated report.
  reportTitle: { en: 'Analyst recommendation', ar: 'توصية المحللين' },
  ratingDate: { en: 'Rating date', ar: 'تاريخ التوصية' },
  researchFirm: { en: 'Research firm', ar: 'جهة الأبحاث' },
  prevRating: { en: 'Previous rating', ar: 'التوصية السابقة' },
  rating: { en: 'Rating', ar: 'التوصية' },
  ratingPrice: { en: 'Price on the rating date (SAR)', ar: 'السعر في تاريخ التوصية (ر.س)' },
  targetPrice: { en: 'Target price (SAR)', ar: 'السعر المستهدف (ر.س)' },
  changeValue: { en: 'Change to target (SAR)', ar: 'التغير حتى المستهدف (ر.س)' },
  changeRatio: { en: 'Change to target (%)', ar: 'نسبة التغير حتى المستهدف (%)' },
  none: { en: 'None', ar: 'لا يوجد' },
  summary: {
    en: '{firm} rates {stock} "{rating}" at a price of {price} SAR, with a target of {target} SAR ({ratio}%).',
    ar: 'توصية {firm} لسهم {stock}: «{rating}» عند سعر {price} ر.س، بسعر مستهدف {target} ر.س ({ratio}٪).',
  },
  disclaimer: {
    en: 'This report is for information only and is not investment advice.',
    ar: 'هذا التقرير للاطلاع فقط وليس نصيحة استثمارية.',
  },
  demoFooter: {
    en: 'Demo data: the research firm and its rating are invented; they are no real firm’s opinion.',
    ar: 'بيانات تجريبية: جهة الأبحاث وتوصيتها مختلقتان، وليستا رأي أي جهة حقيقية.',
  },
  BUYING: { en: 'Buy', ar: 'شراء' },
  SELLING: { en: 'Sell', ar: 'بيع' },
  NEUTRAL: { en: 'Neutral', ar: 'محايد' },
  RETENTION: { en: 'Hold', ar: 'احتفاظ' },
  REVIEW: { en: 'Under review', ar: 'قيد المراجعة' },
  COVERAGE_START: { en: 'Coverage start', ar: 'بدء التغطية' },
  INCREASE_POSITIONS: { en: 'Increase positions', ar: 'زيادة المراكز' },
  DECREASE_POSITIONS: { en: 'Decrease positions', ar: 'تخفيض المراكز' },
  GATHERING: { en: 'Accumulate', ar: 'تجميع' },
});

export type RecommendationMessageKey = Parameters<typeof messages.t>[1];

/** A refused value, answered like a schema's refusal: 422 with `{detail: [{loc, msg, type}]}` naming the field. */
export function refusal(
  locale: Locale,
  where: 'body' | 'query',
  field: string,
  key: RecommendationMessageKey,
  params: Record<string, string | number> = {},
) {
  const detail = [{ loc: [where, field], msg: messages.t(locale, key, params), type: 'value_error' }];
  return messages.error(422, key, params, { detail });
}
