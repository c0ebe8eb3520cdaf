import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { ARTIFACTS } from './browser.js';

type Media = Record<string, { schema?: object }>;
type Doc = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  webhooks?: Record<string, { post: { requestBody: { content: Media } } }>;
  components?: object;
};
interface OpenApiOperation {
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}
interface Known {
  key: string;
  pattern: RegExp;
  method: string;
  op: OpenApiOperation;
  validators: Map<string, ValidateFunction | null>;
  /** The document's shared schemas, which `#/components/...` references point into. */
  components?: object;
}

/**
 * What the suites saw of each documented operation, kept process-wide: mocha loads some specs through require and the
 * fixture through import, so this module may exist twice.
 */
const SEEN = Symbol.for('irs.openapi-seen');
const store = globalThis as { [SEEN]?: Map<string, { ok: boolean; error: boolean }> };
const seen = (store[SEEN] ??= new Map());

let served: Promise<Doc> | undefined;
/** The document the gateway serves, read once. */
const servedDocument = (origin: string) =>
  (served ??= fetch(`${origin}/api/v2/openapi.json`).then((r) => r.json() as Promise<Doc>));

let known: Promise<Known[]> | undefined;

/** The document's operations, compiled once: a matcher per operation, a validator per status on demand. */
function operations(origin: string): Promise<Known[]> {
  known ??= (async () => {
    const doc = await servedDocument(origin);
    return Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        key: `${method.toUpperCase()} ${path}`,
        pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`),
        method: method.toUpperCase(),
        op,
        validators: new Map(),
        components: doc.components,
      })),
    );
  })();
  return known;
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);

/** A validator for one schema of the document; the components ride along at its root, where `#/components/...` look. */
export const compileSchema = (schema: object, components?: object): ValidateFunction =>
  ajv.compile({ ...schema, components });

/**
 * Checks one answer from /api/v2 against the OpenAPI document the gateway serves (issue 34): the status must be one
 * the operation lists, and a JSON body must match that status's schema. Throws, failing the test that made the call.
 * Paths the document does not describe (the OAuth server's, the JSON-RPC door's) are not checked here.
 */
export async function checkResponse(
  origin: string,
  method: string,
  url: string,
  status: number,
  contentType: string | null,
  body: unknown,
): Promise<void> {
  const path = url.split('?')[0]!;
  const all = await operations(origin);
  const candidates = all.filter((o) => o.method === method && o.pattern.test(path));
  // A literal segment beats a parameter (`/interviews/stream` over `/interviews/{run_id}`).
  const known = candidates.sort(
    (a, b) => b.key.replace(/\{\w+\}/g, '').length - a.key.replace(/\{\w+\}/g, '').length,
  )[0];
  if (!known) return;
  const entry = seen.get(known.key) ?? { ok: false, error: false };
  if (status < 300) entry.ok = true;
  else entry.error = true;
  seen.set(known.key, entry);

  const response = known.op.responses[String(status)];
  // The body says why (a 500 under load is otherwise a bare number in CI's log).
  if (!response)
    throw new Error(
      `${known.key} answered ${status}, which its OpenAPI operation does not list: ${JSON.stringify(body)?.slice(0, 500)}`,
    );
  if (!contentType?.includes('json')) return;
  if (!known.validators.has(String(status))) {
    const schema = response.content?.['application/json']?.schema;
    known.validators.set(String(status), schema ? compileSchema(schema, known.components) : null);
  }
  const validate = known.validators.get(String(status));
  if (validate && !validate(body))
    throw new Error(
      `${known.key} answered ${status} with a body its OpenAPI schema refuses: ${validate.errors?.map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`).join('; ')}\n` +
        JSON.stringify(body).slice(0, 2000),
    );
}

const webhookValidators = new Map<string, ValidateFunction>();

/**
 * Checks one webhook delivery's body against the document's `webhooks` entry for its event (issue 34 §2: the reference
 * shows these payloads); answers what is wrong, or null.
 */
export async function checkWebhook(origin: string, body: unknown): Promise<string | null> {
  const doc = await servedDocument(origin);
  const event = (body as { event?: unknown } | null)?.event;
  const schema = typeof event === 'string' ? doc.webhooks?.[event]?.post.requestBody.content['application/json'] : null;
  if (!schema?.schema) return `a webhook whose event the OpenAPI document does not list: ${JSON.stringify(event)}`;
  let validate = webhookValidators.get(event as string);
  if (!validate) webhookValidators.set(event as string, (validate = compileSchema(schema.schema, doc.components)));
  if (validate(body)) return null;
  const why = validate.errors?.map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
  return `webhook ${String(event)}: a body its OpenAPI schema refuses: ${why}\n${JSON.stringify(body).slice(0, 1000)}`;
}

/**
 * The coverage report: each documented operation, whether a suite saw it answer 2xx and an error. Written to
 * test/artifacts/openapi-coverage.json; returns the operations not seen both ways.
 */
export async function writeCoverage(origin: string): Promise<string[]> {
  if (!known) return [];
  const all = await operations(origin);
  const report = all.map((o) => ({ operation: o.key, ...(seen.get(o.key) ?? { ok: false, error: false }) }));
  await mkdir(ARTIFACTS, { recursive: true });
  await writeFile(join(ARTIFACTS, 'openapi-coverage.json'), JSON.stringify(report, null, 2));
  return report
    .filter((r) => !r.ok || !r.error)
    .map((r) => `${r.operation}${r.ok ? '' : ' (no 2xx)'}${r.error ? '' : ' (no error)'}`);
}
