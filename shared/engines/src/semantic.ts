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

/** A logistic head's probability for a sentence vector (the training scripts fit heads with the same function). */
export function headProbability(head: { bias: number; weights: ArrayLike<number> }, vector: Float32Array): number {
  let z = head.bias;
  for (let i = 0; i < vector.length; i++) z += (head.weights[i] ?? 0) * vector[i]!;
  return 1 / (1 + Math.exp(-z));
}
