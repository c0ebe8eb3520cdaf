export * from './types.js';
export { answerGaps, lacksEvidence, MIN_ANSWER_WORDS, type AnswerGaps } from '../story-evidence.js';
export {
  deterministicInterviewer,
  decide,
  isMainQuestion,
  CLOSING_RESERVE_SHARE,
  MAX_CLOSING_RESERVE_MS,
  FOLLOW_UP_BUDGET_SHARE,
  MAX_PROBES_PER_QUESTION,
  MAX_PROBES_PER_COMPETENCY,
  MAX_CLARIFICATIONS_PER_QUESTION,
  RETURN_PACE_MS,
  EXAMPLES_WANTED,
  MAX_RETURNS_PER_COMPETENCY,
  type Decision,
} from './deterministic.js';
export { orderedTopics, topicsOf, derivedTopicId, type TopicRef } from './agenda.js';
export { classifyAnswer, lexicalStyle, storyStyle, type AnswerStyle, type AnswerSituation } from './answer-style.js';
export { followUpText, derivedPrompt, returnPrompt } from './follow-ups.js';
export { MOVES, PROBE_MOVES, type MoveName } from './moves.js';
export { nounPhrases, presumedPhrases } from './presumption.js';
export { progress } from './progress.js';
export { withScreening, askedScreening, screeningFacts, type ScreeningFact } from './screening.js';
export {
  createChatCompletionsInterviewer,
  WITHHELD,
  chatMessages,
  systemPrompt,
  moveInstruction,
  type ChatCompletionsInterviewerOptions,
} from './chat-completions.js';
export { DEFAULT_TIMEOUT_MS, type ChatMessage, type ChatRole } from '../llm/index.js';
