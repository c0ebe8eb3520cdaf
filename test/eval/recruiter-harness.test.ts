import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { loadEmbedder } from '@irs/semantic';
import type { PlanResult } from '@irs/engines/planner';
import {
  dutiesNamed,
  genericFollowUp,
  infoAskOffences,
  licenceNames,
  mainQuestionOffences,
  nameOffences,
  openerAtStart,
  pastedRuns,
  protectedTopics,
  readScreening,
  screeningItemOffences,
  screeningWordsInName,
  statedWithin,
  subDimensionOffences,
  verificationOffences,
} from '../../eval/plans/recruiter/checks.js';
import { judgePlan, judgeResult, judgeRevisions, type JudgeContext } from '../../eval/plans/recruiter/judge.js';
import { failingCriteria, loadPostings, summarise, type PostingResult } from '../../eval/plans/recruiter/figures.js';
import type { Posting } from '../../eval/plans/recruiter/posting.js';

/** A hand-written posting (not from the set): a forklift operator, with screening items of every sort. */
const posting: Posting = {
  id: 'fx-01',
  industry: 'logistics',
  shape: 'combined',
  input: {
    position: 'Warehouse Forklift Operator',
    level: 'ENTRY',
    qualifications: [
      'Forklift certification required',
      '1+ year of warehouse experience',
      'Able to lift 50 lbs',
      'Must pass background check and drug test',
      'Available for night shifts',
    ],
    skills: ['Pallet jack', 'RF scanner', 'Cycle counting'],
    job_description:
      'Load and unload trailers with a sit-down forklift.\n' +
      '- Pick and stage outbound orders with an RF scanner\n' +
      '- Count inventory in weekly cycle counts and report variances to the lead\n' +
      '- Inspect the forklift before every shift and report defects',
    company_name: 'Northgate Freight',
    company_description: null,
    duration_minutes: 30,
  },
  label: {
    sufficient: true,
    themes: [
      'Forklift operation',
      'Order picking with RF scanners',
      'Inventory cycle counting',
      'Pre-shift equipment inspection',
    ],
    must_haves: ['Forklift operation'],
    screening: [
      { requirement: 'Forklift certification', kind: 'certification', essential: true, protected: false },
      { requirement: '1+ year of warehouse experience', kind: 'experience', essential: true, protected: false },
      { requirement: 'Lifting 50 lbs', kind: 'physical', essential: true, protected: true },
      { requirement: 'Background check', kind: 'legal', essential: true, protected: false },
      { requirement: 'Drug test', kind: 'legal', essential: true, protected: true },
      { requirement: 'Night shifts', kind: 'availability', essential: true, protected: false },
    ],
    traps: ['Physical stamina', 'Microsoft Office', 'Sales'],
    revisions: [
      { comment: 'Drop the night shift item.', expect: { drop_screening: 'Night shifts' } },
      {
        comment: 'Merge counting and picking.',
        expect: { merge: ['Order picking with RF scanners', 'Inventory cycle counting'] },
      },
    ],
  },
};

type Competency = {
  name: string;
  description: string;
  requirement_type: 'essential' | 'desirable';
  sub_dimensions: { name: string; rubric: string }[];
  question_topics: { prompt: string; follow_ups: string[] }[];
};
const competency = (
  name: string,
  description: string,
  subs: string[],
  prompt: string,
  followUp: string,
): Competency => ({
  name,
  description,
  requirement_type: 'essential',
  sub_dimensions: subs.map((s) => ({ name: s, rubric: `Explains how they handle ${s.toLowerCase()} step by step.` })),
  question_topics: [{ prompt, follow_ups: [followUp] }],
});

/** A plan a recruiter would approve: four competencies on the four themes, the screening list apart. */
const goodPlan = () => ({
  competencies: [
    competency(
      'Forklift operation',
      'Moves loads safely with a sit-down forklift: loading trailers and stacking racks.',
      ['Load handling', 'Trailer loading'],
      'Tell me about a time you loaded a trailer in a hurry while keeping every pallet stable.',
      'How did you secure the pallets before moving them?',
    ),
    competency(
      'Order picking',
      'Picks and stages orders accurately using an RF scanner.',
      ['Pick accuracy', 'Staging orders'],
      'Walk me through how you pick a mixed order when the scanner sends you to an empty location.',
      'What do you check on the label before staging the pallet?',
    ),
    competency(
      'Inventory counting',
      'Counts stock in cycle counts and reports variances.',
      ['Cycle count accuracy', 'Variance reporting'],
      'Tell me about a cycle count where your numbers did not match the system.',
      'How did you report the variance to your lead?',
    ),
    competency(
      'Equipment inspection',
      'Checks the forklift before each shift and reports defects.',
      ['Pre-shift checklist', 'Defect reporting'],
      'Describe how you inspect a forklift at the start of a shift.',
      'Which defect would make you tag the forklift out of service?',
    ),
  ],
  screening: [
    {
      requirement: 'Forklift certification',
      kind: 'certification',
      essential: true,
      protected: false,
      question: 'Do you hold a current forklift certification?',
    },
    {
      requirement: '1+ year of warehouse experience',
      kind: 'experience',
      essential: true,
      protected: false,
      question: 'Have you worked at least 1 year in a warehouse?',
    },
    { requirement: 'Lifting 50 lbs', kind: 'physical', essential: true, protected: true, question: null },
    {
      requirement: 'Background check',
      kind: 'legal',
      essential: true,
      protected: false,
      question: 'Will you complete a background check?',
    },
    { requirement: 'Drug test', kind: 'legal', essential: true, protected: true, question: null },
    {
      requirement: 'Night shifts',
      kind: 'availability',
      essential: true,
      protected: false,
      question: 'Can you work night shifts?',
    },
  ],
});
type Plan = ReturnType<typeof goodPlan>;
/** The good plan with one change. */
const changed = (edit: (p: Plan) => void): Plan => {
  const p = goodPlan();
  edit(p);
  return p;
};

describe('eval:plans:recruiter checks (word lists and counts)', () => {
  it('finds requirement openers at the start, whole words only', () => {
    expect(openerAtStart('Strong SQL skills')).to.equal('Strong');
    expect(openerAtStart('5+ years of Python')).to.equal('5+ years');
    expect(openerAtStart('Experience with Kubernetes')).to.equal('Experience with');
    expect(openerAtStart('Strongholds and forts')).to.equal(null);
    expect(openerAtStart('Drain cleaning')).to.equal(null);
  });

  it('finds 6+ word runs pasted from the posting, not shorter ones', () => {
    const source = 'Clear drains with cable machines and run camera inspections of sewer lines.';
    expect(pastedRuns('Tell me how you clear drains with cable machines and run cameras.', source)).to.deep.equal([
      'clear drains with cable machines and run',
    ]);
    expect(pastedRuns('Tell me how you clear drains with cable machines.', source)).to.deep.equal([]);
  });

  it('judges competency names (C2.2): requirement wording, verbs, length and marks fail; nouns and gerunds pass', () => {
    expect(nameOffences('Diagnosis and repair')).to.deep.equal([]);
    expect(nameOffences('Driving store sales')).to.deep.equal([]);
    expect(nameOffences('Safety and 5S')).to.deep.equal([]);
    expect(nameOffences('Proficient in Excel')).to.have.length(1);
    expect(nameOffences('Perform preventive maintenance')[0]).to.match(/verb/);
    expect(nameOffences('Grading to stakes and grade checker signals')[0]).to.match(/7 words/);
    expect(nameOffences('SQL (required)').join()).to.match(/required/);
    expect(nameOffences('3+ years Python').join()).to.match(/N\+/);
    expect(nameOffences('Reporting:')).to.not.deep.equal([]);
  });

  it('finds screening words and the posting licence names in competency names (C1.3)', () => {
    const licences = licenceNames([
      { requirement: 'Class A CDL', kind: 'licence' },
      { requirement: 'EPA 608 Universal certification', kind: 'certification' },
      { requirement: 'Food handler card', kind: 'certification' },
      { requirement: '3+ years of HVAC service', kind: 'experience' },
    ]);
    expect(screeningWordsInName('Class A CDL', licences)).to.include('CDL');
    expect(screeningWordsInName('EPA 608 refrigerant rules', licences)).to.include('EPA 608');
    expect(screeningWordsInName('Food handler card', licences)).to.not.deep.equal([]);
    expect(screeningWordsInName('Night shift availability', licences)).to.include.members([
      'availability',
      'night shift',
    ]);
    expect(screeningWordsInName('Refrigerant handling', licences)).to.deep.equal([]);
    expect(screeningWordsInName('Line truck operation', licences)).to.deep.equal([]);
  });

  it('finds protected topics asked of the candidate, not the same words about the work (C1.8)', () => {
    for (const asked of [
      'Do you have any medical conditions we should know about?',
      'How old are you?',
      'Are you taking any medication at the moment?',
      'Do you have children at home?',
      'What is your nationality?',
      'Can you lift 50 pounds without help?',
      'Will you pass a drug test?',
      'Are you over 18?',
      'Tell me about your family plans.',
    ])
      expect(protectedTopics(asked), asked).to.not.deep.equal([]);
    for (const work of [
      "How did you respond when a resident's condition changed during your shift?",
      'Tell me about a time you taught children a new routine.',
      'How do you share updates with families at pickup?',
      'Walk me through how you check medication orders before filling them.',
      'Tell me about a time you climbed a pole in icy weather.',
      'Are you authorized to work in the United States?',
      'Will you complete a background check?',
      'Can you serve customers in Spanish?',
      'How do you handle a race condition between two writers?',
    ])
      expect(protectedTopics(work), work).to.deep.equal([]);
  });

  it('reads a screening list leniently and returns null when the plan has none', () => {
    expect(readScreening({ competencies: [] })).to.equal(null);
    const [item] = readScreening({
      screening: [{ text: 'Class A CDL', requirement_type: 'desirable', questions: ['Do you hold a Class A CDL?'] }],
    })!;
    expect(item).to.deep.equal({
      requirement: 'Class A CDL',
      kind: null,
      essential: false,
      protected: null,
      question: 'Do you hold a Class A CDL?',
    });
  });

  it('judges screening items (C1.5) and their verification questions (C1.6)', () => {
    expect(screeningItemOffences('3+ years of residential service plumbing')).to.deep.equal([]);
    expect(screeningItemOffences('Background check and drug screen').join()).to.match(/two requirements/);
    expect(screeningItemOffences('Must hold a Class A CDL').join()).to.match(/opens with/);
    expect(
      verificationOffences('EPA 608 certification', 'Do you hold a current EPA 608 certification? Which type?'),
    ).to.deep.equal([]);
    expect(verificationOffences('EPA 608 certification', 'Tell me about your certifications.')).to.include.members([
      'does not end with "?"',
      'not a closed factual question',
    ]);
    expect(verificationOffences('Night shifts', 'Do you like your current job?')).to.include(
      'does not name the requirement',
    );
    expect(verificationOffences('Night shifts', null)).to.deep.equal(['no verification question']);
  });

  it('reads a screening item cut from one piece of the posting as stated (C1.4)', () => {
    const pieces = ['Available weekends and holidays', 'Background and credit check'];
    expect(statedWithin('Holidays', pieces)).to.equal(true);
    expect(statedWithin('Credit check', pieces)).to.equal(true);
    // Words from two pieces, or a word no piece has, are no cut.
    expect(statedWithin('Weekend credit', pieces)).to.equal(false);
    expect(statedWithin('Drug screen', pieces)).to.equal(false);
    expect(statedWithin('3+ years of holidays', pieces)).to.equal(false);
  });

  it('judges the shape of a main question (C3.2, C3.3)', () => {
    const good = mainQuestionOffences('Tell me about a time you found a leak behind a finished wall.');
    expect(good).to.deep.equal({ c32: [], c33: [] });
    expect(mainQuestionOffences('What did you check, and what did you do next?').c32.join()).to.match(/and what/);
    expect(mainQuestionOffences('Tell me about drains, heaters, and fixtures you repaired?').c32.join()).to.match(
      /list/,
    );
    expect(mainQuestionOffences('What did you decide; who did you call?').c32.join()).to.match(/;/);
    const broken = mainQuestionOffences('tell me about the the time you worked with');
    expect(broken.c33.join()).to.match(/capital/);
    expect(broken.c33.join()).to.match(/ends on "with"/);
    expect(broken.c33.join()).to.match(/doubled/);
    expect(mainQuestionOffences('Describe the job: install a heater in the attic today.').c33.join()).to.match(/colon/);
  });

  it('counts the duties a question names (C3.5) and tells generic follow-ups (C3.7)', () => {
    const duties = ['Clear drains with cable machines', 'Repair tankless water heaters', 'Solder copper fittings'];
    expect(dutiesNamed('Tell me about clearing drains with a cable machine.', duties)).to.have.length(1);
    expect(
      dutiesNamed(
        'How do you clear drains with cable machines, repair water heaters and solder copper fittings?',
        duties,
      ),
    ).to.have.length(3);
    expect(genericFollowUp('What was the outcome?')).to.equal(true);
    expect(genericFollowUp('How did you check the result?')).to.equal(true);
    expect(genericFollowUp('What did you check on the venting before lighting the heater?')).to.equal(false);
  });

  it('judges sub-dimensions (C3.8) and INFO_NEEDED asks (C4.2)', () => {
    const c = (name: string, subs: string[]) => ({ name, sub_dimensions: subs.map((s) => ({ name: s })) });
    expect(subDimensionOffences([c('A', ['Venting', 'Sizing']), c('B', ['Snaking', 'Camera work'])])).to.deep.equal([]);
    const bad = subDimensionOffences([c('A', ['Hands-on practice', 'Communication']), c('B', ['Hands-on practice'])]);
    expect(bad.join('\n')).to.match(/generic "Communication"/);
    expect(bad.join('\n')).to.match(/"Hands-on practice" in 2 competencies/);
    expect(bad.join('\n')).to.match(/B: 1 sub-dimensions/);
    expect(infoAskOffences(['What are the main duties of the role?'], false)).to.deep.equal([]);
    expect(infoAskOffences(['Which technologies will they use day to day?'], false).join()).to.match(/technologies/);
    expect(infoAskOffences(['Which technologies will they use day to day?'], true)).to.deep.equal([]);
    expect(infoAskOffences(['Which licence and how many years are required?'], false).join()).to.match(
      /screening facts/,
    );
    expect(infoAskOffences([], false)).to.deep.equal(['0 questions']);
  });
});

describe('eval:plans:recruiter judge (plans by meaning)', function () {
  this.timeout(300_000);
  let ctx: JudgeContext;
  before(async () => {
    ctx = { embedder: await loadEmbedder(), threshold: 0.422, duplicateThreshold: 0.85 };
  });
  const statusOf = async (plan: unknown, id: string) => (await judgePlan(ctx, posting, plan)).criteria[id]!;

  it('passes a plan a recruiter would approve on every automatic criterion', async () => {
    const judged = await judgePlan(ctx, posting, goodPlan());
    const failing = Object.entries(judged.criteria).filter(([, v]) => v.status === 'fail');
    expect(failing).to.deep.equal([]);
    expect(judged.themes.every((t) => t.covered)).to.equal(true);
    expect([judged.requirement_wording, judged.duplicates, judged.screening_as_competency]).to.deep.equal([[], [], []]);
    expect(judged.criteria['C3.6']!.status).to.equal('hand');
    expect(judged.criteria['C3.9']!.status).to.equal('hand');
  });

  it("fails screening recall, kind and protected items when the plan has no screening list (today's planner)", async () => {
    const judged = await judgePlan(
      ctx,
      posting,
      changed((p) => delete (p as Partial<Plan>).screening),
    );
    for (const id of ['C1.1', 'C1.2', 'C1.7']) expect(judged.criteria[id]!.status, id).to.equal('fail');
    expect(judged.criteria['C1.1']!.offending).to.include('the plan has no screening list');
    expect(judged.criteria['C1.4']!.status).to.equal('n/a');
  });

  it('fails C1.1 on a missing item or a different number of years, C1.2 on a wrong kind or weight', async () => {
    const missing = await statusOf(
      changed((p) => p.screening.splice(5, 1)),
      'C1.1',
    );
    expect(missing.offending).to.deep.equal(['missing: Night shifts']);
    const years = await statusOf(
      changed((p) => (p.screening[1]!.requirement = '3+ years of warehouse experience')),
      'C1.1',
    );
    expect(years.offending).to.deep.equal(['missing: 1+ year of warehouse experience']);
    const kind = await statusOf(
      changed((p) => Object.assign(p.screening[3]!, { kind: 'availability', essential: false })),
      'C1.2',
    );
    expect(kind.status).to.equal('fail');
    expect(kind.offending).to.have.length(2);
    const licence = await statusOf(
      changed((p) => (p.screening[0]!.kind = 'licence')),
      'C1.2',
    );
    expect(licence.status).to.equal('pass');
  });

  it('fails C1.3 on a competency that is a screening item, by words or by meaning', async () => {
    const verdict = await statusOf(
      changed((p) =>
        p.competencies.push(
          competency(
            'Warehouse background',
            'A year or more of warehouse experience.',
            ['Prior warehouse jobs', 'Tenure'],
            'Tell me about the warehouses you have worked in before this role.',
            'Which shift did you work there?',
          ),
          competency(
            'Forklift certification',
            'Holds a forklift certificate.',
            ['Card', 'Renewal'],
            'Tell me about when you earned your forklift card and what it covers.',
            'Which trucks does it cover?',
          ),
        ),
      ),
      'C1.3',
    );
    expect(verdict.status).to.equal('fail');
    expect(verdict.offending.map((o) => o.split(':')[0])).to.deep.equal([
      'Warehouse background',
      'Forklift certification',
    ]);
  });

  it('fails C1.4 on an invented requirement, C1.5 on a joined or opener item, C1.6 on an open question', async () => {
    const invented = await statusOf(
      changed((p) =>
        p.screening.push({
          requirement: "Bachelor's degree in supply chain",
          kind: 'education',
          essential: true,
          protected: false,
          question: "Do you hold a bachelor's degree in supply chain?",
        }),
      ),
      'C1.4',
    );
    expect(invented.offending).to.deep.equal(["Bachelor's degree in supply chain"]);
    const joined = await statusOf(
      changed((p) => (p.screening[3]!.requirement = 'Must pass background check and drug test')),
      'C1.5',
    );
    expect(joined.offending.join()).to.match(/opens with "Must"/);
    expect(joined.offending.join()).to.match(/two requirements/);
    const open = await statusOf(
      changed((p) => (p.screening[0]!.question = 'Tell me about your certifications.')),
      'C1.6',
    );
    expect(open.status).to.equal('fail');
  });

  it('fails C1.7 when a protected item is asked, and C1.8 on a protected topic in any question', async () => {
    const asked = await statusOf(
      changed((p) => (p.screening[4]!.question = 'Will you pass a drug test?')),
      'C1.7',
    );
    expect(asked.offending).to.deep.equal(['asked: Will you pass a drug test?']);
    const followUp = await statusOf(
      changed((p) => p.competencies[0]!.question_topics[0]!.follow_ups.push('Do you have any back injuries?')),
      'C1.8',
    );
    expect(followUp.offending.join()).to.match(/back injuries/);
  });

  it('fails C2.1 on too few or too many competencies, C2.2 on requirement-worded names', async () => {
    const few = await statusOf(
      changed((p) => p.competencies.splice(1, 1)),
      'C2.1',
    );
    expect(few.offending).to.deep.equal(['3 competencies']);
    const judged = await judgePlan(
      ctx,
      posting,
      changed((p) => (p.competencies[1]!.name = 'Proficient with RF scanner picking')),
    );
    expect(judged.criteria['C2.2']!.offending).to.deep.equal([
      'Proficient with RF scanner picking: opens with "Proficient"',
    ]);
    expect(judged.requirement_wording).to.have.length(1);
  });

  it('fails C2.3 when themes or a must-have go uncovered, C2.7 when a must-have is only desirable', async () => {
    // Without the two forklift competencies, the must-have is left uncovered.
    const judged = await judgePlan(
      ctx,
      posting,
      changed((p) => (p.competencies = p.competencies.slice(1, 3))),
    );
    expect(judged.criteria['C2.3']!.status).to.equal('fail');
    expect(judged.criteria['C2.3']!.offending).to.include('must-have missed: Forklift operation');
    const desirable = await statusOf(
      // Both competencies that name the forklift (operation and its inspection) cover the must-have.
      changed((p) => [0, 3].forEach((i) => (p.competencies[i]!.requirement_type = 'desirable'))),
      'C2.7',
    );
    expect(desirable.offending).to.deep.equal(['must-have only on desirable competencies: Forklift operation']);
  });

  it('fails C2.4 on two competencies for one theme or equal names, C2.5 on a trap', async () => {
    const judged = await judgePlan(
      ctx,
      posting,
      changed((p) =>
        p.competencies.push(
          competency(
            'Cycle counts',
            'Counts inventory in weekly cycle counts.',
            ['Count discipline', 'Recounts'],
            'Tell me about a weekly cycle count that took longer than planned.',
            'Which locations did you recount first?',
          ),
        ),
      ),
    );
    expect(judged.criteria['C2.4']!.offending.join()).to.match(/Inventory counting \/ Cycle counts/);
    expect(judged.duplicates).to.have.length(1);
    const same = await statusOf(
      changed((p) => (p.competencies[3]!.name = 'The forklift operations')),
      'C2.4',
    );
    expect(same.offending.join()).to.match(/same name/);
    const trap = await statusOf(
      changed((p) =>
        p.competencies.push(
          competency(
            'Physical stamina',
            'Stays on their feet through a long shift.',
            ['Endurance', 'Pace'],
            'Tell me about the most tiring shift you have worked in a warehouse.',
            'How did you keep your pick rate up near the end?',
          ),
        ),
      ),
      'C2.5',
    );
    expect(trap.offending.join()).to.match(/is the trap "Physical stamina"/);
  });

  it('fails C2.6 on a generic behavioural area that covers no theme, C2.8 when the years item is not screened', async () => {
    const stray = await statusOf(
      changed((p) =>
        p.competencies.push(
          competency(
            'Teamwork',
            'Works well with others.',
            ['Cooperation', 'Helping peers'],
            'Tell me about a time you helped a colleague who was behind.',
            'How did your supervisor react?',
          ),
        ),
      ),
      'C2.6',
    );
    expect(stray.offending).to.deep.equal(['Teamwork: behavioural area covering no theme']);
    const skill: Posting = {
      ...posting,
      label: {
        ...posting.label,
        screening: [
          ...posting.label.screening,
          { requirement: '2+ years operating a forklift', kind: 'experience', essential: true, protected: false },
        ],
      },
    };
    const judged = await judgePlan(ctx, skill, goodPlan());
    expect(judged.criteria['C2.8']!.offending).to.deep.equal(['2+ years operating a forklift: not in screening']);
  });

  it('fails C3.1 on a competency without a question or too many questions for the time', async () => {
    const none = await statusOf(
      changed((p) => (p.competencies[2]!.question_topics = [])),
      'C3.1',
    );
    expect(none.offending).to.deep.equal(['Inventory counting: no question']);
    const many = await statusOf(
      changed((p) =>
        p.competencies.forEach((c) => c.question_topics.push(c.question_topics[0]!, c.question_topics[0]!)),
      ),
      'C3.1',
    );
    expect(many.offending).to.deep.equal(['12 main questions for 30 minutes (≤ 7)']);
  });

  it('fails C3.2–C3.5 on a two-part, broken, pasted or duty-list question', async () => {
    const set = (prompt: string) => changed((p) => (p.competencies[1]!.question_topics[0]!.prompt = prompt));
    expect((await statusOf(set('What did you scan first, and what did you stage next?'), 'C3.2')).status).to.equal(
      'fail',
    );
    expect((await statusOf(set('tell me about picking with'), 'C3.3')).status).to.equal('fail');
    const pasted = await statusOf(set('Tell me how you pick and stage outbound orders with an RF scanner.'), 'C3.4');
    expect(pasted.offending.join()).to.match(/pasted "pick and stage outbound orders with an rf scanner"/);
    const opener = await statusOf(set('Tell me about your proven experience with RF scanner picking.'), 'C3.4');
    expect(opener.offending.join()).to.match(/opener "proven"/);
    const duties = await statusOf(
      set('How do you pick outbound orders, count weekly inventory and inspect the forklift before each shift?'),
      'C3.5',
    );
    expect(duties.status).to.equal('fail');
  });

  it('fails C3.7 on generic follow-ups only, C3.8 on a repeated or generic sub-dimension', async () => {
    const generic = await statusOf(
      changed((p) => (p.competencies[0]!.question_topics[0]!.follow_ups = ['What was the outcome?'])),
      'C3.7',
    );
    expect(generic.offending.join()).to.match(/^Forklift operation: generic follow-ups only/);
    const subs = await statusOf(
      changed((p) => (p.competencies[1]!.sub_dimensions[0]!.name = 'Load handling')),
      'C3.8',
    );
    expect(subs.offending).to.deep.equal(['"Load handling" in 2 competencies: Forklift operation, Order picking']);
  });

  it('judges INFO_NEEDED against the label (C4.1, C4.2) and the plan against a thin label', async () => {
    const info: PlanResult = {
      ok: false,
      missing_fields: [
        {
          field: 'job_description',
          severity: 'required',
          reason: 'thin',
          question: 'Which technologies will they use?',
        },
      ],
    };
    const onSufficient = await judgeResult(ctx, posting, info);
    expect(onSufficient.criteria['C4.1']!.offending).to.deep.equal(['INFO_NEEDED for a sufficient posting']);
    expect(onSufficient.criteria['C4.2']!.offending.join()).to.match(/technologies/);
    expect(onSufficient.criteria['C2.1']!.status).to.equal('n/a');
    const thin: Posting = { ...posting, label: { ...posting.label, sufficient: false } };
    const planned = await judgeResult(ctx, thin, { ok: true, plan: goodPlan() as never });
    expect(planned.criteria['C4.1']!.offending).to.deep.equal(['a plan for a thin posting']);
    expect(planned.criteria['C2.3']!.status).to.equal('n/a');
  });

  it('skips screening probes when the plan has no screening list, and judges merge and drop probes (C5)', async () => {
    const merged = changed((p) => {
      p.competencies.splice(1, 2, {
        ...p.competencies[1]!,
        name: 'Picking and cycle counting',
        description: 'Picks orders with an RF scanner and counts inventory in cycle counts.',
        sub_dimensions: [
          { name: 'Pick accuracy', rubric: 'x' },
          { name: 'Cycle count accuracy', rubric: 'x' },
        ],
      });
      p.screening.splice(5, 1);
    });
    const base = { ok: true, plan: goodPlan() } as unknown as PlanResult;
    const good = await judgeRevisions(
      ctx,
      posting,
      base,
      async () => ({ ok: true, plan: merged }) as unknown as PlanResult,
    );
    expect([good.criteria['C5.1']!.status, good.criteria['C5.2']!.status]).to.deep.equal(['pass', 'pass']);
    const unchanged = await judgeRevisions(ctx, posting, base, async () => base);
    expect(unchanged.criteria['C5.1']!.offending.join()).to.match(/count 4 → 4/);
    expect(unchanged.criteria['C5.2']!.offending.join()).to.match(/still listed: Night shifts/);
    const noList = { ok: true, plan: changed((p) => delete (p as Partial<Plan>).screening) } as unknown as PlanResult;
    const skipped = await judgeRevisions(ctx, posting, noList, async () => noList);
    expect(skipped.criteria['C5.2']!.status).to.equal('skipped');
    expect(skipped.probes.find((p) => p.expect === 'drop_screening')!.offending.join()).to.match(/no screening list/);
  });
});

describe('eval:plans:recruiter figures', () => {
  const result = (o: Partial<PostingResult>): PostingResult => ({
    id: 'x',
    industry: 'i',
    shape: 'skills',
    split: 'train',
    position: 'p',
    sufficient: true,
    outcome: 'plan',
    ms: 1,
    competencies: [],
    screening: null,
    info_questions: [],
    themes: [],
    criteria: {},
    failing: [],
    approved: true,
    requirement_wording: [],
    duplicates: [],
    screening_as_competency: [],
    protected_questions: [],
    revisions: [],
    hand: { questions: [], rubrics: [] },
    ...o,
  });
  const theme = (covered: boolean) => ({ theme: 't', must_have: false, covered, best: null, covered_by: [] });

  it('lists the failing criteria, leaving out the hand-checked ones', () => {
    expect(
      failingCriteria({
        'C1.1': { status: 'fail', offending: [] },
        'C3.6': { status: 'fail', offending: [] },
        'C2.1': { status: 'pass', offending: [] },
        'C5.2': { status: 'skipped', offending: [] },
      }),
    ).to.deep.equal(['C1.1']);
  });

  it('summarises pass rates, counts and recall with known answers', () => {
    const f = summarise([
      result({
        approved: false,
        themes: [theme(true), theme(false)],
        criteria: { 'C2.1': { status: 'fail', offending: [] } },
        duplicates: ['a / b'],
        ms: 3,
      }),
      result({
        outcome: 'info_needed',
        themes: [theme(false)],
        criteria: { 'C2.1': { status: 'n/a', offending: [] } },
      }),
      result({ sufficient: false, outcome: 'info_needed', ms: 1200, protected_questions: ['q'] }),
      result({ criteria: { 'C2.1': { status: 'pass', offending: [] } }, themes: [theme(true)] }),
    ]);
    expect(f.approved).to.deep.equal({ rate: 0.75, hits: 3, total: 4 });
    expect(f.criteria['C2.1']).to.deep.equal({ pass: 1, fail: 1, not_applicable: 2, skipped: 0, rate: 0.5 });
    expect(f.theme_recall).to.deep.equal({ rate: 0.5, hits: 2, total: 4 });
    expect(f.theme_recall_planned).to.deep.equal({ rate: 0.667, hits: 2, total: 3 });
    expect(f.false_info_needed).to.deep.equal({ rate: 0.333, hits: 1, total: 3 });
    expect(f.info_needed_on_thin).to.deep.equal({ rate: 1, hits: 1, total: 1 });
    expect([f.duplicated_competencies, f.protected_questions, f.time_ms.max]).to.deep.equal([1, 1, 1200]);
  });
});

describe('the recruiter set (eval/plans/recruiter), through the loader', () => {
  // Counts and shape only: held-out content is never printed (a failing count prints a number).
  const tally = (ps: Posting[], key: (p: Posting) => string) =>
    ps.reduce<Record<string, number>>((t, p) => ({ ...t, [key(p)]: (t[key(p)] ?? 0) + 1 }), {});

  it('has 1,029 train postings (16 and the twenty-three spent batches: 93 thin) and 44 held-out (4 thin, 14/10/10/10)', () => {
    const train = loadPostings('train');
    const heldout = loadPostings('heldout');
    expect(train.length).to.equal(1029);
    expect(heldout.length).to.equal(44);
    expect(heldout.every((p) => p.id.startsWith('rh24-'))).to.equal(true);
    expect(train.filter((p) => !p.label.sufficient).length).to.equal(93);
    expect(heldout.filter((p) => !p.label.sufficient).length).to.equal(4);
    const shapes = (ps: Posting[]) => tally(ps, (p) => p.shape);
    expect(shapes(train)).to.deep.equal({ combined: 329, job_description: 234, qualifications: 233, skills: 233 });
    expect(shapes(heldout)).to.deep.equal({ combined: 14, job_description: 10, qualifications: 10, skills: 10 });
  });

  it('keeps the splits apart and every label well-formed', () => {
    // Every batch was written apart from the others: no title is in two of them.
    const batches = [
      'train',
      'heldout-1',
      'heldout-2',
      'heldout-3',
      'heldout-4',
      'heldout-5',
      'heldout-6',
      'heldout-7',
      'heldout-8',
      'heldout-9',
      'heldout-10',
      'heldout-11',
      'heldout-12',
      'heldout-13',
      'heldout-14',
      'heldout-15',
      'heldout-16',
      'heldout-17',
      'heldout-18',
      'heldout-19',
      'heldout-20',
      'heldout-21',
      'heldout-22',
      'heldout-23',
      'heldout-24',
    ].map(
      (file) =>
        JSON.parse(
          readFileSync(new URL(`../../eval/plans/recruiter/${file}.json`, import.meta.url), 'utf8'),
        ) as Posting[],
    );
    const titles = batches.map((b) => new Set(b.map((p) => p.input.position.toLowerCase())));
    const shared = titles.flatMap((a, i) => titles.slice(i + 1).flatMap((b) => [...a].filter((t) => b.has(t))));
    expect(shared).to.deep.equal([]);
    const all = batches.flat();
    expect(new Set(all.map((p) => p.id)).size).to.equal(all.length);
    const malformed = all.filter(
      (p) =>
        p.label.themes.length < 4 ||
        p.label.themes.length > 8 ||
        !p.label.must_haves.every((m) => p.label.themes.includes(m)) ||
        p.label.traps.some((t) => p.label.themes.includes(t)),
    );
    expect(malformed.length).to.equal(0);
  });
});
