import { escapeHtml } from '../../platform/html.ts';
import type { Locale } from '@sahm/contracts/common';
import type { Email } from './mail.ts';

/** The SMS carrying a one-time code; short enough for one Arabic (UCS-2) segment pair. */
export function otpSms(locale: Locale, code: string, minutes: number): string {
  return locale === 'en'
    ? `Your Sahm verification code is ${code}. It expires in ${minutes} minutes. Do not share it with anyone.`
    : `رمز التحقق في سهم: ${code}\nصالح لمدة ${minutes} دقائق. لا تشاركه مع أحد.`;
}

/** The product's email frame: a title, paragraphs and one button, in the reader's direction. */
export function emailLayout(locale: Locale, title: string, paragraphs: string[], action: { label: string; href: string }): string {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5fb;font-family:Tahoma,Arial,sans-serif;color:#1b1b1f">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:32px;text-align:${dir === 'rtl' ? 'right' : 'left'}">
<h1 style="margin:0 0 24px;font-size:20px;color:#0503A3">${escapeHtml(title)}</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="background:#0503A3;color:#fff;padding:12px 24px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
</div></body></html>`;
}

/** The password-reset email, in the language the request was made in. */
export function resetPasswordEmail(locale: Locale, to: { email: string; firstName: string }, link: string, minutes: number): Email {
  const en = locale === 'en';
  const subject = en ? 'Reset your Sahm password' : 'إعادة تعيين كلمة المرور في سهم';
  const lines = en
    ? [
        `Hello ${to.firstName},`,
        `We received a request to reset the password of your Sahm account. The link below works once and expires in ${minutes} minutes.`,
        'If you did not ask for this, ignore this email: your password stays as it is.',
      ]
    : [
        `مرحبًا ${to.firstName}،`,
        `وصلنا طلب لإعادة تعيين كلمة المرور لحسابك في سهم. الرابط أدناه يعمل مرة واحدة وتنتهي صلاحيته خلال ${minutes} دقيقة.`,
        'إذا لم تطلب ذلك فتجاهل هذه الرسالة، وستبقى كلمة المرور كما هي.',
      ];
  const label = en ? 'Choose a new password' : 'اختر كلمة مرور جديدة';
  return {
    to: to.email,
    subject,
    text: `${lines.join('\n\n')}\n\n${label}: ${link}\n`,
    html: emailLayout(locale, subject, lines, { label, href: link }),
  };
}

/** Confirms an account deletion request; the closing itself takes about two weeks (spec §1). */
export function deactivationEmail(locale: Locale, to: string): Email {
  const en = locale === 'en';
  const subject = en ? 'We received your request to close your Sahm account' : 'تلقينا طلب إغلاق حسابك في سهم';
  const lines = en
    ? [
        'We received a request to close the Sahm account registered with this email.',
        'Closing an account takes about two weeks; we will write again when it is done. If you did not ask for this, reply to this email.',
      ]
    : [
        'تلقينا طلبًا لإغلاق حساب سهم المسجل بهذا البريد الإلكتروني.',
        'يستغرق إغلاق الحساب نحو أسبوعين، وسنراسلك عند اكتماله. إذا لم تطلب ذلك فيرجى الرد على هذه الرسالة.',
      ];
  const label = en ? 'Contact us' : 'تواصل معنا';
  return {
    to,
    subject,
    text: lines.join('\n\n'),
    html: emailLayout(locale, subject, lines, { label, href: 'mailto:support@sahm.example' }),
  };
}

/** An address shown in a notice without giving it away whole: r•••@example.com. */
export const maskEmail = (email: string) => {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}•••${email.slice(at)}` : '•••';
};
export const maskPhone = (p: string) => `${p.slice(0, 4)}${'•'.repeat(Math.max(0, p.length - 7))}${p.slice(-3)}`;

/** Tells the previous address that the account's email changed, so a takeover does not go unseen. */
export function emailChangedEmail(locale: Locale, to: { email: string; firstName: string }, newEmail: string): Email {
  const en = locale === 'en';
  const subject = en ? 'The email of your Sahm account was changed' : 'تم تغيير البريد الإلكتروني لحسابك في سهم';
  const masked = maskEmail(newEmail);
  const lines = en
    ? [
        `Hello ${to.firstName},`,
        `The email of your Sahm account was changed to ${masked}; this address no longer signs in to it.`,
        'If you did not make this change, contact us at once so we can secure your account.',
      ]
    : [
        `مرحبًا ${to.firstName}،`,
        `تم تغيير البريد الإلكتروني لحسابك في سهم إلى ${masked}، ولم يعد هذا العنوان يُستخدم لتسجيل الدخول إليه.`,
        'إذا لم تُجرِ هذا التغيير فتواصل معنا فورًا لنؤمّن حسابك.',
      ];
  const label = en ? 'Contact us' : 'تواصل معنا';
  return {
    to: to.email,
    subject,
    text: lines.join('\n\n'),
    html: emailLayout(locale, subject, lines, { label, href: 'mailto:support@sahm.example' }),
  };
}

/** Tells the previous number that the account's mobile changed. */
export function mobileChangedSms(locale: Locale, newPhone: string): string {
  const masked = maskPhone(newPhone);
  return locale === 'en'
    ? `Sahm: your account's mobile number was changed to ${masked}. If this was not you, contact support@sahm.example at once.`
    : `سهم: تم تغيير رقم الجوال في حسابك إلى ${masked}. إذا لم تقم بذلك فتواصل فورًا مع support@sahm.example`;
}
