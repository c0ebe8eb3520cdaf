import type { DataSource } from 'typeorm';
import { IsNull } from 'typeorm';
import type { webcrypto } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { SigningKeyEntity, decryptText, encryptText, randomHex } from '@irs/shared';

export const ALG = 'RS256';

export interface KeySet {
  kid: string;
  privateKey: webcrypto.CryptoKey;
  /** The signing key as a private JWK with kid, alg and use (what oidc-provider's keystore takes). */
  privateJwk: JWK;
  /** Every published public key (during rotation the previous one stays until it is retired). */
  jwks: { keys: JWK[] };
}

async function createKey(ds: DataSource, encKey: Buffer): Promise<string> {
  const { publicKey, privateKey } = await generateKeyPair(ALG, { extractable: true, modulusLength: 2048 });
  const kid = randomHex(8);
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ALG, use: 'sig' };
  const privateJwk = await exportJWK(privateKey);
  await ds.getRepository(SigningKeyEntity).insert({
    kid,
    public_jwk: publicJwk,
    private_jwk_enc: encryptText(encKey, JSON.stringify(privateJwk)),
  });
  return kid;
}

const live = (ds: DataSource) =>
  ds.getRepository(SigningKeyEntity).find({ where: { retired_at: IsNull() }, order: { created_at: 'DESC' } });

/** Loads the key set from Postgres (private keys encrypted at rest), creating the first key on an empty database. */
export async function loadKeySet(ds: DataSource, encKey: Buffer): Promise<KeySet> {
  let keys = await live(ds);
  if (!keys.length) {
    await createKey(ds, encKey);
    keys = await live(ds);
  }
  const newest = keys[0]!;
  const privateJwk = JSON.parse(decryptText(encKey, newest.private_jwk_enc)) as JWK;
  return {
    kid: newest.kid,
    privateKey: (await importJWK(privateJwk, ALG)) as webcrypto.CryptoKey,
    privateJwk: { ...privateJwk, kid: newest.kid, alg: ALG, use: 'sig' },
    jwks: { keys: keys.map((k) => k.public_jwk as JWK) },
  };
}

/** A fingerprint of the published key set: the running services reload their keys when it changes. */
export async function keySetVersion(ds: DataSource): Promise<string> {
  const rows = (await ds.query(`SELECT kid FROM signing_keys WHERE retired_at IS NULL ORDER BY created_at DESC`)) as {
    kid: string;
  }[];
  return rows.map((r) => r.kid).join(',');
}

/**
 * Rotation step 1: a new key is published beside the current ones and becomes the signing key. Tokens signed with
 * the previous key keep verifying, because that key stays in the JWKS until it is retired.
 */
export async function rotateSigningKey(ds: DataSource, encKey: Buffer): Promise<{ kid: string; published: string[] }> {
  const kid = await createKey(ds, encKey);
  return { kid, published: (await live(ds)).map((k) => k.kid) };
}

/**
 * Rotation step 2, once the longest-lived token signed with the old key has expired (access tokens live 900 s, user
 * sessions USER_TOKEN_TTL_SECONDS): every key but the newest is removed from the JWKS.
 */
export async function retireOldKeys(ds: DataSource): Promise<{ retired: string[]; signing: string | null }> {
  const [newest, ...older] = await live(ds);
  if (older.length)
    await ds.query(`UPDATE signing_keys SET retired_at = now() WHERE kid = ANY($1)`, [older.map((k) => k.kid)]);
  return { retired: older.map((k) => k.kid), signing: newest?.kid ?? null };
}
