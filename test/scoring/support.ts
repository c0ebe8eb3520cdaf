/** Shared fixtures for the scoring tests: a real plan from the planner and interviews built on its topics. */
import { expect } from 'chai';
import { ONTOLOGY_VERSION, type Plan, type PlanInput } from '../../shared/engines/src/planner/index.js';
import {
  SIGNAL_WEIGHTS_VERSION,
  forbiddenFieldPaths,
  type AssessmentPayload,
} from '../../shared/engines/src/scoring/index.js';
import type { Utterance } from '../../shared/engines/src/transcript.js';
import { plannedFor } from '../support/plans.js';

export const planFor = (overrides: Partial<PlanInput> = {}): Plan =>
  plannedFor({
    level: 'SENIOR',
    qualifications: ['Docker experience is a plus'],
    skills: ['TypeScript', 'PostgreSQL', 'Node.js'],
    company_name: 'Acme',
    ...overrides,
  });

/** Backend Engineer, SENIOR: typescript, sql, nodejs, ownership (essential); docker, communication, problem-solving. */
export const PLAN = planFor();

/** Concrete, relevant answers per question topic: the main answer, then answers to the first follow-ups. */
export const CONCRETE: Record<string, string[]> = {
  'typescript-t1': [
    'At my last job we had a billing service where a refund could be issued twice because the status field was just a string. I replaced it with a discriminated union of Pending, Settled and Refunded states, and the compiler immediately flagged three places where we narrowed incorrectly. After that change we had zero duplicate refunds in the following six months.',
    'Now I would model the transitions as functions that only accept the right state type, so an invalid refund does not even compile. I learned that exhaustive switch checks with a never default are cheap insurance against that whole class of bugs.',
  ],
  'typescript-t2': [
    'All external data enters as unknown. In our Node API I wrote zod schemas for every request payload and database row, and the static types are inferred from the schemas, so runtime validation and types cannot drift apart. When a partner started sending amounts as strings, the boundary rejected it with a clear 400 instead of corrupting the ledger.',
    'Instead of any I use unknown and narrow it, because any silently switches off checking for everything it touches. I also turned on strict mode and noUncheckedIndexedAccess in our tsconfig and migrated the codebase incrementally, one package per sprint.',
  ],
  'sql-t1': [
    'Last year our order search endpoint took about 4 seconds at p95. I ran EXPLAIN ANALYZE and the query plan showed a sequential scan over 30 million rows because the filter used lower(email). I added an expression index on lower(email) and rewrote the pagination to use keyset instead of OFFSET, which brought p95 down to 120 ms.',
    'The index added roughly 2 GB and slowed bulk inserts by about 10 percent, so we measured the write path before rolling it out and accepted that trade-off because reads dominated.',
  ],
  'sql-t2': [
    'I designed the schema for a subscriptions product in PostgreSQL. I used foreign keys and check constraints so a subscription could not reference a missing plan or end before it starts, plus a partial unique index so a customer has only one active subscription. We migrated it safely with expand and contract migrations: add the new column, backfill in batches, then switch reads and drop the old column.',
    'We denormalised the current plan name onto the invoices table because invoices must show what the customer bought at that time, even if the plan is renamed later.',
  ],
  'nodejs-t1': [
    'I built a payments webhook service in Node.js with Fastify. Each request was validated at the edge, then pushed to a queue so the handler returned within 50 ms, and a worker processed events with retries and idempotency keys. Errors went through a central error handler that mapped domain errors to status codes and logged the rest with a correlation id.',
    'On SIGTERM the service stopped accepting connections, waited for in-flight requests and the queue consumer to drain, and then closed the database pool, so deploys never dropped a webhook.',
  ],
  'nodejs-t2': [
    'We had a Node.js process whose memory grew by about 200 MB an hour until it was killed. I took heap snapshots an hour apart and compared them, and the root cause was an in-memory cache keyed by request id that never evicted entries. I replaced it with an LRU cache with a size limit, and memory stayed flat at around 300 MB afterwards.',
    'Since then we alert on event loop lag and heap growth, and I added a load test to CI that fails if memory grows more than 10 percent over a 30 minute run.',
  ],
  'ownership-t1': [
    "Our on-call runbooks were out of date and nobody owned them, so I took ownership of rewriting them even though it was not my team's responsibility. I interviewed the engineers who handled the last ten incidents, wrote a runbook per alert and set up a quarterly review. Mean time to recovery dropped from about 90 minutes to 35 minutes over the next two quarters.",
    'I stepped in because two outages had been prolonged by wrong instructions, and I made sure every runbook had an owner listed before I handed it over.',
  ],
  'docker-t1': [
    'For our API image I wrote a multi-stage Dockerfile: the build stage installs dev dependencies and compiles TypeScript, and the final stage copies only the compiled output and production dependencies onto a distroless Node base image. That took the image from 1.2 GB to 180 MB. I ordered the layers so package files are copied and installed before the source, so dependency layers stay cached between builds.',
    'We run as a non-root user because a compromised dependency then cannot write to the host, and our security scan in CI enforces it.',
  ],
};

/** Evasive, generic or very short answers. */
export const EVASIVE: string[] = [
  'I am a team player and I always give 110 percent.',
  'It depends on the situation really.',
  "I don't remember the details, to be honest.",
  'I think I would probably just look it up and follow best practices.',
  'Yes, I have done that.',
  "Not sure, we used whatever works. I'm a fast learner.",
];

const pad = (n: number): string => String(n).padStart(4, '0');

/**
 * An interview over the plan's topics: greeting, then per topic the question and an answer, then each follow-up and
 * an answer, then the closing. `answer(topicId, i)` gives the i-th answer of a topic (undefined: no more follow-ups).
 */
export function interview(plan: Plan, answer: (topicId: string, i: number) => string | undefined): Utterance[] {
  const out: Utterance[] = [];
  let t = 0;
  const add = (
    speaker: Utterance['speaker'],
    kind: Utterance['kind'],
    text: string,
    topic: string | null,
    comp: string | null,
  ): void => {
    out.push({
      id: `u-${pad(out.length + 1)}`,
      speaker,
      text,
      offset_ms: (t += 15000),
      kind,
      topic_id: topic,
      competency_id: comp,
    });
  };
  add('interviewer', 'greeting', plan.opening, null, null);
  for (const c of plan.competencies) {
    for (const topic of c.question_topics) {
      const questions = [topic.prompt, ...topic.follow_ups];
      for (let i = 0; i < questions.length; i++) {
        const a = answer(topic.id, i);
        if (a === undefined) break;
        add('interviewer', i === 0 ? 'question' : 'follow_up', questions[i] ?? '', topic.id, c.id);
        add('candidate', 'answer', a, topic.id, c.id);
      }
    }
  }
  add('interviewer', 'closing', 'Thank you, that is all from me.', null, null);
  return out;
}

export const concreteInterview = (plan: Plan = PLAN): Utterance[] =>
  interview(plan, (topic, i) => CONCRETE[topic]?.[i]);

export const evasiveInterview = (plan: Plan = PLAN): Utterance[] => {
  let n = 0;
  return interview(plan, (_topic, i) => (i < 2 ? (EVASIVE[n++ % EVASIVE.length] ?? '') : undefined));
};

export const STAGES = [
  'normalise',
  'segment',
  'attribute',
  'detect_evidence',
  'classify_evidence',
  'measure',
  'deduplicate',
  'aggregate_signals',
  'aggregate_sub_dimensions',
  'aggregate_competencies',
  'coverage',
  'highlights',
  'narrative',
];

export const essentials = (plan: Plan): string[] =>
  plan.competencies.filter((c) => c.requirement_type === 'essential').map((c) => c.id);

/** Checks every structural invariant of a payload against its plan and transcript. */
export function checkInvariants(p: AssessmentPayload, plan: Plan, transcript: Utterance[]): void {
  const candidate = new Map(transcript.filter((u) => u.speaker === 'candidate').map((u) => [u.id, u.text]));
  expect(p.competencies.map((c) => c.competency_id)).to.deep.equal(plan.competencies.map((c) => c.id));
  for (const c of p.competencies) {
    const pc = plan.competencies.find((x) => x.id === c.competency_id)!;
    expect(c.score).to.be.within(0, 1);
    expect(c.role_importance).to.equal(pc.role_importance);
    expect(c.requirement_type).to.equal(pc.requirement_type);
    expect(Object.keys(c.sub_dimension_weights)).to.deep.equal(pc.sub_dimensions.map((s) => s.id));
    expect(Object.keys(c.sub_dimension_scores)).to.deep.equal(pc.sub_dimensions.map((s) => s.id));
    const sum = Object.values(c.sub_dimension_weights).reduce((a, b) => a + b, 0);
    expect(sum).to.be.closeTo(1, 1e-9);
    for (const w of Object.values(c.sub_dimension_weights)) expect(w).to.be.within(0, 1);
    for (const s of Object.values(c.sub_dimension_scores)) expect(s).to.be.within(0, 1);
  }
  const signals = plan.competencies.flatMap((c) => c.sub_dimensions.map((s) => `${c.id}/${s.id}`));
  expect(p.traces.map((t) => t.signal_id)).to.deep.equal(signals);
  expect(p.sub_dimension_details).to.have.length(signals.length);
  for (const d of p.sub_dimension_details) {
    const sd = plan.competencies
      .find((c) => c.id === d.competency_id)!
      .sub_dimensions.find((s) => s.id === d.sub_dimension_id)!;
    expect(d.rubric).to.equal(sd.rubric);
    expect(Number.isInteger(d.observed_signals)).to.equal(true);
    expect(d.coverage_factor).to.be.within(0, 1);
    expect(d.score).to.be.within(0, 1);
  }
  let merged = 0;
  for (const t of p.traces) {
    expect(t.signal_id).to.equal(`${t.competency_id}/${t.sub_dimension_id}`);
    expect(Number.isInteger(t.merged_duplicates)).to.equal(true);
    merged += t.merged_duplicates;
    expect(t.strength).to.be.within(0, 1);
    if (t.refs.length === 0) expect(t.strength).to.equal(0);
    else expect(t.strength).to.be.greaterThan(0);
    const detail = p.sub_dimension_details.find((d) => `${d.competency_id}/${d.sub_dimension_id}` === t.signal_id)!;
    expect(detail.score).to.equal(t.strength);
    expect(detail.observed_signals).to.equal(t.refs.length);
    for (const r of t.refs) {
      const text = candidate.get(r.utterance_id);
      expect(text, `ref ${r.utterance_id} must be a candidate utterance`).to.be.a('string');
      expect(r.quote.length).to.be.greaterThan(0);
      expect(text!.includes(r.quote), `quote ${JSON.stringify(r.quote)} is a substring`).to.equal(true);
      for (const v of [r.strength, ...Object.values(r.measures)]) expect(v).to.be.within(0, 1);
      expect(r.measures).to.include.keys('quality', 'confidence', 'contribution');
    }
  }
  expect(p.merged_duplicates).to.equal(merged);
  // Every non-zero competency score traces to quotes.
  for (const c of p.competencies) {
    const refs = p.traces.filter((t) => t.competency_id === c.competency_id).flatMap((t) => t.refs);
    expect(c.score > 0).to.equal(refs.length > 0);
  }
  const s = p.coverage_summary;
  expect(s.total_count).to.equal(plan.competencies.length);
  expect(s.covered_count).to.equal(s.competencies_well_evidenced);
  expect(s.competencies_with_gaps).to.equal(s.gap_competencies.length);
  for (const f of s.hitl_flags) {
    expect(f).to.match(/^unmet_essential:/);
    const id = f.slice('unmet_essential:'.length);
    expect(essentials(plan)).to.include(id);
    expect(s.gap_competencies).to.include(id);
  }
  expect(p.stage_trace.stages.map((x) => x.name)).to.deep.equal(STAGES);
  expect(p.stage_trace.era_cot).to.equal(null);
  for (const seg of p.stage_trace.segmentation) expect(candidate.has(seg.utterance_id)).to.equal(true);
  expect(p.ontology_version).to.equal(ONTOLOGY_VERSION);
  expect(p.signal_weights_version).to.equal(SIGNAL_WEIGHTS_VERSION);
  expect(forbiddenFieldPaths(p)).to.deep.equal([]);
}
