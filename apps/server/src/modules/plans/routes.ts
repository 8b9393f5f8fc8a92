import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, validationErrorSchema } from '@sahm/contracts/common';
import { adminPackageMoveSchema, packageListSchema, subscriptionListSchema, subscriptionSchema } from '@sahm/contracts/plans';
import { userGuidParamsSchema } from '@sahm/contracts/users';
import { requestLocale } from '../../platform/locale.ts';
import { caller } from '../../platform/route-access.ts';
import type { PlanService } from './service.ts';

const tags = ['plans'];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema };

/** Packages, and the signed-in user's subscription and its history (spec §7). */
export async function planRoutes(app: FastifyInstance, { plans }: { plans: PlanService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/packages',
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'Packages with prices and features', response: { 200: packageListSchema } },
    },
    (req) => plans.packages(requestLocale(req)),
  );

  r.get(
    '/subscriptions',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'The signed-in user’s subscriptions, newest first', response: { 200: subscriptionListSchema, ...errors } },
    },
    (req) => plans.history(requestLocale(req), caller(req).sub),
  );

  r.get(
    '/subscriptions/current',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'The subscription in force now', response: { 200: subscriptionSchema, ...errors } },
    },
    (req) => plans.current(requestLocale(req), caller(req).sub),
  );

  r.get(
    '/subscriptions/:guid/history',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'A user’s subscriptions (SUPER_ADMIN)',
        params: userGuidParamsSchema,
        response: { 200: subscriptionListSchema, ...errors },
      },
    },
    (req) => plans.history(requestLocale(req), req.params.guid),
  );

  r.post(
    '/subscriptions/admin/:guid/package',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Move a user to a package now (SUPER_ADMIN)',
        params: userGuidParamsSchema,
        body: adminPackageMoveSchema,
        response: { 200: subscriptionSchema, ...errors },
      },
    },
    (req) => plans.moveToPackage(requestLocale(req), req.params.guid, req.body),
  );
}
