/**
 * Logistic regression for the scorer's setting head (setting.ts): classes weighted to balance, L2-regularised, fitted
 * by full-batch gradient descent from zero, so the same data always gives the same head. Inference is the engine's own
 * (`headProbability`), so what is trained is what is served.
 */
import { fileURLToPath } from 'node:url';
import { headProbability } from '@irs/engines/scoring';
import { writeFile } from '../support/report.js';

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

/**
 * Writes a trained head as an engine module (shared/engines/src/scoring/<file>): `export const <name> = {model, …extra,
 * threshold, bias, weights}`, with a header naming the script and what it was trained from. Returns the path written.
 */
export async function writeHead(
  file: string,
  name: string,
  header: string,
  fields: { model: string; threshold: number; extra?: string[] },
  head: LogisticHead,
): Promise<string> {
  const round = (x: number) => Math.round(x * 1e5) / 1e5;
  const source = [
    `/** ${header}; do not edit. */`,
    `export const ${name} = {`,
    `  model: ${JSON.stringify(fields.model)},`,
    ...(fields.extra ?? []).map((line) => `  ${line}`),
    `  threshold: ${fields.threshold},`,
    `  bias: ${round(head.bias)},`,
    `  weights: [${Array.from(head.weights, round).join(', ')}] as readonly number[],`,
    '} as const;',
    '',
  ].join('\n');
  const path = `shared/engines/src/scoring/${file}`;
  await writeFile(fileURLToPath(new URL(`../../${path}`, import.meta.url)), source);
  return path;
}
