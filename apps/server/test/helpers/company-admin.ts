import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { stocks } from '../../src/db/schema/stocks.ts';
import { bearer, DEMO_PASSWORD, signIn } from './accounts.ts';
import type { TestApp } from './test-app.ts';

/** What the back office's tests share: the two callers, a multipart body, a stock of the seeded set. */
export type Who = 'anonymous' | 'basic' | 'admin';

export async function callers(t: TestApp): Promise<Record<Who, Record<string, string>>> {
  return {
    anonymous: {},
    basic: bearer((await signIn(t, 'basic@sahm.demo', DEMO_PASSWORD)).access_token),
    admin: bearer((await signIn(t, 'admin@sahm.demo', DEMO_PASSWORD)).access_token),
  };
}

export type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer; type?: string };

/** A multipart/form-data body and its content type. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----sahm${randomUUID().replaceAll('-', '')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`;
    chunks.push(Buffer.from(head), 'value' in part ? Buffer.from(part.value) : part.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A stock of the seeded set by its symbol code, with its market. */
export async function stockByCode(t: TestApp, code: string) {
  const [row] = await t.database.db.select().from(stocks).where(eq(stocks.symbolCode, code));
  if (!row) throw new Error(`no stock ${code}`);
  return row;
}

/** Two stocks of the main market for the tests to write to. */
export async function mainMarketStocks(t: TestApp, n: number) {
  const rows = await t.database.db.select().from(stocks).orderBy(stocks.symbolCode);
  const market = rows[0]!.marketId;
  return rows.filter((r) => r.marketId === market).slice(0, n);
}
