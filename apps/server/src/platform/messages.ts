import type { Locale } from '@sahm/contracts/common';

/**
 * Every message the API speaks, in both languages. Keys are stable identifiers; the English text
 * of some is fixed by the spec (the web client matches on it), so change those with care.
 */
const catalogue = {
  authRequired: { en: 'Authentication is required', ar: 'يلزم تسجيل الدخول' },
  appTokenMissing: { en: 'A valid application token (X-App-Token) is required', ar: 'يلزم رمز تطبيق صالح (X-App-Token)' },
  notFound: { en: 'Not found', ar: 'غير موجود' },
  routeNotFound: { en: 'No such endpoint: {method} {url}', ar: 'لا توجد واجهة بهذا العنوان: {method} {url}' },
  marketNotFound: { en: 'Market not found', ar: 'السوق غير موجود' },
  stockNotFound: { en: 'Stock not found', ar: 'السهم غير موجود' },
  sectorNotFound: { en: 'Sector not found', ar: 'القطاع غير موجود' },
  rateLimited: { en: 'Too many requests; try again in {after}', ar: 'طلبات كثيرة؛ حاول مرة أخرى بعد {after}' },
  bodyTooLarge: { en: 'The request body is too large', ar: 'حجم الطلب أكبر من المسموح' },
  badJson: { en: 'The request body is not valid JSON', ar: 'محتوى الطلب ليس JSON صالحًا' },
  unsupportedMediaType: { en: 'Unsupported content type', ar: 'نوع المحتوى غير مدعوم' },
  internal: { en: 'Something went wrong on our side; please try again', ar: 'حدث خطأ لدينا؛ يرجى المحاولة مرة أخرى' },
  serviceUnavailable: { en: 'The service is starting or unavailable', ar: 'الخدمة قيد التشغيل أو غير متاحة' },
  // Validation messages (422 detail items).
  vRequired: { en: 'This field is required', ar: 'هذا الحقل مطلوب' },
  vInvalidType: { en: 'Expected {expected}', ar: 'القيمة يجب أن تكون {expected}' },
  vTooSmallNumber: { en: 'Must be at least {minimum}', ar: 'يجب ألا تقل القيمة عن {minimum}' },
  vTooBigNumber: { en: 'Must be at most {maximum}', ar: 'يجب ألا تزيد القيمة على {maximum}' },
  vTooShort: { en: 'Must be at least {minimum} characters', ar: 'يجب ألا يقل عن {minimum} أحرف' },
  vTooLong: { en: 'Must be at most {maximum} characters', ar: 'يجب ألا يزيد على {maximum} حرفًا' },
  vTooFewItems: { en: 'Must contain at least {minimum} items', ar: 'يجب أن يحتوي على {minimum} عناصر على الأقل' },
  vTooManyItems: { en: 'Must contain at most {maximum} items', ar: 'يجب ألا يحتوي على أكثر من {maximum} عناصر' },
  vNotInteger: { en: 'Must be a whole number', ar: 'يجب أن تكون القيمة عددًا صحيحًا' },
  vInvalidOption: { en: 'Must be one of: {values}', ar: 'يجب أن تكون إحدى القيم: {values}' },
  vInvalidEmail: { en: 'Invalid email address', ar: 'البريد الإلكتروني غير صالح' },
  vInvalidGuid: { en: 'Must be a valid identifier (UUID)', ar: 'يجب أن يكون معرّفًا صالحًا (UUID)' },
  vInvalidDate: { en: 'Must be a date in the form YYYY-MM-DD', ar: 'يجب أن يكون تاريخًا بالصيغة YYYY-MM-DD' },
  vInvalidFormat: { en: 'Invalid format', ar: 'الصيغة غير صحيحة' },
  vUnknownKeys: { en: 'Unknown field(s): {keys}', ar: 'حقول غير معروفة: {keys}' },
  vInvalid: { en: 'Invalid value', ar: 'قيمة غير صالحة' },
  typeNumber: { en: 'a number', ar: 'رقمًا' },
  typeString: { en: 'text', ar: 'نصًا' },
  typeBoolean: { en: 'true or false', ar: 'صح أو خطأ' },
  typeObject: { en: 'an object', ar: 'كائنًا' },
  typeArray: { en: 'a list', ar: 'قائمة' },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof catalogue;
export type MessageParams = Record<string, string | number>;

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(catalogue, key);

export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  return catalogue[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
