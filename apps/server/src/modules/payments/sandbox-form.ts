import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { halalasToSar } from '@sahm/contracts/money';
import { escapeHtml } from '../../platform/html.ts';
import { messages } from './messages.ts';
import { finishSandboxSecureStep, insertSandboxPayment } from './queries.ts';

/** Test cards, as card sandboxes publish them. */
export const sandboxCards = {
  '4111111111111111': 'paid',
  '4000000000000002': 'failed',
  '4000000000003220': '3ds',
} as const;

const text = {
  en: {
    title: 'Sahm card sandbox',
    pay: 'Pay',
    name: 'Name on card',
    number: 'Card number',
    expiry: 'MM/YY',
    cvc: 'CVC',
    apple: 'Apple Pay is unavailable in the sandbox',
    hint: 'Test cards: 4111 1111 1111 1111 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 3220 asks for 3-D Secure.',
    amount: 'Amount',
    secure: '3-D Secure check',
    approve: 'Complete authentication',
    reject: 'Fail authentication',
    declined: 'Card declined',
    unknown: 'Unknown test card',
  },
  ar: {
    title: 'بيئة الدفع التجريبية لسهم',
    pay: 'ادفع',
    name: 'الاسم على البطاقة',
    number: 'رقم البطاقة',
    expiry: 'شهر/سنة',
    cvc: 'رمز التحقق',
    apple: 'Apple Pay غير متاح في البيئة التجريبية',
    hint: 'بطاقات الاختبار: 4111 1111 1111 1111 تنجح، 4000 0000 0000 0002 تُرفض، 4000 0000 0000 3220 تطلب التحقق الثلاثي.',
    amount: 'المبلغ',
    secure: 'التحقق الثلاثي',
    approve: 'إتمام التحقق',
    reject: 'إفشال التحقق',
    declined: 'رُفضت البطاقة',
    unknown: 'بطاقة اختبار غير معروفة',
  },
};

const esc = escapeHtml;

function page(reply: FastifyReply, lang: 'ar' | 'en', body: string) {
  const t = text[lang];
  return reply.type('text/html; charset=utf-8').send(
    `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(t.title)}</title>
<style>body{font-family:system-ui,Tahoma,sans-serif;background:#f4f5fb;margin:0;padding:24px;color:#1b1b1f}main{max-width:420px;margin:auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0001}
label{display:block;margin:12px 0 4px;font-size:14px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ccd;border-radius:8px;font-size:16px;direction:ltr}
button{width:100%;margin-top:16px;padding:12px;border:0;border-radius:8px;background:#0503A3;color:#fff;font-size:16px;cursor:pointer}button[disabled]{background:#999;cursor:not-allowed}
.row{display:flex;gap:8px}.row>div{flex:1}.hint{font-size:13px;color:#555;margin-top:16px}.amount{font-size:20px;font-weight:bold}</style></head><body><main><h1 style="font-size:18px">${esc(t.title)}</h1>${body}</main></body></html>`,
  );
}

/** The largest amount the sandbox takes: 1,000,000 SAR, in halalas (the column holds more, people do not). */
const MAX_AMOUNT = 100_000_000;

/** NUL and the other C0 controls, and DEL: never in what people type, and where parsers disagree. */
const hasControlCharacter = (s: string) => [...s].some((c) => c.charCodeAt(0) < 0x20 || c === '\u007f');

/** Text as people type it: no NUL or other control characters. */
const plainText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => !hasControlCharacter(s), 'vControlCharacters');
const guidOrEmpty = z
  .string()
  .regex(/^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})?$/i, 'vInvalidGuid')
  .default('');

const formQuery = z.object({
  amount: z
    .string()
    .regex(/^\d{1,15}$/, 'vAmountHalalas')
    .transform(Number)
    .pipe(z.number().max(MAX_AMOUNT)),
  currency: z.literal('SAR').default('SAR'),
  description: plainText(200).optional(),
  callback_url: z.string().min(1).max(500),
  publishable_api_key: plainText(200).min(1),
  lang: z.enum(['ar', 'en']).default('ar'),
  // The metadata the payment carries back to the shop (the provider does not read it).
  user_id: guidOrEmpty,
  package_price_guid: guidOrEmpty,
  promo_code_guid: guidOrEmpty,
  quote_guid: guidOrEmpty,
});

/** Luhn's checksum, as every card form applies before asking the bank. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

const cardForm = formQuery.extend({
  name: plainText(100).optional(),
  number: z
    .string()
    .regex(/^[\d -]{12,30}$/, 'vCardNumber')
    .transform((n) => n.replace(/\D/g, ''))
    .refine((n) => n.length >= 12 && n.length <= 19 && luhn(n), 'vCardNumber'),
  expiry: z
    .string()
    .regex(/^(0[1-9]|1[0-2]) ?\/ ?\d{2}$/, 'vCardExpiry')
    .optional(),
  cvc: z
    .string()
    .regex(/^\d{3,4}$/, 'vCardCvc')
    .optional(),
});

const threeDsParams = z.object({ id: z.string().max(100) });
const threeDsBody = z.object({ result: z.enum(['paid', 'failed']), lang: z.enum(['ar', 'en']).default('ar') });

/**
 * The path a callback_url names on this site, or undefined. Only a path is taken (the shop sends
 * one); it is resolved against PUBLIC_ORIGIN and must stay there and start with exactly one
 * slash, so neither '//evil', '/\\evil' nor '/.//evil' (which resolves to '//evil') sends the
 * buyer elsewhere. Control characters, spaces and backslashes, where parsers disagree, are refused.
 */
export function sameSitePath(raw: string, publicOrigin: string): string | undefined {
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || raw.includes(' ') || hasControlCharacter(raw)) return undefined;
  const origin = new URL(publicOrigin).origin;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || !url.pathname.startsWith('/') || url.pathname.startsWith('//')) return undefined;
  return `${url.pathname}${url.search}`;
}

/**
 * The local stand-in for the card provider's hosted form: a page that takes test card numbers,
 * records the payment in its own table (what the provider's API then reports), runs a 3-D Secure
 * step for the card that asks for one, and redirects back to the shop's callback URL with
 * ?id=&status=&amount=&message=, as the real provider does.
 */
export async function sandboxFormRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const callback = (url: string) => {
    const path = sameSitePath(url, app.config.publicOrigin);
    if (!path) throw messages.error(400, 'callbackOffSite', {}, { field: 'callback_url' });
    return path;
  };
  const checkKey = (key: string) => {
    if (key !== app.config.payments.publishableKey) throw messages.error(401, 'sandboxKeyWrong', {}, { field: 'publishable_api_key' });
  };
  // Only back to this site: the sandbox must not become an open redirect.
  const redirectBack = (reply: FastifyReply, url: string, p: { id: string; status: string; amount: number; message: string }) => {
    const target = new URL(callback(url), 'http://x');
    for (const [k, v] of Object.entries(p)) target.searchParams.set(k, String(v));
    return reply.redirect(`${target.pathname}${target.search}`, 303);
  };

  r.get('/sandbox-pay/form', { schema: { hide: true, querystring: formQuery } }, async (req, reply) => {
    const q = req.query;
    checkKey(q.publishable_api_key);
    callback(q.callback_url);
    const t = text[q.lang];
    const hidden = Object.entries(q)
      .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(String(v ?? ''))}">`)
      .join('');
    return page(
      reply,
      q.lang,
      `<p>${esc(t.amount)}: <span class="amount" dir="ltr">SAR ${halalasToSar(q.amount)}</span></p>
<form method="post" action="/sandbox-pay/pay">${hidden}
<label for="name">${esc(t.name)}</label><input id="name" name="name" autocomplete="cc-name" required>
<label for="number">${esc(t.number)}</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required>
<div class="row"><div><label for="expiry">${esc(t.expiry)}</label><input id="expiry" name="expiry" placeholder="12/30" required></div><div><label for="cvc">${esc(t.cvc)}</label><input id="cvc" name="cvc" inputmode="numeric" required></div></div>
<button type="submit">${esc(t.pay)}</button></form>
<button type="button" disabled aria-disabled="true"> ${esc(t.apple)}</button>
<p class="hint">${esc(t.hint)}</p>`,
    );
  });

  r.post('/sandbox-pay/pay', { schema: { hide: true, body: cardForm } }, async (req, reply) => {
    const q = req.body;
    checkKey(q.publishable_api_key);
    callback(q.callback_url);
    const outcome = sandboxCards[q.number as keyof typeof sandboxCards];
    const t = text[q.lang];
    const id = `sbx_${randomUUID().replaceAll('-', '')}`;
    const status = outcome === '3ds' ? 'initiated' : (outcome ?? 'failed');
    const message = outcome === 'paid' ? 'APPROVED' : outcome === '3ds' ? '3-D Secure required' : outcome ? t.declined : t.unknown;
    await insertSandboxPayment(db, {
      id,
      status,
      amount: q.amount,
      currency: q.currency,
      description: q.description ?? null,
      metadata: {
        user_id: q.user_id,
        package_price_guid: q.package_price_guid,
        promo_code_guid: q.promo_code_guid,
        quote_guid: q.quote_guid,
      },
      cardLast4: q.number.slice(-4),
      message,
      callbackUrl: q.callback_url,
    });
    if (outcome === '3ds') {
      return page(
        reply,
        q.lang,
        `<h2 style="font-size:16px">${esc(t.secure)}</h2><form method="post" action="/sandbox-pay/3ds/${id}"><input type="hidden" name="lang" value="${q.lang}">
<button name="result" value="paid">${esc(t.approve)}</button><button name="result" value="failed" style="background:#a00">${esc(t.reject)}</button></form>`,
      );
    }
    return redirectBack(reply, q.callback_url, { id, status, amount: q.amount, message });
  });

  r.post('/sandbox-pay/3ds/:id', { schema: { hide: true, params: threeDsParams, body: threeDsBody } }, async (req, reply) => {
    const { id } = req.params;
    if (!/^sbx_[0-9a-f]{32}$/.test(id)) throw messages.error(404, 'paymentUnknown');
    const result = req.body.result;
    const done = await finishSandboxSecureStep(db, id, result, result === 'paid' ? 'APPROVED' : '3-D Secure failed');
    if (!done) throw messages.error(404, 'paymentUnknown');
    return redirectBack(reply, done.callbackUrl, {
      id,
      status: result,
      amount: done.amount,
      message: result === 'paid' ? 'APPROVED' : '3-D Secure failed',
    });
  });
}
