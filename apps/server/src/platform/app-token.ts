import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors.ts';

/** Builds the onRequest check that every /api/v1 and /graphql call carries the application token. */
export function appTokenGuard(expected: string) {
  const want = Buffer.from(expected);
  return async (req: FastifyRequest): Promise<void> => {
    const got = Buffer.from(String(req.headers['x-app-token'] ?? ''));
    if (got.length !== want.length || !timingSafeEqual(got, want)) throw new ApiError(403, 'appTokenMissing');
  };
}
