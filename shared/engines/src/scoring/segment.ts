/** Stages 1-2: normalise the transcript and cut candidate answers into sentence segments (offsets into the text). */
import type { Utterance } from '../transcript.js';
import { answerGuard, setsQuestionAside, type AnswerGuard } from './answer-guards.js';
import { ANSWER_MIN_WORDS } from './cues.js';
import { matchCopy, words } from './text.js';

/** A candidate utterance ready for matching. */
export interface Answer {
  id: string;
  /** The original text; quotes are cut from it. */
  text: string;
  /** Same length as `text`, for matching (straight quotes, plain hyphens and spaces). */
  match: string;
  topic_id: string | null;
  competency_id: string | null;
  words: number;
  /** The interviewer's last turn before this answer ('' when none): what an echo would repeat. */
  question: string;
  /** Set when the whole answer carries no evidence: it addresses the scorer, repeats its question, or is private life. */
  guard: AnswerGuard;
  /** The answer opens by setting its question aside ("Not quite that, but…"): it earns no credit as that answer. */
  aside: boolean;
}

export interface Segment {
  segment_id: string;
  answer: Answer;
  start: number;
  end: number;
  /** Matching copy of the segment. */
  match: string;
  words: number;
}

export interface NormaliseResult {
  answers: Answer[];
  counts: Record<string, number>;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const idOrNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/**
 * Keeps candidate utterances with text, in transcript order. Interviewer turns are never evidence, and neither are
 * the answers to screening questions. An utterance id seen before is skipped, so a replayed turn cannot count twice.
 */
export function normalise(transcript: readonly Utterance[]): NormaliseResult {
  const answers: Answer[] = [];
  const seen = new Set<string>();
  let interviewer = 0;
  let empty = 0;
  let repeated = 0;
  let short = 0;
  let screening = 0;
  let question = '';
  let asked: Utterance['kind'] | undefined;
  for (const u of Array.isArray(transcript) ? transcript : []) {
    if (!u || u.speaker !== 'candidate') {
      interviewer += 1;
      if (u?.speaker === 'interviewer') [question, asked] = [str(u.text).trim(), u.kind];
      continue;
    }
    // The answer to a screening question is a fact for the recruiter, never evidence of a competency.
    if (asked === 'screening') {
      screening += 1;
      continue;
    }
    const text = str(u.text);
    const id = str(u.id);
    if (text.trim() === '' || id === '') {
      empty += 1;
      continue;
    }
    if (seen.has(id)) {
      repeated += 1;
      continue;
    }
    seen.add(id);
    const match = matchCopy(text);
    const n = words(match).length;
    if (n < ANSWER_MIN_WORDS) short += 1;
    answers.push({
      id,
      text,
      match,
      topic_id: idOrNull(u.topic_id),
      competency_id: idOrNull(u.competency_id),
      words: n,
      question,
      guard: answerGuard(match, question),
      aside: setsQuestionAside(match),
    });
  }
  return {
    answers,
    counts: {
      utterances: Array.isArray(transcript) ? transcript.length : 0,
      candidate_utterances: answers.length,
      interviewer_utterances: interviewer,
      skipped_empty: empty,
      skipped_repeated_id: repeated,
      screening_answers: screening,
      short_answers: short,
    },
  };
}

/** Sentence ends (not the dot in "3.5" or "Node.js"), semicolons and line breaks. */
const BOUNDARY_RE = /[.!?…]+(?=["')\]]*(?:\s|$))["')\]]*|;|\n+/g;

/** Sentence segments of every answer, whitespace trimmed, offsets into the utterance text. */
export function segment(answers: readonly Answer[]): Segment[] {
  const out: Segment[] = [];
  for (const answer of answers) {
    let n = 0;
    const push = (from: number, to: number): void => {
      let start = from;
      let end = to;
      while (start < end && /\s/.test(answer.match[start] ?? '')) start += 1;
      while (end > start && /\s/.test(answer.match[end - 1] ?? '')) end -= 1;
      if (end <= start) return;
      const match = answer.match.slice(start, end);
      if (!/[\p{L}\p{N}]/u.test(match)) return;
      n += 1;
      out.push({ segment_id: `${answer.id}#s${n}`, answer, start, end, match, words: words(match).length });
    };
    let from = 0;
    for (const m of answer.match.matchAll(BOUNDARY_RE)) {
      const at = m.index ?? 0;
      const cut = m[0].startsWith('\n') ? at : at + m[0].length;
      push(from, cut);
      from = at + m[0].length;
    }
    push(from, answer.match.length);
  }
  return out;
}
