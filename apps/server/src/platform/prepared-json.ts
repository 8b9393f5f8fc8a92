import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendJsonText } from './json-text.ts';

const gzip = promisify(gzipCallback);

/**
 * A JSON body serialized, hashed and compressed once and then sent to every client that asks for
 * it. Large bodies (years of chart points) are mostly the cost of moving bytes: compressing them
 * per request would spend the CPU the requests need, compressing them once makes them ~8× smaller.
 */
export type PreparedJson = { plain: Buffer; gzip: Buffer | null; etag: string };

/** Below this a body is sent as it is: gzip's header and the client's work outweigh the saving. */
const MIN_COMPRESSED_BYTES = 1024;

export async function prepareJson(text: string): Promise<PreparedJson> {
  const plain = Buffer.from(text);
  const etag = `"${createHash('sha1').update(plain).digest('base64url')}"`;
  return { plain, etag, gzip: plain.length >= MIN_COMPRESSED_BYTES ? await gzip(plain, { level: 6 }) : null };
}

/** True when the client accepts gzip (and has not refused it with q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/** Sends a prepared body: 304 when the client holds it already, gzip when accepted. */
export function sendPreparedJson(
  req: FastifyRequest,
  reply: FastifyReply,
  body: PreparedJson,
  opts: { private?: boolean } = {},
): FastifyReply {
  // The figures move with the market: clients may keep a body but must ask again (cheaply, by
  // ETag); one user's figures stay out of shared caches.
  reply
    .header('vary', 'accept-encoding')
    .header('etag', body.etag)
    .header('cache-control', opts.private ? 'private, no-cache' : 'no-cache');
  if (req.headers['if-none-match'] === body.etag) return reply.status(304).send();
  if (body.gzip && acceptsGzip(req.headers['accept-encoding'])) {
    reply.header('content-encoding', 'gzip');
    return sendJsonText(reply, body.gzip);
  }
  return sendJsonText(reply, body.plain);
}

/**
 * The latest prepared body of one resource: rebuilt only when its version changes (a new live
 * point), and concurrent requests for a new version share one build.
 */
export function latestPrepared() {
  let latest: { version: string; body: Promise<PreparedJson> } | undefined;
  return (version: string, build: () => string): Promise<PreparedJson> => {
    if (latest?.version === version) return latest.body;
    const body = prepareJson(build());
    const entry = { version, body };
    latest = entry;
    body.catch(() => latest === entry && (latest = undefined));
    return body;
  };
}
