import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The production image cannot be built here (no container engine), so its recipe is held to the workspaces instead. */
const root = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
const packages = new Map(
  workspaces.map((folder) => {
    const pkg = JSON.parse(read(`${folder}/package.json`)) as { name: string; dependencies?: Record<string, string> };
    return [pkg.name, { folder, deps: Object.keys(pkg.dependencies ?? {}).filter((d) => d.startsWith('@irs/')) }];
  }),
);

/** Each stage's instructions, by the stage's name. */
function stages(): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of read('deploy/Dockerfile').split('\n')) {
    const from = /^FROM \S+ AS (\S+)/.exec(line);
    if (from) byName.set(from[1]!, (current = []));
    else if (line.trim() && !line.startsWith('#')) current.push(line.trim());
  }
  return byName;
}

/** The workspaces a process's image runs: its entry points' packages and their workspace dependencies, transitively. */
function runtimeClosure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const dep of packages.get(name)?.deps ?? []) visit(dep);
  };
  entries.forEach(visit);
  return seen;
}

describe('deploy/Dockerfile: in step with the workspaces', () => {
  const dockerfile = stages();

  it('the manifests stage copies every workspace package.json, so `npm ci` installs the whole lockfile', () => {
    const copied = dockerfile.get('manifests')!.join('\n');
    const missing = workspaces.filter((folder) => !copied.includes(`COPY ${folder}/package.json ${folder}/`));
    expect(missing).to.deep.equal([]);
  });

  it('the build stage copies the sources and tsconfig of every project `tsc -b` builds', () => {
    const copied = dockerfile.get('build')!.join('\n');
    const references = (JSON.parse(read('tsconfig.json')) as { references: { path: string }[] }).references;
    const missing = references
      .map((r) => r.path)
      .filter(
        (folder) => !copied.includes(`COPY ${folder}/src ${folder}/src`) || !copied.includes(`${folder}/tsconfig.json`),
      );
    expect(missing).to.deep.equal([]);
  });

  it('the runtime stage holds the compiled output of every workspace the processes import, and the model', () => {
    const runtime = dockerfile.get('runtime')!.join('\n');
    const needed = runtimeClosure(['@irs/gateway', '@irs/auth', '@irs/worker', '@irs/stack']);
    const missing = [...needed]
      .map((name) => packages.get(name)!.folder)
      .filter((folder) => !runtime.includes(`COPY --from=build /app/${folder}/dist ${folder}/dist`));
    expect(missing).to.deep.equal([]);
    expect(needed.has('@irs/semantic'), 'the worker scores with the sentence model').to.equal(true);
    expect(runtime).to.include('COPY --from=model /models /models');
    expect(runtime).to.match(/SEMANTIC_MODEL_DIR=\/models/);
  });
});
