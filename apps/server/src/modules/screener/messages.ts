import type { Locale } from '@sahm/contracts/common';
import { defineMessages } from '../../platform/messages.ts';

export const messages = defineMessages('screener', {
  unknownField: { en: 'The screener has no field {field}', ar: 'لا يوجد في أداة الفلترة حقل باسم {field}' },
  unknownOperator: {
    en: 'The operator “{operator}” cannot be used with {field}',
    ar: 'لا يمكن استخدام العامل «{operator}» مع الحقل {field}',
  },
  columnOnly: { en: '{field} can be shown as a column but cannot filter', ar: 'يمكن عرض {field} عمودًا لكن لا يمكن الفلترة به' },
  filterOnly: { en: '{field} can filter but cannot be shown as a column', ar: 'يمكن الفلترة بالحقل {field} لكن لا يمكن عرضه عمودًا' },
  tooManyFilters: { en: 'At most {max} filters can be used at once', ar: 'يمكن استخدام {max} فلاتر على الأكثر في المرة الواحدة' },
  notANumber: { en: 'The value of {field} must be a number', ar: 'يجب أن تكون قيمة {field} رقمًا' },
  notGuids: {
    en: 'The values of {field} must be identifiers (UUID) separated by commas',
    ar: 'يجب أن تكون قيم {field} معرّفات (UUID) تفصل بينها فواصل',
  },
});

export type ScreenerMessageKey = Parameters<typeof messages.t>[1];

/** A refused query key, answered like a schema's refusal: 422 with `{detail: [{loc, msg, type}]}` naming the field. */
export function refusal(locale: Locale, field: string, key: ScreenerMessageKey, params: Record<string, string | number> = {}) {
  const all = { field, ...params };
  const detail = [{ loc: ['query', field], msg: messages.t(locale, key, all), type: 'value_error' }];
  return messages.error(422, key, all, { detail });
}
