import type { Plan, PlanCompetency } from '@irs/engines/planner';
import type { AssessmentCase, Family, ScriptedInterview, Style } from '../case.js';

/**
 * [asked competency id or null for the opener, style, answer, evidenced competency ids, evidenced sub-dimensions as
 * `<competency>/<sub>`]; compact so a family reads as a list of answers.
 */
export type Row = [string | null, Style, string, string[], string[]?];

export interface FamilySpec {
  family: string;
  position: string;
  /** The family's opening question, not about any one competency. */
  opener: string;
  competencies: PlanCompetency[];
  rows: Row[];
  interviews: Omit<ScriptedInterview, 'family'>[];
}

export function familyPlan(spec: FamilySpec): Family {
  const plan: Plan = {
    competencies: spec.competencies,
    duration_minutes: 45,
    level: 'MID',
    generated_from: ['eval/assessment family plan'],
    version: 'eval-assessment-1',
    opening: `Hello, and thank you for joining this interview for the ${spec.position} role.`,
    revision: 0,
    changes: [],
  };
  return { family: spec.family, position: spec.position, opener: spec.opener, plan };
}

/** Expands a family's rows into cases (ids numbered per family, before any split) and checks every id they name. */
export function expand(spec: FamilySpec): AssessmentCase[] {
  const byId = new Map(spec.competencies.map((c) => [c.id, c]));
  const known = (cid: string, where: string): PlanCompetency => {
    const c = byId.get(cid);
    if (!c) throw new Error(`${spec.family} ${where}: unknown competency ${cid}`);
    return c;
  };
  return spec.rows.map(([asked, style, answer, evidences, subs = []], i) => {
    const id = `${spec.family}-${String(i + 1).padStart(3, '0')}`;
    const question = asked === null ? spec.opener : known(asked, id).question_topics[0]!.prompt;
    evidences.forEach((cid) => known(cid, id));
    for (const s of subs) {
      const [cid, sid] = s.split('/');
      if (!known(cid!, id).sub_dimensions.some((d) => d.id === sid))
        throw new Error(`${id}: unknown sub-dimension ${s}`);
      if (!evidences.includes(cid!)) throw new Error(`${id}: sub-dimension ${s} of a competency not evidenced`);
    }
    return { id, family: spec.family, style, asked, question, answer, evidences, sub_dimensions: subs };
  });
}

/** Rows written after the authored ones, per family; their ids carry `mark` (`x`, `f`, `g`, `h`, `i`) so they never collide. */
export const expandLater = (batch: readonly [FamilySpec, Row[]][], mark: string): AssessmentCase[] =>
  batch.flatMap(([spec, rows]) =>
    expand({ ...spec, rows }).map((c) => ({ ...c, id: c.id.replace(/-(\d+)$/, `-${mark}$1`) })),
  );

export function interviews(spec: FamilySpec): ScriptedInterview[] {
  return spec.interviews.map((i) => {
    for (const cid of [...Object.keys(i.answers).filter((k) => k !== '*'), ...i.expected.gap_competencies])
      if (!spec.competencies.some((c) => c.id === cid)) throw new Error(`${i.id}: unknown competency ${cid}`);
    return { ...i, family: spec.family };
  });
}
