import { z } from 'zod';
import { EXAMPLE } from './examples.js';

export const LEVELS = ['ENTRY', 'MID', 'SENIOR', 'LEAD', 'EXEC'] as const;

const httpsUrl = z
  .string()
  .max(2048)
  .refine((v) => URL.canParse(v) && new URL(v).protocol === 'https:', 'must be a valid https:// URL');
const optionalText = (max: number) => z.string().max(max).optional();
/** A skill or qualification statement. */
const listItem = z.string().trim().min(1).max(200);

/** The role of a run, and of an interview template: what the planner plans from. */
export const ROLE_FIELDS = {
  position: z.string().trim().min(1).max(200),
  level: z.enum(LEVELS),
  qualifications: z.array(listItem).max(100).optional(),
  skills: z.array(listItem).max(100).optional(),
  job_description: optionalText(20_000),
  company_name: optionalText(200),
  company_description: optionalText(4_000),
  duration_minutes: z.number().int().min(15).max(120).default(45),
};

/** docs/spec.md "Interview create request": every rule and limit; unknown keys rejected. */
export const CreateInterviewBody = z
  .strictObject({
    external_id: z.string().trim().min(1).max(200),
    candidate_ref: optionalText(200),
    candidate_name: optionalText(200),
    candidate_email: z.email().max(320).optional(),
    ...ROLE_FIELDS,
    candidate_resume: optionalText(60_000),
    candidate_profile_url: httpsUrl.optional(),
    callback_url: httpsUrl.optional(),
  })
  .refine((b) => b.candidate_ref || b.candidate_name || b.candidate_email, {
    message: 'at least one of candidate_ref, candidate_name, candidate_email is required',
    path: ['candidate_ref'],
  })
  .meta({
    examples: [
      {
        external_id: 'job-42/app-7',
        candidate_ref: 'c-981',
        position: 'Backend Engineer',
        level: 'SENIOR',
        skills: ['TypeScript', 'PostgreSQL'],
        qualifications: ['Kubernetes is nice to have'],
        company_name: 'Acme',
        duration_minutes: 45,
        callback_url: EXAMPLE.callbackUrl,
      },
    ],
  });
export type CreateInterview = z.infer<typeof CreateInterviewBody>;

/** The missing fields (at most three: skills, qualifications, job_description), each up to a job description. */
export const InfoBody = z
  .strictObject({
    fields: z
      .record(z.string().max(100), z.string().trim().min(1).max(20_000))
      .refine((fields) => Object.keys(fields).length <= 10, 'at most 10 fields'),
  })
  .meta({ examples: [{ fields: { skills: 'Go, Rust, distributed systems' } }] });
/** Free-text comments and reasons of the people deciding on a run (security review: at most 5,000 characters). */
const FREE_TEXT_MAX = 5_000;
export const CommentBody = z
  .strictObject({ comment: z.string().max(FREE_TEXT_MAX).optional() })
  .meta({ examples: [{ comment: 'Looks right for the role' }] });
export const ReasonBody = z
  .strictObject({ reason: z.string().trim().min(1).max(FREE_TEXT_MAX) })
  .meta({ examples: [{ reason: 'The role was filled internally' }] });
export const OptionalReasonBody = z
  .strictObject({ reason: z.string().max(FREE_TEXT_MAX).optional() })
  .meta({ examples: [{ reason: 'The candidate withdrew' }] });
export const ReviseBody = z
  .strictObject({ comments: z.string().trim().min(1).max(FREE_TEXT_MAX) })
  .meta({ examples: [{ comments: 'Add a question on query tuning; drop the front-end topic' }] });
export const InviteBody = z
  .strictObject({
    ttl_seconds: z
      .number()
      .int()
      .min(60)
      .max(30 * 24 * 3600)
      .default(259_200),
    base_url: z
      .string()
      .max(2048)
      .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), 'must be a valid http(s) URL')
      .optional(),
  })
  .meta({ examples: [{ ttl_seconds: 259_200 }] });
export const RankingsQuery = z
  .strictObject({
    position: z.string().max(200).optional(),
    level: z.enum(LEVELS).optional(),
  })
  .meta({ examples: [{ position: 'Backend Engineer', level: 'SENIOR' }] });
export const RunIdParam = z.string().regex(/^run_\d+_[0-9a-f]+$/, 'must look like run_<epoch>_<hex>');
