import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssessmentRead,
  PlanRead,
  PlanRevision,
  RunEvent,
  RunPage,
  RunState,
  RunStatus,
  TranscriptRead,
} from '../api/types';
import { useFallbackInterval } from '../live/live';
import { useApi, useSignedIn } from '../session/session';
import { runKeys, type RunPart } from './keys';

const LIST_PATH = '/api/v2/integration/interviews';
export const runPath = (runId: string, suffix = '') => `${LIST_PATH}/${encodeURIComponent(runId)}${suffix}`;

/**
 * The states that wait for a person, in the inbox's order; an INVITED run does only while a candidate's request holds
 * it (issue 37).
 */
export const INBOX_STATES = [
  'PENDING',
  'INFO_NEEDED',
  'ASSESSMENT_READY',
  'INVITED',
] as const satisfies readonly RunState[];

export interface RunFilters {
  state?: string;
  awaiting_human?: string;
  position?: string;
  level?: string;
  external_id?: string;
  candidate_ref?: string;
}

/** The list's address: a list value repeats its parameter (`state=PENDING&state=INFO_NEEDED`), as the API reads it. */
function listPath(
  filters: Record<string, string | readonly string[] | undefined>,
  cursor: string | null,
  limit: number,
) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters))
    for (const v of [value ?? []].flat()) if (v) query.append(name, v);
  query.set('limit', String(limit));
  if (cursor) query.set('cursor', cursor);
  return `${LIST_PATH}?${query}`;
}

/** Every run that waits for a person (the first 100, newest change first). */
export function useInbox() {
  const { tenantId } = useSignedIn();
  const api = useApi();
  const refetchInterval = useFallbackInterval();
  return useQuery({
    queryKey: runKeys.list(tenantId, { inbox: true }),
    queryFn: ({ signal }) =>
      api.get<RunPage>(listPath({ state: INBOX_STATES, awaiting_human: 'true' }, null, 100), signal),
    refetchInterval,
  });
}

export function useRunList(filters: RunFilters) {
  const { tenantId } = useSignedIn();
  const api = useApi();
  const refetchInterval = useFallbackInterval();
  return useInfiniteQuery({
    queryKey: runKeys.list(tenantId, filters),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => api.get<RunPage>(listPath({ ...filters }, pageParam, 50), signal),
    getNextPageParam: (last) => last.next_cursor,
    refetchInterval,
  });
}

/** Where each read of a run answers; the transcript is the review's read, open from ASSESSMENT_READY on. */
const RUN_READS: Record<RunPart, string> = {
  status: '',
  plan: '/plan',
  revisions: '/plan/revisions',
  events: '/events',
  assessment: '/assessment',
  transcript: '/assessment/transcript',
};

function useRunRead<T>(runId: string, part: RunPart, enabled = true) {
  const { tenantId } = useSignedIn();
  const api = useApi();
  const fallbackInterval = useFallbackInterval();
  return useQuery({
    queryKey: runKeys.part(tenantId, runId, part),
    queryFn: ({ signal }) => api.get<T>(runPath(runId, RUN_READS[part]), signal),
    enabled,
    // The status is what changes; the run page reads the rest again when the state moves.
    refetchInterval: part === 'status' ? fallbackInterval : false,
  });
}

export const useRunStatus = (runId: string) => useRunRead<RunStatus>(runId, 'status');
export const usePlan = (runId: string, enabled: boolean) => useRunRead<PlanRead>(runId, 'plan', enabled);
export const usePlanRevisions = (runId: string) => useRunRead<{ items: PlanRevision[] }>(runId, 'revisions');
export const useTimeline = (runId: string) => useRunRead<{ items: RunEvent[] }>(runId, 'events');
export const useAssessment = (runId: string, enabled: boolean) =>
  useRunRead<AssessmentRead>(runId, 'assessment', enabled);
export const useTranscript = (runId: string, enabled: boolean) =>
  useRunRead<TranscriptRead>(runId, 'transcript', enabled);

/** One action on the run (approve, revise, reject, invite …); afterwards the run and the lists are read again. */
export function useRunAction<T = unknown>(runId: string, method: string, suffix: string) {
  const { tenantId } = useSignedIn();
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: object = {}) => api.send<T>(method, runPath(runId, suffix), body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: runKeys.run(tenantId, runId) }),
        queryClient.invalidateQueries({ queryKey: runKeys.lists(tenantId) }),
      ]),
  });
}
