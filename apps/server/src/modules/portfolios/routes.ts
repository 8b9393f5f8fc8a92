import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, validationErrorSchema } from '@sahm/contracts/common';
import {
  buyItemSchema,
  buyRequestSchema,
  buyResultSchema,
  cashEditResultSchema,
  cashEditSchema,
  cashTransactionPageSchema,
  createPortfolioSchema,
  favoriteColumnsSchema,
  favoriteColumnsUpdateSchema,
  ledgerPageQuerySchema,
  overviewSchema,
  performanceSchema,
  portfolioChartSchema,
  portfolioListQuerySchema,
  portfolioListSchema,
  portfolioParamsSchema,
  portfolioSchema,
  portfolioStockParamsSchema,
  sellRequestSchema,
  sellResultSchema,
  stockTransactionListSchema,
  stockTransactionPageSchema,
  updatePortfolioSchema,
} from '@sahm/contracts/portfolio';
import { portfolioDividendsSchema, rightsSubscriptionSchema } from '@sahm/contracts/portfolio-income';
import { z } from 'zod';
import { messageSchema } from '@sahm/contracts/users';
import { caller as routeCaller } from '../../platform/route-access.ts';
import { requestLocale } from '../../platform/locale.ts';
import { sendPreparedJson } from '../../platform/prepared-json.ts';
import type { Caller, PortfolioService } from './service.ts';

const tags = ['portfolio'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: validationErrorSchema };

/** The signed-in caller, with the permissions of their token (reads show the plan the client acts under). */
const caller = (req: FastifyRequest): Caller => {
  const user = routeCaller(req);
  return { userId: user.sub, locale: requestLocale(req), permissions: user.roles };
};

/** Virtual portfolios of the signed-in user (spec §7 "Portfolio"). */
export async function portfolioRoutes(app: FastifyInstance, { portfolios }: { portfolios: PortfolioService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/portfolio',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'My portfolios, default first',
        querystring: portfolioListQuerySchema,
        response: { 200: portfolioListSchema, ...errors },
      },
    },
    async (req) => portfolios.list(caller(req), req.query.include_performance),
  );

  r.post(
    '/portfolio',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Add a portfolio (the first is the default)',
        body: createPortfolioSchema,
        response: { 201: portfolioSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await portfolios.create(caller(req), req.body)),
  );

  r.get(
    '/portfolio/favorites-indices',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'My holdings-table columns', response: { 200: favoriteColumnsSchema, ...errors } },
    },
    async (req) => portfolios.favoriteColumns(caller(req)),
  );

  r.post(
    '/portfolio/favorites-indices',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "Choose the holdings-table columns ('all' or [] for the defaults)",
        body: favoriteColumnsUpdateSchema,
        response: { 200: favoriteColumnsSchema, ...errors },
      },
    },
    async (req) => portfolios.setFavoriteColumns(caller(req), req.body.tags),
  );

  r.patch(
    '/portfolio/:guid',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Rename; is_default true makes it the default',
        params: portfolioParamsSchema,
        body: updatePortfolioSchema,
        response: { 200: portfolioSchema, ...errors },
      },
    },
    async (req) => portfolios.update(caller(req), req.params.guid, req.body),
  );

  r.delete(
    '/portfolio/:guid',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Delete a portfolio other than the default',
        params: portfolioParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (req) => portfolios.remove(caller(req), req.params.guid),
  );

  r.post(
    '/portfolio/:guid/set-default',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Make this the default portfolio',
        params: portfolioParamsSchema,
        response: { 200: portfolioSchema, ...errors },
      },
    },
    async (req) => portfolios.setDefault(caller(req), req.params.guid),
  );

  r.get(
    '/portfolio/:guid/performance',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Cash, market value and profit of a portfolio',
        params: portfolioParamsSchema,
        response: { 200: performanceSchema, ...errors },
      },
    },
    async (req) => portfolios.performance(caller(req), req.params.guid),
  );

  r.get(
    '/portfolio/:guid/overview',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Holdings at current prices with totals',
        params: portfolioParamsSchema,
        response: { 200: overviewSchema, ...errors },
      },
    },
    async (req, reply) => sendPreparedJson(req, reply, await portfolios.overviewBody(caller(req), req.params.guid), { private: true }),
  );

  r.get(
    '/portfolio/:guid/dividends',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Dividends received, announced and expected (forward income is an estimate)',
        params: portfolioParamsSchema,
        response: { 200: portfolioDividendsSchema, ...errors },
      },
    },
    async (req, reply) => sendPreparedJson(req, reply, await portfolios.dividendsBody(caller(req), req.params.guid), { private: true }),
  );

  r.post(
    '/portfolio/:guid/rights/:rightsGuid/subscribe',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Take up a rights issue: buy up to the entitled shares at the offer price, once, within its window',
        params: portfolioParamsSchema.extend({ rightsGuid: z.uuid() }),
        body: rightsSubscriptionSchema,
        response: { 201: buyResultSchema, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await portfolios.subscribeRights(caller(req), req.params.guid, req.params.rightsGuid, req.body)),
  );

  r.get(
    '/portfolio/:guid/chart',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Distribution: cash and stocks, by stock, by sector',
        params: portfolioParamsSchema,
        response: { 200: portfolioChartSchema, ...errors },
      },
    },
    async (req) => portfolios.chart(caller(req), req.params.guid),
  );

  for (const path of ['/portfolio/:guid/liquidity', '/portfolio/:guid/cash-value-transactions']) {
    r.get(
      path,
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: 'Cash ledger, newest first',
          params: portfolioParamsSchema,
          querystring: ledgerPageQuerySchema,
          response: { 200: cashTransactionPageSchema, ...errors },
        },
      },
      async (req) => portfolios.cashLedger(caller(req), req.params.guid, req.query),
    );
  }

  r.get(
    '/portfolio/:guid/stock-transactions',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Stock ledger, newest first',
        params: portfolioParamsSchema,
        querystring: ledgerPageQuerySchema,
        response: { 200: stockTransactionPageSchema, ...errors },
      },
    },
    async (req) => portfolios.stockLedger(caller(req), req.params.guid, req.query),
  );

  r.get(
    '/portfolio/:guid/stock-transactions/all',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The whole stock ledger, newest first',
        params: portfolioParamsSchema,
        response: { 200: stockTransactionListSchema, ...errors },
      },
    },
    async (req) => portfolios.stockLedgerAll(caller(req), req.params.guid),
  );

  r.post(
    '/portfolio/:guid/cash-value-transaction',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Add to (or, negative, take from) the uninvested cash',
        params: portfolioParamsSchema,
        body: cashEditSchema,
        response: { 201: cashEditResultSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await portfolios.editCash(caller(req), req.params.guid, req.body)),
  );

  r.post(
    '/portfolio/:guid/buy',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Buy one or more stocks, all or none',
        params: portfolioParamsSchema,
        body: buyRequestSchema,
        response: { 201: buyResultSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await portfolios.buy(caller(req), req.params.guid, req.body)),
  );

  r.post(
    '/portfolio/:guid/stock-transaction',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Buy one stock (one row of /buy)',
        params: portfolioParamsSchema,
        body: buyItemSchema,
        response: { 201: buyResultSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await portfolios.buy(caller(req), req.params.guid, [req.body])),
  );

  r.post(
    '/portfolio/:guid/sell',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Sell shares of a holding; is_downgrade_sale sells it all without cash',
        params: portfolioParamsSchema,
        body: sellRequestSchema,
        response: { 201: sellResultSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await portfolios.sell(caller(req), req.params.guid, req.body)),
  );

  r.delete(
    '/portfolio/:guid/stock-transaction/:stockGuid',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Remove a holding and its transactions',
        params: portfolioStockParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (req) => portfolios.removeHolding(caller(req), req.params.guid, req.params.stockGuid),
  );
}
