import type { PlanCompetency, QuestionTopic } from '../planner/types.js';
import type { MoveName } from './moves.js';

/**
 * The words of each move. They are built from the topic and the candidate's own words only, so they never assert a
 * fact the candidate did not state (the plan's scripted follow-ups, e.g. "How would you type it now so that bug
 * cannot happen?", presume a story and are not used). Each text passes the presumption check (test/interviewer).
 */

/** The candidate's first sentence, when short enough to quote back ("You said: ..."), else null. */
export function echo(answer: string): string | null {
  const first = answer
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s/)[0]
    ?.replace(/[.!?,;:]+$/, '')
    .trim();
  if (!first) return null;
  const words = first.split(' ');
  return words.length >= 3 && words.length <= 14 ? first : null;
}

const quoted = (answer: string, lead: string): string => {
  const said = echo(answer);
  return said ? `${lead} "${said}". ` : '';
};

/** A competency name inside a sentence: "Problem solving" reads "problem solving"; "TypeScript" and "SQL" stay. */
const inSentence = (name: string): string =>
  name.split(/\s+/).every((w) => /^[A-Z]?[a-z-]+$/.test(w)) ? name.toLowerCase() : name;

/** What a competency is about, in a phrase: its description when it has one, else its name. */
const gist = (competency: PlanCompetency): string =>
  (competency.description.trim() || competency.name).replace(/[.\s]+$/, '');

export interface FollowUpInput {
  move: MoveName;
  topic: QuestionTopic;
  competency: PlanCompetency;
  /** The question just asked (main prompt or follow-up). */
  question: string;
  /** The candidate's answer to it. */
  answer: string;
}

/** The text of a move on the current topic (not next_topic/defer, which ask the next question). */
export function followUpText({ move, topic, competency, question, answer }: FollowUpInput): string {
  switch (move) {
    case 'probe_specific':
      return `${quoted(answer, 'You said')}Could you pick one specific time that happened? What was the situation, what did you do yourself, and how did it turn out?`;
    case 'probe_own_part':
      return `${quoted(answer, 'You described what was done as a group:')}What was your own part in it? What did you personally do?`;
    case 'probe_outcome':
      return 'And what was the outcome? What changed in the end, and how did you know?';
    case 'redirect':
      return `Thank you. Let me bring us back to the question: ${topic.prompt}`;
    case 'alternative_angle':
      return `That's fine. Perhaps from a course, a side project or another job: have you done anything involving ${inSentence(competency.name)}? If not, how would you approach it?`;
    case 'different_example':
      return 'That sounds like the example you gave earlier. Could you tell me about a different situation for this one?';
    case 'rephrase':
      return `Of course. In other words, about ${inSentence(competency.name)}: ${question}`;
    case 'explain':
      return `By that I mean ${gist(competency).replace(/^./, (c) => c.toLowerCase())}. ${topic.prompt}`;
    default:
      return question;
  }
}

/**
 * A question for a competency whose plan has no question topic (derived at interview time from its name and
 * description), and the prompt used when the interviewer returns to a competency that still lacks evidence.
 */
export function derivedPrompt(competency: PlanCompetency): string {
  return `Tell me about a specific situation where you needed ${inSentence(competency.name)}: what was going on, what did you do yourself, and how did it turn out?`;
}

/** Ways of coming back to a competency that still lacks evidence, in turn: a return is never worded as the last one. */
const RETURNS = [
  (name: string) =>
    `I'd like to come back to ${name}. Could you think of another situation, from any job, course or project, where you showed it? What happened, what did you do, and what was the result?`,
  (name: string) =>
    `Let's go back to ${name} once more. Think of the last time it mattered in your work or studies: what was the situation, and what did you do yourself?`,
  (name: string) =>
    `One more on ${name}: which situation are you proudest of where it played a part? Walk me through what you did and how it ended.`,
];

/** The prompt of the `visit`-th return to a competency: the return phrasings, then its topics again. */
export function returnPrompt(competency: PlanCompetency, topics: readonly QuestionTopic[], visit: number): string {
  const name = inSentence(competency.name);
  const phrasings = [...RETURNS.map((r) => r(name)), ...topics.map((t) => `Coming back to ${name}: ${t.prompt}`)];
  return phrasings[visit % phrasings.length]!;
}
