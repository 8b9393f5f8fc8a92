import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { halalasToSar, sarToHalalas, splitVat } from '@sahm/contracts/money';
import { invoiceListSchema, packageListSchema, subscriptionListSchema, subscriptionSchema } from '@sahm/contracts/plans';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { bearer, DEMO_PASSWORD, refresh, registerUser, signIn } from '../../../test/helpers/accounts.ts';
import { expireSubscriptions, startSubscription } from './subscriptions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/v1/packages/', () => {
  it('lists the four packages with prices and features in the requested language', async () => {
    const { items } = packageListSchema.parse((await t.api({ url: '/api/v1/packages/', locale: 'en' })).json());
    expect(items.map((p) => p.slug)).toEqual(['BASIC', 'ADVANCE', 'PROFESSIONAL', 'CORPORATE']);
    const advance = items.find((p) => p.slug === 'ADVANCE')!;
    expect(advance.prices.map((p) => [p.period, p.price])).toEqual([
      ['MONTHLY', '79.00'],
      ['YEARLY', '790.00'],
    ]);
    expect(items.find((p) => p.slug === 'PROFESSIONAL')!.prices.map((p) => p.price)).toEqual(['149.00', '1490.00', '0.00']);
    expect(items.find((p) => p.slug === 'CORPORATE')!).toMatchObject({ prices: [], contact_email: 'sales@sahm.example' });
    expect(advance.feature_mapping.find((f) => f.name === 'Financial statements')!.is_included).toBe(true);
    const ar = packageListSchema.parse((await t.api({ url: '/api/v1/packages/', locale: 'ar' })).json());
    expect(ar.items[0]!.name).toBe('الأساسية');
  });
});

describe('subscriptions and the roles they grant', () => {
  it('a new account is on a three-day professional trial, shown as NO_PERIOD', async () => {
    const user = await registerUser(t, { verify: true });
    const auth = bearer(user.tokens.access_token);
    const current = subscriptionSchema.parse((await t.api({ url: '/api/v1/subscriptions/current', headers: auth, locale: 'en' })).json());
    expect(current).toMatchObject({
      status: 'ACTIVE',
      remaining_days: 3,
      remaining_credit: '0.00',
      package_price: { period: 'NO_PERIOD', slug: 'PROFESSIONAL' },
    });
    expect(decodeJwt(user.tokens.access_token)).toMatchObject({ current_plan: 'PROFESSIONAL' });
  });

  it('an ended trial drops the account to BASIC, and the next token lacks the professional permissions', async () => {
    const user = await registerUser(t, { verify: true });
    // The trial ran out a minute ago; even before the expiry job runs, a refresh grants BASIC.
    await t.database.query(
      `UPDATE subscriptions SET started_at = now() - interval '3 days 1 minute', ended_at = now() - interval '1 minute' WHERE user_id = $1`,
      [user.guid],
    );
    const early = decodeJwt((await refresh(t, user.tokens.refresh_token)).access_token);
    expect(early.current_plan).toBe('BASIC');
    expect(early.roles).not.toContain('CAN_HAVE_MULTIPLE_PORTFOLIOS');
    expect(early.roles).toContain('CAN_ADD_PROTFOLIO_STOCKS_TWO');
    expect(await expireSubscriptions(t.database.db)).toBeGreaterThanOrEqual(1);
    const tokens = await signIn(t, user.email, user.password);
    const history = subscriptionListSchema.parse(
      (await t.api({ url: '/api/v1/subscriptions/', headers: bearer(tokens.access_token), locale: 'en' })).json(),
    );
    expect(history.items.map((s) => [s.package_price.slug, s.status])).toEqual([
      ['BASIC', 'ACTIVE'],
      ['PROFESSIONAL', 'EXPIRED'],
    ]);
    expect(history.items[0]!.previous_package).toMatchObject({ slug: 'PROFESSIONAL', name: 'Professional' });
    // Running the job again changes nothing.
    expect(await expireSubscriptions(t.database.db)).toBe(0);
  });

  it('a paid period reports its remaining credit', async () => {
    const user = await registerUser(t, { verify: true });
    const start = new Date(Date.now() - 10 * 86_400_000);
    await startSubscription(t.database.db, {
      userId: user.guid,
      slug: 'ADVANCE',
      period: 'MONTHLY',
      endsAt: new Date(start.getTime() + 30 * 86_400_000),
      amountPaid: 7_900,
      now: start,
    });
    const current = subscriptionSchema.parse(
      (await t.api({ url: '/api/v1/subscriptions/current', headers: bearer(user.tokens.access_token) })).json(),
    );
    expect(current.remaining_days).toBe(20);
    // Twenty of thirty days left of 79.00: 52.66 (rounded down to the halala).
    expect(current.remaining_credit).toBe('52.66');
    expect(current.previous_package?.slug).toBe('PROFESSIONAL');
  });

  it('demo accounts hold their plans; history is for admins only', async () => {
    const advance = await signIn(t, 'advance@sahm.demo', DEMO_PASSWORD);
    expect(decodeJwt(advance.access_token).current_plan).toBe('ADVANCE');
    const me = (await t.api({ url: '/api/v1/users/me', headers: bearer(advance.access_token) })).json();
    expect((await t.api({ url: `/api/v1/subscriptions/${me.guid}/history/`, headers: bearer(advance.access_token) })).statusCode).toBe(403);
    const admin = await signIn(t, 'admin@sahm.demo', DEMO_PASSWORD);
    const history = subscriptionListSchema.parse(
      (await t.api({ url: `/api/v1/subscriptions/${me.guid}/history/`, headers: bearer(admin.access_token) })).json(),
    );
    expect(history.items[0]!.package_price.slug).toBe('ADVANCE');
    expect((await t.api({ url: '/api/v1/subscriptions/current' })).statusCode).toBe(401);
  });

  it("a paid demo account's plan was bought: its invoice is the catalogue's yearly price, VAT included", async () => {
    for (const [email, slug, total] of [
      ['advance@sahm.demo', 'ADVANCE', '790.00'],
      ['professional@sahm.demo', 'PROFESSIONAL', '1490.00'],
    ] as const) {
      const token = bearer((await signIn(t, email, DEMO_PASSWORD)).access_token);
      const invoices = invoiceListSchema.parse((await t.api({ url: '/api/v1/subscriptions/invoices', headers: token })).json());
      expect(invoices.items).toHaveLength(1);
      const [invoice] = invoices.items;
      expect(invoice).toMatchObject({
        total,
        vat: halalasToSar(splitVat(sarToHalalas(total)).vat),
        is_paid: 'PAID',
        plan: { slug, period: 'YEARLY' },
      });
      const current = subscriptionSchema.parse((await t.api({ url: '/api/v1/subscriptions/current', headers: token })).json());
      expect(current.package_price.slug).toBe(slug);
      // A sale, so its document can be had (a trial's cannot).
      const pdf = await t.api({ method: 'POST', url: `/api/v1/subscriptions/invoice/${invoice!.number}/`, headers: token, payload: {} });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toContain('application/pdf');
    }
    // BASIC is free: no invoice.
    const basic = bearer((await signIn(t, 'basic@sahm.demo', DEMO_PASSWORD)).access_token);
    expect(invoiceListSchema.parse((await t.api({ url: '/api/v1/subscriptions/invoices', headers: basic })).json()).items).toEqual([]);
  });
});
