/** The planner's contract: input assembled from the run's stored request, output stored as the plan payload. */
import type { ScreeningKind } from './screening-rules.js';

export type { ScreeningKind };

export const LEVELS = ['ENTRY', 'MID', 'SENIOR', 'LEAD', 'EXEC'] as const;
export type Level = (typeof LEVELS)[number];

export interface PlanInput {
  position: string;
  level: Level;
  qualifications: string[];
  skills: string[];
  job_description: string | null;
  company_name: string | null;
  company_description: string | null;
  duration_minutes: number;
  /** Values supplied through PATCH .../info, by missing field name (e.g. { skills: "TypeScript, PostgreSQL" }). */
  info: Record<string, string>;
  /** Revision comments from PATCH .../plan/revise, oldest first. */
  revisions: string[];
}

export interface MissingField {
  field: string;
  severity: 'required' | 'recommended';
  reason: string;
  question: string;
}

export interface SubDimension {
  id: string;
  name: string;
  rubric: string;
}

export interface QuestionTopic {
  id: string;
  prompt: string;
  follow_ups: string[];
}

export interface PlanCompetency {
  id: string;
  name: string;
  description: string;
  kind: 'technical' | 'behavioural';
  requirement_type: 'essential' | 'desirable';
  /** 0-1: how much the role depends on it. */
  role_importance: number;
  sub_dimensions: SubDimension[];
  question_topics: QuestionTopic[];
  /** The posting phrases the competency was derived from or recognised in (absent on older plans). */
  source_phrases?: string[];
}

/**
 * A fact to verify, not work to interview for: a licence, certification, years of experience, education, a legal or
 * physical requirement, availability. Never scored as evidence.
 */
export interface ScreeningItem {
  id: string;
  /** The requirement in plain words. */
  requirement: string;
  kind: ScreeningKind;
  requirement_type: 'essential' | 'desirable';
  /** A protected trait (health, drug tests, age, physical abilities, citizenship): listed, never asked. */
  protected: boolean;
  /** A short factual question the interviewer may ask at the start; null for a protected item. */
  question: string | null;
  /** Where the posting states it: qualifications, skills or job_description. */
  source: string;
}

export interface Plan {
  competencies: PlanCompetency[];
  /** The posting's screening facts, apart from the competencies (absent on older plans). */
  screening?: ScreeningItem[];
  duration_minutes: number;
  level: Level;
  /** Which inputs the plan was built from, e.g. ["skills", "qualifications", "job_description", "info.skills"]. */
  generated_from: string[];
  /** How the plan was built: the ontology version (lexical planner, older plans) or PLANNER_VERSION. */
  version: string;
  /** The interviewer's opening line; names the company when one was given. */
  opening: string;
  /** 0 for the first plan, +1 per revision applied. */
  revision: number;
  /** Human-readable list of what the revisions changed, e.g. ["added competency kubernetes", "dropped topic ..."]. */
  changes: string[];
  /**
   * Which planner built the plan (absent on older plans); with `fallback` (why the LLM planner's proposal was not used, a kind or the
   * untraceable names, never a provider's message) and `note`, the sentence a recruiter reads about it.
   */
  built_by?: { planner: string; fallback?: string; note?: string };
}

export type PlanResult = { ok: true; plan: Plan } | { ok: false; missing_fields: MissingField[] };

/** A planner turns role data into an interview plan. The default is deterministic and offline; an LLM-backed one can replace it. */
export interface Planner {
  readonly name: string;
  plan(input: PlanInput): Promise<PlanResult>;
}

/** The ontology-only planner of earlier versions: synchronous, no semantic model. */
export interface LexicalPlanner {
  readonly name: string;
  plan(input: PlanInput): PlanResult;
}
