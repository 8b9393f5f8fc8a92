import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '@sahm/contracts/common';
import type { AccessClaims } from '@sahm/contracts/identity';
import type { OtpStatus, OtpType, UserProfile } from '@sahm/contracts/users';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/client.ts';
import { ApiError } from '../../platform/errors.ts';
import { revokeUserSessions } from '../identity/sessions.ts';
import type { Mailer } from '../messaging/mail.ts';
import { resetPasswordEmail } from '../messaging/templates.ts';
import type { RateCounter } from '../../platform/rate-counter.ts';
import type { OtpService } from './otp.ts';
import { startTrial } from '../plans/subscriptions.ts';
import { hashSecret, verifySecret } from './passwords.ts';
import { toProfile } from './profile.ts';
import { findUserByEmail, findUserById, findUserByPhone, insertUser, updateUser, type UserRow } from './queries.ts';

export const resetLinkMinutes = 60;

type Caller = { ip: string; locale: Locale };
type Registration = {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  phone_number: string;
  age: string;
  investment_experience: string;
  annual_investment: string;
};

const conflictError = (field: 'email' | 'phone_number') =>
  new ApiError(409, field === 'email' ? 'emailTaken' : 'phoneTaken', {}, { field });

/** New accounts per client address per hour: enough for a family or an office, not for a script. */
export const registrationsPerAddressPerHour = 20;

export function accountService(deps: { config: Config; db: Queryable; otp: OtpService; mailer: Mailer; counter: RateCounter }) {
  const { config, db, otp, mailer, counter } = deps;

  async function load(userId: string): Promise<UserRow> {
    const user = await findUserById(db, userId);
    if (!user) throw new ApiError(404, 'userNotFound');
    return user;
  }

  async function ensureFree(field: 'email' | 'phone_number', value: string, userId?: string): Promise<void> {
    const other = field === 'email' ? await findUserByEmail(db, value) : await findUserByPhone(db, value);
    if (other && other.id !== userId) throw conflictError(field);
  }

  async function sendResetLink(user: UserRow, locale: Locale): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    await db.query(
      `INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`,
      [createHash('sha256').update(token).digest('hex'), user.id, resetLinkMinutes],
    );
    const link = `${config.publicOrigin}/auth/reset-password?token=${token}`;
    await mailer.send(resetPasswordEmail(locale, { email: user.email, firstName: user.first_name }, link, resetLinkMinutes));
  }

  /** The code to verify or change a mobile; the number is the pending one, else the account's. */
  async function resend(userId: string, type: OtpType, caller: Caller): Promise<OtpStatus> {
    const user = await load(userId);
    if (type === 'REGISTRATION' && user.is_mobile_verified) throw new ApiError(400, 'otpAlreadyVerified');
    const phone = (await otp.pendingPhone(userId, type)) ?? (type === 'REGISTRATION' ? user.phone_number : undefined);
    if (!phone) throw new ApiError(400, 'otpMissing');
    return otp.send({ userId, type, phone, ...caller });
  }

  /** Applies a verified code: a registration verifies the number; a change moves the account to the new one. */
  async function applyCode(user: UserRow, type: OtpType, code: string, expectedPhone?: string): Promise<void> {
    if (type === 'REGISTRATION' && user.is_mobile_verified && !expectedPhone) throw new ApiError(400, 'otpAlreadyVerified');
    const { phone } = await otp.consume(user.id, type, code, expectedPhone);
    const result = await updateUser(db, user.id, { phone_number: phone, is_mobile_verified: true });
    if (result.conflict) throw conflictError('phone_number');
  }

  return {
    async register(input: Registration, caller: Caller): Promise<UserProfile> {
      await ensureFree('email', input.email);
      await ensureFree('phone_number', input.phone_number);
      const recent = await counter.hit(`register:ip:${caller.ip}`, 3600);
      if (recent.count > registrationsPerAddressPerHour) throw new ApiError(429, 'tooManyRegistrations');
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
      // Lost a race with an identical registration: say which field clashed.
      if (!id) throw conflictError((await findUserByEmail(db, input.email)) ? 'email' : 'phone_number');
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

    otpStatus: async (userId: string, type: OtpType) => otp.status(userId, type, (await load(userId)).phone_number),

    resend,

    /** A code to a number given now: a new mobile (CHANGE_MOBILE) or a corrected one before verification. */
    async createOtp(userId: string, input: { phone_number: string; type: OtpType }, caller: Caller): Promise<OtpStatus> {
      const user = await load(userId);
      if (input.type === 'REGISTRATION' && user.is_mobile_verified) throw new ApiError(400, 'otpAlreadyVerified');
      if (input.type === 'CHANGE_MOBILE' && input.phone_number === user.phone_number) throw new ApiError(400, 'otpSameNumber');
      await ensureFree('phone_number', input.phone_number, userId);
      return otp.send({ userId, type: input.type, phone: input.phone_number, ...caller });
    },

    async verifyOtp(userId: string, input: { code: string; type: OtpType }): Promise<'mobileVerified' | 'mobileChanged'> {
      await applyCode(await load(userId), input.type, input.code);
      return input.type === 'REGISTRATION' ? 'mobileVerified' : 'mobileChanged';
    },

    async updateProfile(
      userId: string,
      input: { first_name?: string; last_name?: string; email?: string } | { phone_number: string; otp_code: string },
    ): Promise<UserProfile> {
      const user = await load(userId);
      if ('otp_code' in input) {
        await applyCode(user, 'CHANGE_MOBILE', input.otp_code, input.phone_number);
      } else {
        if (input.email) await ensureFree('email', input.email, userId);
        const result = await updateUser(db, userId, input);
        if (result.conflict) throw conflictError(result.conflict);
      }
      return toProfile(await load(userId));
    },

    /** Always the same answer; a link goes out only to an active account. */
    async forgotPassword(email: string, caller: Caller): Promise<void> {
      const user = await findUserByEmail(db, email);
      if (!user?.is_active) return;
      // At most a few links an hour per account, so nobody can flood a mailbox through us.
      const recent = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM password_reset_tokens WHERE user_id = $1 AND created_at > now() - interval '1 hour'`,
        [user.id],
      );
      if ((recent[0]?.n ?? 0) >= 5) return;
      await sendResetLink(user, caller.locale);
    },

    async resetPassword(token: string, password: string): Promise<void> {
      const used = await db.query<{ user_id: string }>(
        `UPDATE password_reset_tokens SET used_at = now()
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
        [createHash('sha256').update(token).digest('hex')],
      );
      const user = used[0] && (await findUserById(db, used[0].user_id));
      if (!user?.is_active) throw new ApiError(400, 'resetTokenInvalid');
      await updateUser(db, user.id, { password_hash: await hashSecret(password) });
      // Whoever knew the old password is signed out everywhere, and older links stop working.
      await db.query(`UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [user.id]);
      await revokeUserSessions(db, user.id, 'password reset');
    },

    async changePassword(claims: AccessClaims, input: { old_password: string; new_password: string }): Promise<void> {
      const user = await load(claims.sub);
      if (!(await verifySecret(user.password_hash, input.old_password)))
        throw new ApiError(400, 'oldPasswordWrong', {}, { field: 'old_password' });
      if (input.old_password === input.new_password) throw new ApiError(400, 'samePassword', {}, { field: 'new_password' });
      await updateUser(db, user.id, { password_hash: await hashSecret(input.new_password) });
      // Other devices sign in again; this one keeps its session.
      await revokeUserSessions(db, user.id, 'password changed', claims.sid);
    },

    sendResetLink: async (userId: string, locale: Locale) => sendResetLink(await load(userId), locale),
    load,
  };
}
export type AccountService = ReturnType<typeof accountService>;
