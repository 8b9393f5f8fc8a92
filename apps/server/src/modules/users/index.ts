// The users module's public entry: other modules and the app import this file and nothing else of it.
export { usersModule } from './plugin.ts';
// What the token service reads of an account: the user, their password check, the claims of their tokens.
export { claimsFor } from './profile.ts';
export { findUserByEmail, findUserById, recordSignIn, type UserRow } from './queries.ts';
export { verifySecret } from './passwords.ts';
// What the demo accounts are made with.
export { addGroup, insertUser } from './queries.ts';
export { hashSecret } from './passwords.ts';
export { registrationsPerAddressPerHour } from './service.ts';
