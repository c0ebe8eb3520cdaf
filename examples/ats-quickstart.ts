/**
 * An ATS integration end to end with @irs/client: create an interview run, wait for its plan, approve it, invite the
 * candidate, receive and verify the assessment webhook, and read the assessment.
 *
 *   IRS_BASE_URL=http://127.0.0.1:8080 IRS_API_KEY=irs_live_… \
 *   RECEIVER_TLS_KEY=key.pem RECEIVER_TLS_CERT=cert.pem node --import tsx examples/ats-quickstart.ts
 *
 * Environment:
 * - IRS_BASE_URL: the service's origin.
 * - IRS_API_KEY (with IRS_TENANT_ID for a platform key), or IRS_CLIENT_ID and IRS_CLIENT_SECRET (OAuth client
 *   credentials). The credential needs interview:create, read, update and approve, webhook:update.
 * - The webhook receiver this example starts: HTTPS (the service delivers to https:// only) on RECEIVER_HOST
 *   (default 127.0.0.2) and RECEIVER_PORT (default any), with RECEIVER_TLS_KEY and RECEIVER_TLS_CERT (PEM files).
 *   The service must be able to reach it: a local stack allows such an address with WEBHOOK_ALLOW_CIDRS and trusts
 *   the certificate with WEBHOOK_CA_FILE (docs/webhooks.md); elsewhere set RECEIVER_PUBLIC_URL to a public HTTPS
 *   URL that forwards to it.
 *
 * It sets the tenant's webhook to its receiver and removes it at the end: use a sandbox tenant. In between, a stand-in
 * candidate takes the interview through the candidate API, as the candidate web app would.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import {
  createInterview,
  createIrsClient,
  dataOrThrow,
  verifyWebhook,
  type Credentials,
  type IrsClient,
  type RunState,
  type WebhookEvent,
} from '@irs/client';

export interface QuickstartResult {
  runId: string;
  /** Step 1: the state the create answered, and whether the run is new. */
  created: { state: RunState; created: boolean };
  /** Step 2: the plan's competencies, by name. */
  plan: string[];
  /** Step 3: the state after approval. */
  approved: RunState;
  /** Step 4: when the join link expires. */
  invitedUntil: string;
  /** Step 5: the verified event. */
  webhook: WebhookEvent;
  /** Step 6: the assessment's coverage tier. */
  overallCoverage: string | null;
}

type Env = Record<string, string | undefined>;

function required(env: Env, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is not set (see the top of examples/ats-quickstart.ts)`);
  return value;
}

function credentials(env: Env): Credentials {
  if (env.IRS_API_KEY) return { apiKey: env.IRS_API_KEY, tenantId: env.IRS_TENANT_ID };
  return { oauth: { clientId: required(env, 'IRS_CLIENT_ID'), clientSecret: required(env, 'IRS_CLIENT_SECRET') } };
}

export async function main(
  env: Env = process.env,
  log: (line: string) => void = console.log,
): Promise<QuickstartResult> {
  const baseUrl = required(env, 'IRS_BASE_URL');
  const client = createIrsClient({ baseUrl, credentials: credentials(env) });

  // Our own secret, so that we know it whatever the tenant's config held before.
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  const receiver = await startReceiver(env, secret);
  try {
    dataOrThrow(
      await client.PUT('/api/v2/me/webhook-config', { body: { callback_url: receiver.url, secret, is_active: true } }),
    );
    log(`webhook receiver registered: ${receiver.url}`);

    // 1. Create. `external_id` is the ATS's own id: sending it again answers the same run (200, created: false).
    const { run, created } = await createInterview(client, {
      external_id: `ats-quickstart-${randomUUID()}`,
      candidate_ref: 'cand-981',
      position: 'Senior Backend Engineer',
      level: 'SENIOR',
      skills: ['TypeScript', 'PostgreSQL'],
      qualifications: ['5+ years building backend services is required'],
      company_name: 'Acme Corp',
    });
    const runId = run.run_id;
    const path = { params: { path: { run_id: runId } } };
    log(`1 created ${runId}: ${run.state}`);

    // 2. Wait for the plan (the status read; the run stream or the plan_generated webhook would do as well).
    await waitForState(client, runId, ['PENDING']);
    const plan = dataOrThrow(await client.GET('/api/v2/integration/interviews/{run_id}/plan', path));
    const competencies = plan.payload.competencies.map((c) => c.name);
    log(`2 plan ready: ${competencies.join(', ')}`);

    // 3. Approve it (a recruiter's decision; here the integration makes it).
    const approved = dataOrThrow(
      await client.POST('/api/v2/integration/interviews/{run_id}/plan/approve', { ...path, body: {} }),
    );
    log(`3 approved: ${approved.state}`);

    // 4. Invite: the join link and one-time code go to the candidate (by the ATS's own mail, or the service's).
    const invite = dataOrThrow(
      await client.POST('/api/v2/integration/interviews/{run_id}/invite', { ...path, body: {} }),
    );
    log(`4 invited until ${invite.expiresAt}`);

    const assessed = receiver.next((e) => e.run_id === runId && e.event === 'interview.assessment_ready');
    await standInCandidate(baseUrl, invite.joinLink, invite.otp);

    // 5. The assessment_ready webhook, its signature verified by the receiver.
    const webhook = await assessed;
    log(`5 verified webhook ${webhook.event} (${webhook.event_id})`);

    // 6. Read the assessment.
    const assessment = dataOrThrow(await client.GET('/api/v2/integration/interviews/{run_id}/assessment', path));
    log(`6 assessment: overall coverage ${assessment.overall_coverage}`);

    return {
      runId,
      created: { state: run.state, created },
      plan: competencies,
      approved: approved.state,
      invitedUntil: invite.expiresAt,
      webhook,
      overallCoverage: assessment.overall_coverage,
    };
  } finally {
    await client.DELETE('/api/v2/me/webhook-config');
    await receiver.close();
  }
}

async function waitForState(client: IrsClient, runId: string, states: RunState[], ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    const status = dataOrThrow(
      await client.GET('/api/v2/integration/interviews/{run_id}', { params: { path: { run_id: runId } } }),
    );
    if (states.includes(status.state)) return;
    if (status.state === 'INFO_NEEDED')
      throw new Error(`the service needs more information: ${JSON.stringify(status.missing_fields)}`);
    if (Date.now() > deadline) throw new Error(`run ${runId} still ${status.state} after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** An HTTPS receiver that verifies every delivery (401 when it does not) and hands verified events to waiters. */
async function startReceiver(env: Env, secret: string) {
  const [key, cert] = await Promise.all([
    readFile(required(env, 'RECEIVER_TLS_KEY')),
    readFile(required(env, 'RECEIVER_TLS_CERT')),
  ]);
  const waiters: { match: (e: WebhookEvent) => boolean; resolve: (e: WebhookEvent) => void }[] = [];
  const server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let event: WebhookEvent;
      try {
        event = verifyWebhook(Buffer.concat(chunks), req.headers, secret); // the raw body, before any JSON parsing
      } catch {
        res.writeHead(401).end();
        return;
      }
      res.writeHead(204).end();
      const i = waiters.findIndex((w) => w.match(event));
      if (i >= 0) waiters.splice(i, 1)[0]!.resolve(event);
    });
  });
  const host = env.RECEIVER_HOST ?? '127.0.0.2';
  await new Promise<void>((ok) => server.listen(Number(env.RECEIVER_PORT ?? 0), host, ok));
  const url = env.RECEIVER_PUBLIC_URL ?? `https://${host}:${(server.address() as AddressInfo).port}/webhooks/irs`;
  return {
    url,
    next(match: (e: WebhookEvent) => boolean, ms = 60_000): Promise<WebhookEvent> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching webhook within ${ms} ms`)), ms);
        waiters.push({ match, resolve: (e) => (clearTimeout(timer), resolve(e)) });
      });
    },
    close: () => new Promise<void>((ok) => (server.closeAllConnections(), server.close(() => ok()))),
  };
}

/**
 * The candidate's side, as the candidate web app does it through the candidate API (docs/api.md "The candidate"):
 * open the link, enter the code, consent, start, answer until the interviewer closes, complete.
 */
async function standInCandidate(baseUrl: string, joinLink: string, otp: string): Promise<void> {
  const token = joinLink.split('/').pop()!;
  const send = async <T = unknown>(path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> => {
    const res = await fetch(`${baseUrl}/api/v1${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`candidate ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const info = await send<{ consent: { version: string } }>(`/candidate-access/${token}`);
  const { session_token } = await send<{ session_token: string }>(`/candidate-access/${token}/verify`, { otp });
  const session = { authorization: `Bearer ${session_token}` };
  await send('/candidate-session/consent', { accepted: true, consent_version: info.consent.version }, session);
  await send('/candidate-session/start', {}, session);
  const answer =
    'In my last role I led the migration of our billing service from MySQL to PostgreSQL. I wrote the cut-over plan, ' +
    'built the dual-write tooling in TypeScript myself, and we switched with zero downtime; p99 latency fell from ' +
    '800 ms to 120 ms. I learned to rehearse cut-overs early, and next time I would involve on-call engineers sooner.';
  for (let turn = 0; turn < 40; turn++) {
    const reply = await send<{ done: boolean }>('/candidate-session/messages', { text: answer }, session);
    if (reply.done) return void (await send('/candidate-session/complete', {}, session));
  }
  throw new Error('the interviewer did not close after 40 answers');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
