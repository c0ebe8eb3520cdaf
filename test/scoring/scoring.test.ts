import { expect } from 'chai';
import {
  DEFAULT_COVERAGE_RULE,
  scoreLexically,
  forbiddenFieldPaths,
  type AssessmentPayload,
  type CoverageRule,
} from '../../shared/engines/src/scoring/index.js';
import type { Plan } from '../../shared/engines/src/planner/index.js';
import { coverage } from '../../shared/engines/src/scoring/coverage.js';
import type { Utterance } from '../../shared/engines/src/transcript.js';
import {
  essentials,
  CONCRETE,
  PLAN,
  STAGES,
  checkInvariants,
  concreteInterview,
  evasiveInterview,
  planFor,
} from './support.js';

const score = (transcript: Utterance[], plan: Plan = PLAN, rule?: CoverageRule): AssessmentPayload =>
  scoreLexically({ plan, transcript }, rule);

let n = 0;
const say = (
  speaker: Utterance['speaker'],
  text: string,
  competency_id: string | null,
  topic_id: string | null = null,
) =>
  ({
    id: `x-${++n}`,
    speaker,
    text,
    offset_ms: n * 1000,
    kind: speaker === 'candidate' ? 'answer' : 'question',
    topic_id,
    competency_id,
  }) satisfies Utterance;

describe('scoring: outcomes', () => {
  it('a concrete, relevant interview is sufficient or partial, with every essential well evidenced', () => {
    const t = concreteInterview();
    const p = score(t);
    checkInvariants(p, PLAN, t);
    expect(p.coverage_summary.overall_coverage).to.be.oneOf(['sufficient', 'partial']);
    expect(p.coverage_summary.hitl_flags).to.deep.equal([]);
    for (const id of essentials(PLAN)) {
      expect(p.coverage_summary.gap_competencies).not.to.include(id);
      expect(p.competencies.find((c) => c.competency_id === id)!.score).to.be.at.least(DEFAULT_COVERAGE_RULE.min_score);
    }
    expect(p.highlights.episodes.length).to.be.greaterThan(0);
    expect(p.narrative.method).to.equal('template/v1');
  });

  it('an evasive interview is insufficient, every essential a gap with a HITL flag', () => {
    const t = evasiveInterview();
    const p = score(t);
    checkInvariants(p, PLAN, t);
    expect(p.coverage_summary.overall_coverage).to.equal('insufficient');
    for (const id of essentials(PLAN)) {
      expect(p.coverage_summary.gap_competencies).to.include(id);
      expect(p.coverage_summary.hitl_flags).to.include(`unmet_essential:${id}`);
    }
    expect(p.coverage_summary.hitl_flags).to.have.length(essentials(PLAN).length);
    for (const c of p.competencies) expect(c.score).to.be.below(DEFAULT_COVERAGE_RULE.min_score);
    expect(p.highlights.lowlights.some((l) => l.kind === 'answer_without_evidence')).to.equal(true);
    expect(p.narrative.lowlights_text).to.match(/no usable evidence/);
  });

  it('an empty transcript scores 0 everywhere, with no refs, and is insufficient', () => {
    const p = score([]);
    checkInvariants(p, PLAN, []);
    for (const c of p.competencies) {
      expect(c.score).to.equal(0);
      for (const s of Object.values(c.sub_dimension_scores)) expect(s).to.equal(0);
    }
    for (const t of p.traces) {
      expect(t.strength).to.equal(0);
      expect(t.refs).to.deep.equal([]);
    }
    const s = p.coverage_summary;
    expect(s.overall_coverage).to.equal('insufficient');
    expect(s.covered_count).to.equal(0);
    expect(s.gap_competencies).to.deep.equal(PLAN.competencies.map((c) => c.id));
    expect(s.hitl_flags).to.deep.equal(essentials(PLAN).map((id) => `unmet_essential:${id}`));
    expect(p.stage_trace.evidence_units).to.deep.equal([]);
    expect(p.merged_duplicates).to.equal(0);
  });

  it('exposes the payload fields of docs/spec.md with 13 named stages', () => {
    const p = score(concreteInterview());
    expect(p).to.have.all.keys(
      'coverage_summary',
      'competencies',
      'sub_dimension_details',
      'traces',
      'merged_duplicates',
      'narrative',
      'highlights',
      'stage_trace',
      'ontology_version',
      'signal_weights_version',
    );
    expect(p.coverage_summary).to.have.all.keys(
      'overall_coverage',
      'gap_competencies',
      'covered_count',
      'total_count',
      'competencies_well_evidenced',
      'competencies_with_gaps',
      'hitl_flags',
    );
    expect(p.narrative).to.have.all.keys('highlights_text', 'lowlights_text', 'method');
    expect(p.highlights).to.have.all.keys('episodes', 'gaps', 'lowlights');
    expect(p.stage_trace).to.have.all.keys('stages', 'segmentation', 'evidence_units', 'matchers', 'era_cot');
    expect(p.stage_trace.stages).to.have.length(13);
    expect(p.stage_trace.stages.map((s) => s.name)).to.deep.equal(STAGES);
    p.stage_trace.stages.forEach((s, i) => {
      expect(s.index).to.equal(i + 1);
      for (const v of Object.values(s.counts)) expect(v).to.be.a('number');
    });
    const ref = p.traces.flatMap((t) => t.refs)[0]!;
    expect(ref).to.include.keys('utterance_id', 'evidence_type_id', 'strength', 'quote', 'measures');
    expect(ref.measures).to.include.keys('quality', 'confidence', 'contribution', 'specificity', 'relevance');
  });
});

describe('scoring: evidence', () => {
  it('takes evidence from candidate utterances only', () => {
    const strong = CONCRETE['sql-t1']![0]!;
    const p = score([say('interviewer', strong, 'sql', 'sql-t1'), say('candidate', 'Yes.', 'sql', 'sql-t1')]);
    expect(p.traces.flatMap((t) => t.refs)).to.deep.equal([]);
    expect(p.competencies.every((c) => c.score === 0)).to.equal(true);
  });

  it('attributes evidence to other plan competencies the answer mentions', () => {
    const t = [
      say('interviewer', 'How do you keep types honest?', 'typescript', 'typescript-t2'),
      say(
        'candidate',
        'At my last job I moved our reporting queries from an ORM to hand-written PostgreSQL with a composite index, which cut the dashboard load time from 6 seconds to 400 ms.',
        'typescript',
        'typescript-t2',
      ),
    ];
    const p = score(t);
    checkInvariants(p, PLAN, t);
    const units = p.stage_trace.evidence_units.filter((u) => u.competency_id === 'sql');
    expect(units).to.have.length.greaterThan(0);
    expect(units[0]!.via).to.equal('mention');
    expect(p.competencies.find((c) => c.competency_id === 'sql')!.score).to.be.greaterThan(0);
  });

  it('finds the catalogue types in a concrete answer and none in generic ones', () => {
    const t = [
      say(
        'candidate',
        'Last year I led the migration of our billing service to PostgreSQL 15 because the old cluster kept failing over. It reduced p99 latency by 40% and I learned to rehearse every cutover twice.',
        'sql',
      ),
      say('candidate', 'I am a team player and I always give 110 percent to every project.', 'ownership'),
      say('candidate', 'It depends.', 'nodejs'),
    ];
    const p = score(t);
    checkInvariants(p, PLAN, t);
    const types = new Set(p.stage_trace.evidence_units.flatMap((u) => u.evidence_types));
    for (const id of [
      'concrete_example',
      'outcome_metric',
      'ownership_statement',
      'reasoning',
      'reflection',
      'technical_detail',
    ])
      expect(types, id).to.include(id);
    const status = new Map(p.stage_trace.segmentation.map((s) => [s.utterance_id, s.status]));
    expect(status.get(t[1]!.id)).to.equal('generic');
    expect(status.get(t[2]!.id)).to.equal('short');
    expect(p.competencies.find((c) => c.competency_id === 'nodejs')!.score).to.equal(0);
  });

  it('gives hedged answers lower confidence than lived ones, and a hypothetical with only its reason none', () => {
    const lived = say(
      'candidate',
      'At my last job I added a covering index on the orders table and the query plan switched to an index-only scan.',
      'sql',
    );
    const hedged = say(
      'candidate',
      'I think at my last job I probably added a covering index on the orders table, and maybe the query plan switched to an index-only scan.',
      'sql',
    );
    const hypothetical = say(
      'candidate',
      'I think I would probably add a covering index on the orders table because the query plan maybe uses an index-only scan.',
      'sql',
    );
    const p = score([lived, hedged, hypothetical]);
    const conf = (id: string) =>
      p.stage_trace.evidence_units.find((u) => u.utterance_id === id && u.competency_id === 'sql')!.confidence;
    expect(conf(hedged.id)).to.be.below(conf(lived.id));
    expect(p.stage_trace.evidence_units.filter((u) => u.utterance_id === hypothetical.id)).to.deep.equal([]);
  });

  it('takes a story in plain words (a personal past action) for an example, and a list of keywords for nothing', () => {
    const plain = say(
      'candidate',
      'Our server kept growing until it crashed. I took two memory pictures an hour apart, compared them, found a list that was never emptied, capped it, and the crashes stopped.',
      'nodejs',
    );
    const list = say(
      'candidate',
      'I have Node.js, TypeScript, PostgreSQL, Docker, event loop, streams and worker threads experience.',
      'nodejs',
    );
    const vocabulary = say('candidate', 'Node.js services use the event loop, streams and worker threads.', 'nodejs');
    const p = score([plain, list, vocabulary]);
    const units = (u: Utterance) => p.stage_trace.evidence_units.filter((x) => x.utterance_id === u.id);
    expect(
      units(plain)
        .map((u) => u.evidence_types)
        .flat(),
    ).to.include('concrete_example');
    expect(units(list)).to.deep.equal([]);
    expect(units(vocabulary), 'vocabulary without an experience').to.deep.equal([]);
    expect(p.stage_trace.segmentation.find((s) => s.utterance_id === list.id)?.status).to.equal('stuffing');
  });

  it('an answer that opens by setting its question aside earns no credit as the answer to it', () => {
    const story =
      'I chose a queue, tracked the retries, and found the worker crashed on one malformed message; I fixed the parser and the backlog cleared in an hour.';
    const asides = [
      `Not quite that, but related: ${story}`,
      `Node.js is not my strongest area, but debugging is. ${story}`,
      `Writing services is not really my thing, but debugging is. ${story}`,
      `Node.js wasn't really my part of the job; I was the one on the bugs. ${story}`,
      `I have no big Node.js story, but I do have a debugging one: ${story}`,
      `That question makes me think of a parser more than a service. ${story}`,
    ];
    for (const text of asides) {
      const p = score([say('candidate', text, 'nodejs')]);
      expect(
        p.stage_trace.evidence_units.map((u) => u.competency_id),
        text,
      ).to.not.include('nodejs');
    }
    // A contrast inside an answer on the topic is no aside.
    for (const opening of [
      'It was not easy, but I got there.',
      'It reminds me of exactly the Node.js work you mean.',
      // Doing what was not one's job is ownership of the work asked about, not a step away from it.
      "It wasn't my job to fix the service, but I did.",
    ]) {
      const p = score([say('candidate', `${opening} ${story}`, 'nodejs')]);
      expect(
        p.stage_trace.evidence_units.map((u) => u.competency_id),
        opening,
      ).to.include('nodejs');
    }
  });

  it('a habit told with "never" or "when I am…", or a reason with no story, is a claim, not an action', () => {
    const when = say(
      'candidate',
      'I am excellent at planning releases, nothing ever goes wrong when I am in charge.',
      'ownership',
    );
    expect(score([when]).stage_trace.evidence_units).to.deep.equal([]);
    const contracted = say(
      'candidate',
      "I know query tuning inside out, and slow queries usually get fixed quickly when I'm involved.",
      'sql',
    );
    expect(score([contracted]).stage_trace.evidence_units).to.deep.equal([]);
    const claim = say(
      'candidate',
      'Quality always comes first with me. I never cut corners and my queries are always fast.',
      'sql',
    );
    expect(score([claim]).stage_trace.evidence_units).to.deep.equal([]);
    // A reason is evidence inside a story; alone it is a claim.
    const reason = say('candidate', 'Nobody ever gets hurt on my watch because I am always careful.', 'ownership');
    expect(score([reason]).stage_trace.evidence_units).to.deep.equal([]);
  });

  it('a practice the candidate follows, told with how it is done or what it prevents, is evidence; a boast is not', () => {
    const units = (text: string, competency: string) =>
      score([say('candidate', text, competency)]).stage_trace.evidence_units.filter(
        (u) => u.competency_id === competency,
      );
    for (const practice of [
      'I go through every migration with a checklist of lock levels and batch sizes, and I run it on a copy of production first.',
      'I review each slow query plan with the developer who wrote it before we merge, so nothing slow reaches production.',
    ]) {
      expect(
        units(practice, 'sql')
          .map((u) => u.evidence_types)
          .flat(),
        practice,
      ).to.include('concrete_example');
    }
    for (const boast of [
      'I write very clear queries and developers always understand my reviews.',
      'I tune 20 queries a week and I know every index we have.',
      'I treat every slow query like my own so they get fixed.',
    ]) {
      expect(units(boast, 'sql'), boast).to.deep.equal([]);
    }
  });

  it('a verb with a prefix ("I re-slotted", "I double-checked") is an action like any other', () => {
    const text = 'I double-checked the report totals against the raw orders and found two days missing.';
    const types = score([say('candidate', text, 'sql')])
      .stage_trace.evidence_units.map((u) => u.evidence_types)
      .flat();
    expect(types).to.include('concrete_example');
  });

  it('merges near-duplicate evidence without changing the score', () => {
    const text = CONCRETE['nodejs-t2']![0]!;
    const once = score([say('candidate', text, 'nodejs', 'nodejs-t2')]);
    const twice = score([
      say('candidate', text, 'nodejs', 'nodejs-t2'),
      say('candidate', `${text} `, 'nodejs', 'nodejs-t2'),
    ]);
    expect(twice.competencies).to.deep.equal(once.competencies);
    expect(twice.merged_duplicates).to.be.greaterThan(0);
    expect(once.merged_duplicates).to.equal(0);
    const trace = twice.traces.find((t) => t.merged_duplicates > 0)!;
    expect(trace.refs.length).to.be.greaterThan(0);
  });

  it('cuts very long quotes at a word boundary, still an exact substring', () => {
    const long = `At my last job I ${'tuned PostgreSQL autovacuum settings and rewrote slow reporting queries '.repeat(8)}which cut p95 by 70%.`;
    const t = [say('candidate', long, 'sql')];
    const p = score(t);
    checkInvariants(p, PLAN, t);
    const q = p.traces.flatMap((x) => x.refs)[0]!.quote;
    expect(q.length).to.be.at.most(280);
    expect(long.startsWith(q)).to.equal(true);
  });

  it('scores skills the ontology does not know by their name', () => {
    const plan = planFor({ skills: ['Elixir'], qualifications: [] });
    const id = plan.competencies.find((c) => c.kind === 'technical')!.id;
    const t = [
      say(
        'candidate',
        'At my last job I built a payment gateway in Elixir with supervision trees, which cut failed transactions by 35%.',
        id,
        `${id}-t1`,
      ),
    ];
    const p = score(t, plan);
    checkInvariants(p, plan, t);
    expect(p.competencies.find((c) => c.competency_id === id)!.score).to.be.greaterThan(0);
  });
});

describe('scoring: coverage rule', () => {
  it('defaults: score ≥ 0.5 with ≥ 2 refs; 80 % for sufficient, below 50 % insufficient', () => {
    expect(DEFAULT_COVERAGE_RULE).to.deep.include({
      min_score: 0.5,
      min_refs: 2,
      sufficient_share: 0.8,
      insufficient_share: 0.5,
      max_unmet_essential_share: 0.5,
      desirable_gaps: true,
    });
  });

  it('is configurable', () => {
    const t = concreteInterview();
    // Nothing reaches a 0.99 weight: no competency is well evidenced, so coverage cannot be sufficient, and only the
    // essentials no complete story was heard for are gaps with a flag.
    const strict = score(t, PLAN, { ...DEFAULT_COVERAGE_RULE, min_score: 0.99 });
    expect(strict.coverage_summary.competencies_well_evidenced).to.equal(0);
    expect(strict.coverage_summary.overall_coverage).to.not.equal('sufficient');
    const unheard = strict.competencies.filter((c) => c.evidence_level === 'not_evidenced').map((c) => c.competency_id);
    expect(strict.coverage_summary.gap_competencies).to.deep.equal(unheard);
    expect(strict.coverage_summary.hitl_flags).to.deep.equal(
      essentials(PLAN)
        .filter((id) => unheard.includes(id))
        .map((id) => `unmet_essential:${id}`),
    );
    const lenient = score([], PLAN, { ...DEFAULT_COVERAGE_RULE, min_score: 0, min_refs: 0 });
    expect(lenient.coverage_summary.overall_coverage).to.equal('sufficient');
    const noDesirable = score([], PLAN, { ...DEFAULT_COVERAGE_RULE, desirable_gaps: false });
    expect(noDesirable.coverage_summary.gap_competencies).to.deep.equal(essentials(PLAN));
  });

  it('a claim of doing it often "in my previous jobs" is no concrete example; one time told there is', () => {
    const ask = (answer: string) =>
      score([
        say('interviewer', 'Tell me about a slow query you fixed.', 'sql', 'sql-t1'),
        say('candidate', answer, 'sql', 'sql-t1'),
      ]).stage_trace.evidence_units;
    expect(ask('Yes, I have done that a lot in my previous jobs, and it always went well.')).to.deep.equal([]);
    expect(
      ask(
        'In my previous job one report took a minute to load. I added an index on the order date, and it loaded in a second.',
      ),
    ).to.not.deep.equal([]);
  });

  it('reads the tier from the levels, as the worked examples of docs/engines.md say', () => {
    // Five competencies, a-c essential: w = well evidenced, o = told once completely, c = only claimed, n = not heard.
    const heard = (levels: string) => {
      const aggregates = [...levels].map((l, i) => ({
        score: l === 'w' ? 0.8 : 0.3,
        evidenceUnits: l === 'w' ? 3 : l === 'n' ? 0 : 1,
        result: {
          competency_id: 'abcde'[i]!,
          score: l === 'w' ? 0.8 : 0.3,
          role_importance: 0.5,
          requirement_type: i < 3 ? ('essential' as const) : ('desirable' as const),
          sub_dimension_scores: {},
          sub_dimension_weights: {},
        },
      }));
      const examples = new Map([...levels].flatMap((l, i) => (l === 'o' ? [['abcde'[i]!, 1] as const] : [])));
      const { summary } = coverage(aggregates, DEFAULT_COVERAGE_RULE, new Set(), examples);
      return [summary.overall_coverage, summary.gap_competencies.join('')];
    };
    expect(heard('wwwww')).to.deep.equal(['sufficient', '']);
    expect(heard('wwoww')).to.deep.equal(['sufficient', '']);
    expect(heard('ooooo')).to.deep.equal(['partial', '']);
    expect(heard('wwcwn')).to.deep.equal(['partial', 'ce']);
    expect(heard('nnooo')).to.deep.equal(['insufficient', 'ab']);
  });

  it('a single complete story is evidenced, not a gap; a claim without a story is a gap', () => {
    const t = [
      say('interviewer', 'Tell me about a time you made a TypeScript codebase safer.', 'typescript', 'typescript-t1'),
      say('candidate', CONCRETE['typescript-t1']![0]!, 'typescript', 'typescript-t1'),
      say('interviewer', 'Tell me about a slow query you fixed.', 'sql', 'sql-t1'),
      say('candidate', 'I know SQL very well and I have written a lot of queries over the years.', 'sql', 'sql-t1'),
    ];
    // Under a rule no weight reaches, one story cannot make a competency well evidenced.
    const p = score(t, PLAN, { ...DEFAULT_COVERAGE_RULE, min_score: 0.99 });
    const level = (id: string) => p.competencies.find((c) => c.competency_id === id)!;
    expect(level('typescript')).to.include({ evidence_level: 'evidenced', complete_examples: 1 });
    expect(level('sql')).to.include({ evidence_level: 'not_evidenced' });
    expect(p.coverage_summary.gap_competencies).to.include('sql').and.not.include('typescript');
    expect(p.coverage_summary.hitl_flags).to.not.include('unmet_essential:typescript');
    expect(p.narrative.highlights_text).to.match(/Evidenced, one example: TypeScript/);
    expect(p.narrative.lowlights_text).to.not.match(/Gaps:[^.]*TypeScript/);
  });

  it('partial when no essential is unmet but fewer than 80 % are well evidenced', () => {
    const t = concreteInterview().filter((u) => u.competency_id !== 'docker');
    const p = score(t, PLAN, { ...DEFAULT_COVERAGE_RULE, sufficient_share: 1 });
    expect(p.coverage_summary.hitl_flags).to.deep.equal([]);
    expect(p.coverage_summary.overall_coverage).to.equal('partial');
  });

  it('insufficient when more than half of the essentials are unmet', () => {
    const keep = new Set(['typescript']);
    const t = concreteInterview().filter((u) => u.competency_id === null || keep.has(u.competency_id));
    const p = score(t, PLAN, { ...DEFAULT_COVERAGE_RULE, insufficient_share: 0 });
    expect(p.coverage_summary.hitl_flags.length).to.be.greaterThan(essentials(PLAN).length / 2);
    expect(p.coverage_summary.overall_coverage).to.equal('insufficient');
  });

  it('rejects a rule out of range', () => {
    expect(() => score([], PLAN, { ...DEFAULT_COVERAGE_RULE, min_score: 2 })).to.throw(RangeError);
    expect(() => score([], PLAN, { ...DEFAULT_COVERAGE_RULE, min_refs: -1 })).to.throw(RangeError);
  });
});

describe('scoring: no forbidden fields', () => {
  it('the walker finds planted hire, recommendation and emotion keys', () => {
    expect(
      forbiddenFieldPaths({
        a: [{ hire_label: 1 }],
        b: { Recommendation: 'x', nested: { candidate_emotion: 0 } },
        mood: 1,
      }),
    ).to.deep.equal(['$.a[0].hire_label', '$.b.Recommendation', '$.b.nested.candidate_emotion', '$.mood']);
  });

  it('no payload carries one, including plans whose sub-dimension ids mention decisions', () => {
    const lead = planFor({ level: 'LEAD' });
    expect(lead.competencies.some((c) => c.sub_dimensions.some((s) => s.id.includes('decision')))).to.equal(true);
    for (const [plan, t] of [
      [PLAN, concreteInterview()],
      [PLAN, evasiveInterview()],
      [lead, concreteInterview(lead)],
      [lead, []],
    ] as const) {
      const p = score([...t], plan);
      expect(forbiddenFieldPaths(p)).to.deep.equal([]);
      expect(`${p.narrative.highlights_text} ${p.narrative.lowlights_text}`).not.to.match(
        /\b(?:hire|recommend|reject|emotion|sentiment)/i,
      );
    }
  });
});
