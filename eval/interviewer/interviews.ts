/**
 * Whole scripted interviews on the standard plan (plan.json), driven through an interviewer with a simulated clock:
 * every turn takes the time its words take spoken at 150 words a minute, and each answer also a fixed think time of
 * 5 s before it. Candidates (candidates/*.json) answer by rule: the next unused answer of the asked competency's queue,
 * else the shared "*" answers in turn.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Interviewer, InterviewerTurn } from '@irs/engines/interviewer';
import type { Plan } from '@irs/engines/planner';
import type { Embedder } from '@irs/engines/semantic';
import type { Utterance } from '@irs/engines/transcript';
import { chosenMove, utterance } from './engine.js';
import type { ChosenMove } from './moves.js';

export const WORDS_PER_MINUTE = 150;
export const THINK_MS = 5_000;
/** Guards a loop on an interviewer that never closes. */
const MAX_TURNS = 200;

export interface ScriptedCandidate {
  id: string;
  description: string;
  /** Answers per competency id, used in order; "*" for any question whose queue is empty. */
  answers: Record<string, string[]>;
}

export interface InterviewResult {
  candidate: string;
  interviewer_turns: number;
  competencies_never_asked: string[];
  /** Simulated time at the closing turn over the planned duration. */
  time_used_share: number;
  closed: boolean;
  moves: Partial<Record<ChosenMove, number>>;
  transcript: Utterance[];
}

const dir = new URL('.', import.meta.url);

export function loadPlan(): Plan {
  return JSON.parse(readFileSync(new URL('plan.json', dir), 'utf8')) as Plan;
}

export function loadCandidates(): ScriptedCandidate[] {
  const folder = new URL('candidates/', dir);
  return readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(new URL(f, folder), 'utf8')) as ScriptedCandidate);
}

export const speakingMs = (text: string): number =>
  Math.round((text.split(/\s+/).filter(Boolean).length / WORDS_PER_MINUTE) * 60_000);

/** A candidate's answering rule: per-competency queues, then the shared answers in turn. */
function answerer(candidate: ScriptedCandidate): (competencyId: string | null) => string {
  const used = new Map<string, number>();
  const next = (key: string): string | undefined => {
    const queue = candidate.answers[key] ?? [];
    const n = used.get(key) ?? 0;
    used.set(key, n + 1);
    return key === '*' ? queue[n % queue.length] : queue[n];
  };
  return (cid) => (cid ? next(cid) : undefined) ?? next('*') ?? '';
}

export async function runInterview(
  interviewer: Interviewer,
  plan: Plan,
  candidate: ScriptedCandidate,
  embedder: Embedder | undefined,
  role = { position: 'Backend Engineer', company_name: 'Acme Logistics' },
): Promise<InterviewResult> {
  const answer = answerer(candidate);
  const transcript: Utterance[] = [];
  const moves: Partial<Record<ChosenMove, number>> = {};
  let elapsed = 0;
  let turn: InterviewerTurn | null = null;
  let turns = 0;
  while (turns < MAX_TURNS && !turn?.done) {
    turn = await interviewer.next({
      plan,
      ...role,
      duration_minutes: plan.duration_minutes,
      transcript,
      elapsed_ms: elapsed,
      ...(embedder ? { embedder } : {}),
    });
    turns++;
    const move = chosenMove(turn);
    moves[move] = (moves[move] ?? 0) + 1;
    const ref = { topic_id: turn.topic_id, competency_id: turn.competency_id };
    const said = turn as Partial<InterviewerTurn>;
    transcript.push(
      utterance(transcript.length + 1, {
        speaker: 'interviewer',
        text: turn.text,
        offset_ms: elapsed,
        kind: turn.kind,
        ...ref,
        ...(said.move ? { move: said.move, reason: said.reason ?? '' } : {}),
      }),
    );
    elapsed += speakingMs(turn.text);
    if (turn.done) break;
    const text = answer(turn.competency_id);
    elapsed += THINK_MS;
    transcript.push(
      utterance(transcript.length + 1, { speaker: 'candidate', text, offset_ms: elapsed, kind: 'answer', ...ref }),
    );
    elapsed += speakingMs(text);
  }
  const asked = new Set(transcript.filter((u) => u.speaker === 'interviewer').map((u) => u.competency_id));
  return {
    candidate: candidate.id,
    interviewer_turns: turns,
    competencies_never_asked: plan.competencies.map((c) => c.id).filter((id) => !asked.has(id)),
    time_used_share: elapsed / (plan.duration_minutes * 60_000),
    closed: turn?.done ?? false,
    moves,
    transcript,
  };
}
