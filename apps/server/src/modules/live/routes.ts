import type { FastifyInstance, FastifyRequest } from 'fastify';
import { graphql, parse, validate } from 'graphql';
import { makeHandler } from 'graphql-ws/use/@fastify/websocket';
import { z } from 'zod';
import { ApiError } from '../../platform/errors.ts';
import { parseLocale, requestLocale } from '../../platform/locale.ts';
import { liveRoot, liveSchema } from './schema.ts';

const httpBody = z.object({
  query: z.string().min(1).max(20_000),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().nullish(),
});

const services = (app: FastifyInstance) => ({ markets: app.markets, sectors: app.sectors, stocks: app.stocks });

/** GraphQL over HTTP (POST) and WebSocket (graphql-ws) at /graphql. */
export async function liveRoutes(app: FastifyInstance, opts: { appToken: string }): Promise<void> {
  const execute = (req: FastifyRequest, input: unknown) => {
    const body = httpBody.safeParse(input);
    if (!body.success) throw new ApiError(400, 'vInvalid');
    return graphql({
      schema: liveSchema,
      source: body.data.query,
      rootValue: liveRoot,
      contextValue: { ...services(app), locale: requestLocale(req) },
      variableValues: body.data.variables ?? undefined,
      operationName: body.data.operationName ?? undefined,
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
      roots: { query: liveRoot, subscription: {} },
      // Browsers cannot set headers on a WebSocket: the app token and locale come as connection parameters.
      onConnect: (ctx) => {
        const params = (ctx.connectionParams ?? {}) as Record<string, unknown>;
        return params['X-App-Token'] === opts.appToken || params.app_token === opts.appToken;
      },
      context: (ctx) => {
        const params = (ctx.connectionParams ?? {}) as Record<string, unknown>;
        return { ...services(app), locale: parseLocale(String(params['Accept-Language'] ?? params.locale ?? '')) };
      },
      onSubscribe: (_ctx, _id, payload) => {
        const errors = validate(liveSchema, parse(payload.query));
        return errors.length ? errors : undefined;
      },
    }),
  });
}
