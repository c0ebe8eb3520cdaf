/**
 * Stages 4-6: detect evidence cues in each segment, classify the evidence of each (segment, competency) pair into
 * the catalogue's types, and measure it (specificity, confidence, quality, strength).
 */
import { isKeywordList } from './answer-guards.js';
import type { Attribution } from './attribute.js';
import {
  ANSWER_MIN_WORDS,
  CONCRETE_RE,
  EVIDENCE_TYPES,
  EVIDENCE_WEIGHT,
  FIRST_PERSON_RE,
  GENERIC_RE,
  HEDGE_RE,
  HYPOTHETICAL_RE,
  NAMED_RE,
  OWNERSHIP_RE,
  QUOTE_MAX_CHARS,
  REASONING_RE,
  REFLECTION_RE,
  SEGMENT_MIN_WORDS,
  WE_RE,
  isOutcomeMetric,
  quantityCount,
} from './cues.js';
import type { Segment } from './segment.js';
import { hasOutcome, hasOwnAction, hasSpecificSituation } from '../story-evidence.js';
import { describesPractice, PRESENT_ACTION_RE, presentTenseActions } from '../story-tense.js';
import { clamp01, contentStems, noisyOr, overlap } from './text.js';
import type { EvidenceTypeId, SegmentStatus } from './types.js';

/** What stage 4 found in a segment, independent of any competency. */
export interface Detection {
  status: Exclude<SegmentStatus, 'unattributed' | 'no_evidence_cues' | 'evidence'> | 'candidate';
  types: EvidenceTypeId[];
  quantities: number;
  named: number;
  hedges: number;
  hypothetical: boolean;
  firstPerson: boolean;
  we: boolean;
}

/** How a claim of experience says "often" instead of telling one time. */
const CLAIMED_OFTEN =
  /\b(?:a lot|lots of times|many times|plenty(?: of)?|countless|all the time|always|so often|numerous|dozens of times|hundreds of)\b/i;

const stories = new WeakMap<Segment['answer'], boolean>();
/** Whether the answer tells a specific situation with the candidate's own action in it (once per answer). */
function toldStory(answer: Segment['answer']): boolean {
  let told = stories.get(answer);
  if (told === undefined) {
    told = hasSpecificSituation(answer.match) && hasOwnAction(answer.match);
    stories.set(answer, told);
  }
  return told;
}

/** Stage 4; `elsewhere`: the setting head placed the answer outside work (a private-life answer, like the words' guard). */
export function detect(seg: Segment, elsewhere = false): Detection {
  const text = seg.match;
  const types: EvidenceTypeId[] = [];
  // "I have done that a lot in my previous jobs" names a job, not a time in it: a place alone is concrete only when
  // the answer tells a specific situation (story-evidence.ts, as the interviewer reads it).
  const concrete =
    (CONCRETE_RE.test(text) && (toldStory(seg.answer) || !CLAIMED_OFTEN.test(text))) ||
    (PRESENT_ACTION_RE.test(text) && presentTenseActions(seg.answer.match) > 0) ||
    describesPractice(text);
  const metric = isOutcomeMetric(text);
  if (metric) types.push('outcome_metric');
  // An outcome in words counts only inside the candidate's own story: "it went well" alone is a claim.
  else if (hasOutcome(text) && toldStory(seg.answer)) types.push('outcome_statement');
  if (concrete) types.push('concrete_example');
  if (OWNERSHIP_RE.test(text)) types.push('ownership_statement');
  if (REASONING_RE.test(text)) types.push('reasoning');
  if (REFLECTION_RE.test(text)) types.push('reflection');
  // A reason or a lesson is evidence within the candidate's story; alone ("because I am always careful") it is a claim.
  if (types.every((t) => t === 'reasoning' || t === 'reflection') && !toldStory(seg.answer)) types.length = 0;
  let status: Detection['status'] = 'candidate';
  if (seg.answer.guard) status = seg.answer.guard;
  else if (elsewhere) status = 'private_life';
  else if (seg.answer.words < ANSWER_MIN_WORDS || seg.words < SEGMENT_MIN_WORDS) status = 'short';
  else if (isKeywordList(text)) status = 'stuffing';
  else if (GENERIC_RE.test(text) && !concrete && !metric) status = 'generic';
  return {
    status,
    types: status === 'candidate' ? types : [],
    quantities: quantityCount(text),
    named: (text.match(NAMED_RE) ?? []).length,
    hedges: (text.match(HEDGE_RE) ?? []).length,
    hypothetical: HYPOTHETICAL_RE.test(text),
    firstPerson: FIRST_PERSON_RE.test(text),
    we: WE_RE.test(text),
  };
}

/** The evidence of one segment for one competency. */
export interface Classified {
  types: EvidenceTypeId[];
  primary: EvidenceTypeId;
  domainHits: number;
}

const ORDER: ReadonlyMap<EvidenceTypeId, number> = new Map(EVIDENCE_TYPES.map((t, i) => [t.id, i]));

/**
 * Stage 5: the segment's cue types plus technical detail (two or more distinct terms of the competency's vocabulary,
 * an alias counting as one) for technical competencies. Null when the pair carries no evidence, and when the segment
 * shows no cue of the candidate's own experience (example, outcome, ownership, reasoning, reflection).
 */
export function classify(seg: Segment, det: Detection, attr: Attribution): Classified | null {
  if (det.status !== 'candidate') return null;
  const model = attr.competency;
  const lexicalHits = overlap(contentStems(seg.match), model.domain) + (attr.mentioned ? 1 : 0);
  const domainHits = Math.max(lexicalHits, attr.meaningHits);
  // Vocabulary alone is no evidence (keyword stuffing is all vocabulary): the candidate must tell what they did.
  if (!det.types.length) return null;
  const types = [...det.types];
  if (model.competency.kind !== 'behavioural' && domainHits >= 2) types.push('technical_detail');
  types.sort((a, b) => (ORDER.get(a) ?? 0) - (ORDER.get(b) ?? 0));
  const primary = types.reduce((p, t) => ((EVIDENCE_WEIGHT.get(t) ?? 0) > (EVIDENCE_WEIGHT.get(p) ?? 0) ? t : p));
  return { types, primary, domainHits };
}

export interface Measured {
  specificity: number;
  confidence: number;
  quality: number;
  /** quality × confidence. */
  strength: number;
}

/** Stage 6. Every factor is documented in SIGNAL_WEIGHTS_VERSION's catalogue (cues.ts) and here. */
export function measure(seg: Segment, det: Detection, cls: Classified): Measured {
  const length = seg.words >= 25 ? 0.15 : seg.words >= 12 ? 0.1 : 0;
  const specificity = clamp01(
    0.1 +
      Math.min(0.4, 0.2 * det.quantities) +
      Math.min(0.3, 0.1 * cls.domainHits) +
      Math.min(0.15, 0.05 * det.named) +
      length,
  );
  const confidence = Math.min(
    0.95,
    Math.max(
      0.2,
      0.6 +
        (det.firstPerson ? 0.15 : det.we ? 0.05 : 0) +
        (cls.types.length >= 2 ? 0.1 : 0) -
        Math.min(0.3, 0.15 * det.hedges) -
        (det.hypothetical ? 0.15 : 0),
    ),
  );
  const quality = Math.min(
    0.95,
    noisyOr(cls.types.map((t) => EVIDENCE_WEIGHT.get(t) ?? 0)) * (0.55 + 0.45 * specificity),
  );
  return { specificity, confidence, quality, strength: quality * confidence };
}

/** The segment's text as an exact substring of the utterance, cut at a word boundary when it is very long. */
export function quoteOf(seg: Segment): string {
  const text = seg.answer.text.slice(seg.start, seg.end);
  if (text.length <= QUOTE_MAX_CHARS) return text;
  const cut = text.slice(0, QUOTE_MAX_CHARS);
  const space = cut.search(/\s\S*$/);
  return (space > QUOTE_MAX_CHARS / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, '');
}
