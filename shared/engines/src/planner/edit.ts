/**
 * A recruiter's direct edit of a plan under review: the competencies as they want them (renamed, reworded, added,
 * deleted, essential or desirable) and the screening items they keep. The result is the next revision of the same
 * plan: ids stay where the recruiter kept an item, so the scorer's data for a known competency still applies after a
 * rename; new items get ids of their own; `changes` says what moved, in a recruiter's words.
 */
import { slugify } from './text.js';
import type { Plan, PlanCompetency, QuestionTopic, SubDimension } from './types.js';

/** An edited item keeps its id when it names one of the plan; without an id it is new. */
type Edited<T extends { id: string }> = Omit<T, 'id'> & { id?: string };

export interface PlanEdit {
  competencies: (Omit<Edited<PlanCompetency>, 'sub_dimensions' | 'question_topics' | 'role_importance'> & {
    role_importance?: number;
    sub_dimensions: Edited<SubDimension>[];
    question_topics: Edited<QuestionTopic>[];
  })[];
  /** The screening items kept, by id (absent: all kept). Items are added or reworded by revision comments. */
  screening_ids?: string[];
}

/** Why an edit cannot apply: an id that names nothing of the plan, or of the competency it is under. */
export class PlanEditError extends Error {
  override name = 'PlanEditError';
}

/** The importance a requirement gives a competency that states none (as the planner weighs them). */
const IMPORTANCE = { essential: 0.75, desirable: 0.45 } as const;

/** The next revision of `plan` with the recruiter's edit applied. */
export function editPlan(plan: Plan, edit: PlanEdit): Plan {
  const before = new Map(plan.competencies.map((c) => [c.id, c]));
  const taken = new Set(plan.competencies.map((c) => c.id));
  const competencies = edit.competencies.map((c): PlanCompetency => {
    if (c.id !== undefined && !before.has(c.id)) throw new PlanEditError(`competency ${c.id} is not in the plan`);
    const old = c.id === undefined ? undefined : before.get(c.id);
    const id = c.id ?? fresh(`edit-${slugify(c.name)}`, taken);
    return {
      ...(old ?? {}),
      id,
      name: c.name,
      description: c.description,
      kind: c.kind,
      requirement_type: c.requirement_type,
      role_importance:
        c.role_importance ??
        (old && old.requirement_type === c.requirement_type ? old.role_importance : IMPORTANCE[c.requirement_type]),
      sub_dimensions: keepIds(c.sub_dimensions, old?.sub_dimensions ?? [], `${id}-s`, c.name),
      question_topics: keepIds(c.question_topics, old?.question_topics ?? [], `${id}-t`, c.name),
    };
  });
  const screening = edit.screening_ids
    ? (plan.screening ?? []).filter((s) => edit.screening_ids!.includes(s.id))
    : plan.screening;
  for (const id of edit.screening_ids ?? [])
    if (!(plan.screening ?? []).some((s) => s.id === id))
      throw new PlanEditError(`screening item ${id} is not in the plan`);
  return {
    ...plan,
    competencies,
    ...(screening ? { screening } : {}),
    revision: plan.revision + 1,
    changes: describe(plan, competencies, screening ?? []),
  };
}

/** Items keep their ids when they name one of `old`; new ones get the next free `<prefix><n>`. */
function keepIds<T extends { id: string }>(items: Edited<T>[], old: readonly T[], prefix: string, under: string): T[] {
  const known = new Set(old.map((o) => o.id));
  const taken = new Set(known);
  return items.map((item) => {
    if (item.id !== undefined && !known.has(item.id)) throw new PlanEditError(`${item.id} is not part of ${under}`);
    return { ...item, id: item.id ?? fresh(prefix, taken, 1) } as T;
  });
}

/** `base`, or `base<n>` for the first n not taken; marks it taken. */
function fresh(base: string, taken: Set<string>, from?: number): string {
  let id = from === undefined ? base : `${base}${from}`;
  for (let n = (from ?? 1) + 1; taken.has(id); n++) id = `${base}${n}`;
  taken.add(id);
  return id;
}

/** What the edit changed, one line each, in the order of the edited plan. */
function describe(plan: Plan, competencies: readonly PlanCompetency[], screening: readonly { id: string }[]): string[] {
  const before = new Map(plan.competencies.map((c) => [c.id, c]));
  const kept = new Set(competencies.map((c) => c.id));
  const changes: string[] = [];
  for (const c of competencies) {
    const old = before.get(c.id);
    if (!old) {
      changes.push(`added competency "${c.name}"`);
      continue;
    }
    if (old.name !== c.name) changes.push(`renamed "${old.name}" to "${c.name}"`);
    if (old.requirement_type !== c.requirement_type) changes.push(`"${c.name}" is now ${c.requirement_type}`);
    if (old.description !== c.description || old.kind !== c.kind) changes.push(`edited the description of "${c.name}"`);
    changes.push(...itemChanges('question', old.question_topics, c.question_topics, (t) => t.prompt, c.name));
    changes.push(...itemChanges('sub-dimension', old.sub_dimensions, c.sub_dimensions, (s) => s.name, c.name));
  }
  for (const old of plan.competencies) if (!kept.has(old.id)) changes.push(`deleted competency "${old.name}"`);
  const left = new Set(screening.map((s) => s.id));
  for (const s of plan.screening ?? [])
    if (!left.has(s.id)) changes.push(`dropped the screening item "${s.requirement}"`);
  return changes.length ? changes : ['no change'];
}

function itemChanges<T extends { id: string }>(
  what: string,
  old: readonly T[],
  now: readonly T[],
  label: (item: T) => string,
  under: string,
): string[] {
  const before = new Map(old.map((o) => [o.id, o]));
  const after = new Set(now.map((n) => n.id));
  const lines: string[] = [];
  for (const item of now) {
    const was = before.get(item.id);
    if (!was) lines.push(`added ${what} to "${under}": "${label(item)}"`);
    else if (JSON.stringify(was) !== JSON.stringify(item)) lines.push(`edited ${what} of "${under}": "${label(item)}"`);
  }
  for (const item of old) if (!after.has(item.id)) lines.push(`deleted ${what} of "${under}": "${label(item)}"`);
  return lines;
}
