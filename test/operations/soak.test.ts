import { expect } from 'chai';
import { runSoak } from '../../bench/soak-run.js';
import { temporal } from '../support/temporal.js';

/**
 * The soak's CI version (issue 39 §3): two minutes of the same steady mix as `npm run soak` against the suite's
 * stack, checking only that nothing failed and nothing was lost. Timings and memory are the hour's business
 * (bench/README.md "Soak"): two minutes on a shared machine say nothing about them.
 */
describe('operations: soak, two minutes (issue 39)', function () {
  this.timeout(600_000);

  it('a steady mix of lifecycles, webhooks, tokens and status reads: no error, no lost run or event', async () => {
    const outcome = await runSoak({
      minutes: 2,
      lifecyclesPerMinute: 4,
      statusPerSecond: 1,
      tokensPerSecond: 0.5,
      sampleSeconds: 20,
      drainSeconds: 240,
      temporal: (await temporal()).client,
      log: (line) => process.env.TEST_PROGRESS && console.log(`      [soak] ${line}`),
    });
    expect(outcome.errors.first, 'errors').to.deep.equal([]);
    expect(outcome.runs.started, 'runs started').to.be.at.least(6);
    expect(outcome.runs.lost, 'runs that did not complete').to.deep.equal([]);
    expect(outcome.webhooks.lost, 'events not received').to.deep.equal([]);
    // Each completed run owes four subscribed events, all received.
    expect(outcome.webhooks.distinct_received).to.be.at.least(4 * outcome.runs.completed);
    // A sample was taken every 20 s, with every process of the stack measured.
    expect(outcome.samples.length).to.be.at.least(5);
    expect(Object.keys(outcome.samples[0]!.processes)).to.include.members(['postgres', 'temporal']);
  });
});
