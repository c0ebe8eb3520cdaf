/**
 * A competency from a group of the posting's duties that mean the same work, written the way a recruiter would:
 * - named by the recruiter's own noun phrase when a skill or qualification gives one ("Drain cleaning"), else by the
 *   central duty's verbs and what they act on ("Diagnosing and repairing leaks"), five words at most;
 * - one question per situation, in the trade's words but never the posting's sentence ("Walk me through the last time
 *   you diagnosed and repaired leaks."), with a follow-up on a detail of the work the name does not already say;
 * - sub-dimensions from the group's duties, the things a duty lists or its verbs, each rubric naming what the candidate
 *   does.
 */
import { type Candidate, UNTOUCHED, skillId } from './candidates.js';
import type { Duty } from './duties.js';
import { type DutyShape, shapeOf } from './duty-shape.js';
import { isProtected } from './screening.js';
import { q, type OntologyTopic } from './ontology/entry.js';
import { cleanPhrase, inSentence, nameOf, sentenceStart, tidyEnds } from './phrase.js';
import { nameKey, slugify } from './text.js';
import type { SubDimension } from './types.js';
import type { Requirement } from './wording.js';
import { gerund, pastTense } from '../text/inflect.js';

const round = (n: number): number => Math.round(n * 100) / 100;
/** A competency name holds at most this many words (the recruiter's rubric, C2.2). */
const NAME_WORDS = 5;
/** What the question may quote of the posting in one run: the object, never the sentence. */
const OBJECT_WORDS = 4;

const words = (text: string): string[] => text.split(/\s+/).filter(Boolean);
const lastWords = (text: string, n: number): string => words(text).slice(-n).join(' ');
/** "a, b and c". */
const listed = (parts: readonly string[]): string =>
  parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
/** What a qualification says about a skill rather than the skill: "Residential HVAC service experience". */
const QUALIFIER_TAIL = /\s+(?:experience|knowledge|skills?|background|expertise|proficiency)$/i;

/** What a duty names in brackets are examples of it, not parts: "(norepinephrine, vasopressin or propofol)". */
function examplesOf(phrase: string): string {
  const inside = /\(([^)]+)\)/.exec(phrase)?.[1]?.replace(/^\s*(?:e\.g\.,?|for example|such as|including)\s*/i, '');
  return inside ? ` (for example ${inside.trim().replace(/,\s*(?:and\s+|or\s+)?([^,]+)$/, ' or $1')})` : '';
}

interface Member {
  duty: Duty;
  shape: DutyShape;
  name: string;
}

/** The object as a question may say it: the whole of a short one, else its head. */
const objectOf = (shape: DutyShape): string => {
  const whole = shape.items.length >= 2 ? listed(shape.items) : shape.object;
  return tidyEnds(words(whole).length <= OBJECT_WORDS ? whole : shape.head);
};

function memberName(duty: Duty, shape: DutyShape): string {
  if (!shape.verbs.length) {
    const name = nameOf(duty.text, null).replace(QUALIFIER_TAIL, '');
    return sentenceStart(tidyEnds(words(name).slice(0, NAME_WORDS).join(' ')));
  }
  const doing = listed(shape.verbs.map(gerund));
  const room = Math.max(1, NAME_WORDS - words(doing).length);
  const object = [objectOf(shape), shape.first].find((o) => words(o).length <= room) ?? lastWords(shape.head, room);
  return sentenceStart(`${doing} ${object}`.trim());
}

const member = (duty: Duty): Member => {
  const read = shapeOf(duty.text, duty.verb);
  // A protected fact listed among the things ("drug testing") is never named, asked or scored.
  const items = read.items.filter((i) => !isProtected(i));
  const details = read.details.filter((d) => !isProtected(d)).map(tidyEnds);
  const shape = { ...read, items, details };
  if (items.length < read.items.length) shape.object = listed(items);
  return { duty, shape, name: memberName(duty, shape) };
};

/** What the candidate does, for a rubric: "how they diagnose and repair leaks" or "their work on drain cleaning". */
const act = ({ duty, shape, name }: Member, object?: string): string =>
  shape.verbs.length
    ? `how they ${listed(shape.verbs)} ${object ?? objectOf(shape)}${examplesOf(duty.text)}`
    : `their recent work on ${inSentence(object ?? name)}`;

/** The main question: one situation, told from the start. `variant` varies the wording across a plan. */
function mainQuestion(m: Member, variant: number): string {
  if (!m.shape.verbs.length) return `Tell me about a recent piece of work that involved ${inSentence(m.name)}.`;
  // One situation: at most two verbs and two listed things; a follow-up or the rubric names the rest.
  const things = m.shape.items.length > 2 ? listed(m.shape.items.slice(0, 2)) : objectOf(m.shape);
  const did = `${listed(m.shape.verbs.slice(0, 2).map(pastTense))} ${things}`;
  return variant % 2
    ? `Tell me about a time you ${did} and something did not go to plan.`
    : `Walk me through the last time you ${did}.`;
}

/** Details of the group's work that the competency's name does not already say: the things a follow-up can name. */
function detailsBeyond(name: string, members: readonly Member[]): string[] {
  const stem = (w: string): string => w.toLowerCase().replace(/s$/, '');
  const named = new Set(words(name).map(stem));
  const fresh = (text: string): boolean => words(text).some((w) => w.length > 2 && !named.has(stem(w)));
  // Short, so that a follow-up names the thing without quoting the posting.
  const all = members
    .flatMap((m) => [...m.shape.items, ...m.shape.details, m.shape.head])
    .filter((d) => words(d).length <= 3);
  return [...new Map(all.filter(fresh).map((d) => [nameKey(d), d])).values()];
}

function topicsFor(members: readonly Member[], name: string, order: number): OntologyTopic[] {
  const details = detailsBeyond(name, members);
  const asked = [members[0]!, ...members.slice(1).filter((m) => m.shape.verbs.length)].slice(0, 2);
  return asked.map((m, i) => {
    const detail = details[i] ?? details[0];
    const followUps = [
      ...(detail ? [`What did you have to watch for with ${inSentence(detail)}?`] : []),
      'How did you check the result before you moved on?',
      'What would you do differently next time?',
    ];
    return q(mainQuestion(m, order + i), ...followUps.slice(0, 2));
  });
}

function subDimensions(id: string, members: readonly Member[], name: string): SubDimension[] {
  const named = (n: string, rubric: string): SubDimension => ({ id: `${id}-${slugify(n)}`, name: n, rubric });
  const distinct = [...new Map(members.map((m) => [nameKey(m.name), m])).values()];
  if (distinct.length >= 2)
    return distinct
      .slice(0, 4)
      .map((m) =>
        named(m.name, `Describes ${act(m)}: the steps they take themselves, what they check and the result.`),
      );
  const only = members[0]!;
  const { verbs, items, head } = only.shape;
  if (items.length >= 2)
    return items
      .slice(0, 4)
      .map((item) =>
        named(
          sentenceStart(item),
          `Describes ${act(only, item)}: what they look at first, what they do and how they confirm it is right.`,
        ),
      );
  if (verbs.length >= 2)
    return verbs
      .slice(0, 4)
      .map((verb) =>
        named(
          sentenceStart(`${gerund(verb)} ${head}`),
          `Describes how they ${verb} ${objectOf(only.shape)}: the steps in order, the tools or records they use and the result.`,
        ),
      );
  return [
    named(
      `${name}: method`,
      `Describes ${act(only)} step by step, naming the tools, materials or records they use and why.`,
    ),
    named(
      `${name}: checks`,
      `Names the checks they make on ${inSentence(name)} before calling it done, and what they do when one fails.`,
    ),
  ];
}

function requirementOf(group: readonly Duty[]): Requirement {
  if (group.some((d) => d.wording === 'essential')) return 'essential';
  return group.every((d) => d.wording === 'desirable') ? 'desirable' : 'essential';
}

/**
 * The group's name: the recruiter's own noun phrase for it when a skill or qualification gives one, the central one
 * first; else the central duty's.
 */
function groupName(members: readonly Member[]): string {
  const nouns = members.filter((m) => !m.shape.verbs.length && m.duty.source !== 'job_description');
  return (nouns[0] ?? members[0]!).name;
}

/** `group` is in posting order; `central` is the index of the phrase that best represents it. */
export function dutyCompetency(group: readonly Duty[], central: number, order: number): Candidate {
  const ordered = [group[central]!, ...group.filter((_, i) => i !== central)];
  // The work a years requirement names is evidence to look for, never the name, a question or a sub-dimension.
  const members = ordered.filter((d) => !d.feeds).map(member);
  const name = groupName(members);
  const id = skillId(name);
  const requirement = requirementOf(group);
  const emphasis = group.some((d) => d.wording === 'essential') ? 0.05 : 0;
  const importance =
    requirement === 'essential'
      ? round(Math.min(0.9, 0.7 + 0.05 * (group.length - 1) + emphasis))
      : round(Math.min(0.55, 0.4 + 0.05 * (group.length - 1)));
  // The question opens on the duty that says what is done, when the name is the recruiter's noun phrase.
  const asked = [...members.filter((m) => m.shape.verbs.length), ...members.filter((m) => !m.shape.verbs.length)];
  return {
    id,
    name,
    description: `${ordered.map(({ text }, i) => (i ? inSentence(cleanPhrase(text)) : sentenceStart(text))).join('; ')}.`,
    kind: 'technical',
    sub_dimensions: subDimensions(id, members, name),
    topics: topicsFor(asked, name, order),
    requirement,
    importance,
    order,
    ...UNTOUCHED,
    sourcePhrases: group.map((d) => d.text),
  };
}
