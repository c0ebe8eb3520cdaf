import { complete, type ChatEndpoint, type ChatMessage } from '../llm/index.js';
import { decideMove, type Move } from './deterministic.js';
import type { InterviewContext, Interviewer, InterviewerTurn } from './types.js';

export interface ChatCompletionsInterviewerOptions extends ChatEndpoint {
  /**
   * Used when the HTTP call fails (network error, non-2xx, timeout, no usable text): its turn is returned as is.
   * Default: the deterministic turn the adapter already decided.
   */
  fallback?: Interviewer;
}

/**
 * An interviewer backed by an OpenAI-compatible chat-completions API.
 *
 * The deterministic interviewer decides the structure of every turn (which topic, follow-up or not, closing, done);
 * the model only phrases it. The returned turn keeps kind, topic_id, competency_id and done from that decision and
 * takes only its text from the model. When the call fails or times out, the `fallback` interviewer's turn is returned
 * instead (default: the deterministic turn), so the interview never stalls on the model.
 */
export function createChatCompletionsInterviewer(opts: ChatCompletionsInterviewerOptions): Interviewer {
  return {
    name: 'chat-completions',
    async next(ctx: InterviewContext): Promise<InterviewerTurn> {
      const move = decideMove(ctx);
      let text: string;
      try {
        text = unquoted(await complete(opts, chatMessages(ctx, move)));
      } catch {
        return opts.fallback ? opts.fallback.next(ctx) : move.turn;
      }
      return { ...move.turn, text };
    },
  };
}

/** The model's text unwrapped from quotes; throws when nothing is left. */
function unquoted(content: string): string {
  const text = content.replace(/^(["\u201c])([\s\S]*)(["\u201d])$/, '$2').trim();
  if (!text) throw new Error('chat completion with empty message content');
  return text;
}

/** The system prompt: role, company and the rules of the conversation. */
export function systemPrompt(ctx: InterviewContext): string {
  const company = (ctx.company_name ?? '').trim();
  const role = ctx.position.trim() || 'the open role';
  return [
    `You are a professional, friendly interviewer conducting a structured first-round interview for the ${role} role${company ? ` at ${company}` : ''}.`,
    `The interview lasts about ${ctx.duration_minutes} minutes and follows a plan approved by the recruiter.`,
    'Rules:',
    '- Ask exactly one question at a time, and only the question you are told to ask; do not add questions of your own.',
    '- Do not evaluate, grade, praise or criticise the candidate or their answers, and do not hint at how they are doing.',
    '- Do not ask personal questions (age, family, health, religion, nationality, politics, or anything else unrelated to the job).',
    '- Do not promise or predict any outcome of the hiring process.',
    '- Be concise and natural. Reply with only the words you say to the candidate: no notes, labels or quotation marks.',
  ].join('\n');
}

/** The instruction for the decided move, including the decided question text. */
export function moveInstruction(ctx: InterviewContext, move: Move): string {
  const say = (what: string): string => `Interviewer instruction (not from the candidate). ${what}`;
  const competency = move.ref?.competency.name;
  switch (move.reason) {
    case 'greeting':
      return say(
        `Open the interview: greet the candidate using this opening, keeping every fact in it: "${ctx.plan.opening}"` +
          (move.question
            ? ` Then, in the same message, ask the first question (about ${competency}), keeping its meaning: "${move.question}"`
            : ''),
      );
    case 'next_topic':
      return say(
        `Briefly thank the candidate for the answer (without judging it), then ask the next main question` +
          ` (about ${competency}), keeping its meaning: "${move.question}"`,
      );
    case 'follow_up': {
      const missing = [
        move.gaps?.noExample ? 'a specific example from their own work' : null,
        move.gaps?.noOutcome ? 'the outcome or result' : null,
        move.gaps?.tooShort ? 'more detail' : null,
      ].filter((x): x is string => x !== null);
      return say(
        `The last answer lacked ${missing.join(', ') || 'detail'}. Ask this one follow-up question, keeping its meaning: "${move.question}"`,
      );
    }
    case 'closing_complete':
    case 'closing_time':
      return say(
        `${move.reason === 'closing_time' ? 'Time is nearly up. ' : 'All questions are done. '}` +
          `Close the interview: thank the candidate and tell them what happens next, in substance: "${move.turn.text}" ` +
          'Ask nothing further and make no promises about the result.',
      );
  }
}

/** System prompt, the transcript (interviewer as assistant, candidate as user), then the instruction for the move. */
export function chatMessages(ctx: InterviewContext, move: Move): ChatMessage[] {
  return [
    { role: 'system', content: systemPrompt(ctx) },
    ...ctx.transcript.map((u): ChatMessage => ({
      role: u.speaker === 'interviewer' ? 'assistant' : 'user',
      content: u.text,
    })),
    { role: 'system', content: moveInstruction(ctx, move) },
  ];
}
