import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dividendPageSchema } from '@sahm/contracts/company';
import { stockDetailSchema } from '@sahm/contracts/stocks';
import { bearer, DEMO_PASSWORD, signIn } from '../../../test/helpers/accounts.ts';
import { callers, multipart, stockByCode } from '../../../test/helpers/company-admin.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

// A 1×1 PNG: what an administrator uploads as a logo.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let t: TestApp;
let admin: Record<string, string>;
let member: Record<string, string>;
let stock: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await callers(t)).admin;
  member = bearer((await signIn(t, 'professional@sahm.demo', DEMO_PASSWORD)).access_token);
  stock = (await stockByCode(t, '2020')).id;
});
afterAll(() => t.close());

const read = (url: string) => t.api({ url: `/api/v1/stocks/${stock}${url}`, headers: member, locale: 'en' });

describe('back-office writes reach the company pages at once', () => {
  it('a new dividend shows in the list read just before it', async () => {
    const before = dividendPageSchema.parse((await read('/dividends/?size=100')).json());
    const created = await t.api({
      method: 'POST',
      url: `/api/v1/stocks/${stock}/dividends/`,
      headers: admin,
      payload: {
        amount: '0.37',
        announcement_date: '2011-02-01',
        due_date: '2011-02-15',
        distribution_date: '2011-03-01',
        way: 'BANK_TRANSFER',
        year: 2010,
        period: 'ANNUAL',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = dividendPageSchema.parse((await read('/dividends/?size=100')).json());
    expect(after.total).toBe(before.total + 1);
    const list = dividendPageSchema.parse((await read('/dividends/?due_date_to=2011-12-31')).json());
    expect(list.items.map((d) => [d.due_date, d.amount])).toContainEqual(['2011-02-15', 0.37]);
  });

  it('a new major holder shows in the stock detail read just before it', async () => {
    const detail = async () => stockDetailSchema.parse((await read('/')).json());
    const before = await detail();
    const res = await t.api({
      method: 'POST',
      url: `/api/v1/stocks/${stock}/shareholder/`,
      headers: admin,
      payload: {
        name_ar: 'صندوق الاختبار',
        name_en: 'Test Holding Fund',
        type: 'INVESTMENT_FUND',
        shares: 1000,
        percentage: '0.0001',
        date: '2026-01-05',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const after = await detail();
    expect(after.stock_shareholder.length).toBe(before.stock_shareholder.length + 1);
  });

  it('an uploaded logo changes the logo address the detail gives', async () => {
    const before = stockDetailSchema.parse((await read('/')).json()).logo;
    const body = multipart([{ name: 'file', filename: 'logo.png', content: png, type: 'image/png' }]);
    const res = await t.api({
      method: 'PATCH',
      url: `/api/v1/stocks/${stock}/logo`,
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = stockDetailSchema.parse((await read('/')).json()).logo;
    expect(after).not.toBe(before);
    const image = await t.app.inject({ url: after! });
    expect(image.headers['content-type']).toBe('image/png');
  });
});
