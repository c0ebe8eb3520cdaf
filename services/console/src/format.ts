import type { OverallCoverage, RunState } from './api/types';

/** What each state means to the person reading the console. */
export const STATE_LABELS: Record<RunState, string> = {
  INFO_NEEDED: 'Missing information',
  GENERATING_PLAN: 'Generating plan',
  PENDING: 'Plan review',
  APPROVED: 'Plan approved',
  INVITED: 'Invited',
  IN_PROGRESS: 'Interviewing',
  ASSESSMENT_PENDING: 'Scoring',
  ASSESSMENT_READY: 'Assessment review',
  COMPLETED: 'Completed',
  REJECTED: 'Rejected',
  CANCELLED: 'Cancelled',
};

export const LEVELS = ['ENTRY', 'MID', 'SENIOR', 'LEAD', 'EXEC'] as const;
const LEVEL_LABELS: Record<string, string> = {
  ENTRY: 'Entry',
  MID: 'Mid',
  SENIOR: 'Senior',
  LEAD: 'Lead',
  EXEC: 'Executive',
};
export const levelLabel = (level: string) => LEVEL_LABELS[level.toUpperCase()] ?? level;

export const COVERAGE_LABELS: Record<OverallCoverage, string> = {
  sufficient: 'Sufficient coverage',
  partial: 'Partial coverage',
  insufficient: 'Insufficient coverage',
};

/** The name when the integrator sent one (and the user may read it); else the ATS's own references. */
export const candidateLabel = (run: {
  candidate_name?: string | null;
  candidate_ref: string | null;
  external_id: string;
}) => run.candidate_name ?? run.candidate_ref ?? run.external_id;

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];
/** "5 minutes ago", "yesterday"; under a minute, "just now". */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of STEPS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

/** "probe_own_part" → "Probe own part". */
export const humanize = (id: string) => (id.charAt(0).toUpperCase() + id.slice(1)).replace(/_/g, ' ');
