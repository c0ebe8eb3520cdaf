import { complete, failureKind, type ChatEndpoint, type ChatMessage } from '../llm/index.js';
import { decide, type Decision } from './deterministic.js';
import { presumedPhrases } from './presumption.js';
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
 * The deterministic interviewer decides the structure of every turn (the move, which topic, closing, done); the model
 * only phrases it. The returned turn keeps everything but the text from that decision. A reply that presumes a fact
 * (names something found neither in the plan's words nor in the candidate's answers) is rejected by the same check as
 * the deterministic follow-ups, and the deterministic text is used. When the call fails or times out, the `fallback` interviewer's turn is returned
 * instead (default: the deterministic turn), so the interview never stalls on the model. The candidate's turns are
 * sent with their contact details masked, like every LLM call (llm/mask.ts), and the call ends by LLM_DEADLINE_MS.
 */
export function createChatCompletionsInterviewer(opts: ChatCompletionsInterviewerOptions): Interviewer {
  return {
    name: 'chat-completions',
    async next(ctx: InterviewContext): Promise<InterviewerTurn> {
      const decision = await decide(ctx);
      let text: string;
      try {
        // Masked, and bounded by the endpoint's LLM deadline, in complete() (llm/transport.ts).
        text = unquoted(await complete(opts, chatMessages(ctx, decision)));
      } catch (error) {
        opts.onFailure?.({ kind: failureKind(error), detail: (error as Error).message });
        return opts.fallback ? opts.fallback.next(ctx) : decision.turn;
      }
      return presumedPhrases(text, knownWords(ctx, decision)).length ? decision.turn : { ...decision.turn, text };
    },
  };
}

/** The model's text unwrapped from quotes; throws when nothing is left. */
function unquoted(content: string): string {
  const text = content.replace(/^(["\u201c])([\s\S]*)(["\u201d])$/, '$2').trim();
  if (!text) throw new Error('chat completion with empty message content');
  return text;
}

/** What a reply may name: the plan's and the decided turn's words, the role, the company and the candidate's answers. */
function knownWords(ctx: InterviewContext, decision: Decision): string[] {
  return [
    decision.turn.text,
    ctx.plan.opening,
    ctx.position,
    ctx.company_name ?? '',
    ...ctx.plan.competencies.flatMap((c) => [c.name, c.description, ...c.question_topics.map((t) => t.prompt)]),
    ...ctx.transcript.filter((u) => u.speaker === 'candidate').map((u) => u.text),
  ];
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

/** The instruction for the decided move, including the decided text. */
export function moveInstruction(ctx: InterviewContext, decision: Decision): string {
  const say = (what: string): string => `Interviewer instruction (not from the candidate). ${what}`;
  const { turn } = decision;
  const competency = decision.ref?.competency.name;
  switch (turn.move) {
    case 'greeting':
      return say(
        `Open the interview: greet the candidate using this opening, keeping every fact in it: "${ctx.plan.opening}"` +
          (decision.question
            ? ` Then, in the same message, ask the first question (about ${competency}), keeping its meaning: "${decision.question}"`
            : ''),
      );
    case 'closing':
      return say(
        `Close the interview (${turn.reason}): thank the candidate and tell them what happens next, in substance: ` +
          `"${turn.text}" Ask nothing further and make no promises about the result.`,
      );
    default:
      return say(
        `Your move: ${turn.move}, because ${turn.reason}. Say this, in your own words but keeping its meaning, ` +
          `without judging the answer and without naming anything the candidate did not mention: "${turn.text}"`,
      );
  }
}

/** System prompt, the transcript (interviewer as assistant, candidate as user), then the instruction for the move. */
export function chatMessages(ctx: InterviewContext, decision: Decision): ChatMessage[] {
  return [
    { role: 'system', content: systemPrompt(ctx) },
    ...ctx.transcript.map((u): ChatMessage => ({
      role: u.speaker === 'interviewer' ? 'assistant' : 'user',
      content: u.text,
    })),
    { role: 'system', content: moveInstruction(ctx, decision) },
  ];
}
