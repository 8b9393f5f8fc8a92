import type { FastifyReply, FastifyRequest } from 'fastify';

/** An image served under an address that carries its version (`?v=`): a logo, a header banner. */
export type VersionedImage = { version: string; contentType: string; body: Buffer | string };

/**
 * A versioned image never changes under its address: a year in any cache, the version as its ETag
 * (a conditional request gets 304); asked for without the current version, five minutes. An SVG
 * opened on its own is a document: it may run nothing and load nothing.
 */
export function sendVersionedImage(
  req: FastifyRequest<{ Querystring: { v?: string | undefined } }>,
  reply: FastifyReply,
  image: VersionedImage,
) {
  const etag = `"${image.version}"`;
  reply
    .header('etag', etag)
    .header('cache-control', req.query.v === image.version ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (req.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type(image.contentType).send(image.body);
}
