import { DataSource, type EntityManager } from 'typeorm';
import { ApiKeyEntity, SigningKeyEntity, TenantEntity, UserEntity } from './identity-entities.js';
import { RunEntity } from './run-entities.js';
import { OAuthClientEntity, OAuthConsentEntity } from './oauth-entities.js';
import { Identity1763780000000 } from './migrations/1763780000000-identity.js';
import { Runs1763790000000 } from './migrations/1763790000000-runs.js';
import { OAuth1763810000000 } from './migrations/1763810000000-oauth.js';
import { Webhooks1763805000000 } from './migrations/1763805000000-webhooks.js';
import { WebhookAttemptEntity, WebhookConfigEntity, WebhookDeliveryEntity } from './webhook-entities.js';
import { Candidate1763820000000 } from './migrations/1763820000000-candidate.js';
import { Retention1763830000000 } from './migrations/1763830000000-retention.js';
import { RankingsIndex1763845000000 } from './migrations/1763845000000-rankings-index.js';
import { GenericDeliveryErrors1795462049774 } from './migrations/1795462049774-generic-delivery-errors.js';
import { LoginFailures1795462299494 } from './migrations/1795462299494-login-failures.js';
import { CandidateAccess1795461944491 } from './migrations/1795461944491-candidate-access.js';
import { AttemptDestinationOwner1795677192366 } from './migrations/1795677192366-attempt-destination-owner.js';
import { IdempotencyKeys1795800000000 } from './migrations/1795800000000-idempotency-keys.js';
import { PlanRevisions1795900000000 } from './migrations/1795900000000-plan-revisions.js';
import { RunListIndexes1796037000000 } from './migrations/1796037000000-run-list-indexes.js';
import { RunEventActors1796037000001 } from './migrations/1796037000001-run-event-actors.js';
import { DynamicOAuthClients1796100000000 } from './migrations/1796100000000-dynamic-oauth-clients.js';
import { InterviewTemplates1796200000000 } from './migrations/1796200000000-interview-templates.js';
import { AtsIntegrations1796210000000 } from './migrations/1796210000000-ats-integrations.js';
import { AuditChain1796300000000 } from './migrations/1796300000000-audit-chain.js';
import { CandidateRequests1796300000001 } from './migrations/1796300000001-candidate-requests.js';
import { ErasureRequests1796300000002 } from './migrations/1796300000002-erasure-requests.js';
import { BiasMonitoring1796300000003 } from './migrations/1796300000003-bias-monitoring.js';
import { AuditRetention1796400000000 } from './migrations/1796400000000-audit-retention.js';
import { CredentialChanges1796400000001 } from './migrations/1796400000001-credential-changes.js';

/** What a table module queries through: the data source, or the manager of a transaction in progress. */
export type Db = DataSource | EntityManager;

export const entities = [
  TenantEntity,
  UserEntity,
  ApiKeyEntity,
  SigningKeyEntity,
  RunEntity,
  WebhookConfigEntity,
  WebhookDeliveryEntity,
  WebhookAttemptEntity,
  OAuthClientEntity,
  OAuthConsentEntity,
];
export const migrations = [
  Identity1763780000000,
  Runs1763790000000,
  Candidate1763820000000,
  Webhooks1763805000000,
  OAuth1763810000000,
  Retention1763830000000,
  RankingsIndex1763845000000,
  GenericDeliveryErrors1795462049774,
  LoginFailures1795462299494,
  CandidateAccess1795461944491,
  AttemptDestinationOwner1795677192366,
  IdempotencyKeys1795800000000,
  PlanRevisions1795900000000,
  RunListIndexes1796037000000,
  RunEventActors1796037000001,
  DynamicOAuthClients1796100000000,
  InterviewTemplates1796200000000,
  AtsIntegrations1796210000000,
  AuditChain1796300000000,
  CandidateRequests1796300000001,
  ErasureRequests1796300000002,
  BiasMonitoring1796300000003,
  AuditRetention1796400000000,
  CredentialChanges1796400000001,
];

/** Arbitrary constant: serialises migration runs of several processes starting at once. */
const MIGRATION_LOCK = 7_263_001;

export function createDataSource(url: string, poolSize = 10): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    synchronize: false,
    migrationsRun: false,
    // A connection attempt that hangs (a partitioned network) fails after 5 s like a refused one: a 503, not a hang.
    extra: { max: poolSize, connectionTimeoutMillis: 5000 },
  });
}

/** Socket errors of a connection that could not be made or was cut. */
const LOST_CONNECTION = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);

/**
 * node-postgres's own errors (no SQLSTATE) for a connection that was cut or could not be made in time: "Connection
 * terminated…", a client that lost its connection or was closed and "is not queryable", the pool's connect time-out.
 */
const LOST_CONNECTION_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect)/;

/**
 * True when `err` says the database cannot be reached right now (stopped, restarting, connection cut), not that a
 * query was wrong: SQLSTATE class 08 (connection exception), 57P01–57P03 (shutdown, cannot connect now), the socket
 * errors above, node-postgres's own messages above, and TypeORM's released query runner inside a transaction whose
 * connection died; an error whose `cause` is one of these counts too. TypeORM's QueryFailedError carries the same
 * `code` and message as the driver error it wraps.
 */
export function databaseUnavailable(err: unknown, depth = 0): boolean {
  const e = err as { code?: unknown; message?: unknown; cause?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  if (LOST_CONNECTION.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code)) return true;
  if (typeof e?.message === 'string' && LOST_CONNECTION_MESSAGE.test(e.message)) return true;
  // TypeORM releases a transaction's query runner when its connection dies; the next query in it throws this.
  if ((err as Error | null)?.name === 'QueryRunnerProviderAlreadyReleasedError') return true;
  return depth < 3 && e?.cause != null && databaseUnavailable(e.cause, depth + 1);
}

/** Runs pending migrations under an advisory lock; a second run finds nothing to do. Needs a pool of two or more. */
export async function migrate(ds: DataSource): Promise<string[]> {
  const runner = ds.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const applied = await ds.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await runner.release();
  }
}
