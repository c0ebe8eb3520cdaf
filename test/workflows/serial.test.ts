import { expect } from 'chai';
import { serial } from '../../workflows/src/serial.js';

/** Resolves after `ms`, noting when its task started and ended. */
const step = (log: string[], name: string, ms: number) => async () => {
  log.push(`${name} start`);
  await new Promise((resolve) => setTimeout(resolve, ms));
  log.push(`${name} end`);
  return name;
};

describe('serial(): the workflow queue of records and candidate turns', () => {
  it('starts each task only when the one before it has settled, in call order', async () => {
    const inOrder = serial();
    const log: string[] = [];
    const results = await Promise.all([
      inOrder(step(log, 'a', 20)),
      inOrder(step(log, 'b', 0)),
      inOrder(step(log, 'c', 5)),
    ]);
    expect(results).to.deep.equal(['a', 'b', 'c']);
    expect(log).to.deep.equal(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
  });

  it('hands a failure to its caller and still runs the next task', async () => {
    const inOrder = serial();
    const failed = inOrder(() => Promise.reject(new Error('activity failed')));
    const next = inOrder(async () => 'next');
    expect(await failed.catch((error: Error) => error.message)).to.equal('activity failed');
    expect(await next).to.equal('next');
  });
});
