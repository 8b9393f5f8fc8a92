import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export type Locale = 'ar' | 'en';
type Tree = { [key: string]: string | Tree };

const localesDir = path.join(import.meta.dirname, '../../src/locales');
const cache = new Map<string, Tree>();

/** The app's own wording (src/locales), so the journeys follow the translations instead of copying them. */
export function text(locale: Locale, namespace: string, key: string, values: Record<string, string | number> = {}): string {
  const file = `${locale}/${namespace}`;
  let tree = cache.get(file);
  if (!tree) {
    tree = JSON.parse(fs.readFileSync(path.join(localesDir, `${file}.json`), 'utf8')) as Tree;
    cache.set(file, tree);
  }
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No text ${file}:${key}`);
  return node.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name] ?? ''));
}

/** Opens pages in `locale` and `theme` from the first load on. */
export async function usePreferences(page: Page, locale: Locale, theme: 'light' | 'dark' = 'light'): Promise<void> {
  await page.addInitScript(
    (preferences) => {
      localStorage.setItem('locale', preferences.locale);
      localStorage.setItem('theme', preferences.theme);
    },
    { locale, theme },
  );
}

const randomDigits = (count: number) => Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

/**
 * A fresh Saudi mobile as typed after +966 (5, a second digit other than 2, seven more): the e2e
 * database persists between runs, so every run registers new numbers and emails.
 */
export function uniqueMobile(): string {
  const second = '013456789'[Math.floor(Math.random() * 9)];
  return `5${second}${randomDigits(7)}`;
}

export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now().toString(36)}-${randomDigits(4)}@example.com`;
}

export const appHeaders = { 'X-App-Token': 'sahm-web-dev-token' };
const client = { client_id: 'sahm-web', client_secret: 'sahm-web-dev-secret' };

type OutboxMessage = { channel: 'sms' | 'email'; recipient: string; body: string; created_at: string };

/** The newest message of the development outbox for a recipient whose body matches `pattern`. */
export async function awaitOutbox(request: APIRequestContext, recipient: string, pattern: RegExp): Promise<RegExpMatchArray> {
  let found: RegExpMatchArray | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/v1/dev/outbox', { params: { recipient, size: 5 }, headers: appHeaders });
        const { items } = (await response.json()) as { items: OutboxMessage[] };
        found = items.map((item) => item.body.match(pattern)).find(Boolean) ?? null;
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as unknown as RegExpMatchArray;
}

/** The four-digit code of the newest SMS to a mobile (stored form 9665XXXXXXXX). */
export async function latestSmsCode(request: APIRequestContext, storedMobile: string): Promise<string> {
  return (await awaitOutbox(request, storedMobile, /\b(\d{4})\b/))[1]!;
}

export type TestAccount = { email: string; password: string; mobile: string; firstName: string; lastName: string };

/**
 * A client address of its own for each account the journeys make through the API (the journey
 * server trusts the loopback proxy), so a whole run stays within the per-address registration
 * limit that the sign-up pages' own journeys meet from 127.0.0.1.
 */
const clientAddress = () => `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** An account made through the API, its mobile verified with the SMS code, ready to sign in. */
export async function createVerifiedAccount(request: APIRequestContext, tag: string): Promise<TestAccount> {
  const account = {
    email: uniqueEmail(tag),
    password: `Pass-${randomDigits(6)}`,
    mobile: uniqueMobile(),
    firstName: 'Journey',
    lastName: tag,
  };
  const created = await request.post('/api/v1/users/', {
    headers: { ...appHeaders, 'x-forwarded-for': clientAddress() },
    data: {
      first_name: account.firstName,
      last_name: account.lastName,
      email: account.email,
      password: account.password,
      phone_number: account.mobile,
      age: 'AGE_18_30',
      investment_experience: 'LOW',
      annual_investment: 'FROM_1K_TO_20K',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const tokens = await request.post('/identity/token', {
    form: { grant_type: 'password', username: account.email, password: account.password, ...client },
  });
  const { access_token } = (await tokens.json()) as { access_token: string };
  const code = await latestSmsCode(request, `966${account.mobile}`);
  const verified = await request.put('/api/v1/users/verify-otp', {
    headers: { ...appHeaders, Authorization: `Bearer ${access_token}` },
    data: { code, type: 'REGISTRATION' },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return account;
}

/** Western digits as Arabic-Indic ones (٠١٢٣…), as an Arabic keyboard types them. */
export const arabicIndic = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
