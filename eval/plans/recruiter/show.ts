/**
 * Prints plans in full, for reading: `npm run eval:plans:recruiter:show -- [--split train|heldout] [id...]`. The
 * held-out split is for its one look only (README, "The split").
 */
import { loadEmbedder } from '@irs/semantic';
import { CHECKOUT_ENGINES, loadPlanner } from '../engine.js';
import { option } from '../../support/report.js';
import { loadPostings, type Split } from './figures.js';

const split = option('split', 'train') as Split;
const ids = process.argv.slice(2).filter((a, i, all) => a !== '--split' && all[i - 1] !== '--split');
const embedder = await loadEmbedder(() => {});
const planner = await loadPlanner(CHECKOUT_ENGINES, async () => embedder);
for (const p of loadPostings(split).filter((x) => !ids.length || ids.includes(x.id))) {
  const result = await planner.plan({ ...p.input, info: {}, revisions: [] });
  console.log(`\n=== ${p.id} ${p.input.position}`);
  if (!result.ok) {
    console.log('INFO_NEEDED', JSON.stringify(result));
    continue;
  }
  for (const s of result.plan.screening ?? [])
    console.log(`  [screen ${s.kind}] ${s.requirement} — ${s.question ?? '(not asked)'}`);
  for (const c of result.plan.competencies) {
    console.log(`  * ${c.name} (${c.requirement_type}) — ${c.description}`);
    for (const s of c.sub_dimensions) console.log(`      - ${s.name}: ${s.rubric}`);
    for (const t of c.question_topics) console.log(`      ? ${t.prompt} [${t.follow_ups.join(' | ')}]`);
  }
}
