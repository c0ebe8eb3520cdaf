/**
 * Four plans as a recruiter sees them (issue 19, "must show"): for four train postings from four industries, the
 * competencies with their requirement, sub-dimensions and rubrics, and the first question with its follow-ups, from
 * the checkout's offline planner. Writes report/four-plans.md. Run: node --import tsx eval/plans/four-plans.ts
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadEmbedder } from '@irs/semantic';
import { progress, writeFile } from '../support/report.js';
import { CHECKOUT_ENGINES, loadPlanner } from './engine.js';
import type { Posting } from './posting.js';

/** ICU nurse, warehouse shift supervisor, account executive, plumber: train postings, never held-out ones. */
const IDS = ['hc-01', 'lg-01', 'ss-01', 'st-05'];

const train = JSON.parse(readFileSync(new URL('train.json', import.meta.url), 'utf8')) as Posting[];
const planner = await loadPlanner(CHECKOUT_ENGINES, loadEmbedder);
const sections: string[] = [];
for (const id of IDS) {
  const posting = train.find((p) => p.id === id);
  if (!posting) throw new Error(`${id} is not a train posting`);
  const result = await planner.plan({ ...posting.input, info: {}, revisions: [] });
  progress('plans', `${id} ${posting.input.position}: ${result.ok ? 'plan' : 'INFO_NEEDED'}`);
  const head = `## ${posting.input.position} (${posting.industry}, ${posting.shape.replace('_', ' ')} only)`;
  if (!result.ok) {
    sections.push(`${head}\n\nINFO_NEEDED: ${result.missing_fields.map((m) => m.question).join(' ')}`);
    continue;
  }
  const competencies = result.plan.competencies.map((c) => {
    const topic = c.question_topics[0];
    return [
      `### ${c.name} (${c.requirement_type}, ${c.kind})`,
      '',
      c.description,
      '',
      ...c.sub_dimensions.map((s) => `- **${s.name}**: ${s.rubric}`),
      '',
      topic ? `First question: "${topic.prompt}"` : 'No question topic.',
      ...(topic?.follow_ups.length ? ['', ...topic.follow_ups.map((f) => `- follow-up: "${f}"`)] : []),
    ].join('\n');
  });
  sections.push([head, '', `Plan version \`${result.plan.version}\`.`, '', ...competencies].join('\n\n'));
}
await writeFile(
  fileURLToPath(new URL('report/four-plans.md', import.meta.url)),
  [
    '# Four plans as a recruiter sees them',
    '',
    'Written by `node --import tsx eval/plans/four-plans.ts` from train postings of four industries, with the offline',
    'planner and the semantic model.',
    '',
    ...sections,
    '',
  ].join('\n'),
);
