import type { Plan, PlanEditBody } from '../api/types';

/**
 * The plan as the editor holds it. Each item has a `key` of its own (React's key and its fields' element ids) and
 * keeps the plan's `id` when it is the plan's own item: the server then knows it was edited, not deleted and added.
 */
export interface DraftSubDimension {
  key: string;
  id?: string;
  name: string;
  rubric: string;
}

export interface DraftQuestion {
  key: string;
  id?: string;
  prompt: string;
  /** One follow-up per line. */
  followUps: string;
}

export interface DraftCompetency {
  key: string;
  id?: string;
  name: string;
  description: string;
  kind: 'technical' | 'behavioural';
  requirement_type: 'essential' | 'desirable';
  subDimensions: DraftSubDimension[];
  questions: DraftQuestion[];
}

export interface PlanDraft {
  competencies: DraftCompetency[];
  /** The screening items kept, by id. */
  screeningIds: string[];
  note: string;
}

let lastKey = 0;
const newKey = () => `edit-${++lastKey}`;

/** The element id of an item's field: where focus goes when the item is added. */
export const fieldId = (key: string, field: string) => `${key}-${field}`;

export const newSubDimension = (): DraftSubDimension => ({ key: newKey(), name: '', rubric: '' });
export const newQuestion = (): DraftQuestion => ({ key: newKey(), prompt: '', followUps: '' });
export const newCompetency = (): DraftCompetency => ({
  key: newKey(),
  name: '',
  description: '',
  kind: 'technical',
  requirement_type: 'essential',
  subDimensions: [newSubDimension()],
  questions: [newQuestion()],
});

export function draftOf(plan: Plan): PlanDraft {
  return {
    competencies: plan.competencies.map((c) => ({
      key: newKey(),
      id: c.id,
      name: c.name,
      description: c.description,
      kind: c.kind,
      requirement_type: c.requirement_type,
      subDimensions: c.sub_dimensions.map((s) => ({ key: newKey(), id: s.id, name: s.name, rubric: s.rubric })),
      questions: c.question_topics.map((t) => ({
        key: newKey(),
        id: t.id,
        prompt: t.prompt,
        followUps: t.follow_ups.join('\n'),
      })),
    })),
    screeningIds: (plan.screening ?? []).map((s) => s.id),
    note: '',
  };
}

export const followUpLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const withId = (id: string | undefined) => (id ? { id } : {});

/** `PUT …/plan`'s body: the competencies in order, new ones without an id; screening kept in the plan's order. */
export function bodyOf(draft: PlanDraft, plan: Plan): PlanEditBody {
  return {
    competencies: draft.competencies.map((c) => ({
      ...withId(c.id),
      name: c.name.trim(),
      description: c.description.trim(),
      kind: c.kind,
      requirement_type: c.requirement_type,
      sub_dimensions: c.subDimensions.map((s) => ({ ...withId(s.id), name: s.name.trim(), rubric: s.rubric.trim() })),
      question_topics: c.questions.map((q) => ({
        ...withId(q.id),
        prompt: q.prompt.trim(),
        follow_ups: followUpLines(q.followUps),
      })),
    })),
    ...(plan.screening
      ? { screening_ids: plan.screening.filter((s) => draft.screeningIds.includes(s.id)).map((s) => s.id) }
      : {}),
    ...(draft.note.trim() ? { comment: draft.note.trim() } : {}),
    base_revision: plan.revision,
  };
}
