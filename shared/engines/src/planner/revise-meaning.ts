/**
 * Revision comments read by meaning, where their words alone do not name the plan's items. A recruiter writes
 * "Workspace and refresh admin is part of building the reports here, not a separate job. Fold those two competencies
 * into one." or "We've dropped Saturday work this season, so take the Saturday item out of the screening." The
 * comment's mentions (quoted names, and the phrases between its punctuation, conjunctions, prepositions and cue
 * verbs) are matched by meaning to the plan's competency areas and screening items:
 * - a comment asking to make two areas one merges the two competencies its mentions are closest to;
 * - a comment asking to take something off the screening list drops the item its mentions are closest to, when the
 *   lexical reader (revise.ts) dropped none.
 * Everything else in a comment goes to the lexical reader.
 */
import { type Embed, areaVectors } from './areas.js';
import type { Candidate } from './candidates.js';
import { applyRevisions, mergeCompetencies } from './revise.js';
import type { ScreeningItem } from './types.js';
import { readSentences, spanText, type Token } from '../text/reader.js';
import { cosine } from '../semantic.js';

/**
 * A mention this close to a competency's area or a screening item names it (all-MiniLM-L6-v2): chosen on the unit
 * examples ("payroll" stays below it for an HVAC plan) and checked on the train split's revision probes.
 */
export const MENTIONED = 0.45;

const MERGE_VERBS = new Set(['merge', 'combine', 'fold', 'consolidate', 'join', 'unify', 'collapse']);
/** "one competency", "a single area", "the same skill", "as one": two areas said to be one. */
const ONE_AREA =
  /\b(?:one|a single|single|the same)\s+(?:competency|area|skill|step|conversation|deliverable|piece of work)\b|\bas one\b/i;
const DROP_VERBS = new Set(['drop', 'remove', 'delete', 'omit', 'exclude', 'skip']);
/** "take the CDL off the screening list", "take it out". */
const TAKE_OFF = /\btak(?:e|ing)\b.{0,80}?\b(?:off|out)\b/i;
const SCREENING = /\bscreen(?:ing|s)?\b/i;

/** Words that point at an item rather than say what it is ("those two competencies", "the Saturday item"). */
const POINTERS = new Set(
  'competency area skill item screening screen list question line requirement plan one two three single same separate thing rest part piece job specialty deliverable conversation step'.split(
    ' ',
  ),
);
const QUOTES = new Set(['"', '“', '”', '‘', '’', "'", '`']);
const CONTENT = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM', 'VERB', 'X']);

type Intent = 'merge' | 'drop-screening' | null;

/** What a comment asks, by the lemmas of its verbs and its phrasing. */
export function intentOf(comment: string): Intent {
  const lemmas = new Set(readSentences(comment).flatMap((s) => s.tokens.map((t) => t.lemma.toLowerCase())));
  if ([...MERGE_VERBS].some((v) => lemmas.has(v)) || ONE_AREA.test(comment)) return 'merge';
  if (SCREENING.test(comment) && ([...DROP_VERBS].some((v) => lemmas.has(v)) || TAKE_OFF.test(comment)))
    return 'drop-screening';
  return null;
}

interface Segment {
  text: string;
  /** Joined to the next segment by "and", "or", "&" or "/": the two may be one name ("Forklift or pallet jack"). */
  joinsNext: boolean;
  /** Ends on "into": what follows is where it goes. */
  into: boolean;
}

interface Mention {
  text: string;
  /** The segments it spans, [first, last]. */
  from: number;
  to: number;
  /** Followed by "into": the other mention is where it goes. */
  into: boolean;
}

const CUES = new Set([...MERGE_VERBS, ...DROP_VERBS, 'take']);
const cue = (t: Token): boolean => CUES.has(t.lemma.toLowerCase());
const isContent = (t: Token): boolean =>
  CONTENT.has(t.pos) && !POINTERS.has(t.lemma.toLowerCase()) && !POINTERS.has(t.lower) && !cue(t);

/** The comment cut at punctuation, conjunctions, prepositions, auxiliaries and its own cue verbs; quotes kept whole. */
function segmentsOf(comment: string): Segment[] {
  const segments: Segment[] = [];
  let run: Token[] = [];
  let quoted = false;
  const close = (joinsNext: boolean, into = false) => {
    const content = run.map(isContent);
    const first = content.indexOf(true);
    const last = content.lastIndexOf(true);
    const named = run.some((t, i) => content[i] && t.pos !== 'ADJ' && t.pos !== 'NUM');
    if (first >= 0 && named) segments.push({ text: spanText(run.slice(first, last + 1)), joinsNext, into });
    else if (segments.length && !joinsNext) segments.at(-1)!.joinsNext = false;
    run = [];
  };
  for (const token of readSentences(comment).flatMap((s) => s.tokens)) {
    if (QUOTES.has(token.text)) {
      close(false);
      quoted = !quoted;
      continue;
    }
    if (quoted) {
      run.push(token);
      continue;
    }
    const lower = token.lower;
    if (token.pos === 'CCONJ' || lower === '/' || lower === '&') close(true);
    else if (token.pos === 'PUNCT' || token.pos === 'AUX' || token.pos === 'PRON' || cue(token)) close(false);
    else if (token.pos === 'ADP' || token.pos === 'SCONJ') close(false, lower === 'into');
    else run.push(token);
  }
  close(false);
  return segments;
}

/** Each segment, and each run of two or three joined by a conjunction ("diagnosis and repair"). */
export function mentionsOf(comment: string): Mention[] {
  const segments = segmentsOf(comment);
  const mentions: Mention[] = [];
  const span = (from: number, to: number): Mention => ({
    text: segments
      .slice(from, to + 1)
      .map((x) => x.text)
      .join(' and '),
    from,
    to,
    into: segments[to]!.into,
  });
  segments.forEach((_, i) => {
    mentions.push(span(i, i));
    for (let j = i; j < i + 2 && segments[j]!.joinsNext && segments[j + 1]; j++) mentions.push(span(i, j + 1));
  });
  return mentions;
}

const overlaps = (a: Mention, b: Mention): boolean => a.from <= b.to && b.from <= a.to;

/** The closest (mention, target) pairs, best first, each mention and target used once, down to MENTIONED. */
async function closest(mentions: Mention[], targets: Float32Array[], embed: Embed, count: number) {
  const vectors = await embed(mentions.map((m) => m.text));
  const pairs = mentions.flatMap((m, i) =>
    targets.map((t, k) => ({ mention: m, target: k, score: cosine(vectors[i]!, t) })),
  );
  pairs.sort((a, b) => b.score - a.score);
  const chosen: typeof pairs = [];
  for (const p of pairs) {
    if (p.score < MENTIONED || chosen.length === count) break;
    if (chosen.some((c) => c.target === p.target || overlaps(c.mention, p.mention))) continue;
    chosen.push(p);
  }
  return chosen;
}

/**
 * "Merge A into B", "combine A with B", "fold A and B into one": the two things a merge verb takes, whole, so that
 * "diagnosis and repair" after "into" stays one name. Null when the comment has no such clause.
 */
export function mergeObjects(comment: string): Mention[] | null {
  const clause = new RegExp(`\\b(?:${[...MERGE_VERBS].join('|')})\\w*\\s+(.+?)(?:[.;!?]|$)`, 'i').exec(comment)?.[1];
  const target = clause?.replace(/\s+(?:into|as)\s+(?:one|a single)\b.*$/i, '').replace(/["“”‘’'`]/g, '');
  if (!target) return null;
  const joined = target.split(/\s+(?:into|with)\s+/i);
  const parts = joined.length > 1 ? joined : target.split(/\s+and\s+/i);
  const [a, b] = parts;
  if (parts.length !== 2 || !a || !b) return null;
  const into = joined.length === 2 && /\s+into\s+/i.test(target);
  return [
    { text: a.trim(), from: 0, to: 0, into },
    { text: b.trim(), from: 1, to: 1, into: false },
  ];
}

/** The two competencies a merge comment names, the one that stays first ("A into B": B stays); null if not two. */
export async function mergeNamed(
  comment: string,
  candidates: readonly Candidate[],
  embed: Embed,
): Promise<[Candidate, Candidate] | null> {
  if (candidates.length < 2) return null;
  const areas = await areaVectors(embed, candidates);
  const objects = mergeObjects(comment);
  let chosen = objects ? await closest(objects, areas, embed, 2) : [];
  if (chosen.length < 2) chosen = await closest(mentionsOf(comment), areas, embed, 2);
  if (chosen.length < 2) return null;
  const [a, b] = chosen.sort((x, y) => x.mention.from - y.mention.from);
  return a!.mention.into
    ? [candidates[b!.target]!, candidates[a!.target]!]
    : [candidates[a!.target]!, candidates[b!.target]!];
}

/** The screening item a comment names, or null. */
export async function screeningNamed(
  comment: string,
  items: readonly ScreeningItem[],
  embed: Embed,
): Promise<ScreeningItem | null> {
  const mentions = mentionsOf(comment);
  if (!items.length || !mentions.length) return null;
  const [best] = await closest(mentions, await embed(items.map((s) => s.requirement)), embed, 1);
  return best ? items[best.target]! : null;
}

/** Applies the comments in order, by meaning where they merge or take off screening, else by their words. */
export async function reviseByMeaning(
  candidates: Candidate[],
  revisions: readonly unknown[],
  nextOrder: () => number,
  screening: { items: ScreeningItem[]; position: string },
  embed: Embed,
): Promise<string[]> {
  const changes: string[] = [];
  for (const revision of revisions) {
    const comment = typeof revision === 'string' ? revision : '';
    const intent = intentOf(comment);
    if (intent === 'merge') {
      const pair = await mergeNamed(comment, candidates, embed);
      if (pair) {
        changes.push(mergeCompetencies(pair[0], pair[1], candidates));
        continue;
      }
    }
    const lexical = applyRevisions(candidates, [comment], nextOrder, screening);
    if (intent === 'drop-screening' && !lexical.some((c) => c.startsWith('dropped screening item'))) {
      const item = await screeningNamed(comment, screening.items, embed);
      if (item) {
        screening.items.splice(screening.items.indexOf(item), 1);
        changes.push(
          ...lexical.filter((c) => !c.startsWith('noted: ')),
          `dropped screening item ${item.id} (${item.requirement})`,
        );
        continue;
      }
    }
    changes.push(...lexical);
  }
  return changes;
}
