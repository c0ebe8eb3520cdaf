import { expect } from 'chai';
import fc from 'fast-check';
import { scoreLexically, forbiddenFieldPaths, type AssessmentPayload } from '../../shared/engines/src/scoring/index.js';
import type { Plan } from '../../shared/engines/src/planner/index.js';
import type { Utterance } from '../../shared/engines/src/transcript.js';
import { CONCRETE, EVASIVE, PLAN, checkInvariants, essentials, planFor } from './support.js';

const score = (plan: Plan, transcript: Utterance[]): AssessmentPayload => scoreLexically({ plan, transcript });

const CONCRETE_ANSWERS = Object.values(CONCRETE).flat();
const TOPICS = PLAN.competencies.flatMap((c) =>
  c.question_topics.map((t) => ({ topic_id: t.id, competency_id: c.id })),
);
const SLOTS = [
  ...TOPICS,
  { topic_id: null, competency_id: null },
  { topic_id: 'unknown-t1', competency_id: 'unknown' },
];

/** Answer text: the fixtures' concrete and evasive answers, fragments of them, lorem and arbitrary Unicode. */
const text = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...CONCRETE_ANSWERS) },
  { weight: 2, arbitrary: fc.constantFrom(...EVASIVE) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...CONCRETE_ANSWERS), fc.nat(), fc.nat())
      .map(([s, a, b]) => s.slice(Math.min(a, b) % s.length, Math.max(a, b) % (s.length + 1))),
  },
  { weight: 1, arbitrary: fc.lorem({ maxCount: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 200 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 80 }) },
);

const turn = fc.record({
  speaker: fc.constantFrom<Utterance['speaker']>('candidate', 'candidate', 'interviewer'),
  text,
  slot: fc.constantFrom(...SLOTS),
});

type Turn = { speaker: Utterance['speaker']; text: string; slot: (typeof SLOTS)[number] };

function toTranscript(turns: readonly Turn[], prefix = 'u'): Utterance[] {
  return turns.map((t, i) => ({
    id: `${prefix}-${i + 1}`,
    speaker: t.speaker,
    text: t.text,
    offset_ms: i * 1000,
    kind: t.speaker === 'candidate' ? 'answer' : 'question',
    topic_id: t.slot.topic_id,
    competency_id: t.slot.competency_id,
  }));
}

const transcript = fc.array(turn, { maxLength: 24 }).map((ts) => toTranscript(ts));

/** Concrete candidate answers to plan topics (optionally preceded by the question), with fresh ids. */
const concreteAppend = fc.array(
  fc.record({ answer: fc.constantFrom(...CONCRETE_ANSWERS), slot: fc.constantFrom(...SLOTS), asked: fc.boolean() }),
  { minLength: 1, maxLength: 4 },
);

function scoresOf(p: AssessmentPayload): Map<string, number> {
  const m = new Map<string, number>();
  for (const c of p.competencies) {
    m.set(c.competency_id, c.score);
    for (const [id, s] of Object.entries(c.sub_dimension_scores)) m.set(`${c.competency_id}/${id}`, s);
  }
  return m;
}

describe('scoring: properties', () => {
  it('appending evidence never lowers any competency or sub-dimension score', () => {
    fc.assert(
      fc.property(transcript, concreteAppend, fc.option(text, { nil: undefined }), (base, extra, more) => {
        const appended: Utterance[] = [...base];
        extra.forEach((e, i) => {
          if (e.asked) {
            appended.push({
              id: `q-${i}`,
              speaker: 'interviewer',
              text: 'Tell me more.',
              offset_ms: 1e9 + i,
              kind: 'follow_up',
              topic_id: e.slot.topic_id,
              competency_id: e.slot.competency_id,
            });
          }
          appended.push({
            id: `a-${i}`,
            speaker: 'candidate',
            text: e.answer,
            offset_ms: 1e9 + i,
            kind: 'answer',
            topic_id: e.slot.topic_id,
            competency_id: e.slot.competency_id,
          });
        });
        if (more !== undefined) {
          appended.push({ ...appended[appended.length - 1]!, id: 'a-more', text: more });
        }
        const before = scoresOf(score(PLAN, base));
        const after = scoresOf(score(PLAN, appended));
        for (const [key, s] of before) expect(after.get(key), key).to.be.at.least(s);
      }),
      { numRuns: 150 },
    );
  });

  it('the same input always gives a deep-equal payload (also for a cloned input)', () => {
    fc.assert(
      fc.property(transcript, (t) => {
        const a = score(PLAN, t);
        const b = score(PLAN, t);
        const c = scoreLexically(structuredClone({ plan: PLAN, transcript: t }));
        expect(b).to.deep.equal(a);
        expect(c).to.deep.equal(a);
        expect(JSON.parse(JSON.stringify(a))).to.deep.equal(a);
      }),
      { numRuns: 100 },
    );
  });

  it('every payload keeps the invariants: scores in [0, 1], weights summing to 1, exact quotes, 13 stages, no forbidden field', () => {
    fc.assert(
      fc.property(transcript, (t) => {
        checkInvariants(score(PLAN, t), PLAN, t);
      }),
      { numRuns: 150 },
    );
  });

  it('an empty transcript scores 0 and is insufficient for any plan', () => {
    const skills = ['TypeScript', 'PostgreSQL', 'Kubernetes', 'Python', 'React', 'AWS', 'Terraform', 'Elixir', 'Kafka'];
    fc.assert(
      fc.property(
        fc.subarray(skills, { minLength: 1 }),
        fc.constantFrom('ENTRY', 'MID', 'SENIOR', 'LEAD', 'EXEC' as const),
        fc.integer({ min: 15, max: 120 }),
        (picked, level, duration_minutes) => {
          const plan = planFor({ skills: picked, level, duration_minutes, qualifications: [] });
          const p = score(plan, []);
          checkInvariants(p, plan, []);
          expect(p.competencies.every((c) => c.score === 0)).to.equal(true);
          expect(p.traces.every((x) => x.strength === 0 && x.refs.length === 0)).to.equal(true);
          expect(p.coverage_summary.overall_coverage).to.equal('insufficient');
          for (const id of essentials(plan)) {
            expect(p.coverage_summary.gap_competencies).to.include(id);
            expect(p.coverage_summary.hitl_flags).to.include(`unmet_essential:${id}`);
          }
          expect(forbiddenFieldPaths(p)).to.deep.equal([]);
        },
      ),
      { numRuns: 40 },
    );
  });
});
