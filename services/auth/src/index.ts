export { createAuthApp, type AuthDeps } from './app.js';
export { keySetVersion, loadKeySet, retireOldKeys, rotateSigningKey, type KeySet } from './keys.js';
