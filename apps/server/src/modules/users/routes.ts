import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AccessClaims } from '@sahm/contracts/identity';
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
import { requestLocale } from '../../platform/locale.ts';
import { caller } from '../../platform/route-access.ts';
import { lookups } from './lookups.ts';
import { messages } from './messages.ts';
import type { AccountService, Caller } from './service.ts';

const from = (req: FastifyRequest): Caller => ({ ip: req.ip, locale: requestLocale(req) });

/** Paths with a user guid act on the caller's own account only. */
function ownAccount(req: FastifyRequest<{ Params: { guid: string } }>): AccessClaims {
  const user = caller(req);
  if (user.sub !== req.params.guid) throw messages.error(403, 'notYourAccount', {}, { code: 'permission_denied' });
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
export async function userRoutes(app: FastifyInstance, { accounts }: { accounts: AccountService }): Promise<void> {
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
    async (req, reply) => reply.status(201).send(await accounts.register(req.body, from(req))),
  );

  r.get(
    '/users/me',
    { config: { auth: 'user' }, schema: { tags, summary: 'The signed-in user', response: { 200: userProfileSchema, ...errors } } },
    (req) => accounts.me(caller(req).sub),
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
    (req) => accounts.updateProfile(caller(req).sub, req.body),
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
    (req) => accounts.otpStatus(caller(req).sub, req.query.otp_type),
  );

  r.post(
    '/users/create-otp',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'Send a code to a new mobile number', body: createOtpSchema, response: { 200: otpStatusSchema, ...errors } },
    },
    // A new number for a verified account needs a verified caller; fixing the number before verification does not.
    (req) => accounts.createOtp(caller(req), req.body, from(req)),
  );

  r.put(
    '/users/verify-otp',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'Verify a one-time code', body: verifyOtpSchema, response: { 200: messageSchema, ...errors } },
    },
    (req) => accounts.verifyOtp(caller(req).sub, req.body, requestLocale(req)),
  );

  r.post(
    '/users/resend-otp',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'Send the code again', querystring: otpTypeQuerySchema, response: { 200: otpStatusSchema, ...errors } },
    },
    (req) => accounts.resend(caller(req).sub, req.query.otp_type, from(req)),
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
    (req) => accounts.resend(ownAccount(req).sub, req.query.otp_type, from(req)),
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
    (req) => accounts.forgotPassword(req.body.email, from(req)),
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
    (req) => accounts.resetPassword(req.body.token, req.body.password, from(req)),
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
    (req) => accounts.changePassword(caller(req), req.body, requestLocale(req)),
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
    (req) => accounts.changePassword(ownAccount(req), req.body, requestLocale(req)),
  );
}
