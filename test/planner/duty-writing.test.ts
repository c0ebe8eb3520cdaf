/**
 * The open planner's writing of a duty group (issue 31): how a duty is read (verbs, object, listed items, details), the
 * name, the question and the sub-dimensions. No model: the text layer and the conjugation only.
 */
import { expect } from 'chai';
import { clusterByMeaning } from '../../shared/engines/src/planner/cluster.js';
import { dutyCompetency } from '../../shared/engines/src/planner/duty-competencies.js';
import { shapeOf } from '../../shared/engines/src/planner/duty-shape.js';
import { isProtected } from '../../shared/engines/src/planner/screening.js';
import { cleanPhrase, tidyEnds } from '../../shared/engines/src/planner/phrase.js';
import { duties } from '../../shared/engines/src/planner/duties.js';
import { namesEntry } from '../../shared/engines/src/planner/open-planner.js';
import type { OntologyEntry } from '../../shared/engines/src/planner/ontology/index.js';
import { roleInput } from './support.js';

const duty = (text: string, verb: string | null, source = 'job_description', unit = text) => ({
  text,
  verb,
  source,
  unit,
  wording: null,
});

describe('planner: writing a duty group', () => {
  it('reads a duty into its verbs, what they act on, the things it lists and its details', () => {
    const leaks = shapeOf(
      'Diagnose and repair leaks, running toilets, faucets, disposals and supply lines',
      'diagnose',
    );
    expect(leaks.verbs).to.deep.equal(['diagnose', 'repair']);
    expect(leaks.items).to.include.members(['leaks', 'running toilets', 'faucets', 'supply lines']);
    const drains = shapeOf('Clear drains with cable machines', 'clear');
    expect([drains.object, drains.details]).to.deep.equal(['drains', ['cable machines']]);
    // A verb after a comma starts the next duty; it is not one more thing listed.
    expect(shapeOf('Perform seasonal maintenance, recover and charge refrigerant', 'perform').object).to.equal(
      'seasonal maintenance',
    );
    // "tank and tankless water heaters" is one thing of two kinds.
    expect(shapeOf('Repair and replace tank and tankless water heaters', 'repair').head).to.equal('water heaters');
  });

  it('reads no duty in a sentence about the employer, nor in one that opens with an adjective', () => {
    const texts = duties(
      roleInput({
        position: 'Marine Technician',
        job_description:
          'Blue Heron Marine is a Yamaha and Mercury dealer on Lake Lanier. Busy season means some 6-day weeks. Winterize outboard engines and rig new boats.',
      }),
    ).map((d) => d.text);
    expect(texts.some((t) => /^Winterize outboard engines/.test(t))).to.equal(true);
    expect(texts.filter((t) => /^(?:Blue|Busy)/.test(t))).to.deep.equal([]);
  });

  it('reads no duty in a line where the employer speaks: pay, what it provides, whom it invites, its own voice', () => {
    const employer = [
      '$18-$24/hr DOE plus a $500 sign-on bonus',
      'Bonus on product sales',
      'Shift differential for nights',
      'Commission on retail plus gratuities',
      'State retirement and health benefits',
      'Specialty tools and van provided',
      'Aerial lift training provided',
      'New grads welcome',
      'We are unable to sponsor',
      'Our benefits start on day one',
      'Lakeshore Printing is an Equal Opportunity employer',
      'EOE',
    ];
    const work = [
      'Use tools provided by the client safely',
      'Provide estimates to customers before any repair',
      'Welcome guests and check them in',
      'Process payroll and bonus payments each month',
      'Sell add-on products at the counter',
      'US customs paperwork for export loads',
      'Manage project budgets up to $2M',
      'Employer relations and union grievances',
      'Retirement plan administration for 400 participants',
    ];
    const texts = duties(
      roleInput({ position: 'Technician', qualifications: [...employer, ...work], skills: [], job_description: null }),
    ).map((d) => d.text);
    expect(texts.filter((t) => employer.some((e) => e.includes(t) || t.includes(e)))).to.deep.equal([]);
    for (const line of work) expect(texts, line).to.satisfy((ts: string[]) => ts.some((t) => line.includes(t)));
  });

  it('a duty joins a known competency only when it names it beyond the words every field shares', () => {
    const entry = { name: 'Software testing', aliases: ['unit testing', 'QA automation'] } as OntologyEntry;
    expect(namesEntry('Endotoxin testing and bioburden testing', entry)).to.equal(false);
    expect(namesEntry('Write unit tests for the billing service', entry)).to.equal(true);
    expect(namesEntry('Own QA automation for the mobile app', entry)).to.equal(true);
  });

  it('cuts a phrase back to what it names, and drops the manner before a duty verb', () => {
    expect(tidyEnds('Make sound decisions under tight')).to.equal('Make sound decisions');
    expect(tidyEnds('Incoterms 2020 and how they')).to.equal('Incoterms 2020');
    expect(tidyEnds('Phlebotomy skills are a plus')).to.equal('Phlebotomy skills');
    // Hyphenated words and a noun's own adjective stay whole.
    expect(tidyEnds('Daily equipment greasing and walk-around')).to.equal('Daily equipment greasing and walk-around');
    expect(tidyEnds('Keeping the classroom safe')).to.equal('Keeping the classroom safe');
    expect(cleanPhrase('Safely handle and restrain anxious or aggressive animals')).to.equal(
      'handle and restrain anxious or aggressive animals',
    );
    // A requirement's degree words go before the work they qualify.
    expect(cleanPhrase('Proficient operating zero-turn mowers')).to.equal('operating zero-turn mowers');
    expect(cleanPhrase('Demonstrated success growing deposits')).to.equal('growing deposits');
    expect(cleanPhrase('Demonstrated mixed-methods work')).to.equal('mixed-methods work');
    expect(cleanPhrase('Proficient in QuickBooks Online')).to.equal('QuickBooks Online');
    expect(cleanPhrase('Must be proficient in rope-and-saddle tree climbing')).to.equal(
      'rope-and-saddle tree climbing',
    );
  });

  it('names a group in at most five words: the recruiter noun phrase first, else the duty as a gerund', () => {
    const drains = dutyCompetency(
      [duty('Clear drains with cable machines', 'clear'), duty('Drain cleaning', null, 'skills')],
      0,
      1,
    );
    expect(drains.name).to.equal('Drain cleaning');
    const bank = dutyCompetency([duty('Process deposits, withdrawals', 'process')], 0, 1);
    expect(bank.name).to.equal('Processing deposits and withdrawals');
    const long = dutyCompetency([duty('Repair and replace tank and tankless water heaters', 'repair')], 0, 1);
    expect(long.name.split(' ')).to.have.length.at.most(5);
    expect(long.name).to.equal('Repairing and replacing water heaters');
    // A years requirement's work feeds the group and names nothing.
    const fed = dutyCompetency(
      [
        { ...duty('Residential HVAC service', null, 'qualifications'), feeds: true },
        duty('Diagnose furnaces', 'diagnose'),
      ],
      1,
      1,
    );
    expect(fed.name).to.equal('Diagnosing furnaces');
    expect(fed.description).to.match(/residential HVAC service/i);
  });

  it('asks one situation in the past tense, never pasting the sentence, with a follow-up on a detail the name lacks', () => {
    const c = dutyCompetency(
      [duty('Diagnose and repair leaks, running toilets, faucets, disposals and supply lines', 'diagnose')],
      0,
      2,
    );
    const [topic] = c.topics;
    expect(topic!.prompt).to.equal(
      'Walk me through the last time you diagnosed and repaired leaks and running toilets.',
    );
    expect(topic!.follow_ups[0]).to.equal('What did you have to watch for with running toilets?');
    const thing = dutyCompetency([duty('Sewer camera inspection', null, 'skills')], 0, 1);
    expect(thing.topics[0]!.prompt).to.equal(
      'Tell me about a recent piece of work that involved sewer camera inspection.',
    );
  });

  it('gives sub-dimensions from the duties, the listed things or the verbs, never one generic pair', () => {
    const listed = dutyCompetency([duty('Spot counterfeit notes and suspicious activity', 'spot')], 0, 1);
    expect(listed.sub_dimensions.map((s) => s.name)).to.deep.equal(['Counterfeit notes', 'Suspicious activity']);
    const a = dutyCompetency([duty('Keep the service van stocked', 'keep')], 0, 1);
    const b = dutyCompetency([duty('Balance the cash drawer', 'balance')], 0, 2);
    const names = [...a.sub_dimensions, ...b.sub_dimensions].map((s) => s.name);
    expect(new Set(names).size).to.equal(names.length);
    for (const s of [...a.sub_dimensions, ...b.sub_dimensions]) expect(s.rubric).to.match(/^(?:Describes|Names) /);
  });

  it('groups duties the posting wrote on one line, and merges down to the room a plan has', () => {
    const v = (...xs: number[]) => Float32Array.from(xs);
    const vectors = [v(1, 0, 0), v(0.5, 0.866, 0), v(0, 0, 1), v(0, 0.6, 0.8)];
    expect(clusterByMeaning(vectors, 0.6)).to.deep.equal([[0], [1], [2, 3]]);
    // 0 and 1 are 0.5 apart; written on one line they are one area.
    expect(clusterByMeaning(vectors, 0.6, { together: { test: (a, b) => a + b === 1, bonus: 0.15 } })).to.deep.equal([
      [0, 1],
      [2, 3],
    ]);
    // Room for two: the closest groups keep merging above the floor.
    expect(clusterByMeaning(vectors, 0.6, { atMost: { groups: 2, floor: 0.3 } })).to.have.length(2);
  });

  it('never asks about a protected fact a line left among the duties, not even in a follow-up', () => {
    expect(isProtected('Drug/alcohol testing')).to.equal(true);
    expect(isProtected('21 years old')).to.equal(true);
    expect(isProtected('Diagnose furnaces')).to.equal(false);
    const c = dutyCompetency([duty('Load trucks, drug testing and pallets', 'load')], 0, 1);
    const asked = c.topics.flatMap((t) => [t.prompt, ...t.follow_ups]).join(' ');
    expect(asked).to.match(/pallets/);
    expect(asked).to.not.match(/drug/i);
  });

  it('cuts names and objects to whole phrases: no dangling "and", no "knowledge of", "current" said "up to date"', () => {
    expect(tidyEnds('reading wiring diagrams and')).to.equal('reading wiring diagrams');
    expect(tidyEnds('HIPAA and safe handling of')).to.equal('HIPAA and safe handling');
    expect(tidyEnds('knowledge of HIPAA')).to.equal('HIPAA');
    expect(tidyEnds('strong knife skills')).to.equal('knife skills');
    expect(tidyEnds('kept case records current')).to.equal('kept case records up to date');
    expect(tidyEnds('lateral movement)')).to.equal('lateral movement');
    expect(tidyEnds('Working with customs brokers')).to.equal('Working with customs brokers');
    expect(tidyEnds('prior experience in a safety-sensitive role')).to.equal('a safety-sensitive role');
    const c = dutyCompetency([duty('Keep case records current in Accela and', 'keep')], 0, 1);
    expect(c.topics[0]!.prompt).to.not.match(/\b(?:and|current)\.$/);
  });

  it('splits "perform seasonal maintenance, recover and charge refrigerant" into two duties, the verbs sharing one object', () => {
    const list = duties(
      roleInput({
        position: 'HVAC Service Technician',
        qualifications: [],
        skills: [],
        job_description: 'Perform seasonal maintenance, recover and charge refrigerant.',
      }),
    ).map((d) => d.text);
    expect(list).to.deep.equal(['Perform seasonal maintenance', 'recover and charge refrigerant']);
  });

  it('reads a duty set in a scene ("As a Tower Technician you\'ll mount…") from its verb', () => {
    expect(cleanPhrase("As a Tower Technician you'll mount antennas and radios")).to.equal('mount antennas and radios');
    expect(cleanPhrase("On the ground you'll sweep lines")).to.equal('sweep lines');
  });
});
