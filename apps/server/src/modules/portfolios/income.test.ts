import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashTransactionPageSchema, overviewSchema, stockTransactionPageSchema } from '@sahm/contracts/portfolio';
import { portfolioDividendsSchema } from '@sahm/contracts/portfolio-income';
import { capitalChanges, dividends } from '../../db/schema/companies.ts';
import { addDays, riyadhClock } from '../../domain/calendar.ts';
import { bumpDataVersion } from '../../platform/data-version.ts';
import { buyRow, newClient, ok, pickStocks, type Client, type TestStock } from '../../../test/helpers/portfolios.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

/**
 * Dividends credited and corporate actions applied in virtual portfolios, through the HTTP API on
 * a private copy of the seeded database. The events are written before any portfolio is read
 * (they are cached per company-data version), on seeded sessions of October and November 2026.
 */

let t: TestApp;
let payer: TestStock;
let bonus: TestStock;
let late: TestStock;
let rights: TestStock;
/** The open rights issue's effective date (the latest closed session) and a session before it. */
let rightsEffective: string;
let rightsBuyDate: string;
const ids = {
  payer: '0d1f0000-0000-4000-8000-000000000001',
  afterBonus: '0d1f0000-0000-4000-8000-000000000002',
  late: '0d1f0000-0000-4000-8000-000000000003',
  upcoming: '0d1f0000-0000-4000-8000-000000000004',
  bonusIssue: '0d1f0000-0000-4000-8000-000000000005',
  rightsOpen: '0d1f0000-0000-4000-8000-000000000006',
  rightsLapsed: '0d1f0000-0000-4000-8000-000000000007',
};
/** The payer's eligibility date (a Wednesday) and distribution date. */
const ELIGIBILITY = '2026-10-14';
const DISTRIBUTION = '2026-10-28';
let record: string;
let dayAfterRecord: string;
const today = riyadhClock(new Date()).date;
const nextYear = Number(today.slice(0, 4)) + 1;

const dividend = (id: string, stockId: string, amount: string, dueDate: string, distributionDate: string | null, period: 'Q1' | 'Q2') => ({
  id,
  stockId,
  amount,
  announcementDate: '2026-10-01',
  dueDate,
  distributionDate,
  way: 'BANK_TRANSFER' as const,
  year: 2098,
  period,
});

beforeAll(async () => {
  t = await createTestApp({ MARKET_CLOCK: 'always-open' });
  [payer, bonus, late, rights] = (await pickStocks(t, 4)) as [TestStock, TestStock, TestStock, TestStock];
  const db = t.database.db;
  for (const s of [payer, bonus, late, rights]) {
    await db.delete(dividends).where(eq(dividends.stockId, s.guid));
    await db.delete(capitalChanges).where(eq(capitalChanges.stockId, s.guid));
  }
  await db.insert(dividends).values([
    dividend(ids.payer, payer.guid, '1.2500', ELIGIBILITY, DISTRIBUTION, 'Q1'),
    // Announced, still ahead: expected on today's shares.
    { ...dividend(ids.upcoming, payer.guid, '0.7500', `${nextYear}-03-10`, null, 'Q2'), announcementDate: today },
    // Eligibility the day after the bonus issue: paid on the bonus shares too.
    dividend(ids.afterBonus, bonus.guid, '0.5000', '2026-11-05', '2026-11-12', 'Q1'),
    // Distribution not yet set when the holder sells; set later.
    dividend(ids.late, late.guid, '2.0000', '2026-11-04', null, 'Q1'),
  ]);
  await db.insert(capitalChanges).values({
    id: ids.bonusIssue,
    stockId: bonus.guid,
    type: 'BONUS_SHARES',
    announcementDate: '2026-10-20',
    effectiveDate: '2026-11-04',
    sharesBefore: 10,
    sharesAfter: 11,
  });
  // Rights: one open now (effective on the latest closed session), one long lapsed.
  rightsEffective = await t.app.calendar.lastClosedSession(rights.market.guid, new Date());
  let d = addDays(rightsEffective, -1);
  while (!(await t.app.calendar.session(rights.market.guid, d)).isTradingDay) d = addDays(d, -1);
  rightsBuyDate = d;
  const issue = { stockId: rights.guid, type: 'RIGHTS_ISSUE' as const, sharesBefore: 100, sharesAfter: 120, offerPrice: '10.00' };
  await db.insert(capitalChanges).values([
    { ...issue, id: ids.rightsOpen, announcementDate: addDays(rightsEffective, -40), effectiveDate: rightsEffective },
    { ...issue, id: ids.rightsLapsed, announcementDate: '2026-03-01', effectiveDate: '2026-04-01', sharesAfter: 150 },
  ]);
  record = await t.app.calendar.sessionsAfter(payer.market.guid, ELIGIBILITY, 2);
  dayAfterRecord = await t.app.calendar.sessionsAfter(payer.market.guid, record, 1);
});
afterAll(() => t.close());

async function portfolioOf(c: Client): Promise<string> {
  return (await ok(c.call('POST', '/', { name: 'Income' }), 201)).guid as string;
}
const cashLog = async (c: Client, p: string) => cashTransactionPageSchema.parse(await ok(c.call('GET', `/${p}/liquidity/?size=100`))).items;
const credits = async (c: Client, p: string) => (await cashLog(c, p)).filter((x) => x.operation_type === 'DIVIDEND');
const dividendsOf = async (c: Client, p: string) => portfolioDividendsSchema.parse(await ok(c.call('GET', `/${p}/dividends/`)));

describe('dividends in a virtual portfolio', () => {
  it('counts the record date two sessions after eligibility', () => {
    expect(record).toBe('2026-10-18');
  });

  it('credit nothing to a portfolio that bought the day after the record date', async () => {
    const c = await newClient(t);
    const p = await portfolioOf(c);
    await ok(c.call('POST', `/${p}/buy`, [buyRow(payer, payer.price, 100, { date: dayAfterRecord })]), 201);
    expect(await credits(c, p)).toEqual([]);
    const d = await dividendsOf(c, p);
    expect(d.received).toEqual([]);
    expect(d.received_total).toBe('0.00');
  });

  it('credit a holder on the record date once, dated the distribution date; a later sale takes nothing back', async () => {
    const c = await newClient(t);
    const p = await portfolioOf(c);
    await ok(c.call('POST', `/${p}/buy`, [buyRow(payer, payer.price, 200, { date: ELIGIBILITY })]), 201);
    await ok(
      c.call('POST', `/${p}/sell`, {
        stock_guid: payer.guid,
        shares: 200,
        price: payer.price,
        add_to_cash_flow: false,
        is_downgrade_sale: false,
      }),
      201,
    );
    const [credit, ...more] = await credits(c, p);
    expect(more).toEqual([]);
    expect(credit).toMatchObject({
      amount: '250.00',
      previous_cash_value: '0.00',
      cash_value: '250.00',
      effective_date: DISTRIBUTION,
      shares: 200,
      amount_per_share: '1.25',
      stock: { guid: payer.guid },
    });
    const d = await dividendsOf(c, p);
    expect(d.received).toEqual([
      expect.objectContaining({
        guid: credit!.guid,
        dividend_guid: ids.payer,
        eligibility_date: ELIGIBILITY,
        record_date: record,
        distribution_date: DISTRIBUTION,
        amount_per_share: '1.25',
        shares: 200,
        amount: '250.00',
      }),
    ]);
    expect(d.received_total).toBe('250.00');
    expect(d.holdings).toEqual([]);
    expect(await credits(c, p)).toHaveLength(1);
  });

  it('credit a buy back-dated before a past record date on the next settle, dated the distribution date', async () => {
    const c = await newClient(t);
    const p = await portfolioOf(c);
    await ok(c.call('POST', `/${p}/buy`, [buyRow(payer, payer.price, 30, { date: dayAfterRecord })]), 201);
    expect(await credits(c, p)).toEqual([]);
    await ok(c.call('POST', `/${p}/buy`, [buyRow(payer, payer.price, 12, { date: ELIGIBILITY })]), 201);
    const found = await credits(c, p);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ amount: '15.00', shares: 12, effective_date: DISTRIBUTION });
  });

  it('top up a dividend already credited when a buy is back-dated before its record date, rounding like one payment', async () => {
    const c = await newClient(t);
    const p = await portfolioOf(c);
    await ok(c.call('POST', `/${p}/buy`, [buyRow(payer, payer.price, 3, { date: ELIGIBILITY })]), 201);
    expect(await credits(c, p)).toEqual([expect.objectContaining({ amount: '3.75', shares: 3 })]);
    await ok(c.call('POST', `/${p}/buy`, [buyRow(payer, payer.price, 7, { date: ELIGIBILITY })]), 201);
    // A buy after the record date owes nothing more.
    await ok(c.call('POST', `/${p}/buy`, [buyRow(payer, payer.price, 50, { date: dayAfterRecord })]), 201);
    const found = await credits(c, p);
    expect(found.map((x) => [x.shares, x.amount, x.effective_date])).toEqual(
      expect.arrayContaining([
        [3, '3.75', DISTRIBUTION],
        [7, '8.75', DISTRIBUTION],
      ]),
    );
    expect(found).toHaveLength(2);
    const d = await dividendsOf(c, p);
    expect(d.received_total).toBe('12.50');
    expect(d.received.reduce((n, r) => n + r.shares, 0)).toBe(10);
  });

  it('credit once when settles run in parallel', async () => {
    const c = await newClient(t);
    const p = await portfolioOf(c);
    await ok(c.call('POST', `/${p}/buy`, [buyRow(payer, payer.price, 10, { date: ELIGIBILITY })]), 201);
    const reads = await Promise.all(Array.from({ length: 8 }, (_, i) => c.call('GET', i % 2 ? `/${p}/dividends/` : `/${p}/overview`)));
    for (const r of reads) expect(r.statusCode, r.body).toBe(200);
    const rows = await t.database.query<{ n: number }>(
      `SELECT count(*)::int n FROM portfolio_cash_transactions WHERE portfolio_id = $1 AND operation_type = 'DIVIDEND'`,
      [p],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('pay a holder who sold between the record date and a distribution set later', async () => {
    const c = await newClient(t);
    const p = await portfolioOf(c);
    await ok(c.call('POST', `/${p}/buy`, [buyRow(late, late.price, 40, { date: '2026-11-02' })]), 201);
    await ok(
      c.call('POST', `/${p}/sell`, {
        stock_guid: late.guid,
        shares: 40,
        price: late.price,
        add_to_cash_flow: false,
        is_downgrade_sale: false,
      }),
      201,
    );
    // Entitled (the record date has passed) but not yet paid.
    const before = await dividendsOf(c, p);
    expect(before.upcoming).toEqual([
      expect.objectContaining({
        dividend_guid: ids.late,
        status: 'ENTITLED',
        shares: 40,
        expected_amount: '80.00',
        distribution_date: null,
      }),
    ]);
    // The sale took place between the record date (8 November) and the distribution (12 November).
    await t.database.query(
      `UPDATE portfolio_stock_transactions SET created_at = '2026-11-10T09:00:00Z' WHERE portfolio_id = $1 AND transaction_type = 'SELLING'`,
      [p],
    );
    await t.database.query(`UPDATE dividends SET distribution_date = '2026-11-12' WHERE id = $1`, [ids.late]);
    await bumpDataVersion(t.database, 'company_data');
    await new Promise((r) => setTimeout(r, 1100));
    expect(await credits(c, p)).toEqual([expect.objectContaining({ amount: '80.00', shares: 40, effective_date: '2026-11-12' })]);
    expect((await dividendsOf(c, p)).upcoming).toEqual([]);
  });

  it('give the holdings’ income from the holdings table’s twelve-month figure, and the announced dividends ahead', async () => {
    const c = await newClient(t);
    const p = await portfolioOf(c);
    await ok(c.call('POST', `/${p}/buy`, [buyRow(payer, payer.price, 80, { date: ELIGIBILITY })]), 201);
    const d = await dividendsOf(c, p);
    const holding = overviewSchema.parse(await ok(c.call('GET', `/${p}/overview`))).stocks[0]!;
    expect(d.holdings).toEqual([
      expect.objectContaining({
        shares: 80,
        cost: holding.total_cost_per_stock,
        trailing_dividend_per_share: String(holding.financial.total_annual_dividend_paid),
        forward_annual_income: '100.00',
        received_total: '100.00',
      }),
    ]);
    expect(d.forward_annual_income).toBe('100.00');
    expect(d.is_estimate).toBe(true);
    const cost = Number(holding.total_cost_per_stock);
    expect(d.yield_on_cost).toBeCloseTo((100 / cost) * 100, 2);
    expect(d.upcoming).toEqual([
      expect.objectContaining({
        dividend_guid: ids.upcoming,
        status: 'ANNOUNCED',
        shares: 80,
        expected_amount: '60.00',
        amount_per_share: '0.75',
      }),
    ]);
    expect(holding.dividends).toMatchObject({ amount: '60.00', amount_per_share: 0.75 });
  });

  it('is for the owner only: 401 without a token, 404 for another user’s portfolio', async () => {
    const c = await newClient(t);
    const p = await portfolioOf(c);
    const anonymous = await t.api({ url: `/api/v1/portfolio/${p}/dividends/` });
    expect(anonymous.statusCode).toBe(401);
    const other = await newClient(t);
    expect((await other.call('GET', `/${p}/dividends/`)).statusCode).toBe(404);
  });
});

describe('corporate actions in a virtual portfolio', () => {
  it('apply a bonus issue once: shares up, fractions not issued, cost unchanged, and the dividend after it paid on the new shares', async () => {
    const c = await newClient(t);
    const p = await portfolioOf(c);
    await ok(c.call('POST', `/${p}/buy`, [buyRow(bonus, bonus.price, 105, { date: '2026-11-02' })]), 201);
    const entries = async () => stockTransactionPageSchema.parse(await ok(c.call('GET', `/${p}/stock-transactions/?size=50`))).items;
    const actions = (await entries()).filter((e) => e.transaction_type === 'BONUS_SHARES');
    expect(actions).toEqual([
      expect.objectContaining({
        shares: 10,
        cost: '0.00',
        buying_date: '2026-11-04',
        corporate_action: {
          effective_date: '2026-11-04',
          shares_before: 10,
          shares_after: 11,
          held_before: 105,
          held_after: 115,
          fraction_not_issued: '0.5',
        },
      }),
    ]);
    const holding = overviewSchema.parse(await ok(c.call('GET', `/${p}/overview`))).stocks[0]!;
    expect(holding.total_shares_per_stock).toBe(115);
    expect(holding.total_cost_per_stock).toBe(((Math.round(bonus.price * 100) * 105) / 100).toFixed(2));
    expect(holding.realized_profit_loss).toBe('0.00');
    expect(await credits(c, p)).toEqual([expect.objectContaining({ shares: 115, amount: '57.50' })]);
    expect((await entries()).filter((e) => e.transaction_type === 'BONUS_SHARES')).toHaveLength(1);
  });

  it('price the shares held before a bonus issue as they traded then: zakat on the day before values 105 shares at the close × 11 ÷ 10', async () => {
    const c = await newClient(t);
    const p = await portfolioOf(c);
    await ok(c.call('POST', `/${p}/buy`, [buyRow(bonus, bonus.price, 105, { date: '2026-11-02' })]), 201);
    const closeOn = async (date: string) =>
      (
        await t.database.query<{ close: string }>(
          `SELECT close::text FROM stock_price_points WHERE stock_id = $1 AND trade_date <= $2 ORDER BY trade_date DESC LIMIT 1`,
          [bonus.guid, date],
        )
      )[0]!.close;
    const zakatOn = async (date: string) => {
      const z = await ok(c.call('GET', `/${p}/zakat/?method=trading&date=${date}`));
      return (z as { holdings: { shares: number; per_share: string; zakatable: string }[] }).holdings[0]!;
    };
    const before = await zakatOn('2026-11-03');
    const traded = new Decimal(await closeOn('2026-11-03')).mul(11).div(10);
    expect(before).toMatchObject({ shares: 105, per_share: traded.toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed() });
    expect(before.zakatable).toBe(traded.mul(105).toFixed(2, Decimal.ROUND_HALF_UP));
    // On the effective day: the 115 shares at the (adjusted) close itself.
    const after = await zakatOn('2026-11-04');
    expect(after).toMatchObject({ shares: 115, per_share: new Decimal(await closeOn('2026-11-04')).toFixed() });
  });

  it('top up a bonus issue already applied when a buy is back-dated before it, the entry stating the count the issue now leaves', async () => {
    const c = await newClient(t);
    const p = await portfolioOf(c);
    await ok(c.call('POST', `/${p}/buy`, [buyRow(bonus, bonus.price, 105, { date: '2026-11-02' })]), 201);
    await ok(c.call('GET', `/${p}/overview`));
    // 5 more before the issue: 110 held make 121, one more than the 10 already issued.
    await ok(c.call('POST', `/${p}/buy`, [buyRow(bonus, bonus.price, 5, { date: '2026-11-03' })]), 201);
    const entries = stockTransactionPageSchema.parse(await ok(c.call('GET', `/${p}/stock-transactions/?size=50`))).items;
    const actions = entries.filter((e) => e.transaction_type === 'BONUS_SHARES').sort((a, b) => a.shares - b.shares);
    expect(actions.map((a) => [a.shares, a.corporate_action?.held_before, a.corporate_action?.held_after])).toEqual([
      [1, 110, 121],
      [10, 105, 115],
    ]);
    const holding = overviewSchema.parse(await ok(c.call('GET', `/${p}/overview`))).stocks[0]!;
    expect(holding.total_shares_per_stock).toBe(121);
    expect(holding.realized_profit_loss).toBe('0.00');
    // The dividend after the issue is paid on all of them, in one credit and its top-up or in one.
    const paid = await credits(c, p);
    expect(paid.reduce((n, x) => n + (x.shares ?? 0), 0)).toBe(121);
    expect(paid.reduce((n, x) => n + Number(x.amount), 0).toFixed(2)).toBe('60.50');
  });
});

describe('rights issues in a virtual portfolio', () => {
  it('offer the entitled new shares at the offer price within the window, once; older rights lapse', async () => {
    const c = await newClient(t);
    const p = await portfolioOf(c);
    await ok(c.call('POST', `/${p}/buy`, [buyRow(rights, rights.price, 95, { date: '2026-03-02' })]), 201);
    await ok(c.call('POST', `/${p}/buy`, [buyRow(rights, rights.price, 5, { date: rightsBuyDate })]), 201);
    const offered = (await dividendsOf(c, p)).entitlements!;
    expect(offered.map((e) => [e.capital_change_guid, e.status, e.shares_held, e.entitled_shares, e.offer_price])).toEqual([
      [ids.rightsOpen, 'OPEN', 100, 20, '10.00'],
      [ids.rightsLapsed, 'LAPSED', 95, 47, '10.00'],
    ]);
    const subscribe = (rightsGuid: string, shares: number) =>
      c.call('POST', `/${p}/rights/${rightsGuid}/subscribe`, { shares, deduct_from_cash_flow: false });
    expect((await subscribe(ids.rightsOpen, 21)).json()).toMatchObject({ code: 'rights_exceed_entitlement', entitled_shares: 20 });
    const taken = await ok(subscribe(ids.rightsOpen, 20), 201);
    expect(taken.transactions[0]).toMatchObject({ transaction_type: 'BUYING', shares: 20, price: 10, cost: '200.00', buying_date: today });
    expect((await subscribe(ids.rightsOpen, 1)).statusCode).toBe(409);
    expect((await subscribe(ids.rightsLapsed, 1)).json()).toMatchObject({ code: 'rights_not_open' });
    const after = (await dividendsOf(c, p)).entitlements!;
    expect(after[0]).toMatchObject({ status: 'SUBSCRIBED', subscribed_shares: 20 });
    const holding = overviewSchema.parse(await ok(c.call('GET', `/${p}/overview`))).stocks[0]!;
    expect(holding.total_shares_per_stock).toBe(120);
  });
});
