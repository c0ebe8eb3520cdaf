export { createAuthApp, type AuthDeps } from './app.js';
export { loadKeySet, type KeySet } from './keys.js';
