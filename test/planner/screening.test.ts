import { expect } from 'chai';
import { loadEmbedder } from '@irs/semantic';
import {
  assessSufficiency,
  createDeterministicPlanner,
  type Plan,
  type PlanInput,
  type Planner,
} from '../../shared/engines/src/planner/index.js';
import { separateScreening } from '../../shared/engines/src/planner/screening.js';
import { SCREENING_HEAD } from '../../shared/engines/src/planner/screening-head.js';
import { learnedRule } from '../../shared/engines/src/planner/screening-learned.js';
import { roleInput } from './support.js';

/** Issue 31, item 1: screening apart from competencies (shared/engines/src/planner/screening.ts). */
const posting = (overrides: Partial<PlanInput>): PlanInput => roleInput({ position: 'Technician', ...overrides });
const itemsOf = (qualifications: string[], position = 'Technician') =>
  separateScreening(posting({ position, qualifications, skills: [], job_description: null })).screening;
const only = (qualification: string) => {
  const items = itemsOf([qualification]);
  expect(items, qualification).to.have.length(1);
  return items[0]!;
};

/** A posting line, the one item it yields and that item's question (null: protected, never asked). */
type Case = [line: string, requirement: string, question: string | null];
const readsEach = (cases: readonly Case[]) => {
  for (const [line, requirement, question] of cases)
    expect([only(line).requirement, only(line).question], line).to.deep.equal([requirement, question]);
};

/** Words no question may touch (the rubric's protected topics, eval/plans/recruiter/README.md). */
const PROTECTED_WORDS =
  /\b(?:health|medical|illness|injur|disabilit|medication|drug|alcohol|physical|hearing|vision|pregnan|age|old|born|married|children|religio|nationality|citizen|race|gender|lift|stand|walk|climb|carry)/i;

describe('planner: screening apart from competencies', () => {
  it('classifies each kind of screening fact by its words', () => {
    const cases: [string, string][] = [
      ['Valid Class A CDL', 'licence'],
      ["Valid driver's license", 'licence'],
      ['Clean driving record', 'legal'],
      ['EPA 608 Universal certification required', 'certification'],
      ['ServSafe certified', 'certification'],
      ['OSHA 10 card', 'certification'],
      ['3+ years of commercial HVAC experience', 'experience'],
      ['Minimum of two years experience in a dental office', 'experience'],
      ["Bachelor's degree in Accounting or Finance", 'education'],
      ['High school diploma or GED', 'education'],
      ['Authorized to work in the United States', 'legal'],
      ['Must pass a background check', 'legal'],
      ['Active Secret clearance', 'legal'],
      ['Available to work weekends', 'availability'],
      ['Willing to travel up to 25% of the time', 'availability'],
      ['Rotating 12-hour night shifts', 'availability'],
      ['Bilingual English and Spanish', 'other'],
    ];
    for (const [text, kind] of cases) expect(only(text).kind, text).to.equal(kind);
  });

  it('leaves work as work, even beside a schedule word or a credential body', () => {
    const work = [
      'Diagnose and repair furnaces, heat pumps and AC systems',
      'Led a team of 15+ associates on a warehouse shift',
      'Working knowledge of OSHA rules for warehouses',
      'Cash handling and balancing the drawer',
      'Experience with WMS transactions and cycle counts',
      'Plan crop rotation across 400 acres',
      'Administer vaccines and injections',
      'Complete the shift report and hand over open issues',
      'Balance the cash drawer at the end of each shift',
    ];
    const { screening, work: left } = separateScreening(posting({ qualifications: work, skills: [] }));
    expect(screening.map((s) => s.requirement)).to.deep.equal([]);
    expect(left.qualifications).to.deep.equal(work);
  });

  it('asks a preferred years requirement about the work it names, and leaves "credential stuffing" as work', () => {
    expect(only('1 year of customer service experience preferred, especially with seniors').question).to.equal(
      'How many years of experience do you have in customer service?',
    );
    expect(only('NABCEP PV Associate credential')).to.include({ kind: 'certification' });
    expect(itemsOf(['Investigate credential stuffing and phishing attacks'])).to.deep.equal([]);
  });

  it('reads a health check as the head of its phrase, and an age line as one fact of age', () => {
    expect(only('Pre-employment physical')).to.include({ kind: 'physical', protected: true, question: null });
    expect(only('TB screening')).to.include({ kind: 'physical', protected: true, question: null });
    expect(only('Must be 18 years or older')).to.include({ kind: 'legal', protected: true, question: null });
    expect(only('Drug screen prior to start')).to.include({ kind: 'legal', protected: true, question: null });
  });

  it('splits a line into one fact per kind: a background check and a drug screen are two', () => {
    expect(itemsOf(["Valid driver's license and clean driving record"]).map((s) => [s.kind, s.question])).to.deep.equal(
      [
        ['licence', "Do you hold a valid driver's license?"],
        ['legal', 'Do you have a clean driving record?'],
      ],
    );
    const items = itemsOf(['Pass a background check and drug screen']);
    expect(items.map((s) => [s.kind, s.requirement, s.protected])).to.deep.equal([
      ['legal', 'Background check', false],
      ['legal', 'Drug screen', true],
    ]);
  });

  it('reads a requirement past a bracketed aside that says why, and keeps a bracket that names a deadline or a fact', () => {
    const requirements = (line: string) => itemsOf([line]).map((s) => s.requirement);
    expect(requirements("Valid driver's license (you'll move customer vehicles)")).to.deep.equal(["Driver's license"]);
    expect(requirements('Forklift certification required (we train)')).to.deep.equal(['Forklift certification']);
    expect(requirements('ServSafe certification (or obtain within 30 days)')[0]).to.include('30 days');
    expect(only('Tight-fitting respirator (respirator medical clearance)')).to.include({ protected: true });
  });

  it('splits two physical requirements when each is stated whole, and keeps the parts of one together', () => {
    const requirements = (line: string) => itemsOf([line]).map((s) => s.requirement);
    expect(requirements('Lift 50 lbs, climb ladders')).to.deep.equal(['Lift 50 lbs', 'Climb ladders']);
    expect(requirements('Able to stand for 10 hours and lift 50 lb kegs and cases')).to.deep.equal([
      'Stand for 10 hours',
      'Lift 50 lb kegs and cases',
    ]);
    expect(requirements('18 or older and pass a background check')).to.deep.equal(['18 or older', 'Background check']);
    // One ability with several verbs, one schedule with several times: one item each.
    expect(requirements('Able to lift, turn and transfer patients up to 50 lbs')).to.have.length(1);
    expect(requirements('Able to lift and carry a 70-lb extension ladder')).to.have.length(1);
    expect(requirements('Monday-Friday, 8:30-5:30')).to.have.length(1);
    expect(requirements('Available Sunday-Thursday nights, 10:00 p.m. to 6:30 a.m.')).to.have.length(1);
  });

  it('lists one requirement per item: the facts of one line apart, a shared head given to each, alternatives whole', () => {
    const requirements = (line: string) => itemsOf([line]).map((s) => s.requirement);
    expect(requirements('Weekends and holidays')).to.deep.equal(['Weekends', 'Holidays']);
    expect(requirements('Rotating 12-hour shifts, including nights and weekends')).to.deep.equal([
      'Rotating 12-hour shifts',
      'Nights',
      'Weekends',
    ]);
    expect(requirements('Background and credit check')).to.deep.equal(['Background check', 'Credit check']);
    expect(requirements('Must pass background and credit checks and be bondable')[0]).to.equal('Background checks');
    expect(itemsOf(['Certified Claims Professional (CCP) designation'])[0]?.question).to.equal(
      'Do you hold a current Certified Claims Professional (CCP) designation?',
    );
    expect(requirements('FBI fingerprint and child abuse clearances')).to.deep.equal([
      'FBI fingerprint clearances',
      'Child abuse clearances',
    ]);
    expect(requirements("Valid driver's license with a clean driving record")).to.deep.equal([
      "Driver's license",
      'Clean driving record',
    ]);
    expect(requirements('5+ years of retail banking experience, including 2+ years supervising staff')).to.deep.equal([
      '5+ years of retail banking experience',
      '2+ years supervising staff',
    ]);
    // Alternatives, and the tools of one years requirement, stay one.
    expect(requirements('Available nights, weekends or holidays')).to.have.length(1);
    expect(requirements('RDA or CDA credential')).to.have.length(1);
    expect(requirements('5 years of Python, SQL and Airflow')).to.have.length(1);
    const questions = itemsOf([
      'Background and credit check',
      'Evening, weekend and holiday shifts',
      'Weekends and holidays',
    ]).map((s) => s.question);
    expect(questions).to.deep.equal([
      'Are you willing to complete a background check?',
      'Are you willing to complete a credit check?',
      'Are you available to work evening shifts?',
      'Are you available to work weekend shifts?',
      'Are you available to work holiday shifts?',
      'Are you available to work weekends?',
      'Are you available to work holidays?',
    ]);
    // The days of a schedule are its times, not a schedule of their own.
    expect(requirements('Available for four 10-hour shifts, Tuesday to Friday')).to.have.length(1);
  });

  it('a years requirement about a skill is a screening fact, and its skill stays work for a competency', () => {
    const { screening, work } = separateScreening(
      posting({ qualifications: ['Must have 5+ years of experience building backend services in TypeScript'] }),
    );
    expect(screening).to.have.length(1);
    expect(screening[0]).to.include({
      kind: 'experience',
      requirement: '5+ years of experience building backend services in TypeScript',
      question: 'How many years have you spent building backend services in TypeScript?',
    });
    expect(work.qualifications).to.deep.equal(['building backend services in TypeScript']);
    // Years of a setting alone ("retail") name no work to plan for.
    expect(
      separateScreening(posting({ qualifications: ['2 years of retail experience'] })).work.qualifications,
    ).to.deep.equal([]);
  });

  it('never asks about a protected trait: health, drug tests, age, physical abilities, citizenship', () => {
    const protectedLines = [
      'Must pass a pre-employment drug test',
      'Must be 21 years of age or older',
      'Able to lift 50 lbs and stand for long periods',
      'Current TB test and immunizations',
      'U.S. citizenship required',
      'Pre-employment physical and drug/alcohol screen',
    ];
    for (const line of protectedLines) {
      const items = itemsOf([line]);
      expect(items, line).to.have.length.above(0);
      for (const item of items) expect(item, line).to.include({ protected: true, question: null });
    }
  });

  it('asks each fact as a person would write it: no subject, lead-in or "required …" clause of the posting inside', () => {
    const cases: Case[] = [
      ["Drivers must have a valid driver's license", "Driver's license", "Do you hold a valid driver's license?"],
      ['Operators must hold a Class B CDL', 'Class B CDL', 'Do you hold a valid Class B CDL?'],
      ['ACLS required at hire', 'ACLS', 'Do you hold a current ACLS certification?'],
      [
        'TWIC card or ability to obtain one',
        'TWIC card or ability to obtain one',
        'Do you hold a TWIC card, or can you obtain one?',
      ],
      [
        'TWIC card required for port work, or ability to obtain',
        'TWIC card, or ability to obtain',
        'Do you hold a TWIC card, or can you obtain one?',
      ],
      [
        'With a portfolio of produced work',
        'Portfolio of produced work',
        'Can you share a portfolio of produced work?',
      ],
      [
        'Comfortable working at heights with a fall protection harness',
        'Comfortable working at heights with a fall protection harness',
        'Are you comfortable working at heights with a fall protection harness?',
      ],
      [
        'Clear FBI/state fingerprint background check',
        'Clear FBI/state fingerprint background check',
        'Can you clear an FBI/state fingerprint background check?',
      ],
      ['Including occasional evenings', 'Occasional evenings', 'Are you available to work occasional evenings?'],
      [
        'With the ability to obtain a DoD Secret clearance',
        'Obtain a DoD Secret clearance',
        'Can you obtain a DoD Secret clearance?',
      ],
      [
        'New graduates must certify within 6 months of hire',
        'Certify within 6 months of hire',
        'Can you certify within 6 months of hire?',
      ],
      ['Insured vehicle', 'Insured vehicle', 'Do you have an insured vehicle?'],
      ['Auto insurance', 'Auto insurance', 'Do you have auto insurance?'],
      [
        'Use of a personal vehicle for field work',
        'Use of a personal vehicle for field work',
        'Do you have a personal vehicle for field work?',
      ],
      ['10-key by touch', '10-key by touch', 'Can you use a 10-key by touch?'],
      [
        'BLS from the American Heart Association',
        'BLS from the American Heart Association',
        'Do you hold a current BLS certification from the American Heart Association?',
      ],
      ["Les Clefs d'Or membership", "Les Clefs d'Or membership", "Do you hold a current Les Clefs d'Or membership?"],
      [
        'Typing speed of at least 35 net words per minute',
        'Typing speed of at least 35 net words per minute',
        'Can you type at least 35 net words per minute?',
      ],
      // Standing a shift is a physical requirement: listed, never asked.
      ['On your feet for the full shift', 'On your feet for the full shift', null],
    ];
    readsEach(cases);
  });

  it('reads "master" as a degree only as one, and hours of service as the driving rules, not a schedule', () => {
    expect(only("Master's degree in social work").kind).to.equal('education');
    expect(only('3+ years as a Scrum Master on software teams').kind).to.equal('experience');
    expect(itemsOf(['Master key systems', 'Hours of service rules', 'ELD / hours of service'])).to.deep.equal([]);
  });

  it('lists what a posting waives or gives as no requirement, and keeps a schedule or an experience line whole', () => {
    const none = [
      'No CDL needed',
      'No firearm permit required',
      '20 days PTO plus company holidays',
      '4 weeks of paid training',
      'Conduct NFPA 70E training for crews',
      'Verify the certification of vendors',
      'Manage your own caseload of 40 clients',
    ];
    expect(itemsOf(none)).to.deep.equal([]);
    const cases: Case[] = [
      [
        'Able to participate in a paid on-call rotation, one week in six',
        'Participate in a paid on-call rotation, one week in six',
        'Can you take on-call duty as this role requires?',
      ],
      [
        'Travel to client sites in eastern Nebraska and western Iowa up to 30%',
        'Travel to client sites in eastern Nebraska and western Iowa up to 30%',
        'Are you able to travel to client sites in eastern Nebraska and western Iowa up to 30%?',
      ],
      [
        '2+ years safe and vault or commercial locksmith experience',
        '2+ years safe and vault or commercial locksmith experience',
        'How many years of experience do you have in safe and vault or commercial locksmith?',
      ],
      // A commission is pay in a schedule line, and a credential here.
      ['Notary public commission', 'Notary public commission', 'Do you hold a valid notary public commission?'],
      // A verb inside a credential's name is no duty; a course is named by what it is.
      [
        'Scissor lift certification preferred',
        'Scissor lift certification',
        'Do you hold a current scissor lift certification?',
      ],
      ['NFPA 70E arc flash training', 'NFPA 70E arc flash training', 'Have you completed NFPA 70E arc flash training?'],
      ["Maintain valid CA driver's license", "CA driver's license", "Do you hold a valid CA driver's license?"],
      // What the candidate brings, even when the model reads its first word as a verb.
      ['Writing sample', 'Writing sample', 'Can you share a writing sample?'],
      ['Your own steno writer', 'Your own steno writer', 'Do you have your own steno writer?'],
      [
        "Must own a full set of toolmaker's hand tools",
        "Own a full set of toolmaker's hand tools",
        "Do you have your own full set of toolmaker's hand tools?",
      ],
      [
        'Wear PPE on the production floor',
        'Wear PPE on the production floor',
        'Are you comfortable wearing PPE on the production floor?',
      ],
      // A course or a test with a deadline is a step to take; a weight "not required" is no part of the fact.
      [
        'HIPAA privacy training (within 30 days)',
        'HIPAA privacy training (within 30 days)',
        'Can you complete HIPAA privacy training within 30 days?',
      ],
      [
        'Pass the Virtual Entry Assessment (exam 474)',
        'The Virtual Entry Assessment (exam 474)',
        'Can you pass the Virtual Entry Assessment (exam 474)?',
      ],
      [
        'TSA security threat assessment',
        'TSA security threat assessment',
        'Can you pass a TSA security threat assessment?',
      ],
      [
        "Bachelor's in petroleum engineering a plus, not required",
        "Bachelor's in petroleum engineering",
        "Do you have a bachelor's in petroleum engineering?",
      ],
      ['Bilingual a plus but not required', 'Bilingual', 'Are you bilingual?'],
      // Hours that count years of work or of study are no schedule.
      [
        '4 years (8,000 hours) of experience as a welder',
        '4 years (8,000 hours) of experience as a welder',
        'How many years have you worked as a welder?',
      ],
      [
        'Completion of the 75 qualifying education hours',
        'Completion of the 75 qualifying education hours',
        'Have you completed the 75 qualifying education hours?',
      ],
      // Nothing inside a bracket is cut.
      ['Lift 50 lbs (chains, tarps and container doors)', 'Lift 50 lbs (chains, tarps and container doors)', null],
    ];
    readsEach(cases);
  });

  it('reads when and where the work is done as availability, with times before any noun and places to live or work', () => {
    const cases: Case[] = [
      ['Monthly evening meetings', 'Monthly evening meetings', 'Are you available to work monthly evening meetings?'],
      [
        'Saturday inspections twice a month',
        'Saturday inspections twice a month',
        'Are you available to work Saturday inspections twice a month?',
      ],
      ['Early mornings', 'Early mornings', 'Are you available to work early mornings?'],
      [
        '4 days on / 3 days off rotation',
        '4 days on / 3 days off rotation',
        'Are you available to work 4 days on / 3 days off rotation?',
      ],
      ['Overtime March-August', 'Overtime March-August', 'Are you available to work overtime when the role needs it?'],
      ['Remote within the U.S.', 'Remote within the U.S.', 'Can you work in a remote role within the U.S.?'],
      [
        'Must reside within 30 minutes of the plant',
        'Reside within 30 minutes of the plant',
        'Are you able to reside within 30 minutes of the plant?',
      ],
      [
        'Residence within 50 miles of Sioux Falls, SD',
        'Residence within 50 miles of Sioux Falls, SD',
        'Can you live within 50 miles of Sioux Falls, SD?',
      ],
      [
        'Onsite in our Austin office Monday-Thursday',
        'Onsite in our Austin office Monday-Thursday',
        'Can you work on site in our Austin office Monday-Thursday?',
      ],
      [
        'On-site during hurricane preparation',
        'On-site during hurricane preparation',
        'Can you work on site during hurricane preparation?',
      ],
    ];
    readsEach(cases);
    // A time or a place word inside a name of work, or joined to another word, says nothing about when or where.
    expect(
      itemsOf([
        'Keep accurate hours-of-service records on the ELD',
        'Remote monitoring of pumps',
        'Night audit support',
        'Remote-first company',
        'Rapid on-site evaluation for EBUS',
      ]),
    ).to.deep.equal([]);
  });

  it('lists each ability a line asks for after "able to" as its own physical item, and reads no verb in a bracket as work', () => {
    const physical = (line: string) => itemsOf([line]).map((i) => [i.kind, i.requirement, i.question]);
    expect(physical('Ability to lift 50 lbs and climb vertical ladders')).to.deep.equal([
      ['physical', 'Lift 50 lbs', null],
      ['physical', 'Climb vertical ladders', null],
    ]);
    expect(physical('Able to lift and carry 100 lbs with a partner and climb stairs all day')).to.deep.equal([
      ['physical', 'Lift and carry 100 lbs with a partner', null],
      ['physical', 'Climb stairs all day', null],
    ]);
    // A bullet before "Able to" is no name that the ability is for.
    expect(physical('- Able to stand and walk for a full shift')).to.deep.equal([
      ['physical', 'Stand and walk for a full shift', null],
    ]);
    // Work after "able to" stays work: "carry out" a procedure, "bend" conduit.
    expect(itemsOf(['Able to write and carry out methods of procedure (MOPs)', 'Able to bend EMT conduit by hand'])).to
      .be.empty;
    expect(physical('Able to climb stairs and vertical ladders to 100 ft')).to.deep.equal([
      ['physical', 'Climb stairs and vertical ladders to 100 ft', null],
    ]);
    readsEach([
      [
        'Participate in the weekend on-call rotation (1 weekend in 4, paid standby)',
        'Participate in the weekend on-call rotation (1 weekend in 4, paid standby)',
        'Can you take on-call duty as this role requires?',
      ],
    ]);
  });

  it('leaves out the employer\'s promise ("- we train", "(we\'ll certify you)") and reads a passive as no duty', () => {
    readsEach([
      [
        'Forklift certification a plus - we train',
        'Forklift certification',
        'Do you hold a current forklift certification?',
      ],
      ['Steel-toe boots required', 'Steel-toe boots', 'Do you have Steel-toe boots?'],
      ['Hepatitis B vaccination series', 'Hepatitis B vaccination series', null],
      ["A driver's license is helpful", "Driver's license", "Do you hold a valid driver's license?"],
      ['You need to be at least 18', 'At least 18', null],
      [
        'The work is outdoors in all weather',
        'The work is outdoors in all weather',
        'Are you comfortable working outdoors in all weather?',
      ],
    ]);
    expect(only("A driver's license is helpful").requirement_type).to.equal('desirable');
    expect(itemsOf(['Move bins and pallets with the forklift (we will certify you)'])).to.be.empty;
    expect(
      itemsOf(["Valid driver's license; must be 21+ with a clean MVR to be added to our vehicle insurance"]).map(
        (i) => [i.kind, i.requirement],
      ),
    ).to.deep.equal([
      ['licence', "Driver's license"],
      ['legal', '21 or older'],
      ['legal', 'Clean MVR'],
    ]);
  });

  it('asks a credential due after hire as a step to take, or as held now or obtained by then', () => {
    const cases: [line: string, question: string][] = [
      ['Class A CDL required within 6 months of hire', 'Can you obtain a Class A CDL within 6 months of hire?'],
      [
        'ServSafe Manager certification required (or obtain within 30 days)',
        'Do you hold a ServSafe Manager certification, or can you obtain one within 30 days?',
      ],
      [
        'State locksmith license, or ability to obtain within 90 days of hire',
        'Do you hold a state locksmith license, or can you obtain one within 90 days of hire?',
      ],
      [
        'Obtain TCIC/NCIC certification within 6 months of hire',
        'Can you obtain TCIC/NCIC certification within 6 months of hire?',
      ],
      [
        'Licensed well driller in the state within 6 months',
        'Can you become a licensed well driller in the state within 6 months?',
      ],
      // A credential's own name that opens with "Certified" is held, not a person to become.
      [
        'Certified Pool Operator (CPO) within 60 days',
        'Can you obtain a Certified Pool Operator (CPO) within 60 days?',
      ],
    ];
    for (const [line, question] of cases) expect(only(line).question, line).to.equal(question);
  });

  it('asks each other fact with one short closed question that names it', () => {
    const items = itemsOf(
      [
        'Valid Class A CDL',
        'EPA 608 Universal certification required',
        '3+ years of commercial HVAC experience',
        "Bachelor's degree in Accounting or related field",
        'Authorized to work in the US without sponsorship',
        'Weekend availability',
        'Willing to travel up to 25%',
        'Bilingual English/Spanish a plus',
        'Licensed electrician',
      ],
      'Service Technician',
    );
    expect(items.map((s) => s.question)).to.deep.equal([
      'Do you hold a valid Class A CDL?',
      'Do you hold a current EPA 608 Universal certification?',
      'How many years of experience do you have in commercial HVAC?',
      "Do you have a bachelor's degree in Accounting or related field?",
      'Are you authorized to work in the US without sponsorship?',
      'Are you available to work weekends?',
      'Are you able to travel up to 25%?',
      'Can you work in Spanish?',
      'Are you a licensed electrician?',
    ]);
    for (const { question } of items) {
      expect(question!.split(/\s+/).length, question!).to.be.at.most(25);
      expect(question!.match(/\?/g), question!).to.have.length(1);
      expect(question!, question!).to.match(/^(?:Do|Does|Are|Is|Have|Has|Can|Will|Would|Which|How many|When)\b/);
      expect(question!).to.not.match(PROTECTED_WORDS);
    }
  });

  it('reads the fact, not its purpose or its weight: "… to sail", "… is a big plus", a heading above the list', () => {
    const items = itemsOf([
      'Requirements:',
      "Have a valid driver's license to move customer vehicles",
      'Tankerman-PIC endorsement is a big plus',
      'Bring your own clippers, trimmers and shears',
      'Reliable transportation',
      'Spanish-speaking a plus',
    ]);
    expect(items.map((s) => [s.requirement, s.kind, s.question])).to.deep.equal([
      ["Driver's license", 'licence', "Do you hold a valid driver's license?"],
      ['Tankerman-PIC endorsement', 'licence', 'Do you hold a valid Tankerman-PIC endorsement?'],
      ['Bring your own clippers, trimmers and shears', 'other', 'Do you have your own clippers, trimmers and shears?'],
      ['Reliable transportation', 'other', 'Do you have reliable transportation?'],
      ['Spanish-speaking', 'other', 'Can you work in Spanish?'],
    ]);
    // Work authorisation is a fact whatever verbs the line holds.
    const authorized = itemsOf(["You must be authorized to work in the US (we're unable to sponsor at this time)"]);
    expect(authorized.map((s) => [s.kind, s.protected])).to.deep.equal([['legal', false]]);
    // "U.S." ends no sentence: the citizenship line is one fact, never left as work.
    const { screening, work } = separateScreening(
      posting({
        job_description:
          'Stand bridge watches. You must be a U.S. citizen to sail on our Jones Act vessels. Handle lines during mooring.',
      }),
    );
    expect(screening.map((s) => [s.kind, s.protected])).to.deep.equal([['legal', true]]);
    expect(work.job_description).to.not.match(/citizen/);
  });

  it('keeps the weight the posting gives: preferred and "a plus" are nice to have, the rest essential', () => {
    expect(only("Bachelor's degree preferred").requirement_type).to.equal('desirable');
    expect(only('Bilingual English/Spanish a plus').requirement_type).to.equal('desirable');
    expect(only('Valid Class A CDL').requirement_type).to.equal('essential');
  });

  it('takes requirement sentences out of the description and leaves every duty line as written', () => {
    const duties = 'Diagnose and repair furnaces, heat pumps and AC systems.\nKeep the service van stocked.';
    const { screening, work } = separateScreening(
      posting({ job_description: `${duties}\nA valid driver's license is required.` }),
    );
    expect(screening.map((s) => [s.kind, s.source])).to.deep.equal([['licence', 'job_description']]);
    expect(work.job_description).to.equal(duties);
  });

  it('reads "we cannot sponsor" as work authorisation, asked about sponsorship; an invitation is no requirement', () => {
    for (const line of ['We are unable to sponsor', 'We do not sponsor visas', 'We cannot offer sponsorship']) {
      const item = only(line);
      expect([item.kind, item.requirement, item.question], line).to.deep.equal([
        'legal',
        'Work authorization without visa sponsorship',
        'Will you now or in the future need visa sponsorship to work in this role?',
      ]);
    }
    expect(itemsOf(['New grads welcome', 'Veterans encouraged to apply'])).to.deep.equal([]);
  });

  it('asks a workplace condition as one the candidate accepts and a clean record as one they have; the work stays', () => {
    const cases: [string, string, string][] = [
      [
        'Working outdoors in heat, cold and rain',
        'other',
        'Are you comfortable working outdoors in heat, cold and rain?',
      ],
      ['Work outdoors in all weather', 'other', 'Are you comfortable working outdoors in all weather?'],
      ['Plant floor noise and heat with PPE', 'other', 'Are you comfortable with plant floor noise and heat with PPE?'],
      // The model reads "Clean" as a verb here.
      ['Clean MVR', 'legal', 'Do you have a clean MVR?'],
      ['Clean DMV record', 'legal', 'Do you have a clean DMV record?'],
      ['Clean U4 with no disclosures', 'legal', 'Do you have a clean U4 with no disclosures?'],
    ];
    for (const [line, kind, question] of cases)
      expect([only(line).kind, only(line).question], line).to.deep.equal([kind, question]);
    const work = [
      'Install and service heat pumps',
      'Cold chain logistics',
      'Weather forecasting models',
      'Dust collection systems',
      'Clean kennels and runs daily',
      'Check pouring temperatures before each pour',
    ];
    const { screening, work: left } = separateScreening(posting({ qualifications: work, skills: [] }));
    expect([screening, left.qualifications]).to.deep.equal([[], work]);
  });

  it('reads a credential held now, by its name, as one to verify; "Active listening" stays work', () => {
    const cases: [string, string][] = [
      ['Current NFPA 70E training', 'Have you completed NFPA 70E training?'],
      ['Current STCW Basic Training', 'Have you completed STCW Basic Training?'],
      ['Active PTIN', 'Do you hold a current PTIN certification?'],
    ];
    for (const [line, question] of cases)
      expect([only(line).kind, only(line).requirement, only(line).question], line).to.deep.equal([
        'certification',
        line.replace(/^\w+ /, ''),
        question,
      ]);
    const work = ['Active listening with distressed callers', 'Current procedural coding review'];
    const { screening, work: left } = separateScreening(posting({ qualifications: work, skills: [] }));
    expect([screening, left.qualifications]).to.deep.equal([[], work]);
  });

  it('a posting whose requirements are all screening facts says too little about the work', () => {
    const screeningOnly = posting({
      position: 'Delivery Driver',
      qualifications: ['Valid Class B CDL', '2 years of experience', 'Available weekends', 'Must pass a drug test'],
      skills: [],
      job_description: null,
    });
    expect(assessSufficiency(screeningOnly).map((m) => m.field)).to.include('skills');
  });
});

describe('planner: screening facts by meaning (the screening head)', function () {
  this.timeout(120_000);

  it('is the head of the model the planner loads, trained from hashed data, with a centroid per kind', async () => {
    const embedder = await loadEmbedder();
    expect(SCREENING_HEAD.model).to.equal(embedder.model);
    expect(SCREENING_HEAD.data).to.match(/^[0-9a-f]{64}$/);
    expect(SCREENING_HEAD.weights).to.have.length((await embedder.embed(['x']))[0]!.length);
    expect(Object.keys(SCREENING_HEAD.kinds)).to.include.members(['availability', 'licence', 'experience']);
  });

  it('calls a schedule the rules miss a fact of its kind, leaves duties as work, and ignores another model', async () => {
    const embedder = await loadEmbedder();
    const texts = [
      'Up to 2 weeks at a time away from home',
      'Diagnose and repair furnaces',
      'Build dashboards in Power BI',
    ];
    const [away, repair, dashboards] = await embedder.embed(texts);
    expect(learnedRule(away!, embedder.model, false)).to.include({ kind: 'availability', protected: false });
    expect(learnedRule(repair!, embedder.model, false)).to.equal(undefined);
    expect(learnedRule(dashboards!, embedder.model, false)).to.equal(undefined);
    expect(learnedRule(away!, 'another-model', false)).to.equal(undefined);
  });

  it('a posting line the rules miss reaches the plan as a screening item, not a competency', async () => {
    const planner = createDeterministicPlanner({ embedder: await loadEmbedder() });
    const result = await planner.plan({
      ...posting({
        position: 'Field Service Technician',
        qualifications: [],
        skills: [],
        job_description:
          'Install and repair commercial ice machines. Diagnose refrigeration faults. Replace compressors and fans. ' +
          'Clean condensers and descale water systems. Explain repairs to restaurant owners.\n' +
          '- Up to 2 weeks at a time away from home',
      }),
      revisions: [],
    });
    if (!result.ok) throw new Error(JSON.stringify(result.missing_fields));
    const away = result.plan.screening!.find((s) => /2 weeks at a time/.test(s.requirement));
    expect(away, JSON.stringify(result.plan.screening)).to.include({ kind: 'availability' });
    expect(result.plan.competencies.map((c) => c.name).join(' | ')).to.not.match(/weeks at a time/i);
  });
});

describe('planner: revision comments on the screening list and the competencies', function () {
  this.timeout(120_000);
  let planner: Planner;
  before(async () => (planner = createDeterministicPlanner({ embedder: await loadEmbedder() })));
  const HVAC = posting({
    position: 'HVAC Service Technician',
    qualifications: ['Valid Class A CDL', "Bachelor's degree preferred", 'EPA 608 Universal certification required'],
    job_description:
      'Diagnose and repair furnaces, heat pumps and AC systems. Recover and charge refrigerant. Explain repair options and prices to homeowners.',
  });
  const revised = async (...revisions: string[]): Promise<Plan> => {
    const result = await planner.plan({ ...HVAC, revisions });
    if (!result.ok) throw new Error(JSON.stringify(result.missing_fields));
    return result.plan;
  };
  const requirements = (plan: Plan) => plan.screening!.map((s) => s.requirement);

  it('"drop the screening item …" removes that item and leaves the others and the competencies as they were', async () => {
    const before = await revised();
    const after = await revised('Drop the screening item CDL');
    expect(requirements(after)).to.deep.equal(requirements(before).filter((r) => !/CDL/.test(r)));
    expect(requirements(after)).to.have.length(requirements(before).length - 1);
    expect(after.competencies.map((c) => c.name)).to.deep.equal(before.competencies.map((c) => c.name));
    expect(after.changes.join('\n')).to.match(/dropped screening item .*Class A CDL/);
  });

  it('"ask about night shifts" adds an availability item with its question, and no competency', async () => {
    const before = await revised();
    const after = await revised('Ask about night shifts');
    const added = after.screening!.filter((s) => !requirements(before).includes(s.requirement));
    expect(added.map((s) => [s.kind, s.question])).to.deep.equal([
      ['availability', 'Are you available to work night shifts?'],
    ]);
    expect(after.competencies.map((c) => c.name)).to.deep.equal(before.competencies.map((c) => c.name));
  });

  it('"merge A into B" folds one competency into the other: one fewer, the rest unchanged, both areas kept', async () => {
    const before = await revised();
    const after = await revised('Merge refrigerant recovery into diagnosis and repair');
    const names = (plan: Plan) => plan.competencies.map((c) => c.name);
    expect(names(after)).to.have.length(names(before).length - 1);
    const merged = after.competencies.find((c) => /diagnos/i.test(c.name))!;
    expect(JSON.stringify(merged)).to.match(/refrigerant/i);
    expect(names(after).filter((n) => n !== merged.name)).to.deep.equal(
      names(before).filter((n) => !/diagnos|refrigerant/i.test(n)),
    );
    expect(after.changes).to.have.length(1);
    expect(after.changes[0]).to.match(/^merged competency .*refrigerant.* into .*furnaces/i);
    const unknown = await revised('Merge payroll into diagnosis');
    expect(names(unknown)).to.deep.equal(names(before));
    expect(unknown.changes.every((c) => c.startsWith('noted: '))).to.equal(true);
  });

  it("a merge comment in the recruiter's own words merges the two areas it means, and nothing else", async () => {
    const before = await revised();
    const after = await revised(
      'Getting refrigerant out and back in is part of the furnace repair visit for us, not a separate job. Fold those two into one.',
    );
    const names = (plan: Plan) => plan.competencies.map((c) => c.name);
    expect(names(after)).to.have.length(names(before).length - 1);
    const merged = after.competencies.find(
      (c) => /refrigerant/i.test(JSON.stringify(c)) && /furnace/i.test(JSON.stringify(c)),
    );
    expect(merged, names(after).join(' | ')).to.not.equal(undefined);
    expect(names(after).filter((n) => n !== merged!.name)).to.deep.equal(
      names(before).filter((n) => !/furnace|refrigerant/i.test(n)),
    );
    expect(after.changes).to.deep.equal([after.changes.find((c) => c.startsWith('merged competency'))]);
  });

  it('"take the … item off the screening list" drops the item its words mean, and only that one', async () => {
    const before = await revised();
    const after = await revised(
      'Our techs no longer drive the trucks, so take the Class A licence off the screening list.',
    );
    expect(requirements(after)).to.deep.equal(requirements(before).filter((r) => !/CDL/.test(r)));
    expect(after.competencies.map((c) => c.name)).to.deep.equal(before.competencies.map((c) => c.name));
    expect(after.changes.join('\n')).to.match(/dropped screening item .*CDL/);
  });

  it('"…, so add X to the screening" adds X; "add that" alone adds no competency named "That"', async () => {
    const before = await revised();
    const after = await revised("Techs drive the van to every call, so add a valid driver's license to the screening.");
    const added = after.screening!.filter((s) => !requirements(before).includes(s.requirement));
    expect(added.map((s) => [s.kind, s.requirement])).to.deep.equal([['licence', "Driver's license"]]);
    expect(added[0]!.question).to.match(/driver's license\?$/);
    const vague = await revised('Some of our sites are remote. Please add that.');
    expect(vague.competencies.map((c) => c.name)).to.deep.equal(before.competencies.map((c) => c.name));
    expect(vague.screening).to.deep.equal(before.screening);
  });

  it('a comment asking about a protected trait is noted and never becomes a question', async () => {
    const before = await revised();
    const after = await revised('Ask about her age', 'Also check their religion');
    expect(after.screening).to.deep.equal(before.screening);
    expect(after.competencies.map((c) => c.name)).to.deep.equal(before.competencies.map((c) => c.name));
    const asked = [
      ...after.screening!.map((s) => s.question ?? ''),
      ...after.competencies.flatMap((c) => c.question_topics.map((t) => t.prompt)),
    ];
    expect(asked.join('\n')).to.not.match(/\bage\b|religion/i);
    expect(after.changes.filter((c) => c.startsWith('noted: '))).to.have.length(2);
  });
});
