export * from './types.js';
export { answerGaps, lacksEvidence, MIN_ANSWER_WORDS, type AnswerGaps } from './evidence-check.js';
export {
  deterministicInterviewer,
  decideMove,
  orderedTopics,
  followUpText,
  isMainQuestion,
  CLOSING_RESERVE_SHARE,
  MAX_CLOSING_RESERVE_MS,
  FOLLOW_UP_BUDGET_SHARE,
  type Move,
  type MoveReason,
  type TopicRef,
} from './deterministic.js';
export { progress } from './progress.js';
export {
  createChatCompletionsInterviewer,
  chatMessages,
  systemPrompt,
  moveInstruction,
  type ChatCompletionsInterviewerOptions,
} from './chat-completions.js';
export { DEFAULT_TIMEOUT_MS, type ChatMessage, type ChatRole } from '../llm/index.js';
