/**
 * `npm run lint:kubernetes`: renders every overlay in deploy/kubernetes/overlays with kustomize and validates each
 * object against the Kubernetes JSON schemas, strictly (an unknown field is an error, as `kubectl apply` would make it
 * one), for the oldest and the newest Kubernetes version we target. No cluster, no network once fetched:
 * - kustomize runs through `go run` from the Go module proxy, which builds it once into Go's cache (~50 s, 119 MB of
 *   modules), then starts it in under a second;
 * - the schemas come from the `kubernetes-validate` wheel on PyPI (SHA-256 pinned, fetched with the project's own
 *   pip helper like the Temporal CLI), unpacked once into ~/.cache/interview-run-service; ajv checks them.
 * Then it renders testdata/broken and fails unless exactly the problems of its expected-problems.txt are reported.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parseAllDocuments } from 'yaml';
import { withWheel, type Wheel } from '@irs/shared';

const exec = promisify(execFile);
const root = import.meta.dirname;

const KUSTOMIZE = 'sigs.k8s.io/kustomize/kustomize/v5@v5.8.1';
/** Kubernetes JSON schemas (every version from 1.25), `-local-strict` flavour: additionalProperties false. */
const SCHEMAS: Wheel = {
  package: 'kubernetes-validate',
  version: '1.37.0',
  sha256: ['85136d018a27b50ec7fc049d902bfa5193f5976807e6c0f408e3ab6fe078cad9'],
};
/** The oldest and the newest minor version the manifests target (docs/scaling-out.md). */
const KUBERNETES_VERSIONS = ['1.33.0', '1.37.0'];

interface K8sObject {
  apiVersion?: string;
  kind?: string;
  metadata?: { name?: string };
  spec?: Record<string, unknown>;
}

/** GO, else the go on PATH, else the official tarball's place (where this project's machines have it). */
function goBinary(): string {
  if (process.env.GO) return process.env.GO;
  const onPath = (process.env.PATH ?? '').split(delimiter).some((d) => d && existsSync(join(d, 'go')));
  return onPath ? 'go' : '/usr/local/go/bin/go';
}

/** `kustomize build <dir>`: the rendered YAML stream. */
async function render(dir: string): Promise<string> {
  const go = goBinary();
  const { stdout } = await exec(go, ['run', KUSTOMIZE, 'build', dir], { maxBuffer: 32 * 1024 * 1024 }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') throw new Error(`kustomize runs with Go: no ${go} here (set GO to a go binary)`);
      throw error;
    },
  );
  return stdout;
}

function schemaDir(version: string): string {
  const cache = process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache');
  return join(cache, 'interview-run-service', 'kubernetes-json-schema', SCHEMAS.version, `v${version}-local-strict`);
}

/** The schema folders for KUBERNETES_VERSIONS, unpacked from the pinned wheel on first use. */
async function ensureSchemas(log: (line: string) => void): Promise<void> {
  const missing = KUBERNETES_VERSIONS.filter((v) => !existsSync(join(schemaDir(v), '_definitions.json')));
  if (!missing.length) return;
  const done = await withWheel(SCHEMAS, log, async ({ dir }) => {
    for (const version of missing) {
      const target = schemaDir(version);
      const source = join(dir, 'kubernetes_validate', 'kubernetes-json-schema', `v${version}-local-strict`);
      await mkdir(dirname(target), { recursive: true });
      // Copied beside, then renamed: an interrupted copy never looks complete.
      const partial = await mkdtemp(`${target}.partial-`);
      await cp(source, partial, { recursive: true });
      await rm(target, { recursive: true, force: true });
      await rename(partial, target);
    }
    return true;
  });
  if (!done) throw new Error(`could not fetch ${SCHEMAS.package}==${SCHEMAS.version} from PyPI (python3 with pip)`);
}

/** One validator per Kubernetes version, compiling a kind's schema on first use. */
async function schemaValidators(
  log: (line: string) => void = () => undefined,
): Promise<Map<string, (o: K8sObject) => ValidateFunction | undefined>> {
  await ensureSchemas(log);
  const byVersion = new Map<string, (o: K8sObject) => ValidateFunction | undefined>();
  for (const version of KUBERNETES_VERSIONS) {
    const dir = schemaDir(version);
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    // OpenAPI's numeric and binary formats: the `type` already says what the value is.
    for (const format of ['int32', 'int64', 'double', 'byte']) ajv.addFormat(format, true);
    ajv.addSchema(JSON.parse(await readFile(join(dir, '_definitions.json'), 'utf8')));
    const compiled = new Map<string, ValidateFunction | undefined>();
    byVersion.set(version, (o) => {
      // The schemas' file names: <kind>[-<first label of the group>]-<version>.json, e.g. deployment-apps-v1.json.
      const [group, apiVersion] = o.apiVersion!.includes('/') ? o.apiVersion!.split('/') : ['', o.apiVersion];
      const file = [o.kind, group?.split('.')[0], apiVersion].filter(Boolean).join('-').toLowerCase() + '.json';
      if (!compiled.has(file)) {
        const path = join(dir, file);
        compiled.set(file, existsSync(path) ? ajv.compile(JSON.parse(readFileSync(path, 'utf8'))) : undefined);
      }
      return compiled.get(file);
    });
  }
  return byVersion;
}

function name(o: K8sObject): string {
  return `${o.kind}/${o.metadata?.name}`;
}

/** What the schemas cannot say: secrets stay references, and every Deployment has probes, a PDB and an HPA. */
function policy(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const of = (kind: string) => objects.filter((o) => o.kind === kind);
  for (const secret of of('Secret')) problems.push(`${name(secret)}: secrets are referenced, never in the manifests`);
  const labelsMatch = (selector: unknown, labels: Record<string, string>) =>
    Object.entries((selector as { matchLabels?: Record<string, string> })?.matchLabels ?? {}).every(
      ([k, v]) => labels[k] === v,
    );
  for (const deployment of of('Deployment')) {
    const template = deployment.spec?.template as {
      metadata: { labels: Record<string, string> };
      spec: { containers: Record<string, unknown>[] };
    };
    for (const container of template.spec.containers)
      for (const field of ['livenessProbe', 'readinessProbe', 'resources'])
        if (!container[field]) problems.push(`${name(deployment)}: container ${container.name} has no ${field}`);
    if (!of('PodDisruptionBudget').some((p) => labelsMatch(p.spec?.selector, template.metadata.labels)))
      problems.push(`${name(deployment)}: no PodDisruptionBudget selects its pods`);
    const scaled = of('HorizontalPodAutoscaler').some(
      (h) => (h.spec?.scaleTargetRef as { name?: string })?.name === deployment.metadata?.name,
    );
    if (!scaled) problems.push(`${name(deployment)}: no HorizontalPodAutoscaler scales it`);
  }
  return problems;
}

/** Every problem of a rendered stream: YAML, schema (per Kubernetes version) and policy. Empty when valid. */
async function problems(rendered: string, validators: Awaited<ReturnType<typeof schemaValidators>>): Promise<string[]> {
  const found: string[] = [];
  const objects: K8sObject[] = [];
  for (const doc of parseAllDocuments(rendered)) {
    if (doc.errors.length) found.push(...doc.errors.map((e) => `YAML: ${e.message}`));
    const o = doc.toJS() as K8sObject | null;
    if (o) objects.push(o);
  }
  for (const o of objects) {
    if (!o.apiVersion || !o.kind) {
      found.push(`${name(o)}: no apiVersion or kind`);
      continue;
    }
    for (const [version, validatorFor] of validators) {
      const validate = validatorFor(o);
      if (!validate) found.push(`${name(o)}: no schema for ${o.apiVersion} ${o.kind} in Kubernetes ${version}`);
      else if (!validate(o))
        for (const e of validate.errors ?? [])
          found.push(
            `${name(o)} (Kubernetes ${version}): ${e.instancePath || '/'} ${e.message}` +
              (e.params && 'additionalProperty' in e.params ? `: ${String(e.params.additionalProperty)}` : ''),
          );
    }
  }
  return [...new Set(found), ...policy(objects)];
}

const validators = await schemaValidators(console.log);
let failed = false;
const overlays = join(root, 'overlays');
for (const entry of await readdir(overlays, { withFileTypes: true })) {
  if (!entry.isDirectory()) continue;
  const rendered = await render(join(overlays, entry.name));
  const found = await problems(rendered, validators);
  const label = `overlays/${entry.name}: ${parseAllDocuments(rendered).length} objects`;
  if (!found.length) console.log(`${label} valid (Kubernetes ${KUBERNETES_VERSIONS.join(', ')})`);
  else {
    failed = true;
    console.error(`${label}, ${found.length} problem(s):\n  ${found.join('\n  ')}`);
  }
}

// The negative check: a broken overlay must be reported exactly as expected, or this validation has gone blind.
const broken = join(root, 'testdata', 'broken');
const expected = (await readFile(join(broken, 'expected-problems.txt'), 'utf8')).trim().split('\n');
const found = await problems(await render(broken), validators);
const missed = expected.filter((p) => !found.includes(p));
const extra = found.filter((p) => !expected.includes(p));
if (!missed.length && !extra.length)
  console.log(`testdata/broken: its ${expected.length} problems reported, as expected`);
else {
  failed = true;
  console.error(`testdata/broken: not reported as expected-problems.txt says`);
  for (const p of missed) console.error(`  missed: ${p}`);
  for (const p of extra) console.error(`  unexpected: ${p}`);
}
process.exit(failed ? 1 : 0);
