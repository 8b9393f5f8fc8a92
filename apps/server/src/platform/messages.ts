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
  favoriteStockAdded: { en: 'Stock added to favorites', ar: 'تمت إضافة السهم إلى المفضلة' },
  favoriteStockRemoved: { en: 'Stock removed from favorites', ar: 'تمت إزالة السهم من المفضلة' },
  favoriteFundAdded: { en: 'Fund successfully added to favorites', ar: 'تمت إضافة الصندوق إلى المفضلة بنجاح' },
  favoriteFundRemoved: { en: 'Fund successfully removed from favorites', ar: 'تمت إزالة الصندوق من المفضلة بنجاح' },
  subscriptionNotFound: { en: 'No subscription is in force', ar: 'لا يوجد اشتراك ساري' },
  fundNotFound: { en: 'Fund not found', ar: 'الصندوق غير موجود' },
  rateLimited: { en: 'Too many requests; try again in {after}', ar: 'طلبات كثيرة؛ حاول مرة أخرى بعد {after}' },
  bodyTooLarge: { en: 'The request body is too large', ar: 'حجم الطلب أكبر من المسموح' },
  badJson: { en: 'The request body is not valid JSON', ar: 'محتوى الطلب ليس JSON صالحًا' },
  unsupportedMediaType: { en: 'Unsupported content type', ar: 'نوع المحتوى غير مدعوم' },
  internal: { en: 'Something went wrong on our side; please try again', ar: 'حدث خطأ لدينا؛ يرجى المحاولة مرة أخرى' },
  serviceUnavailable: { en: 'The service is starting or unavailable', ar: 'الخدمة قيد التشغيل أو غير متاحة' },
  // Accounts and identity. The English of tokenExpired and invalidCredentials is fixed by the spec.
  // A protocol signal, not a message for people: clients match this exact text (spec §8) and
  // refresh silently, so it reads the same in every language.
  tokenExpired: { en: 'Signature has expired.', ar: 'Signature has expired.' },
  tokenInvalid: { en: 'Could not validate credentials', ar: 'تعذر التحقق من بيانات الدخول' },
  mobileUnverified: { en: 'Please verify your mobile number', ar: 'يرجى توثيق رقم جوالك' },
  permissionDenied: { en: 'You do not have the permission {permission}', ar: 'ليست لديك الصلاحية {permission}' },
  invalidCredentials: { en: 'Invalid username or password', ar: 'اسم المستخدم أو كلمة المرور غير صحيحة' },
  accountDeactivated: { en: 'This account has been deactivated', ar: 'تم إيقاف هذا الحساب' },
  invalidClient: { en: 'Unknown client or wrong client secret', ar: 'تطبيق غير معروف أو سر التطبيق غير صحيح' },
  unsupportedGrant: { en: 'Unsupported grant_type; use password or refresh_token', ar: 'نوع المنح غير مدعوم؛ استخدم password أو refresh_token' },
  missingField: { en: 'The field {field} is required', ar: 'الحقل {field} مطلوب' },
  invalidRefreshToken: { en: 'The session is no longer valid; please sign in again', ar: 'لم تعد الجلسة صالحة؛ يرجى تسجيل الدخول مجددًا' },
  signInThrottled: { en: 'Too many sign-in attempts; try again in {minutes} minutes', ar: 'محاولات دخول كثيرة؛ حاول مجددًا بعد {minutes} دقيقة' },
  emailTaken: { en: 'An account with this email already exists', ar: 'يوجد حساب مسجل بهذا البريد الإلكتروني' },
  phoneTaken: { en: 'An account with this mobile number already exists', ar: 'يوجد حساب مسجل برقم الجوال هذا' },
  tooManyRegistrations: { en: 'Too many new accounts from this network; try again later', ar: 'حسابات جديدة كثيرة من هذه الشبكة؛ حاول لاحقًا' },
  userNotFound: { en: 'User not found', ar: 'المستخدم غير موجود' },
  registered: { en: 'Registration successful', ar: 'تم التسجيل بنجاح' },
  otpSent: { en: 'A verification code was sent to {phone}', ar: 'أرسلنا رمز التحقق إلى {phone}' },
  otpIncorrect: { en: 'The OTP code entered is incorrect', ar: 'رمز التحقق المدخل غير صحيح' },
  otpExpired: { en: 'The code has expired; request a new one', ar: 'انتهت صلاحية الرمز؛ اطلب رمزًا جديدًا' },
  otpVoid: { en: 'Too many wrong tries; this code no longer works. Request a new one', ar: 'محاولات خاطئة كثيرة؛ لم يعد هذا الرمز صالحًا. اطلب رمزًا جديدًا' },
  otpMissing: { en: 'No code is waiting; request a new one', ar: 'لا يوجد رمز بانتظار التحقق؛ اطلب رمزًا جديدًا' },
  otpResendWait: { en: 'You can request a new code in {seconds} seconds', ar: 'يمكنك طلب رمز جديد بعد {seconds} ثانية' },
  otpNotSent: { en: 'The code could not be sent; please try again', ar: 'تعذر إرسال الرمز؛ يرجى المحاولة مرة أخرى' },
  otpRateLimited: { en: 'Too many codes requested; try again later', ar: 'طلبت رموزًا كثيرة؛ حاول لاحقًا' },
  otpAlreadyVerified: { en: 'Your mobile number is already verified', ar: 'رقم جوالك موثق بالفعل' },
  otpSameNumber: { en: 'This is already your mobile number', ar: 'هذا هو رقم جوالك الحالي' },
  mobileVerified: { en: 'Your mobile number has been verified', ar: 'تم توثيق رقم جوالك' },
  mobileChanged: { en: 'Mobile number changed successfully', ar: 'تم تغيير رقم الجوال بنجاح' },
  resetLinkSent: { en: 'If an account exists for this email, a reset link has been sent to it', ar: 'إذا كان هناك حساب بهذا البريد فقد أرسلنا إليه رابط إعادة التعيين' },
  resetTokenInvalid: { en: 'This reset link is invalid, used or expired; request a new one', ar: 'رابط إعادة التعيين غير صالح أو مستخدم أو منتهي؛ اطلب رابطًا جديدًا' },
  passwordReset: { en: 'Your password has been reset; sign in with the new one', ar: 'تمت إعادة تعيين كلمة المرور؛ سجّل الدخول بالجديدة' },
  passwordChanged: { en: 'Password changed successfully', ar: 'تم تغيير كلمة المرور بنجاح' },
  oldPasswordWrong: { en: 'The current password is incorrect', ar: 'كلمة المرور الحالية غير صحيحة' },
  samePassword: { en: 'The new password must differ from the current one', ar: 'يجب أن تختلف كلمة المرور الجديدة عن الحالية' },
  profileUpdated: { en: 'Profile updated', ar: 'تم تحديث الملف الشخصي' },
  notYourAccount: { en: 'You can only do this for your own account', ar: 'يمكنك القيام بذلك لحسابك فقط' },
  userActivated: { en: 'The account has been activated', ar: 'تم تفعيل الحساب' },
  userDeactivated: { en: 'The account has been deactivated', ar: 'تم إيقاف الحساب' },
  resetRequested: { en: 'A password reset link has been sent to the user', ar: 'أُرسل رابط إعادة تعيين كلمة المرور إلى المستخدم' },
  cannotDeactivateSelf: { en: 'You cannot deactivate your own account', ar: 'لا يمكنك إيقاف حسابك' },
  cannotLeaveAdmin: { en: 'You cannot remove your own administrator rights', ar: 'لا يمكنك إزالة صلاحيات المشرف عن نفسك' },
  devOnly: { en: 'This endpoint exists only outside production', ar: 'هذه الواجهة متاحة خارج بيئة الإنتاج فقط' },
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
  vInvalidMobile: { en: 'Invalid mobile number', ar: 'رقم الجوال غير صالح' },
  vOtpFormat: { en: 'The code is exactly 4 digits', ar: 'الرمز مكون من 4 أرقام' },
  vPasswordsMustMatch: { en: 'Passwords must match', ar: 'كلمتا المرور غير متطابقتين' },
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
