import type { Locale } from '@sahm/contracts/common';
import { ApiError } from './errors.ts';

/**
 * The platform's messages, in both languages; each module declares its own in its messages.ts.
 * Keys are stable identifiers; the English text of some is fixed by the spec (the web client
 * matches on it), so change those with care.
 */
const catalogue = {
  authRequired: { en: 'Authentication is required', ar: 'يلزم تسجيل الدخول' },
  appTokenMissing: { en: 'A valid application token (X-App-Token) is required', ar: 'يلزم رمز تطبيق صالح (X-App-Token)' },
  notFound: { en: 'Not found', ar: 'غير موجود' },
  routeNotFound: { en: 'No such endpoint: {method} {url}', ar: 'لا توجد واجهة بهذا العنوان: {method} {url}' },

  rateLimited: { en: 'Too many requests; try again in {after}', ar: 'طلبات كثيرة؛ حاول مرة أخرى بعد {after}' },
  bodyTooLarge: { en: 'The request body is too large', ar: 'حجم الطلب أكبر من المسموح' },
  badJson: { en: 'The request body is not valid JSON', ar: 'محتوى الطلب ليس JSON صالحًا' },
  unsupportedMediaType: { en: 'Unsupported content type', ar: 'نوع المحتوى غير مدعوم' },
  badUrl: { en: 'The address of the request is not valid', ar: 'عنوان الطلب غير صالح' },
  urlPartTooLong: { en: 'A part of the request’s address is too long', ar: 'جزء من عنوان الطلب أطول من المسموح' },
  badValue: {
    en: 'A value in the request is out of range or malformed',
    ar: 'إحدى القيم في الطلب خارج النطاق المسموح أو بصيغة غير صحيحة',
  },
  internal: { en: 'Something went wrong on our side; please try again', ar: 'حدث خطأ لدينا؛ يرجى المحاولة مرة أخرى' },
  serviceUnavailable: { en: 'The service is starting or unavailable', ar: 'الخدمة قيد التشغيل أو غير متاحة' },
  temporarilyUnavailable: {
    en: 'The service is briefly unavailable; please try again in a few seconds',
    ar: 'الخدمة غير متاحة مؤقتًا؛ يرجى المحاولة بعد بضع ثوانٍ',
  },
  // Access, shared by every module (the token service's and the account flows' own messages are in
  // modules/identity/messages.ts and modules/users/messages.ts). tokenExpired is a protocol signal,
  // not a message for people: clients match this exact text (spec §8) and refresh silently, so it
  // reads the same in every language.
  tokenExpired: { en: 'Signature has expired.', ar: 'Signature has expired.' },
  tokenInvalid: { en: 'Could not validate credentials', ar: 'تعذر التحقق من بيانات الدخول' },
  mobileUnverified: { en: 'Please verify your mobile number', ar: 'يرجى توثيق رقم جوالك' },
  permissionDenied: { en: 'You do not have the permission {permission}', ar: 'ليست لديك الصلاحية {permission}' },
  missingField: { en: 'The field {field} is required', ar: 'الحقل {field} مطلوب' },
  invalidField: { en: 'The field {field} is invalid: {reason}', ar: 'الحقل {field} غير صالح: {reason}' },
  tooManyAttempts: {
    en: 'Too many attempts; try again in {minutes} minutes',
    ar: 'محاولات كثيرة؛ حاول مجددًا بعد {minutes} دقيقة',
  },
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
  vDateOutOfRange: { en: 'Must be a date from 1900-01-01 to 2199-12-31', ar: 'يجب أن يكون تاريخًا بين 1900-01-01 و2199-12-31' },
  vControlCharacter: { en: 'Must not contain control characters', ar: 'يجب ألا يحتوي على محارف تحكم' },
  vInvalidFormat: { en: 'Invalid format', ar: 'الصيغة غير صحيحة' },
  vUnknownKeys: { en: 'Unknown field(s): {keys}', ar: 'حقول غير معروفة: {keys}' },
  vInvalid: { en: 'Invalid value', ar: 'قيمة غير صالحة' },
  vInvalidMobile: { en: 'Invalid mobile number', ar: 'رقم الجوال غير صالح' },
  vOtpFormat: { en: 'The code is exactly 4 digits', ar: 'الرمز مكون من 4 أرقام' },
  vPasswordsMustMatch: { en: 'Passwords must match', ar: 'كلمتا المرور غير متطابقتين' },
  vControlCharacters: { en: 'Contains characters that are not allowed', ar: 'يحتوي على أحرف غير مسموح بها' },
  vCardNumber: { en: 'Invalid card number', ar: 'رقم البطاقة غير صالح' },
  vCardExpiry: { en: 'Expiry must be MM/YY', ar: 'يجب أن يكون تاريخ الانتهاء بالصيغة شهر/سنة (MM/YY)' },
  vCardCvc: { en: 'The security code is 3 or 4 digits', ar: 'رمز التحقق مكون من 3 أو 4 أرقام' },
  vAmountHalalas: { en: 'Must be a whole number of halalas', ar: 'يجب أن يكون عددًا صحيحًا من الهللات' },
  vSarAmount: {
    en: 'Must be an amount in SAR written as text, with at most two decimals (for example "250.50")',
    ar: 'يجب أن يكون مبلغًا بالريال مكتوبًا نصًّا بمنزلتين عشريتين على الأكثر (مثل "250.50")',
  },
  vPrice: {
    en: 'Must be a price above zero written as text, with at most two decimals (for example "32.50")',
    ar: 'يجب أن يكون سعرًا أكبر من الصفر مكتوبًا نصًّا بمنزلتين عشريتين على الأكثر (مثل "32.50")',
  },
  vAlertThresholdDecimals: { en: 'Must be a number with at most two decimals', ar: 'يجب أن يكون رقمًا بمنزلتين عشريتين على الأكثر' },
  vRatingDate: { en: 'Must be a date in the form DD-MM-YYYY', ar: 'يجب أن يكون تاريخًا بالصيغة DD-MM-YYYY' },
  vJsonObject: { en: 'Must be a JSON object', ar: 'يجب أن يكون كائن JSON' },
  vYearsBack: { en: 'Must be 3 or 5 years', ar: 'يجب أن تكون 3 أو 5 سنوات' },
  vYearCount: { en: 'Must be 3, 5 or 10 years', ar: 'يجب أن تكون 3 أو 5 أو 10 سنوات' },
  typeNumber: { en: 'a number', ar: 'رقمًا' },
  typeString: { en: 'text', ar: 'نصًا' },
  typeBoolean: { en: 'true or false', ar: 'صح أو خطأ' },
  typeObject: { en: 'an object', ar: 'كائنًا' },
  typeArray: { en: 'a list', ar: 'قائمة' },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof catalogue;
export type MessageParams = Record<string, string | number>;
/** A module's message, as `<namespace>.<key>`; modules write them through their `defineMessages` helpers. */
export type ModuleMessageKey = `${string}.${string}`;
/** Any message the error handler can translate: a platform key or a module's. */
export type MessageRef = MessageKey | ModuleMessageKey;

type Catalogue = Record<string, Record<Locale, string>>;

/** Every module's catalogue by namespace, so an ApiError carrying `markets.marketNotFound` is translated where it is answered. */
const registry = new Map<string, Catalogue>();

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(catalogue, key);

const fill = (text: string, params: MessageParams) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));

function lookup(key: MessageRef): Record<Locale, string> | undefined {
  if (isMessageKey(key)) return catalogue[key];
  const dot = key.indexOf('.');
  const messages = registry.get(key.slice(0, dot));
  const name = key.slice(dot + 1);
  return messages && Object.hasOwn(messages, name) ? messages[name] : undefined;
}

export function translate(locale: Locale, key: MessageRef, params: MessageParams = {}): string {
  const text = lookup(key);
  // Only a key built by hand can miss (defineMessages' helpers are typed): say which, rather than nothing.
  return text ? fill(text[locale], params) : key;
}

/**
 * A module's messages, both languages, kept beside the module (`modules/<area>/messages.ts`):
 * registers the catalogue under the namespace and returns helpers whose keys are typed, so a
 * typo fails the type check.
 *
 *   export const messages = defineMessages('markets', { marketNotFound: { en: 'Market not found', ar: '…' } });
 *   throw messages.error(404, 'marketNotFound');          // the error handler translates it
 *   reply.send({ message: messages.t(locale, 'added') }); // a translated text now
 */
export function defineMessages<const C extends Catalogue>(namespace: string, messages: C) {
  if (!/^[a-z][a-z-]*$/.test(namespace)) throw new Error(`message namespace "${namespace}": lower-case letters and dashes`);
  if (registry.has(namespace)) throw new Error(`messages of "${namespace}" are defined twice`);
  for (const key of Object.keys(messages)) {
    if (isMessageKey(key)) throw new Error(`message "${namespace}.${key}" shadows the platform's "${key}"`);
  }
  registry.set(namespace, messages);
  type Key = keyof C & string;
  const ref = (key: Key): ModuleMessageKey => `${namespace}.${key}`;
  return {
    /** The key as ApiError and translate() take it. */
    ref,
    /** An error the API answers with {detail} in the caller's language, plus `extra` fields and `headers`. */
    error: (
      status: number,
      key: Key,
      params: MessageParams = {},
      extra: Record<string, unknown> = {},
      headers: Record<string, string> = {},
    ) => new ApiError(status, ref(key), params, extra, headers),
    /** The text in one language, with its {params} filled in. */
    t: (locale: Locale, key: Key, params: MessageParams = {}): string => fill(messages[key]![locale], params),
  };
}
