import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { resolveTemporalCli } from '@irs/stack';
import { stackSelfTest } from '@irs/workflows';
import { SEARCH_ATTRIBUTES, TASK_QUEUES } from '@irs/workflows/contract';
import { stack } from '../support/stack.js';
import { temporal } from '../support/temporal.js';

const exec = promisify(execFile);

describe('Temporal', () => {
  it('runs a workflow through the real worker, whose activity reaches PostgreSQL', async () => {
    const { client } = await temporal();
    const workflowId = `test-self-test-${randomUUID()}`;
    const before = Date.now();
    const result = await client.workflow.execute(stackSelfTest, { taskQueue: TASK_QUEUES.runs, workflowId });
    const dbTime = Date.parse(result.databaseTime);
    expect(dbTime).to.be.within(before - 5000, Date.now() + 5000);
    const history = await client.workflow.getHandle(workflowId).fetchHistory();
    const activity = history.events?.find((e) => e.activityTaskScheduledEventAttributes);
    expect(activity?.activityTaskScheduledEventAttributes?.activityType?.name).to.equal('databaseTime');
  });

  it('`temporal operator search-attribute list` shows the five search attributes', async () => {
    const cli = await resolveTemporalCli(process.env.TEMPORAL_CLI_PATH, () => undefined);
    expect(cli.path, 'a Temporal CLI binary').to.be.a('string');
    const { stdout } = await exec(cli.path!, [
      'operator',
      'search-attribute',
      'list',
      '--address',
      stack().temporalAddress,
    ]);
    const listed = new Map(
      stdout
        .split('\n')
        .map((line) => line.trim().split(/\s+/))
        .filter((cols) => cols.length >= 2)
        .map(([name, type]) => [name, type]),
    );
    for (const key of Object.values(SEARCH_ATTRIBUTES)) {
      expect(listed.get(key.name), key.name).to.equal(key.type === 'BOOL' ? 'Bool' : 'Keyword');
    }
  });
});
