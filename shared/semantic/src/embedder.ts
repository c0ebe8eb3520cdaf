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

  constructor(private readonly extract: FeatureExtractionPipeline) {}

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    const missing = [...new Set(texts.filter((text) => !this.cache.has(text)))];
    for (let i = 0; i < missing.length; i += BATCH) {
      const batch = missing.slice(i, i + BATCH);
      const output = await this.extract(batch, { pooling: 'mean', normalize: true });
      const [, width] = output.dims as [number, number];
      const data = output.data as Float32Array;
      batch.forEach((text, row) => this.remember(text, data.slice(row * width, (row + 1) * width)));
    }
    return texts.map((text) => this.cache.get(text)!);
  }

  private remember(text: string, vector: Float32Array): void {
    // Oldest first out: a Map iterates in insertion order.
    if (this.cache.size >= CACHE_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(text, vector);
  }
}

let loading: Promise<Embedder> | undefined;

/** The process's one embedder: files fetched (once) and the model loaded on first call; later calls share it. */
export function loadEmbedder(log?: (line: string) => void): Promise<Embedder> {
  loading ??= (async () => {
    await ensureModelFiles(log);
    env.localModelPath = `${modelsDir()}/`;
    env.allowRemoteModels = false;
    const extract = await pipeline('feature-extraction', MODEL_NAME, { dtype: 'q8', local_files_only: true });
    return new CachedEmbedder(extract);
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}
