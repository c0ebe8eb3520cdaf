import type { Plan } from '../planner/types.js';
import type { Utterance } from '../transcript.js';
import { topicsOf } from './agenda.js';
import { isMainQuestion } from './deterministic.js';
import type { Progress } from './types.js';

/**
 * How far the interview is: `asked` counts the plan's topics that got a main question (the opening greeting that
 * carries the first question counts as one; follow-ups and repeats of a topic do not), `total` the plan's topics (with the one derived for a competency that has none).
 */
export function progress(plan: Plan, transcript: Utterance[]): Progress {
  const topicIds = new Set(plan.competencies.flatMap((c) => topicsOf(c).map((t) => t.id)));
  const asked = new Set(
    transcript
      .filter(isMainQuestion)
      .flatMap((u) => (u.topic_id !== null && topicIds.has(u.topic_id) ? [u.topic_id] : [])),
  );
  return { asked: asked.size, total: topicIds.size };
}
