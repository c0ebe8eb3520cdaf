/**
 * A competency from a group of the posting's duties that mean the same work: named by its most central phrase in the
 * recruiter's words, sub-dimensions from the group's duties (or the items a single duty lists), and behavioural
 * questions that name the duty itself. The templates are few and general; the specifics are the posting's phrases.
 */
import { type Candidate, UNTOUCHED, skillId } from './candidates.js';
import type { Duty } from './duties.js';
import { q, type OntologyTopic } from './ontology/entry.js';
import { cleanPhrase, doing, inSentence, nameOf, sentenceStart } from './phrase.js';
import { slugify } from './text.js';
import type { SubDimension } from './types.js';
import type { Requirement } from './wording.js';

const round = (n: number): number => Math.round(n * 100) / 100;
const CREDENTIAL = /\b(?:licen[cs]e[ds]?|certifi(?:ed|cation|cate)s?|degree|diploma)\b/i;

/** What a duty names in brackets are examples of it, not parts: "(norepinephrine, vasopressin or propofol)". */
function examplesOf(phrase: string): string {
  const inside = /\(([^)]+)\)/.exec(phrase)?.[1]?.replace(/^\s*(?:e\.g\.,?|for example|such as|including)\s*/i, '');
  return inside ? ` (for example ${inside.trim().replace(/,\s*(?:and\s+|or\s+)?([^,]+)$/, ' or $1')})` : '';
}

function rubricFor({ text, verb }: Duty): string {
  const act = doing(text, verb);
  const what = act ? `how they ${act}` : `their own work on ${inSentence(nameOf(text, verb))}`;
  return `Describes ${what}${examplesOf(text)} in specific terms: what they did themselves, what they checked along the way, and the result.`;
}

/** The items a single duty lists after a colon: "close tasks: journal entries, accruals and ...". */
function listedItems(phrase: string): string[] {
  const list = /:\s*(.+)$/.exec(phrase)?.[1] ?? '';
  return list
    .split(/\s*,\s*|\s+and\s+/)
    .map((s) => cleanPhrase(s))
    .filter((s) => s.split(/\s+/).length <= 5 && /[a-z]{3}/i.test(s));
}

function subDimensions(id: string, duties: Duty[]): SubDimension[] {
  const named = (name: string, rubric: string): SubDimension => ({ id: `${id}-${slugify(name)}`, name, rubric });
  if (duties.length > 1) return duties.slice(0, 4).map((d) => named(nameOf(d.text, d.verb), rubricFor(d)));
  const duty = duties[0]!;
  const items = listedItems(duty.text);
  if (items.length >= 2)
    return items
      .slice(0, 4)
      .map((item) =>
        named(
          sentenceStart(item),
          `Gives a concrete example involving ${item}: what they did, how they made sure it was right, and the outcome.`,
        ),
      );
  return [
    named('Hands-on practice', rubricFor(duty)),
    named(
      'Judgement and quality',
      `Explains how they decide what to do when ${inSentence(nameOf(duty.text, duty.verb))} does not go to plan, and how they check the result.`,
    ),
  ];
}

/** "Active RN license" → "RN license": the credential as the candidate would call theirs. */
const credentialName = (duty: Duty): string =>
  inSentence(nameOf(duty.text, duty.verb)).replace(/^(?:an?\s+)?(?:valid|active|current)\s+/i, '');

/**
 * A licence or certificate is a gate, verified on paper: the interview asks about the work it covers and whether the
 * candidate keeps within it, not about the paper.
 */
function credentialSubDimensions(id: string, duty: Duty): SubDimension[] {
  const credential = credentialName(duty);
  return [
    {
      id: `${id}-work-it-covers`,
      name: 'Work it covers',
      rubric: `Describes recent work their ${credential} covers: what they did themselves, the rules or checks they followed, and the result.`,
    },
    {
      id: `${id}-keeping-it-current`,
      name: 'Keeping it current',
      rubric: `Says when they earned or last renewed their ${credential}, what that took, and how they stay within what it allows.`,
    },
  ];
}

const credentialTopic = (duty: Duty): OntologyTopic =>
  q(
    `Tell me about recent work where you relied on your ${credentialName(duty)}. What did the work involve, and which rules or checks did you follow?`,
    'When did you earn it or last renew it, and what did that take?',
    'What would you do if a task went beyond what it allows you to do?',
  );

/**
 * A behavioural question that names the duty, with follow-ups on what the candidate watched, did and achieved. `verb`:
 * the phrase's opening verb when the caller knows it.
 */
export function topicFor(phrase: string, verb: string | null = null): OntologyTopic {
  const act = doing(phrase, verb);
  return act
    ? q(
        `Tell me about a time you had to ${act}. What did you watch for, and what did you do?`,
        'What made it difficult, and how did you decide what to do?',
        'How did it turn out, and how did you know?',
      )
    : q(
        `Tell me about a recent piece of work where ${inSentence(nameOf(phrase, verb))} mattered. What was your part, and what did you have to get right?`,
        'What was the hardest part, and how did you handle it?',
        'How did you check the result?',
      );
}

function requirementOf(group: readonly Duty[]): Requirement {
  if (group.some((d) => d.wording === 'essential')) return 'essential';
  return group.every((d) => d.wording === 'desirable') ? 'desirable' : 'essential';
}

/** `group` is in posting order; `central` is the index of the phrase that best represents it. */
export function dutyCompetency(group: readonly Duty[], central: number, order: number): Candidate {
  const phrases = group.map((d) => d.text);
  const name = nameOf(phrases[central]!, group[central]!.verb);
  const id = skillId(name);
  const requirement = requirementOf(group);
  const emphasis = group.some((d) => d.wording === 'essential') ? 0.05 : 0;
  // A licence or certificate is a gate, not the work: it yields its place to the duties when space is short.
  const credential = group.every((d) => CREDENTIAL.test(d.text));
  const importance = credential
    ? 0.5
    : requirement === 'essential'
      ? round(Math.min(0.9, 0.7 + 0.05 * (group.length - 1) + emphasis))
      : round(Math.min(0.55, 0.4 + 0.05 * (group.length - 1)));
  const ordered = [group[central]!, ...group.filter((_, i) => i !== central)];
  return {
    id,
    name,
    description: `${ordered.map(({ text }, i) => (i ? inSentence(text) : sentenceStart(text))).join('; ')}.`,
    kind: 'technical',
    sub_dimensions: credential ? credentialSubDimensions(id, ordered[0]!) : subDimensions(id, ordered),
    topics: credential ? [credentialTopic(ordered[0]!)] : ordered.slice(0, 3).map((d) => topicFor(d.text, d.verb)),
    requirement,
    importance,
    order,
    ...UNTOUCHED,
    sourcePhrases: phrases,
  };
}
