import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { execute as executeGraphql, GraphQLError } from 'graphql';
import { makeHandler } from 'graphql-ws/use/@fastify/websocket';
import { z } from 'zod';
import type { Locale } from '@sahm/contracts/common';
import { parseLocale, requestLocale } from '../../platform/locale.ts';
import { isOutage } from '../../platform/outages.ts';
import { messages } from './messages.ts';
import type { RawIssue } from '../../platform/validation-messages.ts';
import { validatorCompiler } from '../../platform/validator.ts';
import { prepareOperation, type OperationInput } from './prepare-operation.ts';
import { accountActive } from './queries.ts';
import { queryLimits } from './query-limits.ts';
import { liveRoot, liveSchema, liveSubscriptions } from './schema.ts';
import { sharedSubscribe } from './shared-subscribe.ts';
import type { LiveGauge } from './live-gauge.ts';
import { closeCodes, socketScope, type SocketIdentity, type SocketScope } from './socket-scope.ts';

const operationFields = {
  query: z.string().min(1).max(20_000),
  operationName: z.string().max(200).nullish(),
};

const postBody = z.object({ ...operationFields, variables: z.record(z.string(), z.unknown()).nullish() });

/** GET carries the variables as JSON text: an object (or null), named in the 422 otherwise. */
const variablesText = z.string().transform((text, ctx): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(text);
    if (value === null) return undefined;
    if (typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Not JSON at all: the same answer as JSON of the wrong kind.
  }
  ctx.addIssue({ code: 'custom', message: 'vJsonObject', input: text });
  return z.NEVER;
});
const getQuery = z.object({ ...operationFields, variables: variablesText.optional() });
// Checked in the handler rather than by the route: the same GET route upgrades WebSockets, which carry no query.
const checkGetQuery = validatorCompiler({ schema: getQuery, method: 'GET', url: '/graphql', httpPart: 'querystring' });

/** More than the web client ever runs at once on one page; a socket asking for more is refused them. */
const MAX_SUBSCRIPTIONS_PER_SOCKET = 50;

/** GraphQL over HTTP (GET and POST) and WebSocket (graphql-ws) at /graphql. */
export async function liveRoutes(app: FastifyInstance, opts: { appToken: string; gauge: LiveGauge }): Promise<void> {
  const services = (userId: string | null) => ({
    markets: app.markets,
    sectors: app.sectors,
    stocks: app.stocks,
    bus: app.liveBus,
    newsBus: app.newsBus,
    portfolios: app.portfolios,
    alerts: app.alerts,
    alertNotices: app.alertNotices,
    userId,
  });

  /** Queries only; a request the limits or the schema refuse gets 400 with its GraphQL errors. */
  const run = async (req: FastifyRequest, reply: FastifyReply, input: OperationInput) => {
    const locale = requestLocale(req);
    const prepared = prepareOperation(input, {
      limits: req.auth ? queryLimits.signedIn : queryLimits.anonymous,
      locale,
      subscriptions: false,
    });
    if ('errors' in prepared) return reply.status(400).send({ errors: prepared.errors });
    const result = await executeGraphql({
      schema: liveSchema,
      document: prepared.document,
      rootValue: liveRoot,
      contextValue: { ...services(req.auth?.sub ?? null), locale },
      variableValues: input.variables ?? undefined,
      operationName: input.operationName ?? undefined,
    });
    // During an outage the query answers 503 like every other API call, not 200 with a driver's message.
    const outage = result.errors?.find((e) => isOutage(e.originalError));
    if (outage) throw outage.originalError;
    // No data at all means the request was wrong (variables of the wrong type, no such operation).
    if (!('data' in result)) return reply.status(400).send(result);
    return result;
  };

  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/graphql', { config: { auth: 'public' }, schema: { hide: true, body: postBody } }, (req, reply) => run(req, reply, req.body));

  const scopes = new WeakMap<object, SocketScope>();
  const scopeOf = (extra: unknown): SocketScope => {
    const scope = scopes.get(extra as object);
    // graphql-ws only runs operations on acknowledged sockets, and onConnect gives each one a scope.
    if (!scope) throw new Error('live socket without a scope');
    return scope;
  };
  const socketLocale = (params: Record<string, unknown>): Locale => parseLocale(String(params['Accept-Language'] ?? params.locale ?? ''));
  const isActive = (userId: string) =>
    accountActive(app.database.db, userId).catch((err: unknown) => {
      // The database is away: the token's own signature has to do (owner streams cannot run without it anyway).
      app.log.warn({ err }, 'live socket: account check failed');
      return true;
    });

  app.route({
    method: 'GET',
    url: '/graphql',
    config: { auth: 'public' },
    schema: { hide: true },
    handler: (req, reply) => {
      const checked = checkGetQuery(req.query) as { value?: z.infer<typeof getQuery>; error?: RawIssue[] };
      if (checked.error || !checked.value) {
        throw Object.assign(new Error('invalid query string'), { validation: checked.error ?? [], validationContext: 'querystring' });
      }
      return run(req, reply, checked.value);
    },
    wsHandler: makeHandler({
      schema: liveSchema,
      roots: { query: liveRoot, subscription: liveSubscriptions },
      // graphql-ws imports graphql itself: it gets this module's functions, so one copy does the work.
      execute: executeGraphql,
      subscribe: sharedSubscribe,
      // Browsers cannot set headers on a WebSocket: the app token, bearer token and locale come as
      // connection parameters. A bad or expired bearer token, or a deactivated account, closes the
      // socket (4403); the client reconnects with a fresh token, or as a visitor.
      onConnect: async (ctx) => {
        const params = (ctx.connectionParams ?? {}) as Record<string, unknown>;
        if (params['X-App-Token'] !== opts.appToken && params.app_token !== opts.appToken) return false;
        const socket = ctx.extra.socket;
        let identity: SocketIdentity | null = null;
        const bearer = String(params.authorization ?? params.Authorization ?? '');
        if (bearer) {
          const result = await app.accessTokens.verify(bearer.replace(/^Bearer\s+/i, ''));
          if (!result.ok) {
            if (result.reason === 'expired') socket.close(...closeCodes.tokenExpired);
            return false;
          }
          if (!(await isActive(result.claims.sub))) {
            socket.close(...closeCodes.accountInactive);
            return false;
          }
          identity = { userId: result.claims.sub, expiresAt: result.claims.exp * 1000 };
        }
        // The connection may have gone while the token and the account were checked.
        if (socket.readyState !== socket.OPEN) return false;
        const scope = socketScope({
          bus: app.liveBus,
          newsBus: app.newsBus,
          gauge: opts.gauge,
          identity,
          closeSocket: (code, reason) => socket.close(code, reason),
          accountActive: isActive,
        });
        scopes.set(ctx.extra, scope);
        // Straight from the socket: every way it ends (close, drop, error) lets the scope go.
        socket.once('close', () => void scope.close());
        return true;
      },
      context: (ctx) => {
        const scope = scopeOf(ctx.extra);
        return {
          ...services(scope.userId),
          bus: scope.bus,
          newsBus: scope.newsBus,
          owner: scope.owner,
          scope,
          locale: socketLocale((ctx.connectionParams ?? {}) as Record<string, unknown>),
        };
      },
      // A refused operation (syntax, schema, limits) gets an `error` message of its own; the
      // socket and its other subscriptions go on.
      onSubscribe: (ctx, _id, payload) => {
        const scope = scopeOf(ctx.extra);
        const locale = socketLocale((ctx.connectionParams ?? {}) as Record<string, unknown>);
        if (Object.keys(ctx.subscriptions).length > MAX_SUBSCRIPTIONS_PER_SOCKET) {
          return [
            new GraphQLError(messages.t(locale, 'tooManySubscriptions', { max: MAX_SUBSCRIPTIONS_PER_SOCKET }), {
              extensions: { code: 'too_many_subscriptions', limit: MAX_SUBSCRIPTIONS_PER_SOCKET },
            }),
          ];
        }
        const limits = scope.userId ? queryLimits.signedIn : queryLimits.anonymous;
        const prepared = prepareOperation(payload, { limits, locale, subscriptions: true });
        if ('errors' in prepared) return [...prepared.errors];
        return {
          schema: liveSchema,
          document: prepared.document,
          variableValues: payload.variables ?? undefined,
          operationName: payload.operationName ?? undefined,
        };
      },
    }),
  });
}
