/**
 * Redraws the soak's chart from its series: `node --import tsx bench/soak-chart.ts [soak.json] [out.svg]` (by default
 * bench/results/soak.json into bench/results/soak.svg), e.g. after a change of the chart's layout.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { soakChart } from './soak-report.js';
import { BENCH_DIR } from './support.js';

const [from = join(BENCH_DIR, 'results', 'soak.json'), to = join(BENCH_DIR, 'results', 'soak.svg')] =
  process.argv.slice(2);
const { details } = JSON.parse(readFileSync(from, 'utf8')) as { details: Parameters<typeof soakChart>[0] };
writeFileSync(to, await soakChart(details));
console.log(`written: ${to}`);
