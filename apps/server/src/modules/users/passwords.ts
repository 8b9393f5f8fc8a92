import { hash, verify } from '@node-rs/argon2';

/** Argon2id with the library's defaults (19 MiB, 2 passes): about 70 ms here, as OWASP suggests. */
export const hashSecret = (secret: string): Promise<string> => hash(secret);

// Checked when the email is unknown, so a miss costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifySecret(stored: string | undefined, secret: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hash('not-a-real-password');
    await verify(await dummyHash, secret).catch(() => false);
    return false;
  }
  return verify(stored, secret).catch(() => false);
}
