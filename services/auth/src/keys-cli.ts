import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createDataSource, loadConfig, type Config } from '@irs/shared';
import { keySetVersion, retireOldKeys, rotateSigningKey } from './keys.js';

/**
 * Signing key rotation (JWKS):
 *   npm run keys:rotate   publish a new key beside the current one and sign with it from now on
 *   npm run keys:retire   remove every older key from the JWKS (run once tokens signed with it have expired)
 *   npm run keys:list     the published key ids, newest (signing) first
 * Reads DATABASE_URL and ENCRYPTION_KEY (locally: the embedded database and DATA_DIR/encryption.key of `npm start`).
 * Running services pick the change up within a few seconds.
 */
function encryptionKey(config: Config): Buffer {
  if (config.ENCRYPTION_KEY) return Buffer.from(config.ENCRYPTION_KEY, 'base64');
  const file = resolve(config.DATA_DIR, 'encryption.key');
  if (!existsSync(file)) throw new Error('ENCRYPTION_KEY: required (32 bytes, base64-encoded)');
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}

function databaseUrl(config: Config): string {
  if (config.DATABASE_URL) return config.DATABASE_URL;
  // The embedded PostgreSQL of `npm start` (services/stack/src/postgres.ts).
  const file = resolve(config.DATA_DIR, 'postgres.password');
  if (!existsSync(file)) throw new Error('DATABASE_URL: required');
  const password = readFileSync(file, 'utf8').trim();
  return `postgres://postgres:${password}@127.0.0.1:${config.EMBEDDED_POSTGRES_PORT}/interview_runs`;
}

const command = process.argv[2];
if (!['rotate', 'retire', 'list'].includes(command ?? '')) {
  console.error('usage: keys-cli rotate | retire | list');
  process.exit(2);
}
try {
  const config = loadConfig();
  const ds = await createDataSource(databaseUrl(config), 2).initialize();
  try {
    if (command === 'rotate') {
      const { kid, published } = await rotateSigningKey(ds, encryptionKey(config));
      console.log(`signing with new key ${kid}; published: ${published.join(', ')}`);
    } else if (command === 'retire') {
      const { retired, signing } = await retireOldKeys(ds);
      console.log(retired.length ? `retired ${retired.join(', ')}; signing with ${signing}` : 'nothing to retire');
    } else {
      console.log(`published (newest signs): ${await keySetVersion(ds)}`);
    }
  } finally {
    await ds.destroy();
  }
} catch (error) {
  console.error(`keys ${command}: ${(error as Error).message}`);
  process.exit(1);
}
