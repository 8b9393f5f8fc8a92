import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY } from '../src/domain/statements/common-items.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The accounting identities over every stored statement of every company and period, as the
 * database holds them (the generator's own tests check its rules on samples of seeds): each query
 * lists the rows that break one, and there must be none.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const broken = async (sql: string) => (await t.database.query<{ stock_id: string; year: number; period: string }>(sql)).slice(0, 5);
const n = (statement: string, key: string) => `(${statement}."values" ->> '${key}')::bigint`;

describe('every stored statement', () => {
  it('covers every company with a book, on its family’s template', async () => {
    const [row] = await t.database.query<{ books: number; rows: number }>(
      `SELECT (SELECT count(*)::int FROM financial_books) books, (SELECT count(*)::int FROM financial_statements) rows`,
    );
    expect(row!.books).toBeGreaterThan(300);
    expect(row!.rows).toBeGreaterThan(row!.books * 3 * 7 * 5);
  });

  it('balances: total assets = total liabilities and equity', async () => {
    expect(
      await broken(`SELECT stock_id, year, period FROM financial_statements bs WHERE statement = 'balance_sheet'
        AND ${n('bs', 'total_assets')} IS DISTINCT FROM ${n('bs', 'total_liabilities_and_equity')}`),
    ).toEqual([]);
  });

  it('ties cash: the cash flow’s net change is the change in cash, and its closing cash the balance sheet’s', async () => {
    expect(
      await broken(`SELECT cf.stock_id, cf.year, cf.period FROM financial_statements cf
        JOIN financial_statements bs ON bs.stock_id = cf.stock_id AND bs.year = cf.year AND bs.period = cf.period AND bs.statement = 'balance_sheet'
        WHERE cf.statement = 'cash_flow'
          AND (${n('cf', KEY.cfClosing)} - ${n('cf', KEY.cfOpening)} IS DISTINCT FROM ${n('cf', 'net_change_in_cash')}
            OR ${n('cf', KEY.cfClosing)} IS DISTINCT FROM ${n('bs', KEY.cash)})`),
    ).toEqual([]);
  });

  it('adds up: the quarters make the half-years and the year, for net income and the change in cash', async () => {
    for (const [statement, key] of [
      ['income_statement', KEY.netIncome],
      ['cash_flow', 'net_change_in_cash'],
    ] as const) {
      const sum = (periods: string) =>
        `(SELECT sum((q."values" ->> '${key}')::bigint) FROM financial_statements q WHERE q.stock_id = y.stock_id
           AND q.year = y.year AND q.statement = y.statement AND q.period IN (${periods}))`;
      expect(
        await broken(`SELECT stock_id, year, period FROM financial_statements y WHERE y.statement = '${statement}' AND y.period = 'ANNUAL'
          AND (${sum(`'Q1','Q2','Q3','Q4'`)} IS DISTINCT FROM (y."values" ->> '${key}')::numeric
            OR ${sum(`'H1','H2'`)} IS DISTINCT FROM (y."values" ->> '${key}')::numeric)`),
      ).toEqual([]);
    }
  });

  it('gives basic EPS as the shareholders’ profit over the weighted shares, to the halala', async () => {
    const rows = await t.database.query<{ stock_id: string; year: number; period: string; profit: string; shares: string; eps: string }>(
      `SELECT stock_id, year, period,
              coalesce("values" ->> '${KEY.attributable}', "values" ->> '${KEY.netIncome}') profit,
              "values" ->> '${KEY.weightedShares}' shares, "values" ->> '${KEY.basicEps}' eps
         FROM financial_statements WHERE statement = 'income_statement'`,
    );
    // Thousands of SAR × 100,000 = halalas, rounded half up (as Math.round): floor(x / shares + ½).
    const floorDiv = (a: bigint, b: bigint) => (a % b !== 0n && a < 0n !== b < 0n ? a / b - 1n : a / b);
    const expected = (profit: bigint, shares: bigint) => floorDiv(2n * profit * 100_000n + shares, 2n * shares);
    const wrong = rows.filter((r) => BigInt(r.shares) > 0n && expected(BigInt(r.profit), BigInt(r.shares)) !== BigInt(r.eps));
    expect(wrong.slice(0, 3), `${wrong.length} rows`).toEqual([]);
    expect(rows.length).toBeGreaterThan(10_000);
  });
});
