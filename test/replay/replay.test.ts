import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'chai';
import { Worker } from '@temporalio/worker';
import { historyFromJSON } from '@temporalio/common/lib/proto-utils.js';
import { dataConverter } from '@irs/shared';
import { workflowBundle } from '@irs/worker';
import { REPLAY_KEY } from './support.js';

const dir = join(import.meta.dirname, 'histories');
const options = async () => ({
  workflowBundle: await workflowBundle(),
  dataConverter: dataConverter(Buffer.from(REPLAY_KEY, 'base64')),
});

/**
 * Safe workflow changes: the recorded histories of representative runs (test/replay/histories, recorded by
 * `npm run record-histories`) must replay against the current workflow code. A change that would break running
 * workflows fails here; such a change needs `patched()` (docs/operations.md "Changing the run workflow safely").
 */
describe('workflow replay against recorded histories', function () {
  this.timeout(60_000);

  it('every recorded history replays on the current workflow code', async () => {
    const files = (await readdir(dir)).filter((f) => f.endsWith('.json'));
    expect(files.length).to.be.at.least(3);
    for (const file of files) {
      const history = historyFromJSON(JSON.parse(await readFile(join(dir, file), 'utf8')));
      expect(history.events?.length, file).to.be.greaterThan(10);
      await Worker.runReplayHistory(await options(), history, file);
    }
  });

  it('the replayer rejects a history the code would not produce (a non-deterministic change)', async () => {
    const json = JSON.parse(await readFile(join(dir, 'full-lifecycle.json'), 'utf8'));
    // As if the code had scheduled another activity where it used to build the plan.
    const scheduled = json.events.find(
      (e: { activityTaskScheduledEventAttributes?: { activityType: { name: string } } }) =>
        e.activityTaskScheduledEventAttributes?.activityType.name === 'generatePlan',
    );
    expect(scheduled, 'the fixture schedules generatePlan').to.not.equal(undefined);
    scheduled.activityTaskScheduledEventAttributes.activityType.name = 'scoreInterview';
    const failure = await Worker.runReplayHistory(await options(), historyFromJSON(json), 'modified').then(
      () => null,
      (error: Error) => error,
    );
    expect(failure, 'replay must fail').to.be.instanceOf(Error);
    expect(failure!.name).to.match(/DeterminismViolation/);
  });
});
