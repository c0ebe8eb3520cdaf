/**
 * The planner under test, from a built `@irs/engines` dist dir (the checkout's own by default, or a prebuilt baseline).
 * Adapter: when the planner index exports a factory named `create…Planner`, it is called with `{ embedder }` (the
 * process's one semantic model, loaded only then); otherwise the exported `deterministicPlanner` is used as is.
 * `plan` is awaited, so a synchronous planner (today's) and an asynchronous one both work.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Embedder } from '@irs/engines/semantic';
import type { PlanInput, PlanResult } from '@irs/engines/planner';

export interface PlannerUnderTest {
  name: string;
  plan(input: PlanInput): Promise<PlanResult>;
}

type PlannerLike = { name: string; plan(input: PlanInput): PlanResult | Promise<PlanResult> };
type Factory = (options: { embedder: Embedder }) => PlannerLike | Promise<PlannerLike>;

export const CHECKOUT_ENGINES = resolve(fileURLToPath(import.meta.url), '../../../shared/engines/dist');

export async function loadPlanner(enginesDir: string, embedder: () => Promise<Embedder>): Promise<PlannerUnderTest> {
  const module = (await import(pathToFileURL(join(resolve(enginesDir), 'planner/index.js')).href)) as Record<
    string,
    unknown
  >;
  const factory = Object.entries(module).find(
    ([name, value]) => /^create\w*Planner$/.test(name) && typeof value === 'function',
  );
  const planner = factory
    ? await (factory[1] as Factory)({ embedder: await embedder() })
    : (module.deterministicPlanner as PlannerLike);
  return { name: planner.name, plan: async (input) => planner.plan(input) };
}
