// The messaging module's public entry: other modules and the app import this file and nothing else of it.
export { messagingModule } from './plugin.ts';
export type { Email, Mailer } from './mail.ts';
export type { Messaging } from './service.ts';
export type { SmsSender } from './sms.ts';
export type { PushMessage, PushSender, PushTarget } from './push.ts';
export { emailLayout } from './templates.ts';
export { deactivationEmail, emailChangedEmail, maskPhone, mobileChangedSms, otpSms, resetPasswordEmail } from './templates.ts';
