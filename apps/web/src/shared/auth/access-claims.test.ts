import { describe, expect, it } from 'vitest';
import { fakeAccessToken } from '../../test/tokens.ts';
import { decodeAccessToken } from './access-claims.ts';

const base64Url = (value: string) => btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** A token whose payload is `claims` as they are, whatever they hold. */
const tokenWith = (claims: Record<string, unknown>) => `x.${base64Url(JSON.stringify(claims))}.y`;
// atob and btoa carry the payload's UTF-8 bytes through unchanged, Arabic names included.
const payloadOf = (token: string) =>
  JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;

describe('decodeAccessToken', () => {
  it('reads the user from the payload, Arabic names included', () => {
    const user = decodeAccessToken(fakeAccessToken({ is_mobile_verified: false, current_plan: 'BASIC' }));
    expect(user).toMatchObject({
      first_name: 'نورة',
      last_name: 'القحطاني',
      email: 'noura@example.com',
      is_mobile_verified: false,
      current_plan: 'BASIC',
    });
    // Only what the session needs: not the sign-in session id nor the issue time.
    expect(user).not.toHaveProperty('sid');
  });

  it('refuses what is not one of our tokens', () => {
    expect(decodeAccessToken('nonsense')).toBeNull();
    expect(decodeAccessToken('a.b.c')).toBeNull();
    expect(decodeAccessToken(`x.${btoa(JSON.stringify({ sub: 1 }))}.y`)).toBeNull();
  });

  it('holds the claims to the contract instead of guessing: an unknown plan, a missing flag, odd roles', () => {
    const claims = payloadOf(fakeAccessToken());
    expect(decodeAccessToken(tokenWith(claims))).not.toBeNull();
    expect(decodeAccessToken(tokenWith({ ...claims, current_plan: 'GOLD' }))).toBeNull();
    const { is_mobile_verified: _dropped, ...withoutFlag } = claims;
    expect(decodeAccessToken(tokenWith(withoutFlag))).toBeNull();
    expect(decodeAccessToken(tokenWith({ ...claims, roles: ['BASIC', 7] }))).toBeNull();
    expect(decodeAccessToken(tokenWith({ ...claims, sub: 'not-a-uuid' }))).toBeNull();
  });
});
