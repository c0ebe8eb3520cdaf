import { expect } from 'chai';
import { verdict } from '../../bench/soak-report.js';
import type { Sample, SoakOutcome } from '../../bench/soak-run.js';

/** An hour sampled every 10 s, whose Temporal memory follows `temporalMb(minute)`. */
function hour(temporalMb: (minute: number) => number): SoakOutcome {
  const samples = Array.from({ length: 361 }, (_, i) => {
    const t_s = i * 10;
    return {
      t_s,
      processes: { node: { count: 1, memory_mb: 950 }, temporal: { count: 1, memory_mb: temporalMb(t_s / 60) } },
    } as unknown as Sample;
  });
  return {
    options: {
      minutes: 60,
      lifecyclesPerMinute: 6,
      statusPerSecond: 4,
      tokensPerSecond: 1,
      sampleSeconds: 10,
      drainSeconds: 300,
    },
    samples,
    requests: [],
    errors: { count: 0, first: [] },
    runs: { started: 0, completed: 0, lost: [], unfinished: [] },
    webhooks: { logged: 0, received: 0, distinct_received: 0, lost: [] },
    elapsed_s: 3600,
  };
}

const temporalRule = (o: SoakOutcome, warmupS: number) =>
  verdict(o, warmupS).rules.find((r) => r.rule.startsWith('temporal memory'))!;

describe('npm run soak: the memory rule skips the warm-up (bench/soak-report.ts)', () => {
  // The quiet hours' Temporal curve: a climb from 205 to 280 MB over 25 minutes, then flat.
  const fillsThenFlat = hour((m) => 205 + 3 * Math.min(m, 25));

  it('a cache filling for 25 minutes fails a 10-minute warm-up and passes a 25-minute one', () => {
    expect(temporalRule(fillsThenFlat, 600).pass).to.equal(false);
    const after = temporalRule(fillsThenFlat, 1500);
    expect(after.pass).to.equal(true);
    expect(after.rule).to.equal('temporal memory grows ≤ 5 % after a 25-minute warm-up');
  });

  it('growth that goes on after the warm-up still fails', () => {
    expect(
      temporalRule(
        hour((m) => 205 + 2 * m),
        1500,
      ).pass,
    ).to.equal(false);
  });

  it('a warm-up too long for the run leaves two windows after it', () => {
    const result = verdict(fillsThenFlat, 3500);
    expect(result.warmup_s).to.equal(2400);
    expect(result.window_s).to.equal(600);
  });
});
