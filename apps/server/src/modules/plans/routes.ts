import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, validationErrorSchema } from '@sahm/contracts/common';
import { adminPackageMoveSchema, packageListSchema, subscriptionListSchema, subscriptionSchema } from '@sahm/contracts/plans';
import { userGuidParamsSchema } from '@sahm/contracts/users';
import { currentUser } from '../../platform/auth.ts';
import { ApiError, notFound } from '../../platform/errors.ts';
import { requestLocale } from '../../platform/locale.ts';
import { listPackages, toSubscription, userSubscriptions } from './queries.ts';
import { startSubscription } from './subscriptions.ts';

const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema };

/** Packages, and the signed-in user's subscription and its history (spec §7). */
export async function planRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database;

  r.get(
    '/packages',
    {
      config: { auth: 'public' },
      schema: { tags: ['plans'], summary: 'Packages with prices and features', response: { 200: packageListSchema } },
    },
    async (req) => ({
      items: await listPackages(db, requestLocale(req)),
    }),
  );

  r.get(
    '/subscriptions',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['plans'],
        summary: 'The signed-in user’s subscriptions, newest first',
        response: { 200: subscriptionListSchema, ...errors },
      },
    },
    async (req) => {
      const rows = await userSubscriptions(db, currentUser(req).sub);
      return { items: rows.map((s) => toSubscription(requestLocale(req), s)) };
    },
  );

  r.get(
    '/subscriptions/current',
    {
      config: { auth: 'user' },
      schema: { tags: ['plans'], summary: 'The subscription in force now', response: { 200: subscriptionSchema, ...errors } },
    },
    async (req) => {
      const [current] = await userSubscriptions(db, currentUser(req).sub, { activeOnly: true });
      if (!current) throw notFound('subscriptionNotFound');
      return toSubscription(requestLocale(req), current);
    },
  );

  r.get(
    '/subscriptions/:guid/history',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['plans'],
        summary: 'A user’s subscriptions (SUPER_ADMIN)',
        params: userGuidParamsSchema,
        response: { 200: subscriptionListSchema, ...errors },
      },
    },
    async (req) => ({ items: (await userSubscriptions(db, req.params.guid)).map((s) => toSubscription(requestLocale(req), s)) }),
  );

  r.post(
    '/subscriptions/admin/:guid/package',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['plans'],
        summary: 'Move a user to a package now (SUPER_ADMIN)',
        params: userGuidParamsSchema,
        body: adminPackageMoveSchema,
        response: { 200: subscriptionSchema, ...errors },
      },
    },
    async (req) => {
      const userId = req.params.guid;
      if (!(await db.query(`SELECT 1 FROM users WHERE id = $1`, [userId])).length) throw new ApiError(404, 'userNotFound');
      const { slug } = req.body;
      // Support and test accounts: paid plans run for a year without a payment, BASIC has no end.
      const paid = slug !== 'BASIC';
      // One transaction under the user's plan lock, so a payment being recorded at the same moment queues.
      await db.transaction((tx) =>
        startSubscription(tx, {
          userId,
          slug,
          period: paid ? 'YEARLY' : 'MONTHLY',
          endsAt: paid ? new Date(Date.now() + 365 * 86_400_000) : null,
        }),
      );
      const [current] = await userSubscriptions(db, userId, { activeOnly: true });
      return toSubscription(requestLocale(req), current!);
    },
  );
}
