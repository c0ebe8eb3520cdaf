import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';

const run = promisify(execFile);
const ROOT = new URL('../../', import.meta.url).pathname;
const versionOf = async (pkg: string) =>
  (JSON.parse(await readFile(join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;

/**
 * What an integrator does: `npm install` the packed tarball into an empty project (its dependencies from the
 * registry, through the npm cache), import it from TypeScript and type-check, then load it in Node.
 */
describe('client: npm pack gives a tarball that installs and type-checks in an empty project', function () {
  this.timeout(300_000);
  let dir: string;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'irs-client-pack-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('packs only the built files and the README, installs, type-checks the README quickstart, and loads', async () => {
    const { stdout } = await run('npm', ['pack', '-w', 'services/client', '--json', '--pack-destination', dir], {
      cwd: ROOT,
    });
    const [packed] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
    const files = packed!.files.map((f) => f.path);
    expect(files).to.include.members([
      'package.json',
      'README.md',
      'dist/index.js',
      'dist/index.d.ts',
      'dist/generated/openapi.d.ts',
    ]);
    expect(files.filter((f) => !/^dist\/.*\.(js|d\.ts)$/.test(f))).to.have.members(['package.json', 'README.md']);

    const project = join(dir, 'consumer');
    await mkdir(project);
    await writeFile(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    const npm = (...args: string[]) =>
      run('npm', [...args, '--prefer-offline', '--no-audit', '--no-fund'], { cwd: project, timeout: 240_000 });
    await npm(
      'install',
      join(dir, packed!.filename),
      `typescript@${await versionOf('typescript')}`,
      `@types/node@${await versionOf('@types/node')}`,
    );

    // The README's quickstart, as shipped, compiles against the installed types (strict, library types checked too).
    const readme = await readFile(join(project, 'node_modules/@irs/client/README.md'), 'utf8');
    await writeFile(join(project, 'quickstart.ts'), readme.match(/```ts\n([\s\S]*?)```/)![1]!);
    // And the types are real: a path the document lacks and a wrong body are errors, not `any`.
    await writeFile(
      join(project, 'typed.ts'),
      [
        "import { createIrsClient, type RunState } from '@irs/client';",
        "const irs = createIrsClient({ baseUrl: 'http://127.0.0.1:8080', credentials: { apiKey: 'k' } });",
        '// @ts-expect-error: not a path of the document',
        "await irs.GET('/api/v2/no-such-path');",
        '// @ts-expect-error: level is an enum',
        "await irs.POST('/api/v2/integration/interviews', { body: { external_id: 'x', position: 'p', level: 'GURU' } });",
        "const state: RunState = 'PENDING';",
        'export { state };',
      ].join('\n'),
    );
    await writeFile(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: ['node'],
        },
        include: ['*.ts'],
      }),
    );
    await run(join(project, 'node_modules/.bin/tsc'), ['-p', project], { cwd: project }).catch(
      (err: { stdout: string }) => {
        throw new Error(`tsc in the empty project:\n${err.stdout}`);
      },
    );

    const loaded = await run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const m = await import('@irs/client'); console.log(Object.keys(m).sort().join(' '))",
      ],
      { cwd: project },
    );
    expect(loaded.stdout.trim().split(' ')).to.include.members([
      'createInterview',
      'createIrsClient',
      'dataOrThrow',
      'paginate',
      'verifyWebhook',
    ]);
  });
});
