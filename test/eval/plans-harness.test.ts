import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { loadEmbedder } from '@irs/semantic';
import type { Embedder } from '@irs/engines/semantic';
import {
  bestThreshold,
  contradictions,
  duplicatePairs,
  judgeThemes,
  summarise,
  withoutQuestion,
  type CompetencyView,
  type PostingOutcome,
} from '../../eval/plans/figures.js';
import type { Posting } from '../../eval/plans/posting.js';

const competency = (
  name: string,
  description: string,
  subs: string[],
  extra: Partial<CompetencyView> = {},
): CompetencyView => ({
  name,
  description,
  sub_dimensions: subs.map((s) => ({ name: s })),
  requirement_type: 'essential',
  question_topics: [{ id: 't1' }],
  ...extra,
});

/** A hand-made ICU nurse plan: ventilation (essential), drips (desirable), documentation without a question. */
const nursePlan = [
  competency(
    'Mechanical ventilation',
    'Manages ventilated patients: suctioning, the ventilator bundle, weaning trials.',
    ['Airway care'],
  ),
  competency(
    'Drip titration',
    'Titrates vasopressor and sedation infusions to ordered parameters.',
    ['Hemodynamic monitoring'],
    {
      requirement_type: 'desirable',
    },
  ),
  competency(
    'Clinical documentation',
    'Documents assessments and interventions accurately in the chart.',
    ['Accuracy'],
    {
      question_topics: [],
    },
  ),
];
const nurseLabel: Posting['label'] = {
  sufficient: true,
  themes: ['Ventilator care', 'Titrating vasoactive and sedation drips', 'Budget forecasting and variance analysis'],
  must_haves: ['Titrating vasoactive and sedation drips'],
};

const outcome = (o: Partial<PostingOutcome>): PostingOutcome => ({
  id: 'x',
  industry: 'healthcare',
  shape: 'skills',
  split: 'train',
  position: 'Role',
  sufficient: true,
  outcome: 'plan',
  ms: 1,
  competencies: [],
  info_questions: [],
  themes: [],
  without_question: [],
  duplicates: [],
  contradictions: [],
  ...o,
});
const theme = (covered: boolean) => ({ theme: 't', must_have: false, covered, best: null, covered_by: [] });

describe('eval:plans figures', function () {
  this.timeout(300_000);
  let embedder: Embedder;
  before(async () => {
    embedder = await loadEmbedder();
  });

  it('judges themes by meaning and flags a must-have that lands only on a desirable competency', async () => {
    const judged = await judgeThemes(embedder, nurseLabel, nursePlan, 0.42);
    expect(judged.map((t) => [t.theme, t.covered])).to.deep.equal([
      ['Ventilator care', true],
      ['Titrating vasoactive and sedation drips', true],
      ['Budget forecasting and variance analysis', false],
    ]);
    expect(judged[0]!.best!.competency).to.equal('Mechanical ventilation');
    expect(judged[1]!.covered_by.map((c) => c.competency)).to.deep.equal(['Drip titration']);
    expect(contradictions(judged)).to.deep.equal(['Titrating vasoactive and sedation drips']);
    expect(withoutQuestion(nursePlan)).to.deep.equal(['Clinical documentation']);
  });

  it('finds identical names and same-meaning competencies, not distinct ones', async () => {
    expect(await duplicatePairs(embedder, nursePlan)).to.deep.equal([]);
    const pairs = await duplicatePairs(embedder, [
      ...nursePlan,
      competency('Clinical charting', 'Documents assessments and interventions accurately in the chart.', []),
      competency('mechanical ventilation ', 'Cares for patients on ventilators.', []),
    ]);
    expect(pairs.map((p) => [p.a, p.b, p.identical_names])).to.deep.equal([
      ['Mechanical ventilation', 'mechanical ventilation ', true],
      ['Clinical documentation', 'Clinical charting', false],
    ]);
  });

  it('summarises sufficiency, recall and plan quality with known answers', () => {
    const f = summarise([
      outcome({ themes: [theme(true), theme(false)], competencies: ['a', 'b'], without_question: ['b'], ms: 2 }),
      outcome({ outcome: 'info_needed', themes: [theme(false), theme(false)], ms: 4 }),
      outcome({ sufficient: false, outcome: 'info_needed', ms: 6 }),
      outcome({ sufficient: false, themes: [theme(true)], competencies: ['c'], contradictions: ['t'], ms: 100 }),
    ]);
    expect(f.sufficiency_agreement).to.deep.equal({ rate: 0.5, hits: 2, total: 4 });
    expect(f.false_info_needed).to.deep.equal({ rate: 0.5, hits: 1, total: 2 });
    expect(f.info_needed_on_thin).to.deep.equal({ rate: 0.5, hits: 1, total: 2 });
    // Only sufficient postings count; the one sent to INFO_NEEDED covers none of its two themes.
    expect(f.theme_recall).to.deep.equal({ rate: 0.25, hits: 1, total: 4 });
    expect(f.theme_recall_planned).to.deep.equal({ rate: 0.5, hits: 1, total: 2 });
    expect([f.competencies, f.competencies_without_question, f.must_have_contradictions]).to.deep.equal([3, 1, 1]);
    expect(f.time_ms).to.deep.equal({ mean: 28, p95: 100 });
  });

  it('calibrates the threshold at the cut that best separates the labelled pairs', () => {
    const { threshold, accuracy } = bestThreshold([
      { score: 0.2, same: false },
      { score: 0.35, same: false },
      { score: 0.5, same: true },
      { score: 0.7, same: true },
      { score: 0.4, same: true },
    ]);
    expect(threshold).to.equal(0.375);
    expect(accuracy).to.equal(1);
  });
});

describe('the plans set (eval/plans)', () => {
  const read = (split: string) =>
    JSON.parse(readFileSync(new URL(`../../eval/plans/${split}.json`, import.meta.url), 'utf8')) as Posting[];
  const train = read('train');
  const heldout = read('heldout');
  const all = [...train, ...heldout];

  it('has at least 60 postings from at least 12 industries, every shape, some thin, 4-8 themes each', () => {
    expect(all.length).to.be.at.least(60);
    expect(new Set(all.map((p) => p.industry)).size).to.be.at.least(12);
    expect(new Set(all.map((p) => p.shape))).to.deep.equal(new Set(['job_description', 'qualifications', 'skills']));
    const thin = all.filter((p) => !p.label.sufficient).length;
    expect(thin / all.length).to.be.within(0.08, 0.2);
    for (const p of all) {
      expect(p.label.themes.length, p.id).to.be.within(4, 8);
      expect(p.label.themes, p.id).to.include.members(p.label.must_haves);
    }
  });

  it('gives each posting one shape of data', () => {
    for (const { id, shape, input } of all) {
      expect(Boolean(input.job_description), id).to.equal(shape === 'job_description');
      expect(input.qualifications.length > 0, id).to.equal(shape === 'qualifications');
      expect(input.skills.length > 0, id).to.equal(shape === 'skills');
    }
  });

  it('holds out about a third, with no posting in both splits and the issue postings in train', () => {
    expect(heldout.length / all.length).to.be.within(0.3, 0.37);
    const trainIds = new Set(train.map((p) => p.id));
    expect(heldout.filter((p) => trainIds.has(p.id))).to.deep.equal([]);
    expect(new Set(all.map((p) => p.id)).size).to.equal(all.length);
    expect([...trainIds]).to.include.members(['hc-01', 'lg-01', 'en-01', 'ss-01']);
  });
});
