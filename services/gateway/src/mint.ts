import { randomBytes, randomInt } from 'node:crypto';

/**
 * Every identifier, code and token the gateway makes up, in one place: their sizes are the security promises
 * (guessing a token is 256 bits of work; a code is guessable, so its attempts are counted and it is hashed slowly).
 */

/** `run_<unix seconds>_<16 hex>`: sortable by creation, unguessable across tenants. */
export const newRunId = () => `run_${Math.floor(Date.now() / 1000)}_${randomBytes(8).toString('hex')}`;

/** The candidate's 6-digit one-time code. */
export const newOtp = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** A join-link or candidate session token: 32 random bytes, base64url (43 characters); only its hash is stored. */
export const newToken = () => randomBytes(32).toString('base64url');

/** The shape of a minted token: anything else is refused before any lookup. */
export const TOKEN_PATTERN = '[\\w-]{43}';
