import { defineMessages } from '../../platform/messages.ts';

/** The token service's refusals, as `error_description`. The English of invalidCredentials is fixed by the spec. */
export const messages = defineMessages('identity', {
  invalidCredentials: { en: 'Invalid username or password', ar: 'اسم المستخدم أو كلمة المرور غير صحيحة' },
  accountDeactivated: { en: 'This account has been deactivated', ar: 'تم إيقاف هذا الحساب' },
  invalidClient: { en: 'Unknown client or wrong client secret', ar: 'تطبيق غير معروف أو سر التطبيق غير صحيح' },
  unsupportedGrant: {
    en: 'Unsupported grant_type; use password or refresh_token',
    ar: 'نوع المنح غير مدعوم؛ استخدم password أو refresh_token',
  },
  invalidRefreshToken: { en: 'The session is no longer valid; please sign in again', ar: 'لم تعد الجلسة صالحة؛ يرجى تسجيل الدخول مجددًا' },
  signInThrottled: {
    en: 'Too many sign-in attempts; try again in {minutes} minutes',
    ar: 'محاولات دخول كثيرة؛ حاول مجددًا بعد {minutes} دقيقة',
  },
});
