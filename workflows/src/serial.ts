/**
 * A queue of asynchronous tasks: each task starts once the one before it has settled, in call order, and a failed task
 * does not stop the next (its caller still gets the failure).
 *
 * Why a promise chain and not a mutex: inside a workflow the order in which activities are scheduled is history, and a
 * chain of `then`s schedules each task exactly where the hand-written chains it replaces did, so recorded histories
 * still replay (test/replay); it is deterministic and needs no dependency in the workflow bundle.
 */
export function serial(): <T>(task: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const result = last.then(task);
    last = result.catch(() => undefined);
    return result;
  };
}
