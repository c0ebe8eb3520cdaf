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
    sd(
      'Applicable regulations',
      'Names the regulations and procedures that apply to their work and explains why they exist.',
    ),
    sd(
      'Stopping unsafe work',
      'Follows and enforces safe procedures under time pressure and stops work when a hazard appears.',
    ),
    sd('Records and inspections', 'Keeps the records an inspection needs and closes out its findings.'),
  ],
  topics: [
    q(
      'Tell me about a time you noticed something unsafe or out of compliance at work.',
      'Who did you involve when you raised the hazard?',
      'How did you balance it against the pressure to keep work moving?',
      'What changed in the procedure afterwards?',
    ),
    q(
      'Tell me about a rule or regulation that changed the way you do your work.',
      'How do you keep up with changes to the regulations?',
      'How did you check the new procedure was followed?',
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
    sd(
      'Recovering from complaints',
      'Stays calm with an upset person, takes ownership of the complaint and follows through until it is fixed.',
    ),
  ],
  topics: [
    q(
      'Tell me about a time a customer or patient you were looking after was unhappy with the service.',
      'What did you say to them first?',
      'How did the complaint end?',
      'What did you change so it would not happen again?',
    ),
    q(
      'Describe a time you went beyond the routine to look after someone you were serving.',
      'What did they need that the routine did not cover?',
      'How did they respond?',
    ),
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
    sd(
      'Keeping commitments',
      'Gives examples of commitments kept and of warning others early when one could not be kept.',
    ),
    sd('Accuracy and routine', 'Describes the checks and habits that keep their work accurate and on time.'),
  ],
  topics: [
    q(
      'Tell me about a time others depended on you to get something done right and on time.',
      'Which checks or habits did you rely on?',
      'What did you do when a deadline slipped?',
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
