import type { DataSource } from 'typeorm';
import { IsNull } from 'typeorm';
import type { webcrypto } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { SigningKeyEntity, decryptText, encryptText, randomHex } from '@irs/shared';

export const ALG = 'RS256';

export interface KeySet {
  kid: string;
  privateKey: webcrypto.CryptoKey;
  /** Every published public key (during rotation the previous one stays until it is retired). */
  jwks: { keys: JWK[] };
}

async function createKey(ds: DataSource, encKey: Buffer): Promise<void> {
  const { publicKey, privateKey } = await generateKeyPair(ALG, { extractable: true, modulusLength: 2048 });
  const kid = randomHex(8);
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ALG, use: 'sig' };
  const privateJwk = await exportJWK(privateKey);
  await ds.getRepository(SigningKeyEntity).insert({
    kid,
    public_jwk: publicJwk,
    private_jwk_enc: encryptText(encKey, JSON.stringify(privateJwk)),
  });
}

/** Loads the key set from Postgres (private keys encrypted at rest), creating the first key on an empty database. */
export async function loadKeySet(ds: DataSource, encKey: Buffer): Promise<KeySet> {
  const repo = ds.getRepository(SigningKeyEntity);
  let live = await repo.find({ where: { retired_at: IsNull() }, order: { created_at: 'DESC' } });
  if (!live.length) {
    await createKey(ds, encKey);
    live = await repo.find({ where: { retired_at: IsNull() }, order: { created_at: 'DESC' } });
  }
  const newest = live[0]!;
  const privateJwk = JSON.parse(decryptText(encKey, newest.private_jwk_enc)) as JWK;
  return {
    kid: newest.kid,
    privateKey: (await importJWK(privateJwk, ALG)) as webcrypto.CryptoKey,
    jwks: { keys: live.map((k) => k.public_jwk as JWK) },
  };
}
