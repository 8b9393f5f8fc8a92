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
import { ApiError } from '../../platform/errors.ts';
import { requestLocale } from '../../platform/locale.ts';
import { translate } from '../../platform/messages.ts';
import { revokeUserSessions } from '../identity/sessions.ts';
import { toAdminUser } from './profile.ts';
import { addGroup, listUsers, removeGroup, updateUser } from './queries.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema };

/** Admin user calls of spec §7, for SUPER_ADMIN only. */
export async function adminUserRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database;
  const tags = ['users (admin)'];

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
    async (req) => {
      const { page, size, search, is_active } = req.query;
      const { rows, total } = await listUsers(db, {
        page,
        size,
        search,
        isActive: is_active === undefined ? undefined : is_active === 'true',
      });
      return { items: rows.map(toAdminUser), total, page, size };
    },
  );

  r.patch(
    '/users/:guid/activate',
    { config: { auth: 'admin' }, schema: { tags, params: userGuidParamsSchema, response: { 200: messageSchema, ...errors } } },
    async (req) => {
      await app.accounts.load(req.params.guid);
      await updateUser(db, req.params.guid, { is_active: true });
      return { message: translate(requestLocale(req), 'userActivated') };
    },
  );

  r.patch(
    '/users/:guid/deactivate',
    { config: { auth: 'admin' }, schema: { tags, params: userGuidParamsSchema, response: { 200: messageSchema, ...errors } } },
    async (req) => {
      if (req.params.guid === req.auth?.sub) throw new ApiError(400, 'cannotDeactivateSelf');
      await app.accounts.load(req.params.guid);
      await updateUser(db, req.params.guid, { is_active: false });
      await revokeUserSessions(db, req.params.guid, 'deactivated');
      return { message: translate(requestLocale(req), 'userDeactivated') };
    },
  );

  r.post(
    '/users/:guid/request-password-reset',
    { config: { auth: 'admin' }, schema: { tags, params: userGuidParamsSchema, response: { 200: messageSchema, ...errors } } },
    async (req) => {
      await app.accounts.sendResetLink(req.params.guid, requestLocale(req));
      return { message: translate(requestLocale(req), 'resetRequested') };
    },
  );

  const groupsOf = async (guid: string) => ({ groups: (await app.accounts.load(guid)).groups });

  r.get(
    '/users/:guid/group',
    { config: { auth: 'admin' }, schema: { tags, params: userGuidParamsSchema, response: { 200: groupListSchema, ...errors } } },
    async (req) => groupsOf(req.params.guid),
  );

  r.post(
    '/users/:guid/group',
    {
      config: { auth: 'admin' },
      schema: { tags, params: userGuidParamsSchema, body: groupBodySchema, response: { 200: groupListSchema, ...errors } },
    },
    async (req) => {
      await app.accounts.load(req.params.guid);
      await addGroup(db, req.params.guid, req.body.name);
      return groupsOf(req.params.guid);
    },
  );

  r.delete(
    '/users/:guid/group',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Remove from a group (name in the body or the query)',
        params: userGuidParamsSchema,
        querystring: groupBodySchema.partial(),
        body: groupBodySchema.partial().nullish(),
        response: { 200: groupListSchema, ...errors },
      },
    },
    async (req) => {
      const name = req.body?.name ?? req.query.name;
      if (!name) throw new ApiError(400, 'missingField', { field: 'name' });
      if (req.params.guid === req.auth?.sub && name === 'SUPER_ADMIN') throw new ApiError(400, 'cannotLeaveAdmin');
      await app.accounts.load(req.params.guid);
      await removeGroup(db, req.params.guid, name);
      return groupsOf(req.params.guid);
    },
  );
}
