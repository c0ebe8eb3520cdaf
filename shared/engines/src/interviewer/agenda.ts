import type { Plan, PlanCompetency, QuestionTopic } from '../planner/types.js';
import { derivedPrompt } from './follow-ups.js';

export interface TopicRef {
  competency: PlanCompetency;
  topic: QuestionTopic;
}

/** The id of the topic derived for a competency the plan gave no question topic. */
export const derivedTopicId = (competency: PlanCompetency): string => `${competency.id}.derived`;

/** A competency's question topics; one derived from its name and description when the plan has none. */
export function topicsOf(competency: PlanCompetency): QuestionTopic[] {
  return competency.question_topics.length
    ? competency.question_topics
    : [{ id: derivedTopicId(competency), prompt: derivedPrompt(competency), follow_ups: [] }];
}

/** Essential competencies first, then desirable ones, each group in plan order. */
export const competenciesInOrder = (plan: Plan): PlanCompetency[] => [
  ...plan.competencies.filter((c) => c.requirement_type === 'essential'),
  ...plan.competencies.filter((c) => c.requirement_type !== 'essential'),
];

/**
 * Every topic in asking order: first one topic of each competency (so each competency is asked even when time runs
 * short), then the competencies' further topics, each round in competency order.
 */
export function orderedTopics(plan: Plan): TopicRef[] {
  const competencies = competenciesInOrder(plan);
  const rounds = Math.max(0, ...competencies.map((c) => topicsOf(c).length));
  const refs: TopicRef[] = [];
  for (let round = 0; round < rounds; round++)
    for (const competency of competencies) {
      const topic = topicsOf(competency)[round];
      if (topic) refs.push({ competency, topic });
    }
  return refs;
}
