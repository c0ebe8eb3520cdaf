/**
 * Logistic regression for the scorer's setting head (setting.ts): classes weighted to balance, L2-regularised, fitted
 * by full-batch gradient descent from zero, so the same data always gives the same head. Inference is the engine's own
 * (`headProbability`), so what is trained is what is served.
 */
import { headProbability } from '@irs/engines/scoring';

export interface Labelled {
  x: Float32Array;
  positive: boolean;
}

export interface LogisticHead {
  bias: number;
  weights: Float64Array;
}

/** L2 strength (on the mean loss) and descent: enough steps for the loss to settle on unit-length vectors. */
export const LOGISTIC = { lambda: 0.001, steps: 4000, rate: 1 } as const;

/** Fits a head; each class weighs half of the loss, however few its examples. */
export function fitLogistic(train: readonly Labelled[], options: typeof LOGISTIC = LOGISTIC): LogisticHead {
  const dims = train[0]?.x.length ?? 0;
  const positives = train.filter((e) => e.positive).length;
  const weightOf = (e: Labelled) => train.length / (2 * (e.positive ? positives : train.length - positives));
  const head: LogisticHead = { bias: 0, weights: new Float64Array(dims) };
  const grad = new Float64Array(dims);
  for (let step = 0; step < options.steps; step++) {
    grad.fill(0);
    let gb = 0;
    for (const e of train) {
      const g = (weightOf(e) * (headProbability(head, e.x) - (e.positive ? 1 : 0))) / train.length;
      gb += g;
      for (let i = 0; i < dims; i++) grad[i]! += g * e.x[i]!;
    }
    for (let i = 0; i < dims; i++) head.weights[i]! -= options.rate * (grad[i]! + options.lambda * head.weights[i]!);
    head.bias -= options.rate * gb;
  }
  return head;
}
