import { z } from 'zod';
import { guidSchema, pageQuerySchema } from './common.ts';
import { planSchema, userGroupSchema } from './identity.ts';

/*
 * Custom validation messages are keys of the server's message catalogue (and of the web's
 * `validation` namespace), so both sides show the spec's wording in the user's language.
 */

const arabicIndic = /[\u0660-\u0669\u06F0-\u06F9]/g;
/** Turns Arabic-Indic (and Persian) digits into ASCII ones; people type both. */
export const asciiDigits = (s: string): string => s.replace(arabicIndic, (d) => String((d.charCodeAt(0) & 0xf) % 10));

/**
 * A Saudi mobile as typed (5XXXXXXXX, 05XXXXXXXX, +9665XXXXXXXX, with spaces or Arabic digits)
 * normalised to the stored form 9665XXXXXXXX. The second digit is never 2.
 */
export function normalisePhone(input: string): string {
  let digits = asciiDigits(input).replace(/[\s\-()+]/g, '');
  if (digits.startsWith('00966')) digits = digits.slice(5);
  else if (digits.startsWith('966')) digits = digits.slice(3);
  if (digits.startsWith('0')) digits = digits.slice(1);
  return `966${digits}`;
}
export const saudiMobilePattern = /^9665[013-9]\d{7}$/;

export const phoneNumberSchema = z
  .string()
  .trim()
  .min(1)
  .transform(normalisePhone)
  .pipe(z.string().regex(saudiMobilePattern, 'vInvalidMobile'));

export const emailSchema = z.string().trim().min(1).toLowerCase().pipe(z.email().max(254));
export const passwordSchema = z.string().min(8).max(128);
export const nameSchema = z.string().trim().min(1).max(60);
/** Exactly four digits; Arabic-Indic digits are accepted and converted. */
export const otpCodeSchema = z
  .string()
  .trim()
  .min(1)
  .transform(asciiDigits)
  .pipe(z.string().regex(/^\d{4}$/, 'vOtpFormat'));

export const ageValues = ['AGE_18_30', 'AGE_31_45', 'AGE_OVER_45', 'PREFER_NOT_TO_ANSWER'] as const;
export const investmentExperienceValues = ['LOW', 'MEDIUM', 'HIGH', 'FINANCE_SPECIALIST', 'PREFER_NOT_TO_ANSWER'] as const;
export const annualInvestmentValues = ['FROM_1K_TO_20K', 'FROM_20K_TO_50K', 'MORE_THAN_50K'] as const;

export const lookupItemSchema = z.object({ identifier: z.string(), name_ar: z.string(), name_en: z.string() });
export type LookupItem = z.infer<typeof lookupItemSchema>;
export const lookupsSchema = z.object({
  age: z.array(lookupItemSchema),
  investment_experience: z.array(lookupItemSchema),
  annual_investment: z.array(lookupItemSchema),
});
export type Lookups = z.infer<typeof lookupsSchema>;

export const registrationSchema = z.object({
  first_name: nameSchema,
  last_name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  phone_number: phoneNumberSchema,
  age: z.enum(ageValues),
  investment_experience: z.enum(investmentExperienceValues),
  annual_investment: z.enum(annualInvestmentValues),
});
export type Registration = z.input<typeof registrationSchema>;
/** A registration as validation hands it on: the mobile normalised, the email lower-cased. */
export type RegistrationRequest = z.output<typeof registrationSchema>;

export const otpTypes = ['REGISTRATION', 'CHANGE_MOBILE'] as const;
export const otpTypeSchema = z.enum(otpTypes);
export type OtpType = z.infer<typeof otpTypeSchema>;

/** Where a one-time code stands; seconds are relative so client clocks do not matter. */
export const otpStatusSchema = z.object({
  type: otpTypeSchema,
  /** False when no code is waiting (none sent yet, used, expired or void); resend is then the way on. */
  active: z.boolean(),
  /** The number the code goes to, masked except the last digits (e.g. 9665•••••567). */
  phone_number: z.string(),
  expires_at: z.iso.datetime({ offset: true }).nullable(),
  /** Seconds left for the current code; 0 when none is active. */
  expires_in: z.number().int(),
  /** Seconds until another code may be requested; 0 when it may be now. */
  resend_in: z.number().int(),
  attempts_left: z.number().int(),
});
export type OtpStatus = z.infer<typeof otpStatusSchema>;

/**
 * The account's current password, asked again before its email or mobile changes (the server
 * answers 400 naming `password` when it is missing or wrong there). Not held to the rules of a
 * new password: it only has to match.
 */
export const currentPasswordSchema = z
  .string()
  .min(1)
  .max(128)
  .describe('The current password; required to change the email or the mobile number');

export const createOtpSchema = z.object({ phone_number: phoneNumberSchema, type: otpTypeSchema.default('CHANGE_MOBILE') });
/** A CHANGE_MOBILE code moves the account to the new number, so it comes with the current password. */
export const verifyOtpSchema = z.object({ code: otpCodeSchema, type: otpTypeSchema, password: currentPasswordSchema.optional() });
export const otpTypeQuerySchema = z.object({ otp_type: otpTypeSchema.default('REGISTRATION') });

export const forgotPasswordSchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z.object({ password: passwordSchema, token: z.string().min(1).max(200) });

export const changePasswordSchema = z
  .object({ old_password: passwordSchema, new_password: passwordSchema, confirm_password: passwordSchema })
  .refine((v) => v.new_password === v.confirm_password, { message: 'vPasswordsMustMatch', path: ['confirm_password'] });
export type ChangePassword = z.input<typeof changePasswordSchema>;

/**
 * PUT /users/: either names and email, or a new mobile with the code sent to it. A new email or
 * mobile also needs the current password.
 */
export const updateProfileSchema = z.union([
  z.object({ phone_number: phoneNumberSchema, otp_code: otpCodeSchema, password: currentPasswordSchema.optional() }).strict(),
  z
    .object({
      first_name: nameSchema.optional(),
      last_name: nameSchema.optional(),
      email: emailSchema.optional(),
      password: currentPasswordSchema.optional(),
    })
    .strict(),
]);
export type UpdateProfile = z.input<typeof updateProfileSchema>;
export type UpdateProfileRequest = z.output<typeof updateProfileSchema>;

export const userProfileSchema = z.object({
  guid: guidSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  username: z.string(),
  phone_number: z.string(),
  is_mobile_verified: z.boolean(),
  is_active: z.boolean(),
  is_admin: z.boolean(),
  current_plan: planSchema,
  roles: z.array(z.string()),
  age: z.enum(ageValues).nullable(),
  investment_experience: z.enum(investmentExperienceValues).nullable(),
  annual_investment: z.enum(annualInvestmentValues).nullable(),
  date_joined: z.iso.datetime({ offset: true }),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** A success answer that carries a translated message for the toast. */
export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;

export const userGuidParamsSchema = z.object({ guid: guidSchema });

export const adminUserQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  is_active: z.enum(['true', 'false']).optional(),
});
export type AdminUserQuery = z.output<typeof adminUserQuerySchema>;
export const adminUserSchema = userProfileSchema.extend({
  groups: z.array(userGroupSchema),
  last_login_at: z.iso.datetime({ offset: true }).nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.object({
  items: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;
export const groupBodySchema = z.object({ name: userGroupSchema });
export const groupListSchema = z.object({ groups: z.array(userGroupSchema) });
export type GroupList = z.infer<typeof groupListSchema>;

/** Messages held by the local outbox (development and tests only). */
export const outboxMessageSchema = z.object({
  guid: guidSchema,
  channel: z.enum(['sms', 'email', 'push']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxQuerySchema = z.object({
  recipient: z.string().max(320).optional(),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;
export const outboxListSchema = z.object({ items: z.array(outboxMessageSchema) });
export type OutboxList = z.infer<typeof outboxListSchema>;

/** Public forms of the landing and account pages. */
export const newsletterSchema = z.object({ email: emailSchema });
export type NewsletterSignUp = z.infer<typeof newsletterSchema>;
export const trialRequestSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone_number: phoneNumberSchema.optional(),
  message: z.string().trim().max(1000).optional(),
});
export type TrialRequest = z.infer<typeof trialRequestSchema>;
export const deactivationRequestSchema = z.object({ email: emailSchema, reason: z.string().trim().max(1000).optional() });
export type DeactivationRequest = z.infer<typeof deactivationRequestSchema>;
