import type { Exchange, InterviewerCase } from '../case.js';
import type { Move, Style } from '../moves.js';

export type TopicSpec = Pick<InterviewerCase, 'competency' | 'topic'>;

/** Where the answer sits when it is not the first answer to the topic prompt. */
export interface Setting {
  question?: string;
  earlier?: Exchange[];
  probes?: number;
}

/** [topic key, style, answer, expected move, setting]; compact so a family reads as a list of answers. */
export type Row = [string, Style, string, Move, Setting?];

export interface FamilySpec {
  family: string;
  topics: Record<string, TopicSpec>;
  rows: Row[];
}

/** Expands a family's rows into cases (ids are numbered per family, before any split). */
export function expand(spec: FamilySpec): InterviewerCase[] {
  return spec.rows.map(([key, style, answer, expected_move, setting = {}], i) => {
    const t = spec.topics[key];
    if (!t) throw new Error(`${spec.family}: unknown topic ${key}`);
    return {
      id: `${spec.family}-${String(i + 1).padStart(2, '0')}`,
      family: spec.family,
      style,
      competency: t.competency,
      topic: t.topic,
      earlier: setting.earlier ?? [],
      probes_so_far: setting.probes ?? 0,
      question: setting.question ?? t.topic.prompt,
      answer,
      expected_move,
    };
  });
}
