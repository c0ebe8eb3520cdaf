/**
 * The reference's prose (GET /api/v2/openapi.json `info.description` and `tags`, shown by the reference page at
 * /api/v2/docs): what an integrator needs before the first call. The details live in docs/api.md and docs/webhooks.md.
 */
export const INTRO = `The Interview Run Service runs AI-led candidate interviews for applicant tracking systems: you create an
interview **run**, the service builds an interview plan, a recruiter reviews it, the candidate is invited, and a
coverage-based assessment comes back. Each run's changes reach you as signed **webhooks**.

## Authentication
Send an API key in \`X-API-Key\` (a platform-scoped key also sends \`X-Tenant-ID\`, the customer tenant it acts for),
or \`Authorization: Bearer <token>\`: an OAuth 2.1 access token (scopes map one to one onto permissions) or a user
session from \`POST /api/v1/auth/login\`. \`GET /api/v2/me\` tells what a credential is and may do. Each operation names
the permission it needs in \`x-required-permissions\`. To try an operation here, enter your key under
**Authentication**: calls go to this origin.

## Idempotency
Creating a run is idempotent by \`external_id\`: sending the same \`external_id\` again answers \`200\` with the run
already created instead of \`201\` and a second run, so a retry after a timeout is safe.

## Errors
Every error of this API is \`{statusCode, message}\`. A \`400\` names each failing field, its value and what is allowed
(unknown fields are refused); \`401\` is missing or invalid credentials; \`403\` a permission not held, a feature not
enabled or a tenant out of reach; \`404\` nothing of that id in your tenant; \`409\` an action the run's current state
does not allow; \`429\` and \`503\` carry \`Retry-After\` (seconds): wait that long, then retry.

## Pagination
Lists that can grow are paged by cursor: the answer is \`{items, next_cursor}\`; pass \`next_cursor\` back as
\`cursor\` for the next page (it is opaque: send it as given), \`null\` means the last page. \`limit\` sets the page size.

## Webhooks
Each event is POSTed as JSON to your configured HTTPS URL (see **Webhooks** below for every payload), signed as
[Standard Webhooks](https://www.standardwebhooks.com/) sign: the headers \`webhook-id\` (the event id, the same on every
retry), \`webhook-timestamp\` (Unix seconds) and \`webhook-signature\` (\`v1,<base64 HMAC-SHA256>\` of
\`{webhook-id}.{webhook-timestamp}.{body}\`, keyed with the base64-decoded part of your \`whsec_\` secret after the
prefix). Verify with a Standard Webhooks library before trusting the body, and reject old timestamps:

\`\`\`ts
import { Webhook } from 'standardwebhooks';
const event = new Webhook(process.env.WEBHOOK_SECRET).verify(rawBody, {
  'webhook-id': req.headers['webhook-id'],
  'webhook-timestamp': req.headers['webhook-timestamp'],
  'webhook-signature': req.headers['webhook-signature'],
}); // throws when the signature or the timestamp does not verify
\`\`\`

Answer any \`2xx\` within 15 s. Other answers are retried (after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h), \`410 Gone\`
stops the retries, and \`Retry-After\` on \`429\`/\`503\` is honoured. Deduplicate by \`webhook-id\`.`;

/** One entry per tag of the document, in the order the reference page lists them. */
export const TAGS = [
  { name: 'Integration', description: 'Interview runs: create, review the plan, invite, read the assessment.' },
  { name: 'Webhook configuration', description: 'Where events go, the signing secret, test events, the delivery log.' },
  { name: 'Interview templates', description: 'Reusable roles with an approved plan that new runs start from.' },
  { name: 'Identity', description: 'What the calling credential is and may do.' },
  { name: 'Tenant administration', description: "A tenant's API keys, users, settings, audit log and AI clients." },
  { name: 'API keys', description: 'API keys created by a user, and for the tenants of a platform.' },
  { name: 'Administration', description: "A platform's tenants, their users and OAuth clients." },
  { name: 'Operations', description: 'The Temporal payload codec, for operators.' },
] as const;
