import { expect } from 'chai';
import {
  LEVELS,
  ONTOLOGY_VERSION,
  assessSufficiency,
  deterministicPlanner,
  type Plan,
  type PlanCompetency,
  type PlanInput,
} from '../../shared/engines/src/planner/index.js';
import { namesOnlyTraits } from '../../shared/engines/src/planner/traits.js';
import { isWork } from '../../shared/engines/src/planner/duties.js';
import { cleanPhrase } from '../../shared/engines/src/planner/phrase.js';
import { roleInput } from './support.js';

const input = roleInput;

function planOf(overrides: Partial<PlanInput> = {}): Plan {
  const result = deterministicPlanner.plan(input(overrides));
  if (!result.ok) throw new Error(`expected a plan, got missing fields ${JSON.stringify(result.missing_fields)}`);
  return result.plan;
}

const ids = (plan: Plan): string[] => plan.competencies.map((c) => c.id);
const byId = (plan: Plan, id: string): PlanCompetency => {
  const c = plan.competencies.find((x) => x.id === id);
  if (!c) throw new Error(`competency ${id} not in plan: ${ids(plan).join(', ')}`);
  return c;
};
const topicCount = (plan: Plan): number => plan.competencies.reduce((n, c) => n + c.question_topics.length, 0);
const technical = (plan: Plan): PlanCompetency[] => plan.competencies.filter((c) => c.kind === 'technical');

/** A role with plenty to ask about: 6 essential skills and several desirable ones. */
const richRole: Partial<PlanInput> = {
  skills: ['TypeScript', 'Node.js', 'PostgreSQL', 'React', 'Docker', 'AWS'],
  qualifications: ['Kubernetes is nice to have', 'Terraform would be a plus', 'Familiarity with Kafka'],
  job_description: 'You will design REST APIs and care about testing.',
};

describe('planner: extraction', () => {
  it('builds competencies from explicit skills, all essential', () => {
    const plan = planOf({ skills: ['TypeScript', 'PostgreSQL', 'golang'] });
    expect(technical(plan).map((c) => c.id)).to.have.members(['typescript', 'sql', 'go']);
    for (const c of technical(plan)) expect(c.requirement_type).to.equal('essential');
    expect(plan.generated_from).to.deep.equal(['skills']);
    expect(plan.version).to.equal(ONTOLOGY_VERSION);
  });

  it('builds competencies from qualification statements', () => {
    const plan = planOf({ qualifications: ['3+ years building services in Python', 'Hands-on Kubernetes experience'] });
    expect(technical(plan).map((c) => c.id)).to.have.members(['python', 'kubernetes']);
    expect(plan.generated_from).to.deep.equal(['qualifications']);
  });

  it('builds competencies from the job description, matching aliases on word boundaries', () => {
    const plan = planOf({
      job_description: 'You will build services in Go and nodejs, deploy them with k8s and store data in Postgres.',
    });
    expect(technical(plan).map((c) => c.id)).to.have.members(['go', 'nodejs', 'kubernetes', 'sql']);
    expect(plan.generated_from).to.deep.equal(['job_description']);
  });

  it('does not mistake ordinary English for technologies', () => {
    const result = deterministicPlanner.plan(
      input({
        job_description:
          'We go above and beyond for customers. Our go-to approach is to react to feedback quickly. Go to market fast, and the rest will follow.',
      }),
    );
    expect(result.ok).to.equal(false);
  });

  it('reads info values: lists for skills and qualifications, free text for the rest', () => {
    const plan = planOf({
      info: {
        skills: 'Rust, Redis\nKafka',
        qualifications: 'Terraform is nice to have; must know Linux',
        job_description: 'The team runs everything on Azure.',
        notes: 'Python would be great too',
      },
    });
    expect(technical(plan).map((c) => c.id)).to.include.members([
      'rust',
      'nosql',
      'distributed-systems',
      'terraform',
      'linux',
      'azure',
      'python',
    ]);
    expect(plan.generated_from).to.deep.equal([
      'info.skills',
      'info.qualifications',
      'info.job_description',
      'info.notes',
    ]);
    expect(byId(plan, 'rust').requirement_type).to.equal('essential');
    expect(byId(plan, 'terraform').requirement_type).to.equal('desirable');
    expect(byId(plan, 'linux').requirement_type).to.equal('essential');
    expect(byId(plan, 'python').requirement_type).to.equal('desirable');
  });

  it('resolves overlapping aliases to the longest (React Native is mobile, not React)', () => {
    const plan = planOf({ job_description: 'Experience shipping React Native apps is required.' });
    expect(technical(plan).map((c) => c.id)).to.deep.equal(['mobile']);
  });
});

describe('planner: essential and desirable', () => {
  it('follows the wording of the statement that mentions a competency', () => {
    const plan = planOf({
      qualifications: [
        '5+ years of TypeScript required',
        'Kubernetes is nice to have',
        'Terraform experience is a bonus',
        'Must be comfortable with SQL',
        'Strong GraphQL skills are a plus',
        'Ideally some exposure to Kafka',
      ],
    });
    expect(byId(plan, 'typescript').requirement_type).to.equal('essential');
    expect(byId(plan, 'sql').requirement_type).to.equal('essential');
    expect(byId(plan, 'kubernetes').requirement_type).to.equal('desirable');
    expect(byId(plan, 'terraform').requirement_type).to.equal('desirable');
    expect(byId(plan, 'api-design').requirement_type).to.equal('desirable');
    expect(byId(plan, 'distributed-systems').requirement_type).to.equal('desirable');
    expect(byId(plan, 'typescript').role_importance).to.be.greaterThan(byId(plan, 'kubernetes').role_importance);
  });

  it('splits a sentence into clauses and applies list wording to every item', () => {
    const plan = planOf({
      job_description:
        'TypeScript, React and Node.js are required, while AWS or GCP is a plus. Must have SQL and ideally Redis.',
    });
    for (const id of ['typescript', 'react', 'nodejs', 'sql'])
      expect(byId(plan, id).requirement_type, id).to.equal('essential');
    for (const id of ['aws', 'gcp', 'nosql']) expect(byId(plan, id).requirement_type, id).to.equal('desirable');
  });

  it('uses the heading a line sits under', () => {
    const plan = planOf({
      job_description: 'Requirements:\n- Python\n- Django\n- Docker\nNice to have\n- Kubernetes\n- Terraform',
    });
    expect(byId(plan, 'python').requirement_type).to.equal('essential');
    expect(byId(plan, 'docker').requirement_type).to.equal('essential');
    expect(byId(plan, 'kubernetes').requirement_type).to.equal('desirable');
    expect(byId(plan, 'terraform').requirement_type).to.equal('desirable');
  });

  it('reads an inline "Requirements:" line as content, not as a heading', () => {
    const plan = planOf({ job_description: 'Requirements: Go, Rust, Kafka\nBonus: Redis' });
    for (const id of ['go', 'rust', 'distributed-systems'])
      expect(byId(plan, id).requirement_type, id).to.equal('essential');
    expect(byId(plan, 'nosql').requirement_type).to.equal('desirable');
  });

  it('neutral mentions: the first few are essential, the rest desirable', () => {
    const plan = planOf({
      job_description: 'Our stack: Python, AWS, Docker, Kafka, Terraform and Grafana.',
      duration_minutes: 120,
    });
    const essential = technical(plan).filter((c) => c.requirement_type === 'essential');
    const desirable = technical(plan).filter((c) => c.requirement_type === 'desirable');
    expect(essential.map((c) => c.id)).to.deep.equal(['python', 'aws', 'docker']);
    expect(desirable.map((c) => c.id)).to.have.members(['distributed-systems', 'terraform', 'observability']);
  });

  it('rates competencies mentioned more often higher', () => {
    const plan = planOf({
      qualifications: ['Strong Docker experience required', 'Strong AWS experience required'],
      job_description: 'You will write Dockerfiles for every service. Our Docker images run everywhere.',
    });
    const docker = byId(plan, 'docker');
    const aws = byId(plan, 'aws');
    expect(docker.requirement_type).to.equal(aws.requirement_type);
    expect(docker.role_importance).to.be.greaterThan(aws.role_importance);
    for (const c of plan.competencies) expect(c.role_importance).to.be.within(0, 1);
  });
});

describe('planner: skills the ontology does not know', () => {
  it('become technical competencies with generic sub-dimensions and topics naming the skill', () => {
    const plan = planOf({ skills: ['Elixir', 'PostgreSQL'] });
    const elixir = byId(plan, 'skill-elixir');
    expect(elixir.kind).to.equal('technical');
    expect(elixir.requirement_type).to.equal('essential');
    expect(elixir.name).to.equal('Elixir');
    expect(elixir.sub_dimensions.map((s) => s.id)).to.deep.equal([
      'skill-elixir-depth-of-knowledge',
      'skill-elixir-practical-application',
    ]);
    for (const s of elixir.sub_dimensions) expect(s.rubric).to.contain('Elixir');
    expect(elixir.question_topics.length).to.be.greaterThan(0);
    elixir.question_topics.forEach((t, i) => {
      expect(t.id).to.equal(`skill-elixir-t${i + 1}`);
      expect(t.prompt).to.contain('Elixir');
      expect(t.follow_ups.length).to.be.within(1, 3);
    });
  });

  it('are enough on their own to build a plan when there are three or more; one alone is thin', () => {
    expect(assessSufficiency(input({ skills: ['Elixir', 'Phoenix LiveView', 'OTP supervision trees'] }))).to.deep.equal(
      [],
    );
    expect(assessSufficiency(input({ skills: ['Elixir'] })).map((f) => f.field)).to.include('skills');
  });
});

describe('planner: level and behavioural competencies', () => {
  const behavioural = (level: PlanInput['level']): Map<string, string> =>
    new Map(
      planOf({ level, skills: ['TypeScript'] })
        .competencies.filter((c) => c.kind === 'behavioural')
        .map((c) => [c.id, c.requirement_type]),
    );

  it('every level has communication and problem solving, desirable by default', () => {
    for (const level of LEVELS) {
      const b = behavioural(level);
      expect(b.get('communication'), level).to.equal('desirable');
      expect(b.get('problem-solving'), level).to.equal('desirable');
    }
  });

  it('ENTRY adds adaptability; MID adds nothing', () => {
    expect(behavioural('ENTRY').get('adaptability')).to.equal('essential');
    expect([...behavioural('ENTRY').keys()]).to.not.include.members(['ownership', 'leadership']);
    expect([...behavioural('MID').keys()]).to.have.members(['communication', 'problem-solving']);
  });

  it('SENIOR adds ownership; LEAD and EXEC add ownership and leadership, as essential', () => {
    expect(behavioural('SENIOR').get('ownership')).to.equal('essential');
    expect(behavioural('SENIOR').has('leadership')).to.equal(false);
    for (const level of ['LEAD', 'EXEC'] as const) {
      expect(behavioural(level).get('ownership'), level).to.equal('essential');
      expect(behavioural(level).get('leadership'), level).to.equal('essential');
    }
  });

  it('makes communication essential when the text asks for it', () => {
    const plan = planOf({ skills: ['Go'], qualifications: ['Excellent communication skills are required'] });
    expect(byId(plan, 'communication').requirement_type).to.equal('essential');
  });

  it('never lets behavioural competencies crowd out technical ones', () => {
    const skills = ['TypeScript', 'Node.js', 'PostgreSQL', 'React', 'Docker', 'AWS', 'Kubernetes', 'Terraform'];
    const plan = planOf({
      level: 'LEAD',
      skills,
      duration_minutes: 30,
      qualifications: ['Mentoring junior engineers'],
    });
    expect(technical(plan)).to.have.length(skills.length);
    const firstBehavioural = plan.competencies.findIndex((c) => c.kind === 'behavioural');
    expect(firstBehavioural).to.equal(skills.length);
    const topics = plan.competencies.filter((c) => c.question_topics.length > 0);
    expect(topics.every((c) => c.kind === 'technical')).to.equal(true);
  });
});

describe('planner: sizing', () => {
  it('scales the number of topics with the duration', () => {
    const short = planOf({ ...richRole, duration_minutes: 15 });
    const long = planOf({ ...richRole, duration_minutes: 120 });
    expect(topicCount(long)).to.be.at.least(3 * topicCount(short));
    for (const plan of [short, long]) {
      expect(topicCount(plan)).to.be.within(
        Math.floor(plan.duration_minutes / 6),
        Math.ceil(plan.duration_minutes / 5),
      );
    }
  });

  it('a short interview spends its topics on essential competencies first', () => {
    const short = planOf({ ...richRole, duration_minutes: 15 });
    const withTopics = short.competencies.filter((c) => c.question_topics.length > 0);
    expect(withTopics.length).to.be.greaterThan(0);
    for (const c of withTopics) {
      expect(c.requirement_type, c.id).to.equal('essential');
      expect(c.kind, c.id).to.equal('technical');
    }
    const long = planOf({ ...richRole, duration_minutes: 120 });
    // Desirable competencies without time for a topic are dropped, not kept empty.
    expect(ids(long)).to.include('kubernetes');
    expect(ids(short)).to.not.include('kubernetes');
  });

  it('gives every essential competency a topic when time allows', () => {
    const plan = planOf({ ...richRole, duration_minutes: 60 });
    for (const c of plan.competencies.filter((x) => x.requirement_type === 'essential')) {
      expect(c.question_topics.length, c.id).to.be.greaterThan(0);
    }
  });

  it('orders essential competencies first and caps the technical ones', () => {
    const skills = ['TypeScript', 'Node.js', 'PostgreSQL', 'React', 'Docker', 'AWS', 'Kubernetes', 'Terraform'];
    const plan = planOf({
      skills: [...skills, 'Python', 'Java', 'Rust', 'GraphQL'],
      duration_minutes: 120,
    });
    expect(technical(plan).length).to.be.at.most(8);
    const kinds = plan.competencies.map((c) => c.requirement_type);
    expect(kinds.indexOf('desirable')).to.be.greaterThan(kinds.lastIndexOf('essential'));
  });

  it('gives stable ids', () => {
    const plan = planOf({ ...richRole, duration_minutes: 90 });
    for (const c of plan.competencies) {
      expect(c.id).to.match(/^[a-z0-9-]+$/);
      c.question_topics.forEach((t, i) => expect(t.id).to.equal(`${c.id}-t${i + 1}`));
      for (const s of c.sub_dimensions) expect(s.id.startsWith(`${c.id}-`), s.id).to.equal(true);
      expect(c.sub_dimensions.length).to.be.within(2, 4);
    }
  });
});

describe('planner: opening', () => {
  it('names the company when one is given', () => {
    const plan = planOf({ skills: ['Go'], position: 'Platform Engineer', company_name: 'Acme Robotics' });
    expect(plan.opening).to.match(
      /^Hello, and thank you for joining this interview for the Platform Engineer role at Acme Robotics\./,
    );
  });

  it('is neutral otherwise', () => {
    const plan = planOf({ skills: ['Go'], position: 'Platform Engineer' });
    expect(plan.opening).to.contain('the Platform Engineer role.');
    expect(plan.opening).to.not.match(/ role at /);
  });
});

describe('planner: insufficient input', () => {
  it('asks for skills, qualifications and a job description when everything is empty', () => {
    const result = deterministicPlanner.plan(input({ position: 'Data Engineer' }));
    expect(result.ok).to.equal(false);
    if (result.ok) return;
    expect(result.missing_fields.map((f) => [f.field, f.severity])).to.deep.equal([
      ['skills', 'required'],
      ['qualifications', 'recommended'],
      ['job_description', 'recommended'],
    ]);
    for (const f of result.missing_fields) {
      expect(Object.keys(f).sort()).to.deep.equal(['field', 'question', 'reason', 'severity']);
      expect(f.reason).to.be.a('string').that.is.not.empty;
      expect(f.question).to.contain('Data Engineer');
      expect(f.question.endsWith('?')).to.equal(true);
    }
    expect(result.missing_fields[0]?.question).to.equal(
      'What must the candidate be able to do in the Data Engineer role: the main skills, tools or certifications the work needs?',
    );
    expect(assessSufficiency(input({ position: 'Data Engineer' }))).to.deep.equal(result.missing_fields);
  });

  it('asks only for what is absent when the text names nothing recognisable', () => {
    const missing = assessSufficiency(
      input({ job_description: 'A great team player with a can-do attitude and strong communication skills.' }),
    );
    expect(missing.map((f) => f.field)).to.deep.equal(['skills', 'qualifications']);
    expect(missing[0]?.reason).to.contain('job description');
  });

  it('counts no personal trait or office basic as work: "Communication, Organization, Microsoft Office" says too little', () => {
    const traits = [
      'Communication',
      'Organization',
      'Microsoft Office',
      'Team player',
      'Positive attitude',
      'Multitasking',
    ];
    expect(assessSufficiency(input({ position: 'Office Coordinator', skills: traits })).map((f) => f.field)).to.include(
      'skills',
    );
    // Three phrases of work beside the same traits are enough.
    const work = ['Scheduling patient appointments', 'Insurance verification', 'Medical records filing'];
    expect(assessSufficiency(input({ position: 'Front Desk', skills: [...traits, ...work] }))).to.deep.equal([]);
    expect(namesOnlyTraits('Strong communication skills')).to.equal(true);
    expect(namesOnlyTraits('Customer communication about repairs')).to.equal(false);
  });

  it('reads duties after a label, an introduction or the role as subject, so a clear description is enough', () => {
    const descriptions: [position: string, text: string][] = [
      [
        'Bricklayer',
        'The work: lay face brick and CMU to line and grade, install wall ties and flashing, and read prints to locate openings.',
      ],
      [
        'Bindery Operator',
        'Operators monitor the line for skew, marking and miscounts, pull samples every 500 pieces, and log waste and counts in our MIS.',
      ],
      [
        'Table Games Dealer',
        'Silver Creek Casino is looking for dealers to join our floor, where you will deal blackjack and roulette, shuffle and cut cards, and pay and take bets correctly.',
      ],
      [
        'Dietary Aide',
        'You will set up and serve meals to residents, following each diet card. Between meals you will wash dishes in the dish machine, log refrigerator temperatures, and clean the dining room to health-department standards.',
      ],
    ];
    for (const [position, job_description] of descriptions)
      expect(
        assessSufficiency(input({ position, skills: [], qualifications: [], job_description })),
        position,
      ).to.deep.equal([]);
    // Pay is no duty, and "help" before a duty's verb is no part of it.
    expect(isWork('$17.50/hr, overtime after 40 hours, and an end-of-season bonus')).to.equal(false);
    expect(cleanPhrase('Off the bog you will help clean ditches')).to.equal('clean ditches');
    expect(cleanPhrase('Help customers choose paint')).to.equal('Help customers choose paint');
    expect(namesOnlyTraits('Advanced Excel (pivot tables, XLOOKUP)')).to.equal(true);
    expect(namesOnlyTraits('Microsoft Office 365')).to.equal(true);
    expect(namesOnlyTraits('Excel models of freight cost')).to.equal(false);
  });

  it('is satisfied once info supplies the missing skills', () => {
    const before = input({ position: 'Data Engineer' });
    expect(assessSufficiency(before).map((f) => f.field)).to.include('skills');
    const after = { ...before, info: { skills: 'Python, Airflow\nSnowflake' } };
    expect(assessSufficiency(after)).to.deep.equal([]);
    const result = deterministicPlanner.plan(after);
    expect(result.ok).to.equal(true);
    if (!result.ok) return;
    expect(result.plan.generated_from).to.deep.equal(['info.skills']);
    expect(technical(result.plan).map((c) => c.id)).to.have.members(['python', 'data-engineering']);
  });

  it('accepts a job description supplied through info', () => {
    const after = input({ info: { job_description: 'Required: strong SQL and Tableau.' } });
    expect(assessSufficiency(after)).to.deep.equal([]);
    const plan = planOf(after);
    expect(byId(plan, 'sql').requirement_type).to.equal('essential');
    expect(plan.generated_from).to.deep.equal(['info.job_description']);
  });
});

describe('planner: revisions', () => {
  const role: Partial<PlanInput> = {
    skills: ['TypeScript', 'PostgreSQL', 'Java'],
    qualifications: ['React is nice to have'],
    duration_minutes: 45,
  };
  const base = planOf(role);

  it('starts at revision 0 with no changes', () => {
    expect(base.revision).to.equal(0);
    expect(base.changes).to.deep.equal([]);
  });

  it('"add" adds an ontology competency as essential, or the named skill when the ontology does not know it', () => {
    expect(ids(base)).to.not.include('kubernetes');
    const plan = planOf({ ...role, revisions: ['Please add Kubernetes', 'also cover Phoenix'] });
    expect(plan.revision).to.equal(2);
    expect(byId(plan, 'kubernetes').requirement_type).to.equal('essential');
    expect(byId(plan, 'skill-phoenix').requirement_type).to.equal('essential');
    expect(plan.changes).to.deep.equal([
      'added competency kubernetes (Kubernetes) as essential',
      'added competency skill-phoenix (Phoenix) as essential',
    ]);
  });

  it('"add" makes a desirable competency essential', () => {
    expect(byId(base, 'react').requirement_type).to.equal('desirable');
    const plan = planOf({ ...role, revisions: ['ask about React'] });
    expect(byId(plan, 'react').requirement_type).to.equal('essential');
    expect(plan.changes[0]).to.match(/^marked competency react/);
  });

  it('"drop", "remove", "skip", "no" and "don\'t ask about" remove competencies', () => {
    for (const comment of ['drop Java', 'remove the Java questions', 'skip java', 'no Java', "Don't ask about Java."]) {
      const plan = planOf({ ...role, revisions: [comment] });
      expect(ids(plan), comment).to.not.include('java');
      expect(plan.changes, comment).to.deep.equal(['dropped competency java (Java and the JVM)']);
    }
  });

  it('"focus on" raises importance, makes it essential and adds a topic', () => {
    const before = byId(base, 'sql');
    for (const comment of ['focus on PostgreSQL', 'more SQL', 'emphasise SQL', 'Emphasize postgres']) {
      const plan = planOf({ ...role, revisions: [comment] });
      const sql = byId(plan, 'sql');
      expect(sql.role_importance, comment).to.be.at.least(0.9);
      expect(sql.role_importance, comment).to.be.greaterThan(before.role_importance);
      expect(sql.requirement_type, comment).to.equal('essential');
      expect(sql.question_topics.length, comment).to.equal(before.question_topics.length + 1);
      expect(plan.changes[0], comment).to.match(/^focused on competency sql/);
    }
  });

  it('"less" lowers importance, makes it desirable and keeps at most one topic', () => {
    const before = byId(base, 'typescript');
    expect(before.requirement_type).to.equal('essential');
    const plan = planOf({ ...role, revisions: ['less TypeScript'] });
    const ts = byId(plan, 'typescript');
    expect(ts.requirement_type).to.equal('desirable');
    expect(ts.role_importance).to.be.lessThan(before.role_importance);
    expect(ts.question_topics.length).to.be.at.most(1);
    expect(plan.changes[0]).to.match(/^reduced competency typescript/);
  });

  it('records what it does not understand', () => {
    const plan = planOf({ ...role, revisions: ['The plan looks fine to me', 'drop Fortran'] });
    expect(plan.revision).to.equal(2);
    expect(plan.changes).to.deep.equal([
      'noted: The plan looks fine to me',
      'noted: drop Fortran (no matching competency in the plan)',
    ]);
    expect(plan.competencies).to.deep.equal(base.competencies);
  });

  it('understands several instructions in one comment', () => {
    const plan = planOf({ ...role, revisions: ['Add Kubernetes and Terraform, drop Java; focus on SQL. Less React'] });
    expect(ids(plan)).to.include.members(['kubernetes', 'terraform']);
    expect(ids(plan)).to.not.include('java');
    expect(byId(plan, 'sql').role_importance).to.be.at.least(0.9);
    expect(byId(plan, 'react').role_importance).to.be.lessThan(byId(base, 'react').role_importance);
    expect(plan.changes).to.have.length(5);
    expect(plan.revision).to.equal(1);
  });

  it('applies revisions in order', () => {
    const addThenDrop = planOf({ ...role, revisions: ['add Kubernetes', 'drop Kubernetes'] });
    expect(ids(addThenDrop)).to.not.include('kubernetes');
    const dropThenAdd = planOf({ ...role, revisions: ['drop Java', 'add Java'] });
    expect(byId(dropThenAdd, 'java').requirement_type).to.equal('essential');
    expect(dropThenAdd.changes).to.deep.equal([
      'dropped competency java (Java and the JVM)',
      'added competency java (Java and the JVM) as essential',
    ]);
  });
});

describe('planner: determinism', () => {
  it('the same input always yields the same plan', () => {
    const data = input({ ...richRole, level: 'LEAD', company_name: 'Acme', revisions: ['focus on React', 'drop AWS'] });
    const snapshot = JSON.parse(JSON.stringify(data)) as PlanInput;
    const first = deterministicPlanner.plan(data);
    const second = deterministicPlanner.plan(JSON.parse(JSON.stringify(data)) as PlanInput);
    expect(first.ok).to.equal(true);
    expect(second).to.deep.equal(first);
    expect(data).to.deep.equal(snapshot);
  });

  it('is not affected by the order of info keys', () => {
    const a = planOf({ info: { skills: 'Go', notes: 'Docker is a plus' } });
    const b = planOf({ info: { notes: 'Docker is a plus', skills: 'Go' } });
    expect(a).to.deep.equal(b);
  });
});
