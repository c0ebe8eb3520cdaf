import { z } from 'zod';
import { webhookConfigSchema } from './webhooks/settings.js';

/** Every environment variable the service reads, with its default. docs/configuration.md mirrors this. */
const port = z.coerce.number().int().min(0).max(65535);
const optionalUrl = z.url().optional();
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

const isJsonObject = (v: string) => {
  try {
    const parsed: unknown = JSON.parse(v);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
};

/**
 * The most LLM_DEADLINE_MS may be: the run activities' start-to-close timeout (30 s, RUN_ACTIVITY_TIMEOUT_MS in
 * workflows/src/contract.ts; a test holds the two together) less LLM_FALLBACK_ROOM_MS.
 */
export const LLM_DEADLINE_MAX_MS = 25_000;
/** What the offline engine, the read model's writes and Temporal keep after the LLM deadline, inside any wait. */
export const LLM_FALLBACK_ROOM_MS = 5_000;

/** The settings that may select an LLM engine (`chat-completions`). */
export const LLM_ENGINES = ['INTERVIEWER', 'SCORER', 'PLANNER'] as const;

/** The LLM settings fit together: deadlines nest, and an LLM engine has a provider to call. */
function checkLlmBudget(c: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const timeout = c.LLM_TIMEOUT_MS as number;
  const deadline = c.LLM_DEADLINE_MS as number;
  if (deadline > LLM_DEADLINE_MAX_MS)
    issue('LLM_DEADLINE_MS', `at most ${LLM_DEADLINE_MAX_MS}, so the offline fallback fits in the 30 s activity`);
  if (timeout > deadline) issue('LLM_TIMEOUT_MS', `must not exceed LLM_DEADLINE_MS (${deadline})`);
  const engines = LLM_ENGINES.filter((k) => c[k] === 'chat-completions');
  if (!engines.length) return;
  const uses = `${engines.join(', ')}=chat-completions`;
  if (!c.LLM_BASE_URL && c.LLM_PROVIDER !== 'openai') issue('LLM_BASE_URL', `required when ${uses}`);
  if (!c.LLM_API_KEY && c.LLM_PROVIDER !== 'openai-compatible')
    issue('LLM_API_KEY', `required when ${uses} with LLM_PROVIDER=${String(c.LLM_PROVIDER)}`);
  if (c.LLM_API_VERSION && c.LLM_PROVIDER !== 'azure-openai') issue('LLM_API_VERSION', 'only for azure-openai');
  const turn = c.CANDIDATE_TURN_TIMEOUT_MS as number;
  if (engines.includes('INTERVIEWER') && turn < deadline + LLM_FALLBACK_ROOM_MS)
    issue(
      'CANDIDATE_TURN_TIMEOUT_MS',
      `must be at least LLM_DEADLINE_MS + ${LLM_FALLBACK_ROOM_MS} (${deadline + LLM_FALLBACK_ROOM_MS}) with INTERVIEWER=chat-completions, or a slow provider gives the candidate a 503`,
    );
}

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: port.default(8080),
    PUBLIC_ORIGIN: optionalUrl,
    APP_URL: optionalUrl,
    AUTH_PORT: port.default(8081),
    AUTH_URL: optionalUrl,
    DATA_DIR: z.string().min(1).default('.data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    EMBEDDED_POSTGRES_PORT: port.default(54329),
    TEMPORAL_ADDRESS: z.string().min(1).optional(),
    TEMPORAL_NAMESPACE: z.string().min(1).default('default'),
    TEMPORAL_DEV_PORT: port.default(7233),
    TEMPORAL_UI_PORT: port.default(8233),
    TEMPORAL_CLI_PATH: z.string().min(1).optional(),
    TEMPORAL_UI_ORIGINS: z
      .string()
      .default('http://127.0.0.1:8233,http://localhost:8233')
      .transform((v) =>
        v
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      ),
    ENCRYPTION_KEY: z
      .string()
      .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    RATE_LIMIT_V1_PER_MINUTE: z.coerce.number().int().positive().default(100),
    RATE_LIMIT_V2_PER_MINUTE: z.coerce.number().int().positive().default(1000),
    RUN_ACTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
    WORKER_QUEUES: z
      .string()
      .default('interview-runs,webhooks')
      .transform((v) => v.split(',').map((q) => q.trim()))
      .pipe(z.array(z.enum(['interview-runs', 'webhooks'])).min(1)),
    /**
     * Run workflows the `interview-runs` Worker keeps in its sticky cache. A run waiting on a human costs ~0.4 MiB
     * there; past the limit the least recently used is evicted and replayed from its (short) history when it next
     * moves. Bounds worker memory whatever the number of waiting runs (bench/README.md, `memory`).
     */
    WORKER_MAX_CACHED_WORKFLOWS: z.coerce.number().int().min(0).default(1000),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Interview Run Service <no-reply@interviews.localhost>'),
    SMTP_SINK_PORT: port.default(2525),
    CANDIDATE_SESSION_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(4 * 3600),
    /** JSON object overriding parts of the coverage rule (shared/engines/src/scoring: DEFAULT_COVERAGE_RULE). */
    COVERAGE_RULE: z
      .string()
      .optional()
      .refine((v) => v === undefined || isJsonObject(v), 'must be a JSON object, e.g. {"min_score":0.6}'),
    INTERVIEWER: z.enum(['deterministic', 'chat-completions']).default('deterministic'),
    /** chat-completions: an LLM proposes evidence, quoting the candidate (LLM_*); deterministic: the embedded scorer. */
    SCORER: z.enum(['deterministic', 'chat-completions']).default('deterministic'),
    /** chat-completions: an LLM plans, every competency traced to the posting (LLM_*); deterministic: the offline planner. */
    PLANNER: z.enum(['deterministic', 'chat-completions']).default('deterministic'),
    /**
     * The provider's API shape (docs/llm.md): `openai` (Bearer key; LLM_BASE_URL defaults to OpenAI's), `azure-openai`
     * (`api-key` header; with LLM_API_VERSION the base URL is a deployment's, else the `/openai/v1` endpoint), or
     * `openai-compatible` (vLLM, Ollama and the like: the key is optional, LLM_MODEL is the served model's name).
     */
    LLM_PROVIDER: z.enum(['openai', 'azure-openai', 'openai-compatible']).default('openai-compatible'),
    LLM_BASE_URL: optionalUrl,
    LLM_API_KEY: z.string().min(1).optional(),
    LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
    /** Azure OpenAI's deployment URL only: sent as `?api-version=`, e.g. 2024-10-21. */
    LLM_API_VERSION: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}(-preview)?$/, 'must be a date version, e.g. "2024-10-21"')
      .optional(),
    /** One provider request at most (ms). */
    LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).default(15_000),
    /**
     * All LLM work of one activity attempt, every request and retry together (ms); then the offline engine decides. At
     * most LLM_DEADLINE_MAX_MS, so the offline fallback still fits in the run activities' 30 s.
     */
    LLM_DEADLINE_MS: z.coerce.number().int().min(1000).default(20_000),
    /** At start-up, with an LLM engine on: `fail` refuses to start when the provider does not answer; `warn` logs it. */
    LLM_STARTUP_CHECK: z.enum(['fail', 'warn', 'off']).default('fail'),
    /** How long a candidate's /start or /messages waits for the interviewer's turn (ms); must fit LLM_DEADLINE_MS. */
    CANDIDATE_TURN_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
    USER_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(3600),
    TRUST_PROXY: flag.default(false),
    /** Retention sweep (Temporal Schedule `retention-sweep`): a cron spec in UTC, or an interval that replaces it. */
    RETENTION_SCHEDULE_CRON: z
      .string()
      .trim()
      .regex(/^(@\w+|\S+(\s+\S+){4,6})$/, 'must be a cron expression, e.g. "0 3 * * *"')
      .default('0 3 * * *'),
    RETENTION_SCHEDULE_INTERVAL: z
      .string()
      .regex(/^\d+(s|m|h|d)$/, 'must be a number and a unit (s, m, h, d), e.g. "6h"')
      .optional(),
    RETENTION_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(500),
    /** GET /metrics: loopback callers always; others with `Authorization: Bearer <METRICS_TOKEN>` when it is set. */
    METRICS_TOKEN: z.string().min(16).optional(),
    /** The worker entry point's Prometheus endpoint (its metrics and the Temporal SDK's); 0 turns it off. */
    WORKER_METRICS_PORT: port.default(9464),
    ...webhookConfigSchema,
  })
  .superRefine(checkLlmBudget);

type RawConfig = z.infer<typeof configSchema>;

export interface Config extends RawConfig {
  /** The public origin: {origin} of docs/spec.md. */
  origin: string;
  /** {app_url}: the candidate-facing web app. */
  appUrl: string;
  /** Where the gateway reaches the auth service. */
  authUrl: string;
}

export class ConfigError extends Error {}

/** Parses the environment; a bad value names the variable and what it accepts. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const origin = (c.PUBLIC_ORIGIN ?? `http://${c.HOST}:${c.PORT}`).replace(/\/$/, '');
  return {
    ...c,
    origin,
    appUrl: (c.APP_URL ?? `${origin}/app`).replace(/\/$/, ''),
    authUrl: (c.AUTH_URL ?? `http://${c.HOST}:${c.AUTH_PORT}`).replace(/\/$/, ''),
  };
}

/** The encryption key as bytes; production entry points require it to be set. */
export function encryptionKey(config: Config): Buffer {
  if (!config.ENCRYPTION_KEY) throw new ConfigError('ENCRYPTION_KEY: required (32 bytes, base64-encoded)');
  return Buffer.from(config.ENCRYPTION_KEY, 'base64');
}

export function requireSetting<K extends keyof Config>(config: Config, key: K): NonNullable<Config[K]> {
  const value = config[key];
  if (value === undefined || value === null) throw new ConfigError(`${String(key)}: required`);
  return value as NonNullable<Config[K]>;
}
