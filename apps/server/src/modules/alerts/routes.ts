import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alertCreateSchema,
  alertListSchema,
  alertParamsSchema,
  alertSchema,
  alertUpdateSchema,
  notificationListSchema,
  notificationQuerySchema,
  notificationReadSchema,
  pushKeySchema,
  pushSubscriptionSchema,
  unreadCountSchema,
} from '@sahm/contracts/alerts';
import { errorSchema, validationErrorSchema } from '@sahm/contracts/common';
import { requestLocale } from '../../platform/locale.ts';
import { caller as routeCaller } from '../../platform/route-access.ts';
import type { AlertCaller, AlertService } from './service.ts';

const tags = ['alerts'];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema };
const user = { auth: 'user' as const };
const owner = (req: FastifyRequest): AlertCaller => {
  const claims = routeCaller(req);
  return { userId: claims.sub, plan: claims.current_plan };
};

/** A signed-in user's alerts, what they fired, and the browsers that receive them by web push. */
export async function alertRoutes(app: FastifyInstance, { alerts, pushKey }: { alerts: AlertService; pushKey: string }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/alerts',
    { config: user, schema: { tags, summary: "My alerts and my plan's allowance", response: { 200: alertListSchema, ...errors } } },
    (req) => alerts.list(owner(req), requestLocale(req)),
  );
  r.post(
    '/alerts',
    {
      config: user,
      schema: {
        tags,
        summary: 'Set an alert (403 alert_limit once the plan’s allowance is used)',
        body: alertCreateSchema,
        response: { 201: alertSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await alerts.create(owner(req), requestLocale(req), req.body)),
  );
  r.patch(
    '/alerts/:alert_guid',
    {
      config: user,
      schema: {
        tags,
        summary: 'Change an alert’s level, channels or cooldown, or pause it',
        params: alertParamsSchema,
        body: alertUpdateSchema,
        response: { 200: alertSchema, ...errors },
      },
    },
    (req) => alerts.update(owner(req), requestLocale(req), req.params.alert_guid, req.body),
  );
  r.delete(
    '/alerts/:alert_guid',
    {
      config: user,
      schema: { tags, summary: 'Delete an alert (what it fired stays)', params: alertParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (req, reply) => {
      await alerts.remove(owner(req), req.params.alert_guid);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/alerts/notifications',
    {
      config: user,
      schema: {
        tags,
        summary: 'What my alerts fired, newest first, with the unread count',
        querystring: notificationQuerySchema,
        response: { 200: notificationListSchema, ...errors },
      },
    },
    (req) => alerts.notifications(owner(req).userId, requestLocale(req), req.query),
  );
  r.post(
    '/alerts/notifications/read',
    {
      config: user,
      schema: {
        tags,
        summary: 'Mark notifications read (all when no guids are given)',
        body: notificationReadSchema,
        response: { 200: unreadCountSchema, ...errors },
      },
    },
    (req) => alerts.markRead(owner(req).userId, req.body.guids),
  );

  r.get(
    '/alerts/push/key',
    {
      config: user,
      schema: { tags, summary: 'The VAPID public key browsers subscribe with', response: { 200: pushKeySchema, ...errors } },
    },
    () => ({
      public_key: pushKey,
    }),
  );
  r.post(
    '/alerts/push/subscriptions',
    {
      config: user,
      schema: {
        tags,
        summary: 'Receive my alerts in this browser (its PushSubscription)',
        body: pushSubscriptionSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await alerts.subscribePush(owner(req).userId, req.body);
      return reply.status(204).send(null);
    },
  );
  r.delete(
    '/alerts/push/subscriptions',
    {
      config: user,
      schema: {
        tags,
        summary: 'Stop web push to this browser',
        body: z.object({ endpoint: z.string().min(1).max(2000) }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await alerts.unsubscribePush(owner(req).userId, req.body.endpoint);
      return reply.status(204).send(null);
    },
  );
}
