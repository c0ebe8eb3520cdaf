import type { PlanInput } from '@irs/engines/planner';

/** One posting of the recruiter set (issue 31); eval/plans/recruiter/README.md has the rubric and labelling guide. */
export type Shape = 'job_description' | 'qualifications' | 'skills' | 'combined';

/** What kind of screening requirement an item is. */
export type ScreeningKind =
  'licence' | 'certification' | 'experience' | 'education' | 'legal' | 'physical' | 'availability' | 'other';

/** A requirement the plan must list under `screening`, never as a competency. */
export interface ScreeningItem {
  /** The requirement in plain words, without "Must"/"Required". */
  requirement: string;
  kind: ScreeningKind;
  /** Required by the posting (false: preferred, a plus, nice to have). */
  essential: boolean;
  /** The interviewer must not ask about it (health, drug test, physical condition, age, citizenship, ...). */
  protected: boolean;
}

/** An optional revision probe: a reviewer's comment and what the revised plan must show. */
export interface RevisionProbe {
  comment: string;
  expect: {
    /** Two themes that one competency covers after the revision. */
    merge?: [string, string];
    /** The `requirement` of a screening item that is gone after the revision. */
    drop_screening?: string;
    /** A screening item (with a verification question) present after the revision. */
    add_screening?: { requirement: string; kind: ScreeningKind };
  };
}

export interface Posting {
  /** `rh-<industry>-NN` held-out, `rt-<industry>-NN` train. */
  id: string;
  industry: string;
  /** Which fields carry data; `combined` carries description, qualifications and skills. */
  shape: Shape;
  /** What a run's request carries; the planner's `info` and `revisions` start empty. */
  input: Omit<PlanInput, 'info' | 'revisions'>;
  label: {
    /** A recruiter could plan a structured interview from this data without asking. */
    sufficient: boolean;
    /** 4-8 areas of the work a recruiter expects the plan to cover, in recruiter words. */
    themes: string[];
    /** The themes the posting marks as required (a subset of themes). */
    must_haves: string[];
    /** Every screening requirement of the posting, in the order it states them. */
    screening: ScreeningItem[];
    /** Competency names that would be wrong for this posting. */
    traps: string[];
    revisions?: RevisionProbe[];
  };
}
