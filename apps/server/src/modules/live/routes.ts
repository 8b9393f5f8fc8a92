import type { FastifyInstance, FastifyRequest } from 'fastify';
import { execute as executeGraphql, graphql, parse, validate } from 'graphql';
import { sharedSubscribe } from './shared-subscribe.ts';
import { makeHandler } from 'graphql-ws/use/@fastify/websocket';
import { z } from 'zod';
import { ApiError } from '../../platform/errors.ts';
import { isOutage } from '../../platform/outages.ts';
import { parseLocale, requestLocale } from '../../platform/locale.ts';
import { liveRoot, liveSchema, liveSubscriptions } from './schema.ts';
import { portfolioService } from '../portfolios/service.ts';
import { positionsCache } from '../portfolios/positions-cache.ts';

const httpBody = z.object({
  query: z.string().min(1).max(20_000),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().nullish(),
});

/** GraphQL over HTTP (POST) and WebSocket (graphql-ws) at /graphql. */
export async function liveRoutes(app: FastifyInstance, opts: { appToken: string }): Promise<void> {
  const portfolios = portfolioService({
    database: app.database,
    stocks: app.stocks,
    calendar: app.calendar,
    now: () => new Date(),
    positions: positionsCache(),
  });
  const services = (userId: string | null) => ({
    markets: app.markets,
    sectors: app.sectors,
    stocks: app.stocks,
    bus: app.liveBus,
    portfolios,
    userId,
  });
  // The signed-in user of each socket, set when it connects.
  const socketUsers = new WeakMap<object, string>();
  const execute = (req: FastifyRequest, input: unknown) => {
    const body = httpBody.safeParse(input);
    if (!body.success) throw new ApiError(400, 'vInvalid');
    return graphql({
      schema: liveSchema,
      source: body.data.query,
      rootValue: liveRoot,
      contextValue: { ...services(req.auth?.sub ?? null), locale: requestLocale(req) },
      variableValues: body.data.variables ?? undefined,
      operationName: body.data.operationName ?? undefined,
    }).then((result) => {
      // During an outage the query answers 503 like every other API call, not 200 with a driver's message.
      const outage = result.errors?.find((e) => isOutage(e.originalError));
      if (outage) throw outage.originalError;
      return result;
    });
  };

  app.post('/graphql', { schema: { hide: true } }, (req) => execute(req, req.body));

  app.route({
    method: 'GET',
    url: '/graphql',
    schema: { hide: true },
    handler: (req) => {
      const q = req.query as Record<string, string | undefined>;
      return execute(req, { query: q.query, variables: q.variables ? JSON.parse(q.variables) : undefined, operationName: q.operationName });
    },
    wsHandler: makeHandler({
      schema: liveSchema,
      roots: { query: liveRoot, subscription: liveSubscriptions },
      // graphql-ws would load its own copy of graphql otherwise (a second module realm under test runners).
      execute: executeGraphql,
      subscribe: sharedSubscribe,
      // Browsers cannot set headers on a WebSocket: the app token, bearer token and locale come as
      // connection parameters. A bad or expired bearer token closes the socket (4403); the
      // client reconnects with a fresh one.
      onConnect: async (ctx) => {
        const params = (ctx.connectionParams ?? {}) as Record<string, unknown>;
        if (params['X-App-Token'] !== opts.appToken && params.app_token !== opts.appToken) return false;
        const bearer = String(params.authorization ?? params.Authorization ?? '');
        if (!bearer) return true;
        const result = await app.accessTokens.verify(bearer.replace(/^Bearer\s+/i, ''));
        if (result.ok) socketUsers.set(ctx.extra, result.claims.sub);
        return result.ok;
      },
      context: (ctx) => {
        const params = (ctx.connectionParams ?? {}) as Record<string, unknown>;
        return {
          ...services(socketUsers.get(ctx.extra) ?? null),
          locale: parseLocale(String(params['Accept-Language'] ?? params.locale ?? '')),
        };
      },
      // Parsed and validated here, with this module's graphql, for the same reason as above.
      onSubscribe: (_ctx, _id, payload) => {
        const document = parse(payload.query);
        const errors = validate(liveSchema, document);
        if (errors.length) return errors;
        return {
          schema: liveSchema,
          document,
          variableValues: payload.variables ?? undefined,
          operationName: payload.operationName ?? undefined,
        };
      },
    }),
  });
}
