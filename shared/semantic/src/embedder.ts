import { env, pipeline, type FeatureExtractionPipeline } from '@huggingface/transformers';
import type { Embedder } from '@irs/engines/semantic';
import { MODEL_ID, MODEL_NAME, ensureModelFiles, modelsDir } from './model-files.js';

/** Texts per forward pass: larger batches pad every text to the longest and cost memory for little speed on 2 cores. */
const BATCH = 16;
/** Embeddings kept by text: plan and rubric texts repeat across calls; a transcript's turns are embedded as they come. */
const CACHE_ENTRIES = 20_000;

class CachedEmbedder implements Embedder {
  readonly model = MODEL_ID;
  private readonly cache = new Map<string, Float32Array>();

  constructor(
    private readonly extract: FeatureExtractionPipeline,
    private readonly entries = CACHE_ENTRIES,
  ) {}

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    // This call's vectors are kept apart from the cache: a concurrent call may evict them while this one awaits.
    const found = new Map<string, Float32Array>();
    for (const text of texts) {
      const cached = this.cache.get(text);
      if (cached) found.set(text, cached);
    }
    const missing = [...new Set(texts.filter((text) => !found.has(text)))];
    for (let i = 0; i < missing.length; i += BATCH) {
      const batch = missing.slice(i, i + BATCH);
      const output = await this.extract(batch, { pooling: 'mean', normalize: true });
      const [, width] = output.dims as [number, number];
      const data = output.data as Float32Array;
      batch.forEach((text, row) => found.set(text, this.remember(text, data.slice(row * width, (row + 1) * width))));
    }
    return texts.map((text) => found.get(text)!);
  }

  private remember(text: string, vector: Float32Array): Float32Array {
    // Oldest first out: a Map iterates in insertion order.
    if (this.cache.size >= this.entries) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(text, vector);
    return vector;
  }
}

let extractor: Promise<FeatureExtractionPipeline> | undefined;
/** The model, loaded once per process (files fetched once). */
function loadExtractor(log?: (line: string) => void): Promise<FeatureExtractionPipeline> {
  extractor ??= (async () => {
    await ensureModelFiles(log);
    env.localModelPath = `${modelsDir()}/`;
    env.allowRemoteModels = false;
    return pipeline('feature-extraction', MODEL_NAME, { dtype: 'q8', local_files_only: true });
  })();
  extractor.catch(() => (extractor = undefined));
  return extractor;
}

let shared: Promise<Embedder> | undefined;

/** The process's one embedder: files fetched (once) and the model loaded on first call; later calls share it. */
export function loadEmbedder(log?: (line: string) => void): Promise<Embedder> {
  shared ??= loadExtractor(log).then((extract) => new CachedEmbedder(extract));
  shared.catch(() => (shared = undefined));
  return shared;
}

/** An embedder with a cache of its own on the process's one model: for a bounded cache's behaviour under load. */
export async function createEmbedder(options: { cacheEntries: number }): Promise<Embedder> {
  return new CachedEmbedder(await loadExtractor(), options.cacheEntries);
}
