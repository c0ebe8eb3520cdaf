/**
 * The adapter between the evaluation and a scorer build: loads a scorer from a built `@irs/engines` dist dir (today's
 * checkout or a baseline), puts a labelled answer into a transcript and reads which competencies the assessment
 * credits. An answer credits a competency when the assessment quotes it as evidence for that competency (a signal ref
 * on the answer's utterance), which is what a recruiter sees.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ChatEndpoint } from '@irs/engines/llm';
import type { AssessmentPayload, Scorer } from '@irs/engines/scoring';
import type { Utterance } from '@irs/engines/transcript';
import type { AssessmentCase, Family } from './case.js';

export const DEFAULT_ENGINES_DIR = resolve(import.meta.dirname, '../../shared/engines/dist');
/** The answer's utterance id, the same whether or not a separate question turn precedes it. */
const ANSWER_ID = 'u-0009';

interface ScoringModule {
  deterministicScorer: Scorer;
  createChatCompletionsScorer?: (endpoint: ChatEndpoint) => Scorer;
}

/** The deterministic scorer of a build, or its chat-completions scorer when an endpoint is given. */
export async function loadScorer(enginesDir: string, endpoint?: ChatEndpoint): Promise<Scorer> {
  const mod = (await import(pathToFileURL(resolve(enginesDir, 'scoring/index.js')).href)) as ScoringModule;
  if (!endpoint) return mod.deterministicScorer;
  if (!mod.createChatCompletionsScorer) throw new Error(`${enginesDir} has no chat-completions scorer`);
  return mod.createChatCompletionsScorer(endpoint);
}

/** The greeting with the opener, or the greeting and the question about `asked`; then the answer. */
export function caseTranscript(c: AssessmentCase, family: Family): Utterance[] {
  const topic = family.plan.competencies.find((p) => p.id === c.asked)?.question_topics[0] ?? null;
  const ref = { topic_id: topic?.id ?? null, competency_id: c.asked };
  const opening = `${family.plan.opening} ${topic ? '' : c.question}`.trim();
  const asked: Utterance[] = [
    { id: 'u-0001', speaker: 'interviewer', text: opening, offset_ms: 0, kind: 'greeting', ...ref },
  ];
  if (topic)
    asked.push({ id: 'u-0002', speaker: 'interviewer', text: c.question, offset_ms: 5_000, kind: 'question', ...ref });
  return [...asked, { id: ANSWER_ID, speaker: 'candidate', text: c.answer, offset_ms: 20_000, kind: 'answer', ...ref }];
}

/** Competencies and `<competency>/<sub-dimension>` signals the assessment quotes the answer for, and the scores. */
export function credited(payload: AssessmentPayload): {
  competencies: string[];
  sub_dimensions: string[];
  scores: Record<string, number>;
} {
  const quoted = payload.traces.filter((t) => t.refs.some((r) => r.utterance_id === ANSWER_ID));
  return {
    competencies: [...new Set(quoted.map((t) => t.competency_id))].sort(),
    sub_dimensions: quoted.map((t) => `${t.competency_id}/${t.sub_dimension_id}`).sort(),
    scores: Object.fromEntries(payload.competencies.map((c) => [c.competency_id, c.score])),
  };
}
