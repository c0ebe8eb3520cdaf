import type { PlanInput } from '@irs/engines/planner';

/** One labelled posting of the plans set (eval/plans/README.md has the labelling guide). */
export type Shape = 'job_description' | 'qualifications' | 'skills';

export interface Posting {
  id: string;
  industry: string;
  /** The one kind of data the posting carries; the other two fields are empty. */
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
  };
}
