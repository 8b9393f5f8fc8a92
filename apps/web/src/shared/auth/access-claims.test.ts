import { describe, expect, it } from 'vitest';
import { fakeAccessToken } from '../../test/tokens.ts';
import { decodeAccessToken } from './access-claims.ts';

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
  });

  it('refuses what is not one of our tokens', () => {
    expect(decodeAccessToken('nonsense')).toBeNull();
    expect(decodeAccessToken('a.b.c')).toBeNull();
    expect(decodeAccessToken(`x.${btoa(JSON.stringify({ sub: 1 }))}.y`)).toBeNull();
  });
});
