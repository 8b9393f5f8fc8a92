import { accessClaimsSchema, type AccessClaims } from '@sahm/contracts/identity';

/** The signed-in user as the access token describes them (spec §3). */
export type SessionUser = Pick<
  AccessClaims,
  'sub' | 'first_name' | 'last_name' | 'email' | 'phone_number' | 'is_mobile_verified' | 'current_plan' | 'is_admin' | 'roles' | 'exp'
>;

function base64UrlDecode(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the user from an access token's payload, checked against the contract's claims schema
 * (the one the server signs). The signature is the server's business: the client only needs the
 * claims to show the name and decide where to go. Returns null for anything that is not a token
 * of ours.
 */
export function decodeAccessToken(token: string): SessionUser | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  let json: unknown;
  try {
    json = JSON.parse(base64UrlDecode(payload));
  } catch {
    return null;
  }
  const claims = accessClaimsSchema.safeParse(json);
  if (!claims.success) return null;
  const { sub, first_name, last_name, email, phone_number, is_mobile_verified, current_plan, is_admin, roles, exp } = claims.data;
  return { sub, first_name, last_name, email, phone_number, is_mobile_verified, current_plan, is_admin, roles, exp };
}
