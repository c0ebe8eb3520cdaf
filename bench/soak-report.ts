/**
 * The soak's verdict (issue 39 §3) and its chart (vega-lite, as the evaluation reports' charts).
 *
 * Windows: the first and the last ten minutes, or a sixth of the run when it is shorter than an hour. p99 compares the
 * first window with the last. Memory skips a warm-up (`warmup_s`) long enough for the bounded caches to fill at the
 * soak's load (the Temporal dev server's took about 25 minutes in two quiet hours, bench/README.md), then compares the
 * median of the window right after it with the median of the last.
 */
import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import { KINDS, type SoakOutcome } from './soak-run.js';
import { pct, r2 } from './support.js';

export interface Rule {
  rule: string;
  pass: boolean;
  detail: string;
}

const median = (xs: number[]) => pct(xs, 50);

export function verdict(
  o: SoakOutcome,
  warmupS: number,
): { window_s: number; warmup_s: number; rules: Rule[]; pass: boolean } {
  const end = o.elapsed_s;
  const window = Math.min(600, end / 6);
  // At least two windows stay after the warm-up, so that "after warm-up" and "the last window" never overlap.
  const warmup = Math.max(0, Math.min(warmupS, end - 2 * window));
  const rules: Rule[] = [
    {
      rule: 'no error',
      pass: o.errors.count === 0,
      detail: o.errors.count ? `${o.errors.count} errors; first: ${o.errors.first[0]}` : 'none',
    },
    {
      rule: 'no lost run',
      pass: o.runs.lost.length === 0,
      detail:
        `${o.runs.started} started, ${o.runs.completed} completed` +
        (o.runs.unfinished.length ? `, stopped by an error: ${o.runs.unfinished.slice(0, 3).join(', ')}` : '') +
        (o.runs.lost.length ? `, lost: ${o.runs.lost.slice(0, 3).join(', ')}` : ''),
    },
    {
      rule: 'no lost event',
      pass: o.webhooks.lost.length === 0,
      detail: `${o.webhooks.logged} deliveries logged, ${o.webhooks.distinct_received} received${o.webhooks.lost.length ? `; lost: ${o.webhooks.lost.slice(0, 3).join(', ')}` : ''}`,
    },
  ];
  const second = o.samples.filter((s) => s.t_s >= warmup && s.t_s < warmup + window);
  const last = o.samples.filter((s) => s.t_s > end - window);
  for (const group of Object.keys(o.samples.at(-1)?.processes ?? {})) {
    const measures: [string, (p: { memory_mb: number; heap_used_mb?: number }) => number | undefined][] = [
      ['memory', (p) => p.memory_mb],
      ['heap used', (p) => p.heap_used_mb],
    ];
    for (const [label, pick] of measures) {
      const at = (ss: typeof second) =>
        ss.map((s) => (s.processes[group] ? pick(s.processes[group]) : undefined)).filter((v) => v !== undefined);
      const before = at(second);
      const after = at(last);
      if (!before.length || !after.length) continue;
      const growth = median(after) / median(before) - 1;
      rules.push({
        rule: `${group} ${label} grows ≤ 5 % after a ${r2(warmup / 60)}-minute warm-up`,
        pass: growth <= 0.05,
        detail: `median ${r2(median(before))} MB → ${r2(median(after))} MB (${growth >= 0 ? '+' : ''}${r2(growth * 100)} %)`,
      });
    }
  }
  for (const kind of KINDS) {
    const ms = (from: number, to: number) =>
      o.requests.filter(([at, k]) => k === kind && at >= from && at < to).map(([, , v]) => v);
    const first = ms(0, window);
    const final = ms(end - window, Infinity);
    if (!first.length || !final.length) continue;
    const ratio = pct(final, 99) / pct(first, 99);
    rules.push({
      rule: `${kind} p99, last window ≤ 1.5 × first`,
      pass: ratio <= 1.5,
      detail: `${r2(pct(first, 99))} ms (n=${first.length}) → ${r2(pct(final, 99))} ms (n=${final.length}): ×${r2(ratio)}`,
    });
  }
  return { window_s: r2(window), warmup_s: r2(warmup), rules, pass: rules.every((r) => r.pass) };
}

interface Point {
  panel: string;
  series: string;
  t_min: number;
  value: number;
}

/** One SVG with a panel per measure over time: memory, p99 per kind, event loop, PostgreSQL, Temporal. */
export async function soakChart(o: Pick<SoakOutcome, 'options' | 'samples'>): Promise<string> {
  const points: Point[] = [];
  const add = (panel: string, series: string, t_s: number, value: number | undefined) => {
    if (value !== undefined) points.push({ panel, series, t_min: r2(t_s / 60), value });
  };
  for (const s of o.samples) {
    for (const [group, p] of Object.entries(s.processes)) {
      add('memory (MB)', group, s.t_s, p.memory_mb);
      add('memory (MB)', `${group} heap`, s.t_s, p.heap_used_mb);
      add('memory (MB)', `${group} shared memory`, s.t_s, p.shared_memory_mb || undefined);
    }
    for (const kind of KINDS) add('p99 latency per interval (ms, log)', kind, s.t_s, s.latency[kind]?.p99_ms);
    add('event loop delay (ms)', 'p99', s.t_s, s.event_loop_ms.p99);
    add('event loop delay (ms)', 'max', s.t_s, s.event_loop_ms.max);
    add('PostgreSQL', 'connections', s.t_s, s.postgres.connections);
    add('PostgreSQL', 'tables (MB)', s.t_s, s.postgres.total_mb);
    add('Temporal', 'workflow cache (workflows)', s.t_s, s.temporal.workflow_cache);
    add('Temporal', 'history, max events', s.t_s, s.temporal.history.runs ? s.temporal.history.max_events : undefined);
    add('runs', 'completed', s.t_s, s.load.completed);
    add('runs', 'in flight', s.t_s, s.load.in_flight);
  }
  const panels = [...new Set(points.map((p) => p.panel))];
  const spec: TopLevelSpec = {
    title: `Soak: ${o.options.minutes} min, ${o.options.lifecyclesPerMinute} lifecycles/min, ${o.options.statusPerSecond} status/s, ${o.options.tokensPerSecond} tokens/s`,
    data: { values: points },
    vconcat: panels.map((panel) => ({
      title: panel,
      width: 640,
      height: 160,
      transform: [{ filter: { field: 'panel', equal: panel } }],
      mark: { type: 'line', point: o.samples.length < 40 },
      encoding: {
        x: { field: 't_min', type: 'quantitative', title: 'minutes' },
        y: {
          field: 'value',
          type: 'quantitative',
          title: null,
          scale: panel.includes('log') ? { type: 'log' } : { zero: true },
        },
        color: {
          field: 'series',
          type: 'nominal',
          title: null,
          scale: { scheme: 'tableau10' },
          legend: { labelLimit: 320 },
        },
      },
    })),
    resolve: { scale: { color: 'independent' } },
  };
  const view = new vega.View(vega.parse(compile(spec).spec), { renderer: 'none' });
  return view.toSVG();
}
