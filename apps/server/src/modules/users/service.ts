import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '@sahm/contracts/common';
import type { AccessClaims } from '@sahm/contracts/identity';
import type {
  ChangePassword,
  MessageResponse,
  OtpStatus,
  OtpType,
  RegistrationRequest,
  UpdateProfileRequest,
  UserProfile,
} from '@sahm/contracts/users';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { enforceLimits, limitForm, takeAttempt, tooManyAttempts, type FormLimit } from '../../platform/attempt-limits.ts';
import { mobileUnverified } from '../../platform/auth.ts';
import type { BackgroundWork } from '../../platform/background.ts';
import { ApiError } from '../../platform/errors.ts';
import type { RateCounter } from '../../platform/rate-counter.ts';
import { emailChangedEmail, mobileChangedSms, resetPasswordEmail, type Mailer, type SmsSender } from '../messaging/index.ts';
import { startTrial } from '../plans/index.ts';
import { messages } from './messages.ts';
import type { OtpService } from './otp.ts';
import { checkCurrentPassword } from './password-check.ts';
import { hashSecret } from './passwords.ts';
import { toProfile } from './profile.ts';
import {
  findUserByEmail,
  findUserById,
  findUserByPhone,
  insertResetToken,
  insertUser,
  revokeUserSessions,
  updateUser,
  useResetToken,
  voidResetTokens,
  type UserRow,
} from './queries.ts';

export const resetLinkMinutes = 60;

/** Who is asking, for the limits per address and the language of what is sent. */
export type Caller = { ip: string; locale: Locale };

const conflictError = (field: 'email' | 'phone_number') =>
  messages.error(409, field === 'email' ? 'emailTaken' : 'phoneTaken', {}, { field });
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Registration attempts per client address per hour (taken or not): enough for a family or an
 * office, not for a script that asks which emails and numbers have accounts.
 */
export const registrationsPerAddressPerHour = 20;

/** Signed-in questions of the kind "does this email or number have an account?" (email change, new mobile). */
export const accountLookupsPerHour = 10;

/** Reset links asked for per typed email (known or not) and per client address. */
export const forgotPasswordLimits: FormLimit = { perRecipient: 5, perAddress: 20, windowSeconds: 3600 };

/** Tries with a reset token per client address: a real link works the first time. */
export const resetTriesPerAddress = { max: 10, windowSeconds: 15 * 60 } as const;

export type AccountServiceDeps = {
  config: Config;
  database: Database;
  otp: OtpService;
  sms: SmsSender;
  mailer: Mailer;
  counter: RateCounter;
  background: BackgroundWork;
};

/** The account flows of spec §7 (accounts): registration, the profile, one-time codes, passwords. */
export function createAccountService({ config, database, otp, sms, mailer, counter, background }: AccountServiceDeps) {
  const { db } = database;

  const limitLookups = (userId: string) =>
    enforceLimits(counter, [{ key: `lookup:user:${userId}`, max: accountLookupsPerHour, windowSeconds: 3600 }]);

  /** The previous number hears of a mobile change, in the account's language. */
  function tellOldNumber(user: UserRow, newPhone: string): void {
    if (!user.isMobileVerified || user.phoneNumber === newPhone) return;
    background.run('mobile change notice', () => sms.send(user.phoneNumber, mobileChangedSms(user.locale, newPhone)));
  }

  async function load(userId: string): Promise<UserRow> {
    const user = await findUserById(db, userId);
    if (!user) throw messages.error(404, 'userNotFound');
    return user;
  }

  async function ensureFree(field: 'email' | 'phone_number', value: string, userId?: string): Promise<void> {
    const other = field === 'email' ? await findUserByEmail(db, value) : await findUserByPhone(db, value);
    if (other && other.id !== userId) throw conflictError(field);
  }

  async function sendResetLink(user: UserRow, locale: Locale): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    await insertResetToken(db, { tokenHash: digest(token), userId: user.id, minutes: resetLinkMinutes });
    const link = `${config.publicOrigin}/auth/reset-password?token=${token}`;
    await mailer.send(resetPasswordEmail(locale, { email: user.email, firstName: user.firstName }, link, resetLinkMinutes));
  }

  /** The code to verify or change a mobile; the number is the pending one, else the account's. */
  async function resend(userId: string, type: OtpType, caller: Caller): Promise<OtpStatus> {
    const user = await load(userId);
    if (type === 'REGISTRATION' && user.isMobileVerified) throw messages.error(400, 'otpAlreadyVerified');
    const phone = (await otp.pendingPhone(userId, type)) ?? (type === 'REGISTRATION' ? user.phoneNumber : undefined);
    if (!phone) throw messages.error(400, 'otpMissing');
    return otp.send({ userId, type, phone, ...caller });
  }

  /**
   * Applies a verified code: a registration verifies the number; a change moves the account to
   * the new one, which only the password allows and the old number hears of.
   */
  async function applyCode(user: UserRow, type: OtpType, code: string, opts: { expectedPhone?: string; password?: string } = {}) {
    if (type === 'REGISTRATION' && user.isMobileVerified && !opts.expectedPhone) throw messages.error(400, 'otpAlreadyVerified');
    if (type === 'CHANGE_MOBILE') await checkCurrentPassword(counter, user, opts.password, 'password');
    const { phone } = await otp.consume(user.id, type, code, opts.expectedPhone);
    const result = await updateUser(db, user.id, { phoneNumber: phone, isMobileVerified: true });
    if (result.conflict) throw conflictError('phone_number');
    if (type === 'CHANGE_MOBILE') tellOldNumber(user, phone);
  }

  async function changePassword(claims: AccessClaims, input: ChangePassword, locale: Locale): Promise<MessageResponse> {
    const user = await load(claims.sub);
    await checkCurrentPassword(counter, user, input.old_password, 'old_password');
    if (input.old_password === input.new_password) throw messages.error(400, 'samePassword', {}, { field: 'new_password' });
    await updateUser(db, user.id, { passwordHash: await hashSecret(input.new_password) });
    // Other devices sign in again; this one keeps its session.
    await revokeUserSessions(db, user.id, 'password changed', claims.sid);
    return { message: messages.t(locale, 'passwordChanged') };
  }

  return {
    /**
     * Counted per address before anything is looked up; a taken email and a taken mobile get the
     * same answer after the same work (the hash, then an insert that finds the clash).
     */
    async register(input: RegistrationRequest, caller: Caller): Promise<UserProfile> {
      const wait = await takeAttempt(counter, [
        { key: `register:ip:${caller.ip}`, max: registrationsPerAddressPerHour, windowSeconds: 3600 },
      ]);
      if (wait > 0) throw messages.error(429, 'tooManyRegistrations', {}, { code: 'too_many_attempts' }, { 'retry-after': String(wait) });
      const id = await insertUser(db, {
        email: input.email,
        passwordHash: await hashSecret(input.password),
        firstName: input.first_name,
        lastName: input.last_name,
        phoneNumber: input.phone_number,
        age: input.age,
        investmentExperience: input.investment_experience,
        annualInvestment: input.annual_investment,
        locale: caller.locale,
      });
      if (!id) throw messages.error(409, 'accountExists', {}, { code: 'account_exists' });
      await startTrial(db, id);
      try {
        await otp.send({ userId: id, type: 'REGISTRATION', phone: input.phone_number, ...caller });
      } catch (err) {
        // The account exists either way (a gateway failure or a code limit); the verification
        // screen shows when another code may be asked for.
        if (!(err instanceof ApiError && (err.statusCode === 502 || err.statusCode === 429))) throw err;
      }
      return toProfile(await load(id));
    },

    me: async (userId: string) => toProfile(await load(userId)),

    otpStatus: async (userId: string, type: OtpType) => otp.status(userId, type, (await load(userId)).phoneNumber),

    resend,

    /**
     * A code to a number given now: a new mobile (CHANGE_MOBILE, for a verified caller only) or a
     * corrected one before verification.
     */
    async createOtp(claims: AccessClaims, input: { phone_number: string; type: OtpType }, caller: Caller): Promise<OtpStatus> {
      if (input.type === 'CHANGE_MOBILE' && !claims.is_mobile_verified) throw mobileUnverified();
      const userId = claims.sub;
      const user = await load(userId);
      if (input.type === 'REGISTRATION' && user.isMobileVerified) throw messages.error(400, 'otpAlreadyVerified');
      if (input.type === 'CHANGE_MOBILE' && input.phone_number === user.phoneNumber) throw messages.error(400, 'otpSameNumber');
      await limitLookups(userId);
      await ensureFree('phone_number', input.phone_number, userId);
      return otp.send({ userId, type: input.type, phone: input.phone_number, ...caller });
    },

    async verifyOtp(userId: string, input: { code: string; type: OtpType; password?: string }, locale: Locale): Promise<MessageResponse> {
      await applyCode(await load(userId), input.type, input.code, { password: input.password });
      return { message: messages.t(locale, input.type === 'REGISTRATION' ? 'mobileVerified' : 'mobileChanged') };
    },

    /** Names freely; a new email or mobile only with the current password, and the old address is told. */
    async updateProfile(userId: string, input: UpdateProfileRequest): Promise<UserProfile> {
      const user = await load(userId);
      if ('otp_code' in input) {
        await applyCode(user, 'CHANGE_MOBILE', input.otp_code, { expectedPhone: input.phone_number, password: input.password });
      } else {
        const email = input.email !== undefined && input.email !== user.email ? input.email : undefined;
        if (email) {
          await checkCurrentPassword(counter, user, input.password, 'password');
          await limitLookups(userId);
          await ensureFree('email', email, userId);
        }
        const result = await updateUser(db, userId, { firstName: input.first_name, lastName: input.last_name, email });
        if (result.conflict) throw conflictError(result.conflict);
        if (email) {
          const to = { email: user.email, firstName: user.firstName };
          background.run('email change notice', () => mailer.send(emailChangedEmail(user.locale, to, email)));
        }
      }
      return toProfile(await load(userId));
    },

    /**
     * Always the same answer in the same time: the link is made and mailed after the answer, so
     * an account's existence does not show in how long it takes. Limited per typed email (known
     * or not) and per address.
     */
    async forgotPassword(email: string, caller: Caller): Promise<MessageResponse> {
      await limitForm(counter, 'forgot-password', { recipient: email, ip: caller.ip }, forgotPasswordLimits);
      const user = await findUserByEmail(db, email);
      if (user?.isActive) background.run('reset link', () => sendResetLink(user, caller.locale));
      return { message: messages.t(caller.locale, 'resetLinkSent') };
    },

    async resetPassword(token: string, password: string, caller: Caller): Promise<MessageResponse> {
      // Counted before the token is looked up; a token that works takes the try back.
      const key = `reset:ip:${caller.ip}`;
      const wait = await takeAttempt(counter, [{ key, ...resetTriesPerAddress }]);
      if (wait > 0) throw tooManyAttempts(wait);
      const used = await useResetToken(db, digest(token));
      const user = used && (await findUserById(db, used.userId));
      if (!user?.isActive) throw messages.error(400, 'resetTokenInvalid');
      await counter.release(key);
      await updateUser(db, user.id, { passwordHash: await hashSecret(password) });
      // Whoever knew the old password is signed out everywhere, and older links stop working.
      await voidResetTokens(db, user.id);
      await revokeUserSessions(db, user.id, 'password reset');
      return { message: messages.t(caller.locale, 'passwordReset') };
    },

    changePassword,

    sendResetLink: async (userId: string, locale: Locale) => sendResetLink(await load(userId), locale),
    load,
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
