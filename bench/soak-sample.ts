/**
 * One soak sample (bench/soak.ts): memory of every process of the stack, event-loop delay, PostgreSQL connections
 * and table sizes, the Temporal workflow cache and the history sizes of recently finished runs.
 *
 * The stack runs as `npm start` runs it: gateway, auth and both workers in ONE Node process (this one, with the load
 * generator), PostgreSQL and the Temporal dev server as its child processes. So "node" is measured from inside
 * (`process.memoryUsage`), the others from /proc: PSS (pages shared between processes counted once), less the shared
 * memory segments, which are reported apart. PostgreSQL's shared buffers are such a segment, sized at start
 * (`shared_buffers`): its pages count only once a backend touches them, so a growing table fills it up to that bound
 * without any process allocating more.
 */
import { readdir, readFile } from 'node:fs/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Client } from '@temporalio/client';
import type { DataSource } from 'typeorm';
import { parse, sum } from '../test/support/prometheus.js';
import { r2 } from './support.js';

const MB = 1024 * 1024;

export interface ProcessGroup {
  /** How many processes (PostgreSQL has one per backend). */
  count: number;
  /** RSS for this process; for the others, PSS less shared memory segments, summed over the group, MB. */
  memory_mb: number;
  /** The group's shared memory segments (PSS), MB: PostgreSQL's shared buffers, a cache of fixed size. */
  shared_memory_mb?: number;
  /** Of `memory_mb`, what is anonymous (heaps) and what is mapped files (PSS), MB: a store's pages are the latter. */
  anonymous_mb?: number;
  file_mb?: number;
  heap_used_mb?: number;
  heap_total_mb?: number;
}

export interface SystemSample {
  processes: Record<string, ProcessGroup>;
  event_loop_ms: { p50: number; p99: number; max: number };
  postgres: { connections: number; active: number; tables_mb: Record<string, number>; total_mb: number };
  temporal: {
    workflow_cache: number;
    /** Histories of the runs described this sample (the last finished ones). */
    history: { runs: number; max_events: number; mean_events: number; max_kb: number };
  };
}

/** Descendant pids of this process (PostgreSQL, the Temporal dev server), read from /proc/<pid>/stat. */
async function descendants(root: number): Promise<{ pid: number; comm: string }[]> {
  const procs: { pid: number; ppid: number; comm: string }[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const m = /^\d+ \((.*)\) \S (\d+)/.exec(stat);
    if (m) procs.push({ pid: Number(entry), ppid: Number(m[2]), comm: m[1]! });
  }
  const found: { pid: number; comm: string }[] = [];
  const frontier = [root];
  while (frontier.length) {
    const parent = frontier.pop()!;
    for (const p of procs.filter((x) => x.ppid === parent)) {
      found.push(p);
      frontier.push(p.pid);
    }
  }
  return found;
}

/** A process's PSS less its shared memory segments, and those segments', its anonymous and its file pages' PSS, MB. */
async function pssMb(pid: number): Promise<{ own: number; shared: number; anonymous: number; file: number }> {
  const text = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => '');
  const mb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) / 1024;
  return { own: mb('Pss') - mb('Pss_Shmem'), shared: mb('Pss_Shmem'), anonymous: mb('Pss_Anon'), file: mb('Pss_File') };
}

export class Sampler {
  private readonly loop = monitorEventLoopDelay({ resolution: 10 });

  constructor(
    private readonly opts: {
      ds: DataSource;
      temporal: Client;
      metricsUrl: string;
      /** Run ids finished since the last sample, whose histories are described. */
      finished: () => string[];
    },
  ) {
    this.loop.enable();
  }

  stop(): void {
    this.loop.disable();
  }

  async take(): Promise<SystemSample> {
    const mem = process.memoryUsage();
    const processes: Record<string, ProcessGroup> = {
      'node (gateway, auth, workers, load)': {
        count: 1,
        memory_mb: r2(mem.rss / MB),
        heap_used_mb: r2(mem.heapUsed / MB),
        heap_total_mb: r2(mem.heapTotal / MB),
      },
    };
    // esbuild is tsx's compiler (the load generator's TypeScript), not part of the stack.
    for (const child of (await descendants(process.pid)).filter((c) => c.comm !== 'esbuild')) {
      const group = (processes[child.comm] ??= { count: 0, memory_mb: 0 });
      const pss = await pssMb(child.pid);
      group.count++;
      group.memory_mb = r2(group.memory_mb + pss.own);
      group.shared_memory_mb = r2((group.shared_memory_mb ?? 0) + pss.shared);
      group.anonymous_mb = r2((group.anonymous_mb ?? 0) + pss.anonymous);
      group.file_mb = r2((group.file_mb ?? 0) + pss.file);
    }
    const event_loop_ms = {
      p50: r2(this.loop.percentile(50) / 1e6),
      p99: r2(this.loop.percentile(99) / 1e6),
      max: r2(this.loop.max / 1e6),
    };
    this.loop.reset();
    return { processes, event_loop_ms, postgres: await this.postgres(), temporal: await this.temporal() };
  }

  private async postgres(): Promise<SystemSample['postgres']> {
    const [conn] = (await this.opts.ds.query(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE state = 'active')::int AS active
         FROM pg_stat_activity WHERE datname = current_database()`,
    )) as { n: number; active: number }[];
    const tables = (await this.opts.ds.query(
      `SELECT relname AS name, pg_total_relation_size(relid)::bigint AS bytes
         FROM pg_statio_user_tables ORDER BY bytes DESC`,
    )) as { name: string; bytes: string }[];
    const total = tables.reduce((a, t) => a + Number(t.bytes), 0);
    return {
      connections: conn!.n,
      active: conn!.active,
      // The eight largest; the total counts them all.
      tables_mb: Object.fromEntries(tables.slice(0, 8).map((t) => [t.name, r2(Number(t.bytes) / MB)])),
      total_mb: r2(total / MB),
    };
  }

  private async temporal(): Promise<SystemSample['temporal']> {
    // The SDK's metrics, appended to the gateway's /metrics: the sticky cache of both workers (runs and webhooks).
    const text = await (await fetch(this.opts.metricsUrl)).text();
    const workflow_cache = sum(parse(text), 'temporal_sticky_cache_size');
    const described = await Promise.all(
      this.opts
        .finished()
        .slice(-5)
        .map(async (id) => {
          const d = await this.opts.temporal.workflow.getHandle(id).describe();
          return { events: d.historyLength, bytes: Number(d.raw.workflowExecutionInfo?.historySizeBytes ?? 0) };
        }),
    );
    const events = described.map((d) => d.events);
    return {
      workflow_cache,
      history: {
        runs: described.length,
        max_events: events.length ? Math.max(...events) : 0,
        mean_events: events.length ? r2(events.reduce((a, b) => a + b, 0) / events.length) : 0,
        max_kb: described.length ? r2(Math.max(...described.map((d) => d.bytes)) / 1024) : 0,
      },
    };
  }
}
