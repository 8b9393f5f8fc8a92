import { z } from 'zod';

/** OAuth2 grant types the token service accepts. */
export const grantTypes = ['password', 'refresh_token'] as const;

/**
 * Lengths past anything real (an email is at most 254 characters, a password 128, a refresh token
 * 43), so a sign-in attempt never carries megabytes into the password hash, the database or the
 * attempt counters' keys.
 */
const field = z.string().max(200);
const secretField = z.string().max(1024);

/** POST /identity/token, form-encoded. Fields not used by the chosen grant are ignored. */
export const tokenRequestSchema = z.object({
  grant_type: field.optional(),
  username: z.string().max(320).optional(),
  password: secretField.optional(),
  refresh_token: secretField.optional(),
  client_id: field.optional(),
  client_secret: secretField.optional(),
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Seconds until the access token expires. */
  expires_in: z.number().int(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** POST /identity/revoke (RFC 7009): ends the session the refresh token belongs to. */
export const revokeRequestSchema = z.object({
  token: secretField.optional(),
  token_type_hint: field.optional(),
  client_id: field.optional(),
  client_secret: secretField.optional(),
});

/** Errors of the token service use the OAuth2 form, not {detail}. */
export const oauthErrorSchema = z.object({
  error: z.enum(['invalid_request', 'invalid_client', 'invalid_grant', 'unsupported_grant_type', 'slow_down']),
  error_description: z.string(),
});
export type OAuthError = z.infer<typeof oauthErrorSchema>;

export const plans = ['BASIC', 'ADVANCE', 'PROFESSIONAL'] as const;
export const planSchema = z.enum(plans);
export type Plan = z.infer<typeof planSchema>;

/** Administrative groups a user can belong to; SUPER_ADMIN is the admin of the spec. */
export const userGroups = ['SUPER_ADMIN', 'CONTENT_EDITOR', 'SUPPORT'] as const;
export const userGroupSchema = z.enum(userGroups);
export type UserGroup = z.infer<typeof userGroupSchema>;

/** The user as the access token carries it (spec: accounts §3), plus the standard claims. */
export const accessClaimsSchema = z.object({
  sub: z.uuid(),
  /** The sign-in session this token belongs to. */
  sid: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  is_mobile_verified: z.boolean(),
  current_plan: planSchema,
  is_admin: z.boolean(),
  /** The plan, its CAN_ permissions and the user's groups (SUPER_ADMIN for admins). */
  roles: z.array(z.string()),
  exp: z.number().int(),
  iat: z.number().int(),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;
/** What a token says about its user before it is signed: the claims but its times. */
export type UserClaims = Omit<AccessClaims, 'exp' | 'iat'>;
