import fp from 'fastify-plugin';
import { registerApi } from '../../platform/api-routes.ts';
import { createUserAdminService } from './admin-service.ts';
import { adminUserRoutes } from './admin-routes.ts';
import { otpService } from './otp.ts';
import { isActiveAdmin } from './queries.ts';
import { userRoutes } from './routes.ts';
import { createAccountService } from './service.ts';

/**
 * Builds the account flows (with their one-time codes) and the user administration once, serves
 * them, and gives every `admin` route its database check (app.adminCheck): the account active,
 * still in SUPER_ADMIN, and the token's session not ended.
 */
export const usersModule = fp(
  async (app) => {
    const { database } = app;
    const { sms, mailer } = app.messaging;
    const counter = app.rateCounter;
    const otp = otpService({ db: database.db, sms, counter });
    const accounts = createAccountService({ config: app.config, database, otp, sms, mailer, counter, background: app.background });
    app.decorate('adminCheck', (claims) => isActiveAdmin(database.db, claims.sub, claims.sid));
    await registerApi(app, userRoutes, { accounts });
    await registerApi(app, adminUserRoutes, { admin: createUserAdminService({ database, accounts }) });
  },
  { name: 'users', fastify: '5.x', dependencies: ['messaging'] },
);
