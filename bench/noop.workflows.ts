/**
 * The bench's own tiny workflows, bundled into a separate bench Worker on its own task queue (bench/run.ts): the raw
 * Temporal baselines of the `create` and `action` benchmarks. Not part of the product.
 */
import { condition, defineUpdate, setHandler } from '@temporalio/workflow';

export const noopUpdate = defineUpdate<{ state: string }, [unknown]>('noopUpdate');

/** Returns at once: the baseline of `client.workflow.start`. */
export async function noopWorkflow(): Promise<void> {}

/** Waits for one Update and answers it at once: the baseline of `executeUpdate`. */
export async function waitingWorkflow(): Promise<void> {
  let done = false;
  setHandler(noopUpdate, () => {
    done = true;
    return { state: 'DONE' };
  });
  await condition(() => done);
}
