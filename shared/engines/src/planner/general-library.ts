/**
 * What every role shares, matched by meaning against the posting's phrases: communication, teamwork, leadership of a
 * team (the ontology's entries), safety and compliance, customer or patient care, reliability. Each has plain-words
 * exemplars of how postings of any trade say it ("Led a team of 15+ associates", "Working knowledge of OSHA rules").
 */
import { q, sd, type OntologyEntry } from './ontology/entry.js';
import { ONTOLOGY_BY_ID } from './ontology/index.js';

export interface SharedCompetency {
  entry: OntologyEntry;
  /** How postings say it; a posting phrase close to one of them names this competency. */
  exemplars: string[];
}

const ontology = (id: string): OntologyEntry => ONTOLOGY_BY_ID.get(id)!;

const SAFETY: OntologyEntry = {
  id: 'safety-and-compliance',
  name: 'Safety and compliance',
  description:
    'Working safely and by the rules that govern the work: regulations, procedures, inspections and records.',
  kind: 'behavioural',
  aliases: [],
  sub_dimensions: [
    sd('Knowing the rules', 'Names the regulations and procedures that apply to their work and why they exist.'),
    sd(
      'Safe practice',
      'Describes following and enforcing safe procedures even under time pressure, and stopping work when unsafe.',
    ),
    sd('Records and inspections', 'Keeps the records an inspection needs and acts on findings.'),
  ],
  topics: [
    q(
      'Tell me about a time you noticed something unsafe or out of compliance at work. What did you do?',
      'Who did you involve, and what changed afterwards?',
      'How did you balance it against the pressure to keep work moving?',
    ),
    q(
      'How do you keep up with the rules that apply to your work? Give an example of a rule that changed how you work.',
    ),
  ],
};

const CARE: OntologyEntry = {
  id: 'customer-care',
  name: 'Customer and patient care',
  description:
    'Understanding what the customer, guest or patient needs and looking after them, including when things go wrong.',
  kind: 'behavioural',
  aliases: [],
  sub_dimensions: [
    sd('Understanding needs', 'Finds out what the person actually needs by asking and listening, not assuming.'),
    sd('Handling problems', 'Stays calm with an upset person, takes ownership of the problem and follows through.'),
  ],
  topics: [
    q(
      'Tell me about a time a customer, guest or patient was unhappy with something. What did you do?',
      'What did you say to them, and how did it end?',
      'What did you change so it would not happen again?',
    ),
    q('Describe a time you went beyond the routine to look after someone you were serving. Why, and what happened?'),
  ],
};

const RELIABILITY: OntologyEntry = {
  id: 'reliability',
  name: 'Reliability',
  description:
    'Being dependable: on time, accurate, following through on commitments and routines without supervision.',
  kind: 'behavioural',
  aliases: [],
  sub_dimensions: [
    sd('Follow-through', 'Gives examples of commitments kept, and of raising early when one could not be kept.'),
    sd('Accuracy and routine', 'Describes the checks and habits that keep their work accurate and on time.'),
  ],
  topics: [
    q(
      'Tell me about a time you were responsible for something others depended on being done right and on time. How did you make sure it was?',
      'What checks or habits did you rely on?',
      'Was there a time it slipped? What did you do?',
    ),
  ],
};

export const GENERAL_LIBRARY: readonly SharedCompetency[] = [
  {
    entry: ontology('communication'),
    exemplars: [
      'Communicates clearly with colleagues and customers',
      'Explains information to people in plain words',
      'Strong written and verbal communication',
      'Keeps families and stakeholders informed',
    ],
  },
  {
    entry: ontology('collaboration'),
    exemplars: [
      'Works well as part of a team',
      'Collaborates with colleagues from other departments',
      'Works closely with the lead and the rest of the crew',
    ],
  },
  {
    entry: ontology('leadership'),
    exemplars: [
      'Led a team of 15+ people on a shift',
      'Supervises and leads a team of staff',
      'Hires, trains and manages a team',
      'Assigns work to the crew and coaches them',
    ],
  },
  {
    entry: SAFETY,
    exemplars: [
      'Follows safety rules and regulations',
      'Working knowledge of OSHA safety rules',
      'Ensures compliance with regulations and inspections',
      'Maintains a safe workplace and follows lockout procedures',
    ],
  },
  {
    entry: CARE,
    exemplars: [
      'Provides excellent customer service',
      'Cares for patients and their families',
      'Handles guest complaints and solves their problems',
      'Helps customers find what they need',
    ],
  },
  {
    entry: RELIABILITY,
    exemplars: [
      'Reliable and punctual, shows up on time for every shift',
      'Dependable and follows through on commitments',
      'Works independently with attention to detail',
    ],
  },
];
