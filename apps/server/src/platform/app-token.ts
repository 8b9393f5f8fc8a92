import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false for an image the browser loads by itself (`<img src>`, a stock's logo): such a request
     * cannot carry headers, so it cannot carry the application token. Only public images say so.
     */
    appToken?: false;
  }
}

/** Builds the onRequest check that every /api/v1 and /graphql call carries the application token. */
export function appTokenGuard(expected: string) {
  const want = Buffer.from(expected);
  return async (req: FastifyRequest): Promise<void> => {
    if (req.routeOptions.config.appToken === false && req.routeOptions.config.auth === 'public') return;
    const got = Buffer.from(String(req.headers['x-app-token'] ?? ''));
    if (got.length !== want.length || !timingSafeEqual(got, want)) throw new ApiError(403, 'appTokenMissing');
  };
}
