import type { Locale } from '@sahm/contracts/common';
import type { DeactivationRequest, MessageResponse, NewsletterSignUp, TrialRequest } from '@sahm/contracts/users';
import type { Database } from '../../db/client.ts';
import { limitForm, type FormLimit } from '../../platform/attempt-limits.ts';
import type { RateCounter } from '../../platform/rate-counter.ts';
import { deactivationEmail, type Mailer } from '../messaging/index.ts';
import { messages } from './messages.ts';
import type { NewsletterProvider } from './newsletter.ts';
import { insertDeactivationRequest, insertSubscriber, insertTrialRequest, isSubscribed } from './queries.ts';

/**
 * Each form per typed email and per client address in an hour: a person needs one or two, and
 * nobody can make us write to someone else's mailbox (or the sales team's list) thirty times.
 */
export const publicFormLimits = {
  newsletter: { perRecipient: 3, perAddress: 10, windowSeconds: 3600 },
  trial: { perRecipient: 3, perAddress: 10, windowSeconds: 3600 },
  deactivation: { perRecipient: 3, perAddress: 10, windowSeconds: 3600 },
} as const satisfies Record<string, FormLimit>;

export type PublicFormService = ReturnType<typeof createPublicFormService>;
type Sender = { locale: Locale; ip: string };

/** The landing page's newsletter and book-a-trial forms, and the account deletion request. */
export function createPublicFormService(deps: {
  database: Database;
  newsletter: NewsletterProvider;
  mailer: Mailer;
  counter: RateCounter;
}) {
  const db = deps.database.db;
  const limit = (form: keyof typeof publicFormLimits, ip: string, recipient: string) =>
    limitForm(deps.counter, form, { recipient, ip }, publicFormLimits[form]);

  return {
    /** Idempotent: an address already on the list is not sent to the provider again. */
    async subscribe({ email }: NewsletterSignUp, { locale, ip }: Sender): Promise<MessageResponse> {
      await limit('newsletter', ip, email);
      if (!(await isSubscribed(db, email))) {
        await deps.newsletter.subscribe(email, locale);
        await insertSubscriber(db, { email, locale, deliveredTo: deps.newsletter.kind });
      }
      return { message: messages.t(locale, 'newsletterThanks') };
    },

    /** Stored for the sales team. */
    async requestTrial(b: TrialRequest, { locale, ip }: Sender): Promise<MessageResponse> {
      await limit('trial', ip, b.email);
      await insertTrialRequest(db, {
        name: b.name,
        email: b.email,
        phoneNumber: b.phone_number ?? null,
        message: b.message ?? null,
        locale,
      });
      return { message: messages.t(locale, 'trialRequestThanks') };
    },

    /** Stored, and confirmed to the address by email. */
    async requestDeactivation(b: DeactivationRequest, { locale, ip }: Sender): Promise<MessageResponse> {
      await limit('deactivation', ip, b.email);
      await insertDeactivationRequest(db, { email: b.email, reason: b.reason ?? null, locale });
      await deps.mailer.send(deactivationEmail(locale, b.email));
      return { message: messages.t(locale, 'deactivationReceived') };
    },
  };
}
