import type { AccessClaims, Plan } from '@sahm/contracts/identity';

/** The signed-in user as the access token describes them (spec §3). */
export type SessionUser = Pick<
  AccessClaims,
  'sub' | 'first_name' | 'last_name' | 'email' | 'phone_number' | 'is_mobile_verified' | 'current_plan' | 'is_admin' | 'roles' | 'exp'
>;

const plans: readonly Plan[] = ['BASIC', 'ADVANCE', 'PROFESSIONAL'];

function base64UrlDecode(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * Reads the user from an access token's payload. The signature is the server's business:
 * the client only needs the claims to show the name and decide where to go.
 * Returns null for anything that is not a token of ours.
 */
export function decodeAccessToken(token: string): SessionUser | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  let claims: Record<string, unknown>;
  try {
    claims = JSON.parse(base64UrlDecode(payload)) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const { sub, first_name, last_name, email, phone_number, is_mobile_verified, current_plan, is_admin, roles, exp } = claims;
  if (![sub, first_name, last_name, email, phone_number].every(isString)) return null;
  if (typeof exp !== 'number') return null;
  return {
    sub: sub as string,
    first_name: first_name as string,
    last_name: last_name as string,
    email: email as string,
    phone_number: phone_number as string,
    is_mobile_verified: is_mobile_verified === true,
    current_plan: plans.includes(current_plan as Plan) ? (current_plan as Plan) : 'BASIC',
    is_admin: is_admin === true,
    roles: Array.isArray(roles) ? roles.filter(isString) : [],
    exp,
  };
}
