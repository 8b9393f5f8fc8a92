import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { registerUser } from '../../../test/helpers/accounts.ts';
import { findUserById, updateUser } from './queries.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('updateUser', () => {
  it('answers a clash on the email or the mobile as the field that clashed, and changes nothing', async () => {
    const [a, b] = [await registerUser(t), await registerUser(t)];
    const db = t.database.db;
    expect(await updateUser(db, a.guid, { email: b.email })).toEqual({ conflict: 'email' });
    expect(await updateUser(db, a.guid, { phoneNumber: b.phone })).toEqual({ conflict: 'phone_number' });
    expect(await findUserById(db, a.guid)).toMatchObject({ email: a.email, phoneNumber: a.phone });
  });

  it('writes only the fields given', async () => {
    const user = await registerUser(t);
    const db = t.database.db;
    const before = (await findUserById(db, user.guid))!;
    expect(await updateUser(db, user.guid, {})).toEqual({});
    expect(await updateUser(db, user.guid, { firstName: 'Renamed', lastName: undefined })).toEqual({});
    const after = (await findUserById(db, user.guid))!;
    expect(after).toMatchObject({ firstName: 'Renamed', lastName: before.lastName, email: before.email });
  });
});
