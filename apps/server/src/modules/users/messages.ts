import { defineMessages } from '../../platform/messages.ts';

/** The account flows' and the user administration's messages. */
export const messages = defineMessages('users', {
  emailTaken: { en: 'An account with this email already exists', ar: 'يوجد حساب مسجل بهذا البريد الإلكتروني' },
  phoneTaken: { en: 'An account with this mobile number already exists', ar: 'يوجد حساب مسجل برقم الجوال هذا' },
  accountExists: {
    en: 'An account with this email or mobile number already exists; sign in, or reset your password',
    ar: 'يوجد حساب مسجل بهذا البريد الإلكتروني أو رقم الجوال؛ سجّل الدخول أو أعد تعيين كلمة المرور',
  },
  passwordRequired: {
    en: 'Enter your current password to change your email or mobile number',
    ar: 'أدخل كلمة المرور الحالية لتغيير بريدك الإلكتروني أو رقم جوالك',
  },
  tooManyRegistrations: {
    en: 'Too many new accounts from this network; try again later',
    ar: 'حسابات جديدة كثيرة من هذه الشبكة؛ حاول لاحقًا',
  },
  userNotFound: { en: 'User not found', ar: 'المستخدم غير موجود' },
  otpIncorrect: { en: 'The OTP code entered is incorrect', ar: 'رمز التحقق المدخل غير صحيح' },
  otpExpired: { en: 'The code has expired; request a new one', ar: 'انتهت صلاحية الرمز؛ اطلب رمزًا جديدًا' },
  otpVoid: {
    en: 'Too many wrong tries; this code no longer works. Request a new one',
    ar: 'محاولات خاطئة كثيرة؛ لم يعد هذا الرمز صالحًا. اطلب رمزًا جديدًا',
  },
  otpMissing: { en: 'No code is waiting; request a new one', ar: 'لا يوجد رمز بانتظار التحقق؛ اطلب رمزًا جديدًا' },
  otpResendWait: { en: 'You can request a new code in {seconds} seconds', ar: 'يمكنك طلب رمز جديد بعد {seconds} ثانية' },
  otpNotSent: { en: 'The code could not be sent; please try again', ar: 'تعذر إرسال الرمز؛ يرجى المحاولة مرة أخرى' },
  otpRateLimited: { en: 'Too many codes requested; try again later', ar: 'طلبت رموزًا كثيرة؛ حاول لاحقًا' },
  otpAlreadyVerified: { en: 'Your mobile number is already verified', ar: 'رقم جوالك موثق بالفعل' },
  otpSameNumber: { en: 'This is already your mobile number', ar: 'هذا هو رقم جوالك الحالي' },
  mobileVerified: { en: 'Your mobile number has been verified', ar: 'تم توثيق رقم جوالك' },
  mobileChanged: { en: 'Mobile number changed successfully', ar: 'تم تغيير رقم الجوال بنجاح' },
  resetLinkSent: {
    en: 'If an account exists for this email, a reset link has been sent to it',
    ar: 'إذا كان هناك حساب بهذا البريد فقد أرسلنا إليه رابط إعادة التعيين',
  },
  resetTokenInvalid: {
    en: 'This reset link is invalid, used or expired; request a new one',
    ar: 'رابط إعادة التعيين غير صالح أو مستخدم أو منتهي؛ اطلب رابطًا جديدًا',
  },
  passwordReset: { en: 'Your password has been reset; sign in with the new one', ar: 'تمت إعادة تعيين كلمة المرور؛ سجّل الدخول بالجديدة' },
  passwordChanged: { en: 'Password changed successfully', ar: 'تم تغيير كلمة المرور بنجاح' },
  oldPasswordWrong: { en: 'The current password is incorrect', ar: 'كلمة المرور الحالية غير صحيحة' },
  samePassword: { en: 'The new password must differ from the current one', ar: 'يجب أن تختلف كلمة المرور الجديدة عن الحالية' },
  notYourAccount: { en: 'You can only do this for your own account', ar: 'يمكنك القيام بذلك لحسابك فقط' },
  userActivated: { en: 'The account has been activated', ar: 'تم تفعيل الحساب' },
  userDeactivated: { en: 'The account has been deactivated', ar: 'تم إيقاف الحساب' },
  resetRequested: { en: 'A password reset link has been sent to the user', ar: 'أُرسل رابط إعادة تعيين كلمة المرور إلى المستخدم' },
  cannotDeactivateSelf: { en: 'You cannot deactivate your own account', ar: 'لا يمكنك إيقاف حسابك' },
  cannotLeaveAdmin: { en: 'You cannot remove your own administrator rights', ar: 'لا يمكنك إزالة صلاحيات المشرف عن نفسك' },
});
