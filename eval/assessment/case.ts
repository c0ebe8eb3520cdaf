import type { Plan } from '@irs/engines/planner';

/**
 * How an answer reads (README "Styles"); the first six carry evidence, the next five are adversarial, and `other_job`
 * is a concrete story from another occupation, which earns only what its work shows.
 */
export const EVIDENCE_STYLES = [
  'rubric_words',
  'plain_words',
  'non_native',
  'short',
  'rambling',
  'two_competencies',
] as const;
export const ADVERSARIAL_STYLES = ['stuffing', 'echo', 'off_topic', 'injection', 'vague_claim'] as const;
export const OTHER_JOB = 'other_job';
export type EvidenceStyle = (typeof EVIDENCE_STYLES)[number];
export type AdversarialStyle = (typeof ADVERSARIAL_STYLES)[number];
export type Style = EvidenceStyle | AdversarialStyle | typeof OTHER_JOB;

export const isAdversarial = (style: Style): style is AdversarialStyle =>
  (ADVERSARIAL_STYLES as readonly string[]).includes(style);

/** One labelled answer: the question just asked, the candidate's answer and what it evidences (README "Labels"). */
export interface AssessmentCase {
  id: string;
  family: string;
  style: Style;
  /** The competency whose question was asked; null when the answer replies to the family's opening question. */
  asked: string | null;
  question: string;
  answer: string;
  /** Competency ids the answer evidences; empty when it evidences none. */
  evidences: string[];
  /** `<competency id>/<sub-dimension id>` for the sub-dimensions the answer evidences. */
  sub_dimensions: string[];
}

/** A whole scripted interview on a family plan, with the coverage a recruiter expects from it. */
export interface ScriptedInterview {
  id: string;
  family: string;
  description: string;
  /** Answers per competency id, used in order; "*" for any question whose queue is empty. */
  answers: Record<string, string[]>;
  expected: { overall_coverage: 'sufficient' | 'partial' | 'insufficient'; gap_competencies: string[] };
}

/** A role family: its plan (the service's Plan shape), the opening question and who the role is. */
export interface Family {
  family: string;
  position: string;
  opener: string;
  plan: Plan;
}
