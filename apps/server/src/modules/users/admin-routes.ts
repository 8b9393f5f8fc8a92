import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, validationErrorSchema } from '@sahm/contracts/common';
import {
  adminUserListSchema,
  adminUserQuerySchema,
  groupBodySchema,
  groupListSchema,
  messageSchema,
  userGuidParamsSchema,
} from '@sahm/contracts/users';
import { requestLocale } from '../../platform/locale.ts';
import { caller } from '../../platform/route-access.ts';
import type { UserAdminService } from './admin-service.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema };

/** Admin user calls of spec §7, for SUPER_ADMIN only. */
export async function adminUserRoutes(app: FastifyInstance, { admin }: { admin: UserAdminService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users (admin)'];
  const params = userGuidParamsSchema;

  r.get(
    '/users',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Users, newest first, with search',
        querystring: adminUserQuerySchema,
        response: { 200: adminUserListSchema, ...errors },
      },
    },
    (req) => admin.list(req.query),
  );

  r.patch(
    '/users/:guid/activate',
    { config: { auth: 'admin' }, schema: { tags, params, response: { 200: messageSchema, ...errors } } },
    (req) => admin.activate(req.params.guid, requestLocale(req)),
  );

  r.patch(
    '/users/:guid/deactivate',
    { config: { auth: 'admin' }, schema: { tags, params, response: { 200: messageSchema, ...errors } } },
    (req) => admin.deactivate(caller(req).sub, req.params.guid, requestLocale(req)),
  );

  r.post(
    '/users/:guid/request-password-reset',
    { config: { auth: 'admin' }, schema: { tags, params, response: { 200: messageSchema, ...errors } } },
    (req) => admin.requestPasswordReset(req.params.guid, requestLocale(req)),
  );

  r.get(
    '/users/:guid/group',
    { config: { auth: 'admin' }, schema: { tags, params, response: { 200: groupListSchema, ...errors } } },
    (req) => admin.groups(req.params.guid),
  );

  r.post(
    '/users/:guid/group',
    { config: { auth: 'admin' }, schema: { tags, params, body: groupBodySchema, response: { 200: groupListSchema, ...errors } } },
    (req) => admin.addGroup(req.params.guid, req.body.name),
  );

  r.delete(
    '/users/:guid/group',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Remove from a group (name in the body or the query)',
        params,
        querystring: groupBodySchema.partial(),
        body: groupBodySchema.partial().nullish(),
        response: { 200: groupListSchema, ...errors },
      },
    },
    (req) => admin.removeGroup(caller(req).sub, req.params.guid, req.body?.name ?? req.query.name),
  );
}
