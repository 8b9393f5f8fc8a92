import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessTokens } from './access-tokens.ts';
import { loadSigningKeys } from './keys.ts';

const claims = {
  sub: randomUUID(),
  sid: randomUUID(),
  first_name: 'Sara',
  last_name: 'Ali',
  email: 'sara@example.com',
  phone_number: '+966500000000',
  is_mobile_verified: true,
  current_plan: 'BASIC' as const,
  is_admin: false,
  roles: ['BASIC'],
};

async function tokens() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sahm-keys-'));
  return accessTokens(await loadSigningKeys({ pem: undefined, dataDir: dir }), { issuer: 'https://sahm.test', ttl: 60 });
}

afterEach(() => vi.useRealTimers());

describe('access token verification', () => {
  it('accepts a token again from memory until it expires, then calls it expired', async () => {
    const t = await tokens();
    const token = await t.sign(claims);
    expect(await t.verify(token)).toMatchObject({ ok: true, claims: { sub: claims.sub } });
    expect(await t.verify(token)).toMatchObject({ ok: true });
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ['Date'] });
    expect(await t.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token whose signature another key made, or that was altered', async () => {
    const [a, b] = [await tokens(), await tokens()];
    const token = await a.sign(claims);
    expect(await b.verify(token)).toEqual({ ok: false, reason: 'invalid' });
    const [head, body, sig] = token.split('.');
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), roles: ['SUPER_ADMIN'] })).toString('base64url')}.${sig}`;
    expect(await a.verify(forged)).toEqual({ ok: false, reason: 'invalid' });
  });
});
