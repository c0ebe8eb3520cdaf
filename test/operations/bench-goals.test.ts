import { expect } from 'chai';
import { goalLine } from '../../bench/goals.js';

describe('npm run bench:check: reading each headline row against its own target', () => {
  it('a ratio floor, a ratio ceiling and a p99 ceiling, met and missed', () => {
    const status = { metric: 'status reads/s (API key)', unit: 'req/s', ratio: 0.06, target: '>= 0.5' };
    expect(goalLine('status', status)).to.deep.equal({
      met: false,
      line: 'status: status reads/s (API key) 0.06x (goal >= 0.5) MISSED',
    });
    expect(goalLine('status', { ...status, ratio: 0.5 }).met).to.equal(true);
    const action = { metric: 'plan/approve latency (API)', unit: 'ms', median: 30, ratio: 1.4, target: 'p50 <= 1.5x' };
    expect(goalLine('action', action).met).to.equal(true);
    expect(goalLine('action', { ...action, ratio: 21.6 }).met).to.equal(false);
    const webhook = { metric: 'state change → receiver', unit: 'ms', median: 90, p99: 1600, target: 'p99 <= 250' };
    expect(goalLine('webhook', webhook)).to.deep.equal({
      met: false,
      line: 'webhook: state change → receiver 1600 ms (goal p99 <= 250) MISSED',
    });
    expect(goalLine('webhook', { ...webhook, p99: 250 }).met).to.equal(true);
  });

  it('a benchmark that failed, or a target it cannot read, is a missed goal', () => {
    expect(goalLine('token', undefined)).to.deep.equal({ met: false, line: 'token: no result with a target to check' });
    expect(goalLine('token', { metric: 'x', unit: 'ms', ratio: 1, target: 'fast' }).met).to.equal(false);
    expect(goalLine('create', { metric: 'x', unit: 'ms', target: '>= 0.8' }).met).to.equal(false);
  });
});
