import pLimit from 'p-limit';
import { Unavailable, verifyPassword } from '@irs/shared';

/**
 * scrypt runs on libuv's thread pool (4 threads by default), shared with file, DNS and other crypto work of the same
 * process (`npm start` runs gateway, auth and worker in one). Two at a time leaves the pool room for everything else;
 * each also holds ~32 MiB while it runs.
 */
const CONCURRENT = 2;
/** Checks waiting beyond this are refused at once (503): a login flood cannot pile up unbounded work. */
const MAX_WAITING = 50;

const limit = pLimit(CONCURRENT);

/** `verifyPassword` through the bounded queue. */
export async function checkPassword(password: string, stored: string): Promise<boolean> {
  if (limit.pendingCount >= MAX_WAITING) throw new Unavailable('Too many logins in progress; retry shortly', 1);
  return limit(() => verifyPassword(password, stored));
}
