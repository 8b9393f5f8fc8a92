import { randomInt, randomUUID } from 'node:crypto';
import type { Locale } from '@sahm/contracts/common';
import type { OtpStatus, OtpType } from '@sahm/contracts/users';
import type { Db } from '../../db/client.ts';
import type { RateCounter } from '../../platform/rate-counter.ts';
import { maskPhone, otpSms, type SmsSender } from '../messaging/index.ts';
import { messages } from './messages.ts';
import { hashSecret, verifySecret } from './passwords.ts';
import { consumeCode, countCodeTry, deleteCode, insertCode, lastSentCode, openCode, voidCode, voidOpenCodes } from './queries.ts';

/** Limits of one-time codes (spec: accounts §4 and §9). */
export const otpRules = {
  ttlSeconds: { REGISTRATION: 240, CHANGE_MOBILE: 180 } satisfies Record<OtpType, number>,
  resendAfterSeconds: 60,
  maxAttempts: 5,
  perPhonePerHour: 6,
  perAddressPerHour: 20,
} as const;

const secondsUntil = (d: Date, now = Date.now()) => Math.max(0, Math.ceil((d.getTime() - now) / 1000));

export function otpService(deps: { db: Db; sms: SmsSender; counter: RateCounter }) {
  const { db, sms, counter } = deps;

  async function status(userId: string, type: OtpType, fallbackPhone: string): Promise<OtpStatus> {
    const [open, last] = await Promise.all([openCode(db, userId, type), lastSentCode(db, userId, type)]);
    // A wrong entry lifts the wait (spec §4: a failed verification re-enables resend); the hourly
    // limits per phone and address still bound how many codes go out.
    const resendAt = last && last.attempts === 0 ? last.createdAt.getTime() + otpRules.resendAfterSeconds * 1000 : 0;
    const live = open && secondsUntil(open.expiresAt) > 0 ? open : undefined;
    return {
      type,
      active: Boolean(live),
      phone_number: maskPhone(live?.phoneNumber ?? last?.phoneNumber ?? fallbackPhone),
      expires_at: live ? live.expiresAt.toISOString() : null,
      expires_in: live ? secondsUntil(live.expiresAt) : 0,
      resend_in: secondsUntil(new Date(resendAt)),
      attempts_left: live ? otpRules.maxAttempts - live.attempts : 0,
    };
  }

  return {
    status,

    /** The phone the next code of this type goes to: the pending one, else the given default. */
    pendingPhone: async (userId: string, type: OtpType): Promise<string | undefined> => (await lastSentCode(db, userId, type))?.phoneNumber,

    /**
     * Sends a fresh code, voiding any earlier one. Refused within a minute of the last code, and
     * past the hourly limits per phone and per client address.
     */
    async send(opts: { userId: string; type: OtpType; phone: string; ip: string; locale: Locale }): Promise<OtpStatus> {
      const { userId, type, phone, ip, locale } = opts;
      const before = await status(userId, type, phone);
      if (before.resend_in > 0)
        throw messages.error(
          429,
          'otpResendWait',
          { seconds: before.resend_in },
          { resend_in: before.resend_in },
          { 'retry-after': String(before.resend_in) },
        );
      const [byPhone, byAddress] = await Promise.all([counter.hit(`otp:phone:${phone}`, 3600), counter.hit(`otp:ip:${ip}`, 3600)]);
      if (byPhone.count > otpRules.perPhonePerHour || byAddress.count > otpRules.perAddressPerHour) {
        const wait = byPhone.count > otpRules.perPhonePerHour ? byPhone.resetIn : byAddress.resetIn;
        throw messages.error(429, 'otpRateLimited', {}, { resend_in: wait }, { 'retry-after': String(wait) });
      }
      const code = String(randomInt(0, 10_000)).padStart(4, '0');
      const ttl = otpRules.ttlSeconds[type];
      await voidOpenCodes(db, userId, type);
      const id = randomUUID();
      await insertCode(db, { id, userId, type, phoneNumber: phone, codeHash: await hashSecret(code), ttlSeconds: ttl });
      try {
        await sms.send(phone, otpSms(locale, code, Math.round(ttl / 60)));
      } catch {
        // A code nobody received must not hold up the next try.
        await deleteCode(db, id);
        throw messages.error(502, 'otpNotSent', {}, { code: 'otp_not_sent' });
      }
      return status(userId, type, phone);
    },

    /**
     * Checks a code and consumes it. Each try counts before the comparison, so after the fifth
     * wrong one the code is void and even the right code fails.
     */
    async consume(userId: string, type: OtpType, code: string, expectedPhone?: string): Promise<{ phone: string }> {
      const open = await openCode(db, userId, type);
      if (!open) throw messages.error(400, 'otpMissing');
      if (secondsUntil(open.expiresAt) === 0) throw messages.error(400, 'otpExpired');
      const tried = await countCodeTry(db, open.id, otpRules.maxAttempts);
      if (!tried) {
        await voidCode(db, open.id);
        throw messages.error(400, 'otpVoid', {}, { attempts_left: 0 });
      }
      const attemptsLeft = otpRules.maxAttempts - tried.attempts;
      const right = (await verifySecret(open.codeHash, code)) && (!expectedPhone || expectedPhone === open.phoneNumber);
      if (!right) {
        if (attemptsLeft === 0) await voidCode(db, open.id);
        throw messages.error(400, 'otpIncorrect', {}, { attempts_left: attemptsLeft });
      }
      if (!(await consumeCode(db, open.id))) throw messages.error(400, 'otpMissing');
      return { phone: open.phoneNumber };
    },
  };
}
export type OtpService = ReturnType<typeof otpService>;
