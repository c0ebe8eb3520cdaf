/** One labelled posting of the plans set (eval/plans/README.md has the labelling guide). */
export type Shape = 'job_description' | 'qualifications' | 'skills';
export type Level = 'ENTRY' | 'MID' | 'SENIOR' | 'LEAD' | 'EXEC';

export interface Posting {
  id: string;
  industry: string;
  /** The one kind of data the posting carries; the other two fields are empty. */
  shape: Shape;
  input: {
    position: string;
    level: Level;
    qualifications: string[];
    skills: string[];
    job_description: string | null;
    company_name: string | null;
    company_description: string | null;
    duration_minutes: number;
  };
  label: {
    /** A recruiter could plan a structured interview from this data without asking. */
    sufficient: boolean;
    /** 4-8 areas of the work a recruiter expects the plan to cover, in recruiter words. */
    themes: string[];
    /** The themes the posting marks as required (a subset of themes). */
    must_haves: string[];
  };
}
