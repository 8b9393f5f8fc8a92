import type { FastifyRequest } from 'fastify';

const loopbackAddress = (address: string | undefined) => {
  const a = (address ?? '').trim().toLowerCase();
  return /^127\.\d+\.\d+\.\d+$/.test(a) || a === '::1' || /^::ffff:127\.\d+\.\d+\.\d+$/.test(a);
};

/**
 * A caller on this machine: the socket comes from a loopback address (never what a header claims),
 * and nothing on the way names anyone else. A proxy on this machine that forwards outside callers
 * adds their address (X-Forwarded-For) or a Forwarded header, and so does not make them local.
 */
export function isLoopbackCaller(req: FastifyRequest): boolean {
  if (!loopbackAddress(req.socket.remoteAddress)) return false;
  if (req.headers.forwarded !== undefined || req.headers['x-real-ip'] !== undefined) return false;
  const forwarded = req.headers['x-forwarded-for'];
  if (forwarded === undefined) return true;
  return [forwarded]
    .flat()
    .flatMap((h) => h.split(','))
    .every(loopbackAddress);
}
