import { z } from 'zod';

export const LEVELS = ['ENTRY', 'MID', 'SENIOR', 'LEAD', 'EXEC'] as const;

const httpsUrl = z
  .string()
  .max(2048)
  .refine((v) => URL.canParse(v) && new URL(v).protocol === 'https:', 'must be a valid https:// URL');
const text = (max?: number) => (max ? z.string().max(max) : z.string());
const optionalText = (max?: number) => text(max).optional();

/** SPEC.md "Interview create request": every rule and limit; unknown keys rejected. */
export const CreateInterviewBody = z
  .strictObject({
    external_id: z.string().trim().min(1).max(200),
    candidate_ref: optionalText(200),
    candidate_name: optionalText(200),
    candidate_email: z.email().max(320).optional(),
    position: z.string().trim().min(1).max(200),
    level: z.enum(LEVELS),
    qualifications: z.array(z.string().trim().min(1)).max(100).optional(),
    skills: z.array(z.string().trim().min(1)).optional(),
    job_description: optionalText(20_000),
    company_name: optionalText(),
    company_description: optionalText(4_000),
    candidate_resume: optionalText(60_000),
    candidate_profile_url: httpsUrl.optional(),
    duration_minutes: z.number().int().min(15).max(120).default(45),
    callback_url: httpsUrl.optional(),
  })
  .refine((b) => b.candidate_ref || b.candidate_name || b.candidate_email, {
    message: 'at least one of candidate_ref, candidate_name, candidate_email is required',
    path: ['candidate_ref'],
  });
export type CreateInterview = z.infer<typeof CreateInterviewBody>;

export const InfoBody = z.strictObject({ fields: z.record(z.string(), z.string().trim().min(1).max(20_000)) });
export const CommentBody = z.strictObject({ comment: z.string().max(4_000).optional() });
export const ReasonBody = z.strictObject({ reason: z.string().trim().min(1).max(4_000) });
export const OptionalReasonBody = z.strictObject({ reason: z.string().max(4_000).optional() });
export const ReviseBody = z.strictObject({ comments: z.string().trim().min(1).max(4_000) });
export const InviteBody = z.strictObject({
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
});
export const RankingsQuery = z.strictObject({
  position: z.string().max(200).optional(),
  level: z.enum(LEVELS).optional(),
});
export const RunIdParam = z.string().regex(/^run_\d+_[0-9a-f]+$/, 'must look like run_<epoch>_<hex>');
