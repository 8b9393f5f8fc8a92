import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/client.ts';

/** A payment as the provider knows it; the only account of a payment the server believes. */
export type ProviderPayment = {
  id: string;
  status: string;
  /** Halalas. */
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  message: string | null;
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
      const response = await fetch(`${opts.apiUrl}/payments/${encodeURIComponent(id)}`, {
        headers: { authorization: `Basic ${Buffer.from(`${opts.secretKey}:`).toString('base64')}`, accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
      if (response.status === 404) return undefined;
      if (!response.ok) throw new Error(`payment provider answered ${response.status}`);
      const p = (await response.json()) as {
        id: string;
        status: string;
        amount: number;
        currency: string;
        metadata?: Record<string, string> | null;
        source?: { message?: string };
      };
      return {
        id: p.id,
        status: p.status,
        amount: p.amount,
        currency: p.currency,
        metadata: p.metadata ?? {},
        message: p.source?.message ?? null,
      };
    },
  };
}

/** The local card sandbox: its payments live in this database, written by its hosted form. */
export function sandboxProvider(db: Queryable, publishableKey: string): PaymentProvider {
  return {
    kind: 'sandbox',
    publishableKey,
    formUrl: '/sandbox-pay/form',
    fetchPayment: async (id) => {
      const [p] = await db.query<{
        id: string;
        status: string;
        amount: number;
        currency: string;
        metadata: Record<string, string>;
        message: string | null;
      }>(`SELECT id, status, amount, currency, metadata, message FROM sandbox_payments WHERE id = $1`, [id]);
      return p;
    },
  };
}

export function createPaymentProvider(config: Config, db: Queryable): PaymentProvider {
  const c = config.payments;
  return c.provider === 'moyasar'
    ? moyasarProvider({ apiUrl: c.apiUrl, publishableKey: c.publishableKey, secretKey: c.secretKey })
    : sandboxProvider(db, c.publishableKey);
}
