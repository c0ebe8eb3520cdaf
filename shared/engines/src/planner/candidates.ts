/** A competency while the plan is being assembled: from an ontology entry, or from a skill the ontology does not know. */
import { q, type OntologyEntry, type OntologyTopic } from './ontology/entry.js';
import { nameKey, slugify } from './text.js';
import type { SubDimension } from './types.js';
import type { Requirement } from './wording.js';

export type Kind = 'technical' | 'behavioural';

export interface Candidate {
  id: string;
  name: string;
  description: string;
  kind: Kind;
  sub_dimensions: SubDimension[];
  /** Question topic templates in the order they are used. */
  topics: OntologyTopic[];
  requirement: Requirement;
  importance: number;
  /** First-mention position; later additions sort after everything mentioned. */
  order: number;
  /** Set by a revision: kept regardless of the competency caps and of time. */
  pinned: boolean;
  /** Communication and problem solving: in every plan, even without a topic. */
  baseline: boolean;
  /** Required by the level (ownership, leadership, adaptability). */
  levelRequired: boolean;
  /** Extra topics asked for by "focus on" revisions. */
  extraTopics: number;
  /** "less" revisions cap the topics at one. */
  maxTopics: number | null;
  /** The posting phrases it comes from (open-vocabulary planner). */
  sourcePhrases?: string[];
}

/** What every candidate starts with, before the level rules and revisions adjust it. */
export const UNTOUCHED = {
  pinned: false,
  baseline: false,
  levelRequired: false,
  extraTopics: 0,
  maxTopics: null,
} as const;

export function candidateFromEntry(
  entry: OntologyEntry,
  requirement: Requirement,
  importance: number,
  order: number,
): Candidate {
  return {
    id: entry.id,
    name: entry.name,
    description: entry.description,
    kind: entry.kind,
    sub_dimensions: entry.sub_dimensions.map((s) => ({
      id: `${entry.id}-${slugify(s.name)}`,
      name: s.name,
      rubric: s.rubric,
    })),
    topics: entry.topics.map((t) => q(t.prompt, ...t.follow_ups)),
    requirement,
    importance,
    order,
    ...UNTOUCHED,
  };
}

export function skillId(name: string): string {
  return `skill-${slugify(name)}`;
}

/** A skill the ontology does not know: generic but concrete sub-dimensions and topics built from its name. */
export function candidateFromSkill(
  name: string,
  requirement: Requirement,
  importance: number,
  order: number,
): Candidate {
  const id = skillId(name);
  return {
    id,
    name,
    description: `Role-specific skill named by the recruiter: ${name}.`,
    kind: 'technical',
    sub_dimensions: [
      {
        id: `${id}-depth-of-knowledge`,
        name: 'Depth of knowledge',
        rubric: `Explains how ${name} works beyond the surface, knows its trade-offs and limitations, and uses accurate terminology backed by concrete examples.`,
      },
      {
        id: `${id}-practical-application`,
        name: 'Practical application',
        rubric: `Describes real work with ${name} in specific terms: their own contribution, the decisions taken, the problems met and measurable outcomes.`,
      },
    ],
    topics: [
      q(
        `Tell me about a recent piece of work where you used ${name}. What was your part, and what did you have to get right?`,
        'What would you do differently with hindsight?',
        'How did you check the result was correct?',
      ),
      q(
        `What is the most difficult problem you have run into with ${name}, and how did you work through it?`,
        'Which options did you consider?',
        'What did you learn that you now apply routinely?',
      ),
      q(
        `How would you explain the key ideas of ${name} to a colleague who is new to it, and where do people usually go wrong?`,
        `How did you build your own depth in ${name}?`,
      ),
    ],
    requirement,
    importance,
    order,
    ...UNTOUCHED,
  };
}

/** A merged area keeps what a rubric can score in one interview. */
const MAX_SUB_DIMENSIONS = 5;
const RANK = { essential: 0, desirable: 1 } as const;

/** Records a posting phrase a competency comes from, once. */
export function addSource(c: Candidate, phrase: string): void {
  c.sourcePhrases = [...new Set([...(c.sourcePhrases ?? []), phrase])];
}

/** Merges `from` into `into`: the stronger requirement and importance, the union of traces, topics and sub-dimensions. */
export function mergeInto(into: Candidate, from: Candidate): void {
  if (RANK[from.requirement] < RANK[into.requirement]) into.requirement = from.requirement;
  into.importance = Math.max(into.importance, from.importance);
  into.pinned ||= from.pinned;
  into.baseline ||= from.baseline;
  into.levelRequired ||= from.levelRequired;
  for (const p of from.sourcePhrases ?? []) addSource(into, p);
  const names = new Set(into.sub_dimensions.map((s) => nameKey(s.name)));
  const added = from.sub_dimensions.filter((s) => !names.has(nameKey(s.name)));
  into.sub_dimensions.push(...added.slice(0, Math.max(0, MAX_SUB_DIMENSIONS - into.sub_dimensions.length)));
  into.topics.push(...from.topics);
}
