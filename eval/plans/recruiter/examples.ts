/**
 * The two postings issue 31 opens with (an HVAC service technician, a bank teller), planned by a before and an after
 * engine side by side: `npm run eval:plans:examples -- --before <engines dist> [--after <engines dist>]`. Writes
 * eval/plans/report/issue-31-examples.md. The postings are rebuilt from the description of them; they are
 * illustrations, not part of any evaluation split.
 */
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { loadEmbedder } from '@irs/semantic';
import type { Plan, PlanInput } from '@irs/engines/planner';
import { option, writeFile } from '../../support/report.js';
import { CHECKOUT_ENGINES, loadPlanner } from '../engine.js';

const base = {
  level: 'MID',
  company_name: null,
  company_description: null,
  duration_minutes: 45,
  info: {},
  revisions: [] as string[],
} satisfies Partial<PlanInput>;

const EXAMPLES: PlanInput[] = [
  {
    ...base,
    position: 'HVAC Service Technician',
    qualifications: [
      'EPA 608 certification (Universal preferred)',
      'Residential HVAC service experience',
      "Valid driver's license and clean driving record",
    ],
    skills: [],
    job_description:
      'Diagnose and repair furnaces, heat pumps and air conditioners. Perform seasonal maintenance, recover and charge refrigerant. Explain repair options and prices to homeowners. Keep the service van stocked.',
  },
  {
    ...base,
    position: 'Bank Teller',
    qualifications: [],
    skills: ['Cash handling', 'Customer service', 'Attention to detail'],
    job_description:
      'Process deposits, withdrawals and transfers accurately. Balance the cash drawer at the end of each shift. Spot counterfeit notes and suspicious activity. Refer customers to bankers for loans and new accounts.',
  },
];

function render(plan: Plan): string[] {
  const lines: string[] = [];
  if (plan.screening?.length) {
    lines.push('Screening (facts, never scored):', '');
    for (const s of plan.screening)
      lines.push(
        `- ${s.requirement} (${s.kind}, ${s.requirement_type}): ${s.question ?? '_listed for the employer, not asked_'}`,
      );
    lines.push('');
  }
  for (const c of plan.competencies) {
    lines.push(`**${c.name}** (${c.requirement_type}): ${c.sub_dimensions.map((s) => s.name).join('; ')}`, '');
    for (const t of c.question_topics) lines.push(`- ${t.prompt}`, ...t.follow_ups.map((f) => `  - ${f}`));
    lines.push('');
  }
  return lines;
}

const embedder = await loadEmbedder(() => {});
const engines = { before: option('before', ''), after: option('after', CHECKOUT_ENGINES) };
if (!engines.before) throw new Error('--before <engines dist dir> is required (a build of the earlier commit)');
const planners = {
  before: await loadPlanner(engines.before, async () => embedder),
  after: await loadPlanner(engines.after, async () => embedder),
};
const out = ['# Issue 31: the two example postings, before and after', ''];
/** The commit a build of the engines comes from (its checkout's HEAD), or the path when it is no checkout. */
const commitOf = (dist: string): string => {
  try {
    return execFileSync('git', ['-C', dist, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return dist;
  }
};
out.push(`Before: the engines of \`${commitOf(engines.before)}\`. After: \`${commitOf(engines.after)}\`.`, '');
for (const input of EXAMPLES) {
  out.push(`## ${input.position}`, '', '```json', JSON.stringify(input, null, 2), '```', '');
  for (const which of ['before', 'after'] as const) {
    const result = await planners[which].plan(input);
    out.push(`### ${which}`, '', ...(result.ok ? render(result.plan) : [`INFO_NEEDED: ${JSON.stringify(result)}`, '']));
  }
}
const path = fileURLToPath(new URL('../report/issue-31-examples.md', import.meta.url));
writeFile(path, `${out.join('\n')}\n`);
console.log(`wrote ${path}`);
