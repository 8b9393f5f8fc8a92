import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { messages } from './messages.ts';
import { findSandboxPayment } from './queries.ts';

/** A payment as the provider knows it; the only account of a payment the server believes. */
export type ProviderPayment = {
  id: string;
  status: string;
  /** Halalas. */
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  message: string | null;
  /** When the card was charged, by the provider's clock (a quote must have been valid then). */
  createdAt: Date | null;
};

export type PaymentProvider = {
  kind: 'sandbox' | 'moyasar';
  publishableKey: string;
  /** The hosted card form (sandbox); the real provider's form is its script, loaded by the page. */
  formUrl: string | null;
  fetchPayment: (id: string) => Promise<ProviderPayment | undefined>;
};

/** Moyasar's payments API: the secret key (server only) as HTTP Basic user name. */
export function moyasarProvider(opts: { apiUrl: string; publishableKey: string; secretKey: string }): PaymentProvider {
  return {
    kind: 'moyasar',
    publishableKey: opts.publishableKey,
    formUrl: null,
    fetchPayment: async (id) => {
      // The provider being away is not the buyer's fault nor ours to hide behind a 500: the buyer (or
      // the provider's own webhook retry) tries again, and the reconciliation job finishes the rest.
      const unavailable = () => messages.error(502, 'paymentProviderUnavailable', {}, {}, { 'retry-after': '30' });
      const response = await fetch(`${opts.apiUrl}/payments/${encodeURIComponent(id)}`, {
        headers: { authorization: `Basic ${Buffer.from(`${opts.secretKey}:`).toString('base64')}`, accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      }).catch(() => {
        throw unavailable();
      });
      if (response.status === 404) return undefined;
      if (!response.ok) throw unavailable();
      const p = (await response.json().catch(() => {
        throw unavailable();
      })) as {
        id: string;
        status: string;
        amount: number;
        currency: string;
        metadata?: Record<string, string> | null;
        source?: { message?: string };
        created_at?: string;
      };
      const createdAt = p.created_at ? new Date(p.created_at) : null;
      return {
        id: p.id,
        status: p.status,
        amount: p.amount,
        currency: p.currency,
        metadata: p.metadata ?? {},
        message: p.source?.message ?? null,
        createdAt: createdAt && !Number.isNaN(createdAt.getTime()) ? createdAt : null,
      };
    },
  };
}

/** The local card sandbox: its payments live in this database, written by its hosted form. */
export function sandboxProvider(db: Db, publishableKey: string): PaymentProvider {
  return {
    kind: 'sandbox',
    publishableKey,
    formUrl: '/sandbox-pay/form',
    fetchPayment: async (id) => {
      // Its ids are sbx_ and hex; anything else (a NUL, say) is simply not one of its payments.
      if (!/^sbx_[0-9a-f]{32}$/.test(id)) return undefined;
      const p = await findSandboxPayment(db, id);
      return p;
    },
  };
}

export function createPaymentProvider(config: Config, db: Db): PaymentProvider {
  const c = config.payments;
  return c.provider === 'moyasar'
    ? moyasarProvider({ apiUrl: c.apiUrl, publishableKey: c.publishableKey, secretKey: c.secretKey })
    : sandboxProvider(db, c.publishableKey);
}
