import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, validationErrorSchema } from '@sahm/contracts/common';
import {
  changePasswordSchema,
  createOtpSchema,
  forgotPasswordSchema,
  lookupsSchema,
  messageSchema,
  otpStatusSchema,
  otpTypeQuerySchema,
  registrationSchema,
  resetPasswordSchema,
  updateProfileSchema,
  userGuidParamsSchema,
  userProfileSchema,
  verifyOtpSchema,
} from '@sahm/contracts/users';
import { currentUser, verifiedUser } from '../../platform/auth.ts';
import { ApiError } from '../../platform/errors.ts';
import { requestLocale } from '../../platform/locale.ts';
import { translate, type MessageKey, type MessageParams } from '../../platform/messages.ts';
import { lookups } from './lookups.ts';

const caller = (req: FastifyRequest) => ({ ip: req.ip, locale: requestLocale(req) });
const message = (req: FastifyRequest, key: MessageKey, params?: MessageParams) => ({ message: translate(requestLocale(req), key, params) });

/** Paths with a user guid act on the caller's own account only. */
function ownAccount(req: FastifyRequest, guid: string) {
  const user = currentUser(req);
  if (user.sub !== guid) throw new ApiError(403, 'notYourAccount', {}, { code: 'permission_denied' });
  return user;
}

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  422: validationErrorSchema,
  429: errorSchema,
  502: errorSchema,
};

/** The account calls of spec §7 (accounts), under /users. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  r.get(
    '/lookups',
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'Registration lookup lists, both languages', response: { 200: lookupsSchema } },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return lookups;
    },
  );

  r.post(
    '/users',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Register; sends the REGISTRATION code by SMS',
        body: registrationSchema,
        response: { 201: userProfileSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await app.accounts.register(req.body, caller(req))),
  );

  r.get(
    '/users/me',
    { config: { auth: 'user' }, schema: { tags, summary: 'The signed-in user', response: { 200: userProfileSchema, ...errors } } },
    async (req) => app.accounts.me(currentUser(req).sub),
  );

  r.put(
    '/users',
    {
      config: { auth: 'verified' },
      schema: {
        tags,
        summary: 'Update names and email, or the mobile with its code; a new email or mobile needs the current password',
        body: updateProfileSchema,
        response: { 200: userProfileSchema, ...errors },
      },
    },
    async (req) => app.accounts.updateProfile(verifiedUser(req).sub, req.body),
  );

  r.get(
    '/users/otp-status',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Where the current one-time code stands',
        querystring: otpTypeQuerySchema,
        response: { 200: otpStatusSchema, ...errors },
      },
    },
    async (req) => app.accounts.otpStatus(currentUser(req).sub, req.query.otp_type),
  );

  r.post(
    '/users/create-otp',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'Send a code to a new mobile number', body: createOtpSchema, response: { 200: otpStatusSchema, ...errors } },
    },
    async (req) => {
      // A new number for a verified account needs a verified caller; fixing the number before verification does not.
      const user = req.body.type === 'CHANGE_MOBILE' ? verifiedUser(req) : currentUser(req);
      return app.accounts.createOtp(user.sub, req.body, caller(req));
    },
  );

  r.put(
    '/users/verify-otp',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'Verify a one-time code', body: verifyOtpSchema, response: { 200: messageSchema, ...errors } },
    },
    async (req) => message(req, await app.accounts.verifyOtp(currentUser(req).sub, req.body)),
  );

  r.post(
    '/users/resend-otp',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'Send the code again', querystring: otpTypeQuerySchema, response: { 200: otpStatusSchema, ...errors } },
    },
    async (req) => app.accounts.resend(currentUser(req).sub, req.query.otp_type, caller(req)),
  );

  r.post(
    '/users/:guid/resend-otp',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Send the code again (by user guid)',
        params: userGuidParamsSchema,
        querystring: otpTypeQuerySchema,
        response: { 200: otpStatusSchema, ...errors },
      },
    },
    async (req) => app.accounts.resend(ownAccount(req, req.params.guid).sub, req.query.otp_type, caller(req)),
  );

  r.post(
    '/users/forgot-password',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Email a single-use reset link (same answer for any email)',
        body: forgotPasswordSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (req) => {
      await app.accounts.forgotPassword(req.body.email, caller(req));
      return message(req, 'resetLinkSent');
    },
  );

  r.post(
    '/users/reset-password',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Set a new password with a reset token',
        body: resetPasswordSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (req) => {
      await app.accounts.resetPassword(req.body.token, req.body.password, caller(req));
      return message(req, 'passwordReset');
    },
  );

  r.put(
    '/users/change-password',
    {
      config: { auth: 'verified' },
      schema: {
        tags,
        summary: 'Change the password (the old one is checked)',
        body: changePasswordSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (req) => {
      await app.accounts.changePassword(verifiedUser(req), req.body);
      return message(req, 'passwordChanged');
    },
  );

  r.patch(
    '/users/:guid/password',
    {
      config: { auth: 'verified' },
      schema: {
        tags,
        summary: 'Change the password (by user guid)',
        params: userGuidParamsSchema,
        body: changePasswordSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (req) => {
      ownAccount(req, req.params.guid);
      await app.accounts.changePassword(verifiedUser(req), req.body);
      return message(req, 'passwordChanged');
    },
  );
}
