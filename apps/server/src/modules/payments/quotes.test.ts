import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { registerUser, type Registered } from '../../../test/helpers/accounts.ts';
import { packagePrices, payInSandbox, paymentWebhook, quote, recordPayment } from '../../../test/helpers/payments.ts';
import { startSubscription } from '../plans/index.ts';
import { issueQuote, QUOTE_TTL_MS } from './quote.ts';
import { periodEnd } from './settle.ts';

let t: TestApp;
let prices: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  prices = await packagePrices(t);
});
afterAll(() => t.close());

const MINUTE = 60_000;

/** A user ten days into a paid month of ADVANCE: their credit shrinks by about a halala every five minutes. */
async function onPaidAdvance(): Promise<Registered> {
  const user = await registerUser(t, { verify: true });
  const start = new Date(Date.now() - 10 * 86_400_000);
  await t.database.transaction((tx) =>
    startSubscription(tx.db, {
      userId: user.guid,
      slug: 'ADVANCE',
      period: 'MONTHLY',
      endsAt: periodEnd(start, 'MONTHLY'),
      amountPaid: 7_900,
      now: start,
    }),
  );
  return user;
}

const activePlan = async (user: Registered) =>
  (
    await t.database.query<{ slug: string; period: string; started_at: Date; ended_at: Date }>(
      `SELECT p.slug, pr.period, s.started_at, s.ended_at FROM subscriptions s JOIN package_prices pr ON pr.id = s.package_price_id
         JOIN packages p ON p.id = pr.package_id WHERE s.user_id = $1 AND s.status = 'ACTIVE'`,
      [user.guid],
    )
  )[0]!;
const paymentsOf = (user: Registered) => t.database.query(`SELECT id FROM payments WHERE user_id = $1`, [user.guid]);

describe('a quote is honoured for thirty minutes', () => {
  it('is stored and answered with its id and expiry', async () => {
    const user = await registerUser(t, { verify: true });
    const before = Date.now();
    const q = await quote(t, user, prices['ADVANCE:YEARLY']!);
    const expires = Date.parse(q.expires_at);
    expect(expires - before).toBeGreaterThanOrEqual(QUOTE_TTL_MS);
    expect(expires - Date.now()).toBeLessThanOrEqual(QUOTE_TTL_MS);
    const [stored] = await t.database.query(
      `SELECT user_id, package_price_id, price, discount, credit, amount FROM payment_quotes WHERE id = $1`,
      [q.quote_guid],
    );
    expect(stored).toEqual({
      user_id: user.guid,
      package_price_id: prices['ADVANCE:YEARLY'],
      price: 79_000,
      discount: 0,
      credit: 0,
      amount: 79_000,
    });
  });

  it('an upgrade paid minutes after its quote, at the quoted amount, starts as quoted though the credit has moved', async () => {
    for (const via of ['browser', 'webhook'] as const) {
      const user = await onPaidAdvance();
      const quoted = await issueQuote(t.database.db, {
        userId: user.guid,
        packagePriceId: prices['PROFESSIONAL:MONTHLY']!,
        now: new Date(Date.now() - 25 * MINUTE),
      });
      // What the old check did: recompute now, and find a few halalas more due.
      const now = await quote(t, user, prices['PROFESSIONAL:MONTHLY']!);
      expect(now.amount).toBeGreaterThan(quoted.amount);

      const paymentId = await payInSandbox(t, user, { priceGuid: quoted.packagePriceId, amount: quoted.amount, quoteGuid: quoted.quoteId });
      const res =
        via === 'browser'
          ? await recordPayment(t, user, { payment_id: paymentId, package_price_guid: quoted.packagePriceId, amount: quoted.amount })
          : await paymentWebhook(t, paymentId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe('paid');
      const plan = await activePlan(user);
      expect(plan).toMatchObject({ slug: 'PROFESSIONAL', period: 'MONTHLY' });
      expect(new Date(plan.ended_at).getTime()).toBe(periodEnd(new Date(plan.started_at), 'MONTHLY').getTime());
    }
  });

  it('refuses a payment on an expired quote with a clear message, changing nothing', async () => {
    const user = await onPaidAdvance();
    const quoted = await issueQuote(t.database.db, {
      userId: user.guid,
      packagePriceId: prices['PROFESSIONAL:MONTHLY']!,
      now: new Date(Date.now() - 25 * MINUTE),
    });
    await t.database.query(`UPDATE payment_quotes SET expires_at = created_at + interval '1 minute' WHERE id = $1`, [quoted.quoteId]);
    const paymentId = await payInSandbox(t, user, { priceGuid: quoted.packagePriceId, amount: quoted.amount, quoteGuid: quoted.quoteId });
    const body = { payment_id: paymentId, package_price_guid: quoted.packagePriceId, amount: quoted.amount };
    const en = await recordPayment(t, user, body);
    expect(en.statusCode).toBe(400);
    expect(en.json().detail).toBe(
      'The price offer for this payment has expired; the amount due has changed, so please review it and pay again',
    );
    const ar = await t.api({
      method: 'POST',
      url: '/api/v1/payments/',
      headers: { authorization: `Bearer ${user.tokens.access_token}` },
      payload: { ...body, status: 'paid' },
      locale: 'ar',
    });
    expect(ar.statusCode).toBe(400);
    expect(ar.json().detail).toBe('انتهت صلاحية عرض السعر لهذه العملية وتغيّر المبلغ المستحق؛ يرجى مراجعته والدفع مرة أخرى');
    expect((await paymentWebhook(t, paymentId)).statusCode).toBe(400);
    expect(await paymentsOf(user)).toEqual([]);
    expect(await activePlan(user)).toMatchObject({ slug: 'ADVANCE', period: 'MONTHLY' });
  });

  it('accepts an expired or unknown quote when the amount is exactly what is due now', async () => {
    for (const quoteOf of [
      async (guid: string) => {
        await t.database.query(`UPDATE payment_quotes SET expires_at = now() - interval '1 minute' WHERE id = $1`, [guid]);
        return guid;
      },
      async () => '00000000-0000-4000-8000-000000000000',
    ]) {
      const user = await registerUser(t, { verify: true });
      const q = await quote(t, user, prices['ADVANCE:MONTHLY']!);
      const paymentId = await payInSandbox(t, user, {
        priceGuid: q.package_price_guid,
        amount: q.amount,
        quoteGuid: await quoteOf(q.quote_guid),
      });
      const res = await recordPayment(t, user, { payment_id: paymentId, package_price_guid: q.package_price_guid, amount: q.amount });
      expect(res.statusCode, res.body).toBe(200);
      expect((await activePlan(user)).slug).toBe('ADVANCE');
    }
  });

  it('refuses a payment naming a quote that is not this user’s, or one that does not exist', async () => {
    const user = await onPaidAdvance();
    const stranger = await registerUser(t, { verify: true });
    // The stranger, on a trial, is quoted the full price; this user owes less, and pays the full price naming it.
    const theirs = await quote(t, stranger, prices['PROFESSIONAL:MONTHLY']!);
    for (const quoteGuid of [theirs.quote_guid, '00000000-0000-4000-8000-000000000000']) {
      const paymentId = await payInSandbox(t, user, { priceGuid: theirs.package_price_guid, amount: theirs.amount, quoteGuid });
      const res = await recordPayment(t, user, {
        payment_id: paymentId,
        package_price_guid: theirs.package_price_guid,
        amount: theirs.amount,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('This payment does not match a price offer made to you; please review the amount and pay again');
    }
    expect(await paymentsOf(user)).toEqual([]);
  });
});
