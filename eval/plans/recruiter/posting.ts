import type { ScreeningKind } from '@irs/engines/planner';
import type { Posting as PlansPosting, Shape as PlansShape } from '../posting.js';

/** One posting of the recruiter set (issue 31); eval/plans/recruiter/README.md has the rubric and labelling guide. */
export type Shape = PlansShape | 'combined';
export type { ScreeningKind };

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

/** The plans set's posting, in four shapes, with the screening items, traps and revision probes of its label. */
export interface Posting extends Omit<PlansPosting, 'shape' | 'label'> {
  /** `rh-<industry>-NN` held-out, `rt-<industry>-NN` train. */
  id: string;
  /** Which fields carry data; `combined` carries description, qualifications and skills. */
  shape: Shape;
  label: PlansPosting['label'] & {
    /** Every screening requirement of the posting, in the order it states them. */
    screening: ScreeningItem[];
    /** Competency names that would be wrong for this posting. */
    traps: string[];
    revisions?: RevisionProbe[];
  };
}
