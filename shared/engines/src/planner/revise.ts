/**
 * Recruiter revision comments ("add Kubernetes and drop Java; focus on SQL") applied to the competencies of a plan.
 *
 * A comment is split into instructions at '.', ';', ',', ':', newlines and " and ". Each instruction starts with a
 * verb; an instruction without one reuses the previous verb of the same comment ("add Kubernetes and Terraform"),
 * but only when it names a known competency. Verbs (case-insensitive):
 *   add      — add / include / (also) cover / ask (about) / probe / assess / evaluate / test / check
 *   drop     — drop / remove / skip / exclude / omit / leave out / without / no / don't ask (about) / do not cover …
 *   focus    — focus on / concentrate on / more / emphasise / emphasize / prioritise / dig deeper into / ask more about
 *   less     — less / fewer / reduce / de-emphasise / deprioritise / downplay / lower the priority of
 *   merge    — merge / combine / fold … (into|with|and) …: two competencies of the plan become one
 * Anything not understood is recorded as "noted: …" so no comment is silently ignored. An instruction about a
 * screening fact ("drop the CDL requirement", "ask about night shifts") changes the screening list instead
 * (screening-revise.ts); one asking about a protected trait is noted and never asked.
 */
import { ONTOLOGY_BY_ID } from './ontology/index.js';
import { type Candidate, candidateFromEntry, mergeInto, skillId } from './candidates.js';
import { dutyCompetency } from './duty-competencies.js';
import { resolveOntology } from './matching.js';
import { inSentence, openingVerb } from './phrase.js';
import { reviseScreening } from './screening-revise.js';
import { clean, nameKey, slugify } from './text.js';
import type { ScreeningItem } from './types.js';

type Action = 'add' | 'drop' | 'focus' | 'less' | 'merge';

interface Instruction {
  action: Action;
  target: string;
  fragment: string;
  /** The verb came from an earlier instruction of the same comment. */
  carried: boolean;
}

const FILLER =
  /^(?:and|then|also|please|pls|kindly|could you|can you|could we|can we|let's|lets|let us|we should|you should|i'd like to|i would like to|i want to|we want to|maybe|perhaps|now|so|just)\s+/i;

/** Order matters: negated verbs before "ask", "ask more" before "ask". */
const VERBS: [Action, RegExp][] = [
  ['merge', /^(?:merge|combine|fold|join|consolidate)\b\s*(.*)$/i],
  [
    'drop',
    /^(?:don't|dont|do not|no need to|stop|never)\s+(?:ask(?:ing)?|cover(?:ing)?|includ(?:e|ing)|test(?:ing)?|assess(?:ing)?|question(?:ing)?|focus(?:ing)?|prob(?:e|ing))\b\s*(.*)$/i,
  ],
  ['less', /^(?:less|fewer|lower|reduce|de-?emphasi[sz]e|deprioriti[sz]e|downplay|tone down|go lighter on)\b\s*(.*)$/i],
  [
    'focus',
    /^(?:focus(?:\s+more)?|concentrate|more|emphasi[sz]e|prioriti[sz]e|dig deeper(?:\s+into)?|go deeper|ask more|deep[\s-]dive|stress)\b\s*(.*)$/i,
  ],
  ['add', /^(?:add|include|cover|ask|probe|assess|evaluate|test|check)\b\s*(.*)$/i],
  ['drop', /^(?:drop|remove|skip|exclude|omit|leave out|get rid of|delete|cut|without|no)\b\s*(.*)$/i],
];

const LEADING_NOISE =
  /^(?:on|about|around|regarding|into|in|of|for|with|the|a|an|some|any|their|his|her|candidate's|candidates|questions?|topics?|emphasis|focus|priority|weight|importance|competency|competencies)\s+/i;
const TRAILING_NOISE =
  /\s+(?:questions?|topics?|too|as well|please|also|skills?|competency|competencies|knowledge|then|instead|again|a bit|a little|more|less)$/i;
/** Where the recruiter wants it, not what: "… to the screening list", "… from screening". */
const SCREENING_PLACE =
  /\s+(?:to|in|into|on|onto|from|off)\s+(?:the\s+|our\s+)?screen(?:ing)?(?:\s+(?:list|questions?|items?))?$/i;
/** A target that only points back ("add that", "drop it"): the comment says what elsewhere. */
const POINTS_BACK = /^(?:it|that|this|them|those|these|one)$/i;

function cleanTarget(raw: string): string {
  let t = clean(raw.replace(/["“”`]/g, '')).replace(/[.!?]+$/, '');
  for (let prev = ''; prev !== t;) {
    prev = t;
    t = t.replace(LEADING_NOISE, '').replace(TRAILING_NOISE, '').replace(SCREENING_PLACE, '').trim();
  }
  return t;
}

const words = (s: string): number => (s ? s.split(/\s+/).length : 0);

function parse(comment: string): { instructions: Instruction[]; unrecognised: string[] } {
  const instructions: Instruction[] = [];
  const unrecognised: string[] = [];
  let previous: Action | null = null;
  const fragments = comment.split(/(?<!\b(?:e\.g|i\.e))\.(?=\s|$)|[;,:\n!?]+|\s+(?:and|as well as)\s+/i);
  for (const raw of fragments) {
    let fragment = clean(raw);
    for (let prev = ''; prev !== fragment;) {
      prev = fragment;
      fragment = fragment.replace(FILLER, '');
    }
    if (!fragment) continue;
    let parsed: Instruction | null = null;
    for (const [action, re] of VERBS) {
      const m = re.exec(fragment);
      if (!m) continue;
      const target = cleanTarget(m[1] ?? '');
      // "no" is a verb only for a short target: "no Java", not "no more than two questions on React".
      if (!target || (/^no\b/i.test(fragment) && words(target) > 4)) continue;
      parsed = { action, target, fragment, carried: false };
      break;
    }
    if (!parsed && previous) {
      const target = cleanTarget(fragment);
      if (target && words(target) <= 4) parsed = { action: previous, target, fragment, carried: true };
    }
    if (parsed) {
      instructions.push(parsed);
      previous = parsed.action;
    } else {
      unrecognised.push(fragment);
    }
  }
  return { instructions, unrecognised };
}

const round = (n: number): number => Math.round(n * 100) / 100;
const label = (c: Candidate): string => `${c.id} (${c.name})`;

/** Competencies in the plan a target names: ontology aliases first, then the recruiter's own skill names. */
function findPresent(target: string, candidates: Candidate[]): { ontologyIds: string[]; present: Candidate[] } {
  const ontologyIds = resolveOntology(target);
  let present = candidates.filter((c) => ontologyIds.includes(c.id));
  if (!present.length) {
    const key = nameKey(target);
    const id = skillId(target);
    present = candidates.filter(
      (c) =>
        c.id === id ||
        nameKey(c.name) === key ||
        (c.id.startsWith('skill-') && ` ${key} `.includes(` ${nameKey(c.name)} `)),
    );
  }
  return { ontologyIds, present };
}

/** One instruction of a comment against the plan being revised. */
interface Step {
  ins: Instruction;
  /** The plan's competencies, changed in place. */
  candidates: Candidate[];
  nextOrder: () => number;
  /** `<action>:<competency id>` pairs this comment already applied. */
  handled: Set<string>;
  /** Ontology ids the target names, and the plan's competencies it names. */
  ontologyIds: string[];
  present: Candidate[];
  /** `present` without what the comment already handled (a carried instruction's repeat). */
  fresh: Candidate[];
}

/** An action's effect on the plan: the changes it made, or null when it found nothing to apply to. */
type Apply = (step: Step) => string[] | null;

function makeEssential(c: Candidate, floor: number): void {
  c.requirement = 'essential';
  c.importance = round(Math.max(c.importance, floor));
  c.maxTopics = null;
  c.pinned = true;
}

const add: Apply = ({ ins, candidates, nextOrder, handled, ontologyIds, present }) => {
  const effects: string[] = [];
  const ids = ontologyIds.length ? ontologyIds : present.map((c) => c.id);
  for (const id of ids) {
    handled.add(`add:${id}`);
    const existing = candidates.find((c) => c.id === id);
    if (existing) {
      const was = existing.requirement;
      makeEssential(existing, 0.8);
      effects.push(
        was === 'essential'
          ? `kept competency ${label(existing)} (already essential)`
          : `marked competency ${label(existing)} essential`,
      );
      continue;
    }
    const entry = ONTOLOGY_BY_ID.get(id);
    if (!entry) continue;
    const c = candidateFromEntry(entry, 'essential', 0.8, nextOrder());
    c.pinned = true;
    candidates.push(c);
    effects.push(`added competency ${label(c)} as essential`);
  }
  if (effects.length) return effects;
  if (ins.carried || !slugify(ins.target) || POINTS_BACK.test(ins.target)) return null;
  // Something the ontology does not know: a competency in the comment's own words, asked about as the recruiter wrote it.
  const c = dutyCompetency(
    [{ text: ins.target, source: 'revision', wording: 'essential', verb: openingVerb(ins.target), unit: 'revision' }],
    0,
    nextOrder(),
  );
  c.importance = 0.8;
  c.pinned = true;
  candidates.push(c);
  handled.add(`add:${c.id}`);
  return [`added competency ${label(c)} as essential`];
};

const drop: Apply = ({ candidates, handled, fresh }) => {
  if (!fresh.length) return null;
  for (const c of fresh) {
    candidates.splice(candidates.indexOf(c), 1);
    handled.add(`drop:${c.id}`);
  }
  return fresh.map((c) => `dropped competency ${label(c)}`);
};

const focus: Apply = ({ candidates, nextOrder, handled, ontologyIds, present, fresh }) => {
  const effects: string[] = [];
  const targets = [...fresh];
  if (!present.length) {
    for (const id of ontologyIds) {
      const entry = ONTOLOGY_BY_ID.get(id);
      if (!entry) continue;
      const c = candidateFromEntry(entry, 'essential', 0.9, nextOrder());
      candidates.push(c);
      targets.push(c);
      effects.push(`added competency ${label(c)} as essential`);
    }
  }
  if (!targets.length) return null;
  for (const c of targets) {
    handled.add(`focus:${c.id}`);
    makeEssential(c, 0.9);
    c.extraTopics = Math.min(2, c.extraTopics + 1);
    effects.push(`focused on competency ${label(c)}: essential, importance ${c.importance}, one more question topic`);
  }
  return effects;
};

const less: Apply = ({ handled, fresh }) => {
  if (!fresh.length) return null;
  return fresh.map((c) => {
    handled.add(`less:${c.id}`);
    c.requirement = 'desirable';
    c.importance = round(Math.min(c.importance, 0.3));
    c.extraTopics = 0;
    c.maxTopics = 1;
    c.pinned = true;
    return `reduced competency ${label(c)}: desirable, importance ${c.importance}, at most one question topic`;
  });
};

/** Word stems as a recruiter's words and the plan's may share them: "diagnosis" and "diagnosing" both "diagn". */
const stems = (text: string): string[] =>
  nameKey(text)
    .split(' ')
    .filter((w) => w.length > 2)
    .map((w) => w.slice(0, 5));

/**
 * The competency a recruiter's words name, by its own words: the one whose name, description and posting phrases share
 * the most of the target's words (a revision is lexical; the plan's names came from the posting).
 */
function namedBy(target: string, candidates: readonly Candidate[]): Candidate | undefined {
  const wanted = stems(target);
  let best: { c?: Candidate; score: number } = { score: 0 };
  for (const c of candidates) {
    const own = new Set(stems([c.name, c.description, ...(c.sourcePhrases ?? [])].join(' ')));
    const score = wanted.filter((w) => own.has(w)).length + (stems(c.name).some((w) => wanted.includes(w)) ? 0.5 : 0);
    if (score >= 1 && score > best.score) best = { c, score };
  }
  return best.c;
}

/** "Merge A and B", "combine A with B": the second folds into the first, named for both when that stays short. */
const merge: Apply = ({ ins, candidates, handled }) => {
  // "Merge A into B": B stays, A folds into it; "… into one competency" says nothing more.
  const target = ins.target.replace(/\s+(?:into|as)\s+(?:one|a single)(?:\s+\w+)?$/i, '');
  const parts = target.split(/\s+(?:with|into|and)\s+/i);
  const [a, b] = /\s+into\s+/i.test(target) ? parts.reverse() : parts;
  const pending = [...handled].find((h) => h.startsWith('merge?'))?.slice('merge?'.length);
  const first = pending ? candidates.find((c) => c.id === pending) : a && namedBy(a, candidates);
  if (!first) return null;
  // "Merge A into B and C" read as "… B" then "C": C was part of what was merged.
  if (ins.carried && handled.has(`merge:${first.id}`)) return [];
  const others = candidates.filter((c) => c !== first);
  const second = pending ? namedBy(target, others) : b && namedBy(b, others);
  if (!second) {
    // "Merge A" then, carried, "B": the pair completes on the next instruction.
    if (pending) return null;
    handled.add(`merge?${first.id}`);
    return [];
  }
  if (pending) handled.delete(`merge?${pending}`);
  handled.add(`merge:${first.id}`);
  return [mergeCompetencies(first, second, candidates)];
};

/** Folds `second` into `first` (kept, named for both when that stays short) and says so. */
export function mergeCompetencies(first: Candidate, second: Candidate, candidates: Candidate[]): string {
  const was = [label(first), label(second)];
  const name = `${first.name} and ${inSentence(second.name)}`;
  if (name.split(/\s+/).length <= 5) first.name = name;
  first.description = `${first.description} ${second.description}`;
  mergeInto(first, second);
  candidates.splice(candidates.indexOf(second), 1);
  first.pinned = true;
  return `merged competency ${was[1]} into ${was[0]}`;
}

const ACTIONS: Record<Action, Apply> = { add, drop, focus, less, merge };

/** Applies the revision comments in order, mutating `candidates`; returns the human-readable changes. */
export function applyRevisions(
  candidates: Candidate[],
  revisions: readonly string[],
  nextOrder: () => number,
  /** The plan's screening list (changed in place) and the role its questions name, when the plan has one. */
  screening?: { items: ScreeningItem[]; position: string },
): string[] {
  const changes: string[] = [];
  for (const revision of revisions) {
    const comment = clean(typeof revision === 'string' ? revision : '').replace(/[’‘]/g, "'");
    const { instructions, unrecognised } = parse(comment);
    if (!instructions.length) {
      changes.push(`noted: ${comment}`);
      continue;
    }
    const handled = new Set<string>();
    const effects: string[] = [];
    const notes: string[] = [];
    for (const ins of instructions) {
      const listed =
        screening &&
        ins.action !== 'merge' &&
        reviseScreening(ins.action, ins.target, screening.items, screening.position);
      if (listed) {
        effects.push(...listed.filter((e) => !e.startsWith('noted: ')));
        notes.push(...listed.filter((e) => e.startsWith('noted: ')));
        continue;
      }
      const { ontologyIds, present } = findPresent(ins.target, candidates);
      // A carried instruction naming what this comment already handled ("drop Docker and containers") adds nothing.
      const fresh = ins.carried ? present.filter((c) => !handled.has(`${ins.action}:${c.id}`)) : present;
      const result =
        ins.carried && present.length && !fresh.length
          ? []
          : ACTIONS[ins.action]({ ins, candidates, nextOrder, handled, ontologyIds, present, fresh });
      if (result === null)
        notes.push(
          ins.action === 'add'
            ? `noted: ${ins.fragment}`
            : `noted: ${ins.fragment} (no matching competency in the plan)`,
        );
      else effects.push(...result);
    }
    if ([...handled].some((h) => h.startsWith('merge?')))
      notes.push(`noted: ${comment} (a merge names two competencies of the plan)`);
    changes.push(...effects, ...notes, ...unrecognised.map((u) => `noted: ${u}`));
  }
  return changes;
}
