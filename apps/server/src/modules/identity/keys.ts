import fs from 'node:fs/promises';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, exportPKCS8, generateKeyPair, importJWK, importPKCS8, type CryptoKey, type JWK } from 'jose';

export type SigningKeys = { privateKey: CryptoKey; publicKey: CryptoKey; kid: string; jwk: JWK };

export const signingAlg = 'EdDSA';

async function fromPem(pem: string): Promise<SigningKeys> {
  const privateKey = await importPKCS8(pem, signingAlg, { extractable: true });
  // The public half is derived from the private JWK (x is the public key; d is dropped).
  const { d: _d, ...publicJwk } = await exportJWK(privateKey);
  const publicKey = (await importJWK({ ...publicJwk, alg: signingAlg }, signingAlg)) as CryptoKey;
  const kid = await calculateJwkThumbprint(publicJwk);
  return { privateKey, publicKey, kid, jwk: { ...publicJwk, kid, alg: signingAlg, use: 'sig' } };
}

/**
 * The Ed25519 key that signs access tokens: from IDENTITY_SIGNING_KEY when given (production),
 * otherwise generated once and kept in the data folder so tokens survive restarts.
 */
export async function loadSigningKeys(opts: { pem: string | undefined; dataDir: string }): Promise<SigningKeys> {
  if (opts.pem) return fromPem(opts.pem);
  const file = path.join(opts.dataDir, 'identity', 'signing-key.pem');
  try {
    return await fromPem(await fs.readFile(file, 'utf8'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const { privateKey } = await generateKeyPair(signingAlg, { crv: 'Ed25519', extractable: true });
  const pem = await exportPKCS8(privateKey);
  await fs.mkdir(path.dirname(file), { recursive: true });
  try {
    // 'wx' fails if another process wrote the key first; then its key is the one to use.
    await fs.writeFile(file, pem, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return fromPem(await fs.readFile(file, 'utf8'));
  }
  return fromPem(pem);
}
