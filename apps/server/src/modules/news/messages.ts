import type { Locale } from '@sahm/contracts/common';
import { defineMessages } from '../../platform/messages.ts';

export const messages = defineMessages('news', {
  announcementNotFound: { en: 'Announcement not found', ar: 'الإعلان غير موجود' },
  eventNotFound: { en: 'Event not found', ar: 'الحدث غير موجود' },
  unknownStock: { en: 'No stock has this identifier', ar: 'لا يوجد سهم بهذا المعرّف' },
  unknownMarket: { en: 'No market has this identifier', ar: 'لا توجد سوق بهذا المعرّف' },
  rangeTooLong: { en: 'The range is at most {days} days', ar: 'يجب ألا تزيد المدة على {days} يومًا' },
  rangeReversed: { en: 'The end date cannot be before the start date', ar: 'لا يمكن أن يسبق تاريخ النهاية تاريخ البداية' },
  headerType: { en: 'The image must be PNG, JPEG or WebP', ar: 'يجب أن تكون الصورة بصيغة PNG أو JPEG أو WebP' },
  feedTitle: { en: 'Sahm: announcements', ar: 'سهم: الإعلانات' },
  feedDescription: {
    en: 'The latest announcements of companies listed on the Saudi Exchange and of the market',
    ar: 'أحدث إعلانات الشركات المدرجة في السوق المالية السعودية وإعلانات السوق',
  },
  exchange: { en: 'Saudi Exchange', ar: 'السوق المالية السعودية' },
});

export type NewsMessageKey = Parameters<typeof messages.t>[1];

/** A refused value, answered like a schema's refusal: 422 with `{detail: [{loc, msg, type}]}` naming the field. */
export function refusal(
  locale: Locale,
  where: 'body' | 'query',
  field: string,
  key: NewsMessageKey,
  params: Record<string, string | number> = {},
) {
  const detail = [{ loc: [where, field], msg: messages.t(locale, key, params), type: 'value_error' }];
  return messages.error(422, key, params, { detail });
}
