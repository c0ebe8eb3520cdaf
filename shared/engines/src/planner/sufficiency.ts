/**
 * Whether the posting says enough about the work to plan an interview, as a recruiter would judge it: a skill the
 * ontology knows (a trade with known questions), or at least MIN_WORK_PHRASES phrases of work (duties, requirements,
 * concrete skills). Lexical and cheap: the gateway decides INFO_NEEDED at creation with it, without the semantic model;
 * the worker's planner applies the same rule, so both agree. The questions name what is missing in the role's terms.
 */
import { hasWork } from './duties.js';
import { compilePatterns, namesKnownSkill } from './extract.js';
import { clean, splitList } from './text.js';
import type { MissingField, PlanInput } from './types.js';
import { loadVerbs } from './verbs.js';
import { separateScreening } from './screening.js';
import { prepareReader } from '../text/reader.js';
import { namesOnlyTraits } from './traits.js';

/** "Python, SQL, ML" or three duty lines: a recruiter knows what to ask. One skill or a perk line is not enough. */
export const MIN_WORK_PHRASES = 3;

const present = (s: string | null | undefined): boolean => typeof s === 'string' && s.trim() !== '';

/** Readies the check for the event loop at start-up: the ontology's patterns compiled, WordNet's verbs read, the text layer's model loaded. */
export function prepareSufficiency(): void {
  compilePatterns();
  loadVerbs();
  prepareReader();
}

/**
 * What the recruiter must or should add before a plan can be built; empty when a plan can be built. Screening facts
 * (licences, years, degrees, availability) say nothing about the work, so only the rest (`work`, when the caller has
 * separated it already) counts.
 */
export function assessSufficiency(input: PlanInput, work = separateScreening(input).work): MissingField[] {
  // Traits and office basics ("Team player", "Microsoft Office") say nothing of the work.
  return hasWork(work, MIN_WORK_PHRASES, (d) => !namesOnlyTraits(d.text)) || namesKnownSkill(work)
    ? []
    : missingFields(input);
}

export function missingFields(input: PlanInput): MissingField[] {
  const info: Record<string, unknown> = input.info && typeof input.info === 'object' ? input.info : {};
  const infoText = (key: string): string | null => (typeof info[key] === 'string' ? info[key] : null);
  const position = clean(input.position ?? '');
  const role = position ? `the ${position} role` : 'this role';
  const hasSkills = (input.skills ?? []).some((s) => present(s)) || splitList(infoText('skills') ?? '', 1).length > 0;
  const hasQualifications = (input.qualifications ?? []).some((s) => present(s)) || present(infoText('qualifications'));
  const hasDescription = present(input.job_description) || present(infoText('job_description'));
  const given = [
    hasSkills && 'skills',
    hasQualifications && 'qualifications',
    hasDescription && 'job description',
  ].filter((s): s is string => typeof s === 'string');
  const missing: MissingField[] = [
    {
      field: 'skills',
      severity: 'required',
      reason: given.length
        ? `The ${given.join(' and ')} provided say too little about the work of ${role} to plan an interview.`
        : 'No skills, qualifications or job description were provided.',
      question: `What must the candidate be able to do in ${role}: the main skills, tools or certifications the work needs?`,
    },
  ];
  if (!hasQualifications) {
    missing.push({
      field: 'qualifications',
      severity: 'recommended',
      reason: 'No qualifications were provided, so essential and nice-to-have requirements cannot be told apart.',
      question: `What qualifications or experience should the candidate have for ${role}, and which of them are must-haves rather than nice-to-haves?`,
    });
  }
  if (!hasDescription) {
    missing.push({
      field: 'job_description',
      severity: 'recommended',
      reason: 'No job description was provided, so the plan cannot reflect the day-to-day work of the role.',
      question: `What are the main duties of ${role}, and what does a typical day or shift involve?`,
    });
  }
  return missing;
}
