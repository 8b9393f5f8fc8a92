import type { FastifyInstance } from 'fastify';
import type { OutboxMessage } from '@sahm/contracts/users';
import { escapeHtml } from '../../platform/html.ts';
import { isLoopbackCaller } from '../../platform/loopback.ts';
import type { Messaging } from './service.ts';

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>
  body{font-family:system-ui,"Segoe UI",Tahoma,sans-serif;margin:0 auto;max-width:960px;padding:24px;color:#15152a;background:#f6f7fb}
  h1{font-size:20px;margin:0 0 4px;color:#0503a3} p.hint{margin:0 0 20px;color:#555}
  table{width:100%;border-collapse:collapse;background:#fff;border:1px solid #dde}
  th,td{text-align:start;vertical-align:top;padding:8px 10px;border-bottom:1px solid #eef}
  th{font-size:13px;color:#555;background:#fafaff} td.body{white-space:pre-wrap;word-break:break-word}
  code{font-size:15px;font-weight:700} .empty{padding:24px;text-align:center;color:#555}
</style></head><body>${body}</body></html>`;

/** A message as a row; the body keeps its lines, and each part is escaped (it holds what users typed, names and emails). */
const row = (m: OutboxMessage) => `<tr>
<td>${escapeHtml(m.created_at.replace('T', ' ').slice(0, 19))} UTC</td>
<td>${m.channel === 'sms' ? 'SMS · رسالة نصية' : 'Email · بريد'}</td>
<td><bdi>${escapeHtml(m.recipient)}</bdi></td>
<td dir="auto">${m.subject ? `<strong>${escapeHtml(m.subject)}</strong><br>` : ''}<span class="body" dir="auto">${escapeHtml(m.body)}</span></td></tr>`;

/**
 * GET /dev/outbox: the development outbox as a page a browser opens from the start banner, for
 * callers on this machine only (the JSON under /api/v1 needs the app's header, which a browser
 * address bar does not send). Never registered in production.
 */
export async function outboxPageRoutes(app: FastifyInstance, { messaging }: { messaging: Messaging }): Promise<void> {
  app.get('/dev/outbox', { schema: { hide: true } }, async (req, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8');
    if (!isLoopbackCaller(req)) {
      return reply
        .code(403)
        .send(page('Outbox', '<h1>Outbox · صندوق الرسائل</h1><p class="hint">Only on this machine. · متاح على هذا الجهاز فقط.</p>'));
    }
    const { items } = await messaging.outbox({ size: 50 });
    const table = items.length
      ? `<table><thead><tr><th>Time · الوقت</th><th>Channel · القناة</th><th>To · إلى</th><th>Message · الرسالة</th></tr></thead><tbody>${items.map(row).join('')}</tbody></table>`
      : '<div class="empty">No messages yet. · لا توجد رسائل بعد.</div>';
    return page(
      'Outbox',
      `<h1>Outbox · صندوق الرسائل</h1><p class="hint">Codes and emails the local stand-ins "sent", newest first (the last 50). Reload for new ones. · رموز التحقق والرسائل التي "أُرسلت" محليًا، الأحدث أولًا.</p>${table}`,
    );
  });
}
