import { z } from 'zod';

/**
 * PUT /api/v2/integration/interviews/:run_id/plan: a recruiter's direct edit of the plan under review (PENDING). The
 * competencies as they should be, in order; an item that keeps its `id` is the plan's item edited, one without is new,
 * one left out is deleted. Screening items are kept or dropped by id (rewording them goes through revision comments,
 * where the protected-trait rule is applied). Every list and text is bounded.
 */
const id = z.string().regex(/^[a-z0-9][a-z0-9-]{0,119}$/, 'must be an id of the plan (lower-case letters, digits, -)');
const text = (max: number) => z.string().trim().min(1).max(max);

const SubDimensionEdit = z.strictObject({ id: id.optional(), name: text(80), rubric: text(600) });
const TopicEdit = z.strictObject({
  id: id.optional(),
  prompt: text(500),
  follow_ups: z.array(text(300)).max(5).default([]),
});
const CompetencyEdit = z.strictObject({
  id: id.optional(),
  name: text(80),
  description: z.string().trim().max(600).default(''),
  kind: z.enum(['technical', 'behavioural']),
  requirement_type: z.enum(['essential', 'desirable']),
  role_importance: z.number().min(0).max(1).optional(),
  sub_dimensions: z.array(SubDimensionEdit).min(1).max(6),
  question_topics: z.array(TopicEdit).min(1).max(5),
});

export const PlanEditBody = z
  .strictObject({
    competencies: z.array(CompetencyEdit).min(1).max(12),
    screening_ids: z.array(id).max(40).optional(),
    /** The revision the edit was made on; when given, an edit of an older revision is refused (409), never merged. */
    base_revision: z.number().int().min(0).max(10_000).optional(),
    /** Why, for the revision history. */
    comment: z.string().trim().max(2_000).optional(),
  })
  .refine(
    (b) =>
      new Set(b.competencies.flatMap((c) => (c.id ? [c.id] : []))).size === b.competencies.filter((c) => c.id).length,
    {
      message: 'a competency id may appear once',
      path: ['competencies'],
    },
  )
  .meta({
    examples: [
      {
        competencies: [
          {
            id: 'sql',
            name: 'SQL and data modelling',
            kind: 'technical',
            requirement_type: 'essential',
            sub_dimensions: [
              { id: 'sql-tuning', name: 'Query tuning', rubric: 'Reads a plan; finds the missing index' },
            ],
            question_topics: [
              { prompt: 'Tell me about a slow query you made fast.', follow_ups: ['How did you measure it?'] },
            ],
          },
        ],
        base_revision: 0,
        comment: 'Tighter SQL focus',
      },
    ],
  });
export type PlanEditBody = z.output<typeof PlanEditBody>;
