export { createIrsClient, type IrsClient, type IrsClientOptions } from './client.js';
export type { Credentials } from './auth.js';
export { OAuthTokenError, type ClientCredentialsOptions } from './client-credentials.js';
export { parseRetryAfter, type RetryOptions } from './retry.js';
export { ApiError, dataOrThrow } from './errors.js';
export { createInterview } from './interviews.js';
export { paginate, type CursorPath, type PageItem, type PageQuery } from './pagination.js';
export {
  verifyWebhook,
  WebhookVerificationError,
  type CoverageTier,
  type WebhookEvent,
  type WebhookEventData,
  type WebhookEventName,
} from './webhooks.js';
export type * from './schemas.js';
export type { components, operations, paths } from './generated/openapi.js';
