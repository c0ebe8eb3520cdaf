/**
 * Meaning, for the engines: a sentence-embedding model behind a pure interface. The engines receive an Embedder; the
 * model itself (files, runtime) lives in @irs/semantic, so the engines stay pure and testable with any implementation.
 */
export interface Embedder {
  /** Names the model and its revision; recorded in what the engines produce (plan version, stage_trace). */
  readonly model: string;
  /** One L2-normalised vector per text, in order. */
  embed(texts: readonly string[]): Promise<Float32Array[]>;
}

/** Cosine similarity of two L2-normalised vectors (their dot product). */
export function cosine(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}
