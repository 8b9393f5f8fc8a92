import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentListSchema, attachmentSchema, type Attachment } from '@sahm/contracts/financials';
import { riyadhClock } from '../../domain/calendar.ts';
import { bearer, DEMO_PASSWORD, signIn } from '../../../test/helpers/accounts.ts';
import { multipart, type Part } from '../../../test/helpers/company-admin.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import type { CompanyDataChange } from '../company-admin/index.ts';

let t: TestApp;
let stock: string;
const as: Record<'anonymous' | 'basic' | 'advance' | 'admin', Record<string, string>> = {
  anonymous: {},
  basic: {},
  advance: {},
  admin: {},
};
const heard: CompanyDataChange[] = [];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.database.query<{ id: string }>(
    `SELECT b.stock_id id FROM financial_books b JOIN stocks s ON s.id = b.stock_id ORDER BY s.symbol_code DESC LIMIT 1`,
  );
  stock = row!.id;
  for (const who of ['basic', 'advance', 'admin'] as const)
    as[who] = bearer((await signIn(t, `${who}@sahm.demo`, DEMO_PASSWORD)).access_token);
  t.app.companyData.on((c) => heard.push(c));
});
afterAll(() => t.close());

const base = () => `/api/v1/stocks/${stock}/financials/attachments`;
const list = async (filter = 'ANNUALS') => {
  const res = await t.api({ url: `${base()}?period_filter=${filter}`, headers: as.advance });
  expect(res.statusCode, res.body).toBe(200);
  return attachmentListSchema.parse(res.json()).items;
};
const download = (file: Attachment) => t.api({ url: file.attachment_suffix_path, headers: as.advance });
const upload = (fields: Record<string, string>, content = PDF, who: keyof typeof as = 'admin', locale: 'ar' | 'en' = 'en') => {
  const parts: Part[] = [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', filename: 'report.pdf', content, type: 'application/pdf' },
  ];
  const body = multipart(parts);
  return t.api({ method: 'POST', url: base(), locale, payload: body.payload, headers: { ...body.headers, ...as[who] } });
};
const remove = (guid: string, who: keyof typeof as = 'admin') =>
  t.api({ method: 'DELETE', url: `${base()}/${guid}`, headers: as[who], locale: 'en' });
const bookVersion = async () =>
  (await t.database.query<{ version: number }>('SELECT version FROM financial_books WHERE stock_id = $1', [stock]))[0]!.version;
const loc = (res: { json: () => { detail: { loc: unknown[] }[] } }) => res.json().detail.map((d) => d.loc.at(-1));

describe('who may upload and delete report files', () => {
  it('answers 401 to anonymous callers and 403 to a plan holder, changing nothing', async () => {
    const [latest] = await list();
    const fields = { year: String(latest!.year), period: 'ANNUAL', attachment_type: 'FINANCIAL_STATEMENT', language: 'en' };
    expect((await upload(fields, PDF, 'anonymous')).statusCode).toBe(401);
    expect((await upload(fields, PDF, 'advance')).statusCode).toBe(403);
    expect((await remove(latest!.guid, 'advance')).statusCode).toBe(403);
    expect(await list()).toEqual(await list());
    expect((await list()).every((i) => i.generated)).toBe(true);
  });
});

describe('an uploaded statements file', () => {
  it('replaces the generated file of its slot, downloads as uploaded, and goes back to the generated one when deleted', async () => {
    const before = await list();
    const generated = before.find((i) => i.language === 'en')!;
    const version = await bookVersion();
    heard.length = 0;

    const res = await upload({ year: String(generated.year), period: 'ANNUAL', attachment_type: 'FINANCIAL_STATEMENT', language: 'en' });
    expect(res.statusCode, res.body).toBe(201);
    const saved = attachmentSchema.parse(res.json());
    expect(saved).toMatchObject({ year: generated.year, period: 'ANNUAL', date: generated.date, language: 'en', generated: false });
    expect(await bookVersion()).toBe(version + 1);
    expect(heard).toEqual([{ stockId: stock, kind: 'financials' }]);

    const after = await list();
    expect(after).toHaveLength(before.length);
    expect(after.find((i) => i.guid === generated.guid)).toBeUndefined();
    expect(after.find((i) => i.guid === saved.guid)).toMatchObject({ generated: false, attachment_type: 'FINANCIAL_STATEMENT' });

    const file = await download(saved);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-disposition']).toContain(`-${generated.year}-annual-financial-statement-en.pdf`);

    // A second upload into the same slot replaces the first.
    const again = attachmentSchema.parse(
      (
        await upload(
          { year: String(generated.year), period: 'ANNUAL', attachment_type: 'FINANCIAL_STATEMENT', language: 'en' },
          Buffer.concat([PDF, Buffer.from('%v2\n')]),
        )
      ).json(),
    );
    expect((await list()).filter((i) => !i.generated).map((i) => i.guid)).toEqual([again.guid]);
    expect((await download(saved)).statusCode).toBe(404);

    expect((await remove(again.guid)).statusCode).toBe(200);
    expect(await list()).toEqual(before);
    expect((await download(generated)).rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await remove(again.guid)).statusCode).toBe(404);
  }, 60_000);

  it('cannot delete a generated file (404)', async () => {
    const [generated] = await list();
    const res = await remove(generated!.guid);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toContain('cannot be deleted');
  });
});

describe('board reports and investor presentations', () => {
  it('lists an uploaded board report with the period’s statements files', async () => {
    const quarters = await list('QUARTERS');
    const q = quarters[0]!;
    const res = await upload({ year: String(q.year), period: q.period, attachment_type: 'BOARD_REPORTS', language: 'ar' });
    expect(res.statusCode, res.body).toBe(201);
    const after = await list('QUARTERS');
    expect(after).toHaveLength(quarters.length + 1);
    expect(after.find((i) => i.attachment_type === 'BOARD_REPORTS')).toMatchObject({
      year: q.year,
      period: q.period,
      date: q.date,
      language: 'ar',
      generated: false,
    });
    expect((await list('ANNUALS')).some((i) => i.attachment_type === 'BOARD_REPORTS')).toBe(false);
  });
});

describe('refused uploads', () => {
  const fields = (over: Record<string, string> = {}) => ({
    year: '2020',
    period: 'ANNUAL',
    attachment_type: 'INVESTOR_PRESENTATION',
    language: 'en',
    ...over,
  });

  it('refuses a file that is not a PDF, whatever its name, in the caller’s language', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
    const en = await upload(fields(), png);
    expect(en.statusCode).toBe(422);
    expect(loc(en)).toEqual(['file']);
    expect(en.json().detail[0].msg).toBe('The file must be a PDF document');
    const ar = await upload(fields(), png, 'admin', 'ar');
    expect(ar.json().detail[0].msg).toBe('يجب أن يكون الملف مستند PDF');
  });

  it('refuses a period that does not exist, has not ended, or precedes the company', async () => {
    const year = Number(riyadhClock(new Date()).date.slice(0, 4));
    const bad = await upload(fields({ period: 'Q5' }));
    expect(bad.statusCode).toBe(422);
    expect(loc(bad)).toEqual(['period']);
    const future = await upload(fields({ year: String(year + 1) }));
    expect(future.statusCode).toBe(422);
    expect(loc(future)).toEqual(['period']);
    expect(future.json().detail[0].msg).toContain('has not ended');
    const early = await upload(fields({ year: '1960' }));
    expect(early.statusCode).toBe(422);
    expect(loc(early)).toEqual(['year']);
    const noType = await upload(fields({ attachment_type: 'MINUTES' }));
    expect(loc(noType)).toEqual(['attachment_type']);
  });

  it('refuses a file over 20 MB (413)', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024, 0x20)]);
    expect((await upload(fields(), big)).statusCode).toBe(413);
  }, 30_000);

  it('stored nothing of the refused uploads', async () => {
    const rows = await t.database.query<{ n: number }>(
      `SELECT count(*)::int n FROM financial_attachments WHERE stock_id = $1 AND attachment_type = 'INVESTOR_PRESENTATION'`,
      [stock],
    );
    expect(rows[0]!.n).toBe(0);
  });
});
