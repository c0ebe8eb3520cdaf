import { followUpLines } from './draft';

/** shared/src/contracts/plan-edit.ts's limits, mirrored so the form says what the server would refuse. */
export const LIMITS = {
  competencies: { min: 1, max: 12 },
  subDimensions: { min: 1, max: 6 },
  questions: { min: 1, max: 5 },
  followUps: 5,
  name: 80,
  description: 600,
  rubric: 600,
  prompt: 500,
  followUp: 300,
  note: 2_000,
} as const;

/** The server trims before it measures; so does the form. */
const length = (value: string) => value.trim().length;
const tooLong = (value: string, max: number) =>
  length(value) > max ? `Keep it to ${max.toLocaleString('en')} characters (this has ${length(value)}).` : null;

/** A field that must be filled, up to `max` characters; `what` completes "Enter …". */
export const requiredText = (what: string, max: number) => (value: string) =>
  length(value) === 0 ? `Enter ${what}.` : tooLong(value, max);

export const optionalText = (max: number) => (value: string) => tooLong(value, max);

export function followUpsProblem(value: string): string | null {
  const lines = followUpLines(value);
  if (lines.length > LIMITS.followUps)
    return `At most ${LIMITS.followUps} follow-ups, one per line (there are ${lines.length}).`;
  const long = lines.findIndex((line) => line.length > LIMITS.followUp);
  return long < 0 ? null : `Follow-up ${long + 1} is longer than ${LIMITS.followUp} characters.`;
}
