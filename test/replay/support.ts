/** The payload key the recorded histories were encrypted with: a test key, not a secret of any deployment. */
export const REPLAY_KEY = Buffer.alloc(32, 'replay-fixtures').toString('base64');
