import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentResultSchema } from '@sahm/contracts/payments';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { registerUser, type Registered } from '../../../test/helpers/accounts.ts';
import { packagePrices, payInSandbox, paymentWebhook, quote, recordPayment } from '../../../test/helpers/payments.ts';
import { paymentHousekeeping } from './housekeeping.ts';
import { periodEnd } from './settle.ts';

let t: TestApp;
let prices: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  prices = await packagePrices(t);
});
afterAll(() => t.close());

type Sub = { id: string; status: string; slug: string; period: string; started_at: Date; ended_at: Date | null; amount_paid: number };
const subscriptions = (user: Registered) =>
  t.database.query<Sub>(
    `SELECT s.id, s.status, p.slug, pr.period, s.started_at, s.ended_at, s.amount_paid
       FROM subscriptions s JOIN package_prices pr ON pr.id = s.package_price_id JOIN packages p ON p.id = pr.package_id
      WHERE s.user_id = $1 ORDER BY s.created_at`,
    [user.guid],
  );
const active = async (user: Registered) => (await subscriptions(user)).filter((s) => s.status === 'ACTIVE');
const payments = (user: Registered) =>
  t.database.query<{ id: string; subscription_id: string | null; invoices: number }>(
    `SELECT p.id, p.subscription_id, (SELECT count(*)::int FROM invoices i WHERE i.payment_id = p.id) AS invoices FROM payments p WHERE p.user_id = $1`,
    [user.guid],
  );
const ms = (d: Date | string) => new Date(d).getTime();
const MINUTE = 60_000;

/** Quotes a package price, pays it on the sandbox naming the quote, and returns what the completed page would send. */
async function quotedPayment(user: Registered, price: string) {
  const q = await quote(t, user, prices[price]!);
  const paymentId = await payInSandbox(t, user, { priceGuid: q.package_price_guid, amount: q.amount, quoteGuid: q.quote_guid });
  return { quote: q, body: { payment_id: paymentId, package_price_guid: q.package_price_guid, amount: q.amount } };
}

/** A paid payment recorded with no plan: what a crash, or the race before recording was one transaction, left behind. */
async function orphan(user: Registered, price: string) {
  const { quote: q, body } = await quotedPayment(user, price);
  await t.database.query(
    `INSERT INTO payments (id, provider, user_id, package_price_id, amount, currency, status, provider_result) VALUES ($1, 'sandbox', $2, $3, $4, 'SAR', 'paid', '{}')`,
    [body.payment_id, user.guid, q.package_price_guid, q.amount],
  );
  return { quote: q, body };
}

describe('two payments for one user at the same moment', () => {
  it('two different upgrades: both are recorded with plan and invoice, the second against the plan the first left', async () => {
    const user = await registerUser(t, { verify: true });
    // Both quoted on the trial, before either is paid: two tabs, or a double purchase.
    const advance = await quotedPayment(user, 'ADVANCE:MONTHLY');
    const professional = await quotedPayment(user, 'PROFESSIONAL:MONTHLY');
    const [a, b] = await Promise.all([recordPayment(t, user, advance.body), recordPayment(t, user, professional.body)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    for (const res of [a, b]) {
      const r = paymentResultSchema.parse(res.json());
      expect(r.status).toBe('paid');
      expect(r.subscription_guid).toBeTruthy();
      expect(r.invoice_number).toBeGreaterThan(0);
    }
    const stored = await payments(user);
    expect(stored).toHaveLength(2);
    expect(stored.every((p) => p.subscription_id && p.invoices === 1)).toBe(true);

    // One plan in force: the one recorded second, which replaced the first and counts its unused
    // value (nearly all of it) on top of what it was paid: no halala of either payment is lost.
    const [now] = await active(user);
    expect(await active(user)).toHaveLength(1);
    const [first, second] = now!.slug === 'PROFESSIONAL' ? [advance, professional] : [professional, advance];
    expect((await subscriptions(user)).find((s) => s.slug === (first === advance ? 'ADVANCE' : 'PROFESSIONAL'))!.status).toBe('REPLACED');
    const full = second.quote.amount;
    const carried = Math.min(first.quote.amount, full);
    const start = new Date(now!.started_at);
    const expected = ms(start) + ((ms(periodEnd(start, 'MONTHLY')) - ms(start)) * (full + carried)) / full;
    expect(Math.abs(ms(now!.ended_at!) - expected)).toBeLessThan(10 * MINUTE);
    expect(now!.amount_paid).toBe(second.quote.amount);
  });

  it('the same package twice (two tabs): both are honoured, the second adds a period', async () => {
    const user = await registerUser(t, { verify: true });
    const one = await quotedPayment(user, 'ADVANCE:YEARLY');
    const two = await quotedPayment(user, 'ADVANCE:YEARLY');
    const results = await Promise.all([recordPayment(t, user, one.body), recordPayment(t, user, two.body)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results.map((r) => r.json().status)).toEqual(['paid', 'paid']);
    const plans = await active(user);
    expect(plans).toHaveLength(1);
    const plan = plans[0]!;
    expect(plan).toMatchObject({ slug: 'ADVANCE', period: 'YEARLY', amount_paid: 2 * one.quote.amount });
    const start = new Date(plan.started_at);
    expect(ms(plan.ended_at!)).toBe(ms(periodEnd(periodEnd(start, 'YEARLY'), 'YEARLY')));
    expect((await payments(user)).map((p) => [p.subscription_id, p.invoices])).toEqual([
      [plan.id, 1],
      [plan.id, 1],
    ]);
  });

  it('the browser and the webhook recording one payment at once: one plan, one invoice, the same answer', async () => {
    const user = await registerUser(t, { verify: true });
    const { body } = await quotedPayment(user, 'PROFESSIONAL:YEARLY');
    const [browser, hook, again] = await Promise.all([
      recordPayment(t, user, body),
      paymentWebhook(t, body.payment_id),
      recordPayment(t, user, body),
    ]);
    expect([browser.statusCode, hook.statusCode, again.statusCode]).toEqual([200, 200, 200]);
    expect(browser.json().subscription_guid).toBe(again.json().subscription_guid);
    expect(browser.json().invoice_number).toBe(again.json().invoice_number);
    expect(await active(user)).toHaveLength(1);
    expect(await payments(user)).toEqual([{ id: body.payment_id, subscription_id: browser.json().subscription_guid, invoices: 1 }]);
  });
});

describe('a paid payment without its plan', () => {
  it('is completed by a replay of POST /payments/ instead of answering "already recorded"', async () => {
    const user = await registerUser(t, { verify: true });
    const { body } = await orphan(user, 'ADVANCE:MONTHLY');
    const res = await recordPayment(t, user, body);
    expect(res.statusCode, res.body).toBe(200);
    const r = paymentResultSchema.parse(res.json());
    expect(r.status).toBe('paid');
    expect(r.subscription_guid).toBeTruthy();
    expect(r.invoice_number).toBeGreaterThan(0);
    const [plan] = await active(user);
    expect(plan).toMatchObject({ id: r.subscription_guid, slug: 'ADVANCE', period: 'MONTHLY' });
    // Quoted on the trial, which is still in force: exactly one period.
    expect(ms(plan!.ended_at!)).toBe(ms(periodEnd(new Date(plan!.started_at), 'MONTHLY')));
    const again = await recordPayment(t, user, body);
    expect(again.json()).toMatchObject({
      subscription_guid: r.subscription_guid,
      invoice_number: r.invoice_number,
      message: 'already recorded',
    });
  });

  it('is completed by the provider’s webhook', async () => {
    const user = await registerUser(t, { verify: true });
    const { body } = await orphan(user, 'PROFESSIONAL:MONTHLY');
    const hook = await paymentWebhook(t, body.payment_id);
    expect(hook.statusCode, hook.body).toBe(200);
    expect(hook.json()).toMatchObject({ ok: true, status: 'paid' });
    expect(await payments(user)).toEqual([{ id: body.payment_id, subscription_id: (await active(user))[0]!.id, invoices: 1 }]);
    expect((await active(user))[0]).toMatchObject({ slug: 'PROFESSIONAL', period: 'MONTHLY' });
  });

  it('is found and completed by the reconciliation job, once, however many processes run it', async () => {
    const user = await registerUser(t, { verify: true });
    const other = await registerUser(t, { verify: true });
    await orphan(user, 'ADVANCE:YEARLY');
    await orphan(other, 'PROFESSIONAL:MONTHLY');
    // A crash after the invoice was written and before the payment named its plan.
    const third = await registerUser(t, { verify: true });
    const done = await quotedPayment(third, 'ADVANCE:MONTHLY');
    expect((await recordPayment(t, third, done.body)).statusCode).toBe(200);
    await t.database.query(`UPDATE payments SET subscription_id = NULL WHERE id = $1`, [done.body.payment_id]);

    const runs = await Promise.all([
      paymentHousekeeping(t.database.db, t.app.payments.service),
      paymentHousekeeping(t.database.db, t.app.payments.service),
    ]);
    expect(runs[0]!.repaired + runs[1]!.repaired).toBe(3);
    expect((await paymentHousekeeping(t.database.db, t.app.payments.service)).repaired).toBe(0);
    for (const [who, slug] of [
      [user, 'ADVANCE'],
      [other, 'PROFESSIONAL'],
      [third, 'ADVANCE'],
    ] as const) {
      const plans = await active(who);
      expect(plans).toHaveLength(1);
      expect(plans[0]!.slug).toBe(slug);
      expect(await payments(who)).toEqual([expect.objectContaining({ subscription_id: plans[0]!.id, invoices: 1 })]);
    }
    // The third's plan was the one its invoice already named: not started twice.
    expect((await subscriptions(third)).filter((s) => s.slug === 'ADVANCE')).toHaveLength(1);
    const unsettled = await t.database.query(`SELECT id FROM payments WHERE subscription_id IS NULL`);
    expect(unsettled).toEqual([]);
  });
});
