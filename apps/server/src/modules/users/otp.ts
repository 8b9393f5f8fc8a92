import { randomInt, randomUUID } from 'node:crypto';
import type { Locale } from '@sahm/contracts/common';
import type { OtpStatus, OtpType } from '@sahm/contracts/users';
import type { Queryable } from '../../db/client.ts';
import { ApiError } from '../../platform/errors.ts';
import type { RateCounter } from '../../platform/rate-counter.ts';
import type { SmsSender } from '../messaging/sms.ts';
import { maskPhone, otpSms } from '../messaging/templates.ts';
import { hashSecret, verifySecret } from './passwords.ts';

/** Limits of one-time codes (spec: accounts §4 and §9). */
export const otpRules = {
  ttlSeconds: { REGISTRATION: 240, CHANGE_MOBILE: 180 } satisfies Record<OtpType, number>,
  resendAfterSeconds: 60,
  maxAttempts: 5,
  perPhonePerHour: 6,
  perAddressPerHour: 20,
} as const;

type CodeRow = {
  id: string;
  phone_number: string;
  code_hash: string;
  created_at: Date | string;
  expires_at: Date | string;
  attempts: number;
};

const secondsUntil = (d: Date | string, now = Date.now()) => Math.max(0, Math.ceil((new Date(d).getTime() - now) / 1000));

async function openCode(db: Queryable, userId: string, type: OtpType): Promise<CodeRow | undefined> {
  return (
    await db.query<CodeRow>(
      `SELECT id, phone_number, code_hash, created_at, expires_at, attempts FROM one_time_codes
        WHERE user_id = $1 AND type = $2 AND consumed_at IS NULL AND voided_at IS NULL`,
      [userId, type],
    )
  )[0];
}

async function lastSent(
  db: Queryable,
  userId: string,
  type: OtpType,
): Promise<{ created_at: Date | string; phone_number: string; attempts: number } | undefined> {
  return (
    await db.query<{ created_at: Date | string; phone_number: string; attempts: number }>(
      `SELECT created_at, phone_number, attempts FROM one_time_codes WHERE user_id = $1 AND type = $2 ORDER BY created_at DESC LIMIT 1`,
      [userId, type],
    )
  )[0];
}

export function otpService(deps: { db: Queryable; sms: SmsSender; counter: RateCounter }) {
  const { db, sms, counter } = deps;

  async function status(userId: string, type: OtpType, fallbackPhone: string): Promise<OtpStatus> {
    const [open, last] = await Promise.all([openCode(db, userId, type), lastSent(db, userId, type)]);
    // A wrong entry lifts the wait (spec §4: a failed verification re-enables resend); the hourly
    // limits per phone and address still bound how many codes go out.
    const resendAt = last && last.attempts === 0 ? new Date(last.created_at).getTime() + otpRules.resendAfterSeconds * 1000 : 0;
    const live = open && secondsUntil(open.expires_at) > 0 ? open : undefined;
    return {
      type,
      active: Boolean(live),
      phone_number: maskPhone(live?.phone_number ?? last?.phone_number ?? fallbackPhone),
      expires_at: live ? new Date(live.expires_at).toISOString() : null,
      expires_in: live ? secondsUntil(live.expires_at) : 0,
      resend_in: secondsUntil(new Date(resendAt)),
      attempts_left: live ? otpRules.maxAttempts - live.attempts : 0,
    };
  }

  return {
    status,

    /** The phone the next code of this type goes to: the pending one, else the given default. */
    pendingPhone: async (userId: string, type: OtpType): Promise<string | undefined> => (await lastSent(db, userId, type))?.phone_number,

    /**
     * Sends a fresh code, voiding any earlier one. Refused within a minute of the last code, and
     * past the hourly limits per phone and per client address.
     */
    async send(opts: { userId: string; type: OtpType; phone: string; ip: string; locale: Locale }): Promise<OtpStatus> {
      const { userId, type, phone, ip, locale } = opts;
      const before = await status(userId, type, phone);
      if (before.resend_in > 0)
        throw new ApiError(
          429,
          'otpResendWait',
          { seconds: before.resend_in },
          { resend_in: before.resend_in },
          { 'retry-after': String(before.resend_in) },
        );
      const [byPhone, byAddress] = await Promise.all([counter.hit(`otp:phone:${phone}`, 3600), counter.hit(`otp:ip:${ip}`, 3600)]);
      if (byPhone.count > otpRules.perPhonePerHour || byAddress.count > otpRules.perAddressPerHour) {
        const wait = byPhone.count > otpRules.perPhonePerHour ? byPhone.resetIn : byAddress.resetIn;
        throw new ApiError(429, 'otpRateLimited', {}, { resend_in: wait }, { 'retry-after': String(wait) });
      }
      const code = String(randomInt(0, 10_000)).padStart(4, '0');
      const ttl = otpRules.ttlSeconds[type];
      await db.query(
        `UPDATE one_time_codes SET voided_at = now() WHERE user_id = $1 AND type = $2 AND consumed_at IS NULL AND voided_at IS NULL`,
        [userId, type],
      );
      const id = randomUUID();
      await db.query(
        `INSERT INTO one_time_codes (id, user_id, type, phone_number, code_hash, expires_at) VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
        [id, userId, type, phone, await hashSecret(code), ttl],
      );
      try {
        await sms.send(phone, otpSms(locale, code, Math.round(ttl / 60)));
      } catch {
        // A code nobody received must not hold up the next try.
        await db.query('DELETE FROM one_time_codes WHERE id = $1', [id]);
        throw new ApiError(502, 'otpNotSent', {}, { code: 'otp_not_sent' });
      }
      return status(userId, type, phone);
    },

    /**
     * Checks a code and consumes it. Each try counts before the comparison, so after the fifth
     * wrong one the code is void and even the right code fails.
     */
    async consume(userId: string, type: OtpType, code: string, expectedPhone?: string): Promise<{ phone: string }> {
      const open = await openCode(db, userId, type);
      if (!open) throw new ApiError(400, 'otpMissing');
      if (secondsUntil(open.expires_at) === 0) throw new ApiError(400, 'otpExpired');
      const tried = await db.query<{ attempts: number }>(
        `UPDATE one_time_codes SET attempts = attempts + 1 WHERE id = $1 AND attempts < $2 AND consumed_at IS NULL AND voided_at IS NULL RETURNING attempts`,
        [open.id, otpRules.maxAttempts],
      );
      if (!tried[0]) {
        await db.query(`UPDATE one_time_codes SET voided_at = now() WHERE id = $1 AND voided_at IS NULL`, [open.id]);
        throw new ApiError(400, 'otpVoid', {}, { attempts_left: 0 });
      }
      const attemptsLeft = otpRules.maxAttempts - tried[0].attempts;
      const right = (await verifySecret(open.code_hash, code)) && (!expectedPhone || expectedPhone === open.phone_number);
      if (!right) {
        if (attemptsLeft === 0) await db.query(`UPDATE one_time_codes SET voided_at = now() WHERE id = $1`, [open.id]);
        throw new ApiError(400, 'otpIncorrect', {}, { attempts_left: attemptsLeft });
      }
      const used = await db.query(
        `UPDATE one_time_codes SET consumed_at = now() WHERE id = $1 AND consumed_at IS NULL AND voided_at IS NULL RETURNING id`,
        [open.id],
      );
      if (!used[0]) throw new ApiError(400, 'otpMissing');
      return { phone: open.phone_number };
    },
  };
}
export type OtpService = ReturnType<typeof otpService>;
