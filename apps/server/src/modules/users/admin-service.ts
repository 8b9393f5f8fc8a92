import type { Locale } from '@sahm/contracts/common';
import type { UserGroup } from '@sahm/contracts/identity';
import type { AdminUserList, AdminUserQuery, GroupList, MessageResponse } from '@sahm/contracts/users';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../platform/errors.ts';
import { messages } from './messages.ts';
import { toAdminUser } from './profile.ts';
import { addGroup, listUsers, removeGroup, revokeUserSessions, updateUser } from './queries.ts';
import type { AccountService } from './service.ts';

/** The user administration of spec §7 (SUPER_ADMIN only: the routes say so). `adminId` is the administrator calling. */
export function createUserAdminService({ database, accounts }: { database: Database; accounts: AccountService }) {
  const { db } = database;
  const groupsOf = async (userId: string): Promise<GroupList> => ({ groups: (await accounts.load(userId)).groups });

  return {
    /** Users, newest first, with search. */
    async list({ page, size, search, is_active }: AdminUserQuery): Promise<AdminUserList> {
      const isActive = is_active === undefined ? undefined : is_active === 'true';
      const { rows, total } = await listUsers(db, { page, size, search, isActive });
      return { items: rows.map(toAdminUser), total, page, size };
    },

    async activate(userId: string, locale: Locale): Promise<MessageResponse> {
      await accounts.load(userId);
      await updateUser(db, userId, { isActive: true });
      return { message: messages.t(locale, 'userActivated') };
    },

    /** Switches an account off and ends its sessions at once; never the administrator's own. */
    async deactivate(adminId: string, userId: string, locale: Locale): Promise<MessageResponse> {
      if (userId === adminId) throw messages.error(400, 'cannotDeactivateSelf');
      await accounts.load(userId);
      await updateUser(db, userId, { isActive: false });
      await revokeUserSessions(db, userId, 'deactivated');
      return { message: messages.t(locale, 'userDeactivated') };
    },

    async requestPasswordReset(userId: string, locale: Locale): Promise<MessageResponse> {
      await accounts.sendResetLink(userId, locale);
      return { message: messages.t(locale, 'resetRequested') };
    },

    groups: groupsOf,

    async addGroup(userId: string, name: UserGroup): Promise<GroupList> {
      await accounts.load(userId);
      await addGroup(db, userId, name);
      return groupsOf(userId);
    },

    /** An administrator cannot take their own SUPER_ADMIN away. */
    async removeGroup(adminId: string, userId: string, name: UserGroup | undefined): Promise<GroupList> {
      if (!name) throw new ApiError(400, 'missingField', { field: 'name' });
      if (userId === adminId && name === 'SUPER_ADMIN') throw messages.error(400, 'cannotLeaveAdmin');
      await accounts.load(userId);
      await removeGroup(db, userId, name);
      return groupsOf(userId);
    },
  };
}
export type UserAdminService = ReturnType<typeof createUserAdminService>;
