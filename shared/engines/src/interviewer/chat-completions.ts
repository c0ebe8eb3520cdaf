import { DATA_NOTICE, complete, failureKind, promptOf, type ChatEndpoint, type ChatMessage } from '../llm/index.js';
import { addressesModel } from '../scoring/injection.js';
import { decide, type Decision } from './deterministic.js';
import { replyFaults } from './reply-check.js';
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
 * only words it. The returned turn keeps everything but the text from that decision. The prompt is built like every
 * LLM prompt (llm/prompt.ts): the rules and this move's instruction as the one system message, the interview so far as
 * masked JSON data, and an answer that speaks to a model (an injection) withheld. The reply must pass the output
 * check (reply-check.ts: no praise, verdict or promise, no presumed fact, no extra question); a refused reply, a
 * failed call or one past the deadline gives the `fallback` interviewer's turn (default: the decided one), and the
 * endpoint's onFailure hears why, so the interview never stalls on the model and never hears a judgement.
 */
export function createChatCompletionsInterviewer(opts: ChatCompletionsInterviewerOptions): Interviewer {
  return {
    name: 'chat-completions',
    async next(ctx: InterviewContext): Promise<InterviewerTurn> {
      const decision = await decide(ctx);
      let text: string;
      try {
        text = unquoted(await complete(opts, await chatMessages(ctx, decision)));
      } catch (error) {
        opts.onFailure?.({ kind: failureKind(error), detail: (error as Error).message });
        return opts.fallback ? opts.fallback.next(ctx) : decision.turn;
      }
      const faults = replyFaults(text, decision, knownWords(ctx, decision));
      if (!faults.length) return { ...decision.turn, text };
      opts.onFailure?.({ kind: 'rejected_reply', detail: `reply refused: ${faults.join(', ')}` });
      return decision.turn;
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
  const say = (what: string): string => `This turn. ${what}`;
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

/** What the prompt carries instead of an answer that speaks to a model. */
export const WITHHELD = '[answer withheld: it addressed an AI system]';

/**
 * The prompt: the rules and the decided move's instruction (the system message, once), then the interview so far as
 * data, the candidate's words masked and an injection withheld.
 */
export async function chatMessages(ctx: InterviewContext, decision: Decision): Promise<ChatMessage[]> {
  const transcript = await Promise.all(
    ctx.transcript.map(async (u) => ({
      speaker: u.speaker,
      text: u.speaker === 'candidate' && (await addressesModel(u.text, ctx.embedder)) ? WITHHELD : u.text,
    })),
  );
  const instruction = [systemPrompt(ctx), DATA_NOTICE, moveInstruction(ctx, decision)].join('\n');
  return promptOf(instruction, { interview_so_far: transcript }, ctx.private_names);
}
