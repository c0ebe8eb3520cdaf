import { useQuery } from '@tanstack/react-query';
import type { OverallCoverage } from '../api/types';
import { useFallbackInterval } from '../live/live';
import { runKeys } from '../runs/keys';
import { useApi, useSignedIn } from '../session/session';

/** One entry of `GET /api/v2/integration/rankings`: a tier and the gaps, never a score or a hire label. */
export interface RankingEntry {
  rank: number;
  run_id: string;
  interview_id: string;
  /** Only for a user holding candidate:read; null after a purge. */
  candidate_name?: string | null;
  position: string;
  /** Lowercase, as the API answers it. */
  level: string;
  overall_coverage: OverallCoverage;
  gap_count: number;
  /** The gap competencies by the plan's names (the API's documented extension). */
  gaps: { competency_id: string; name: string }[];
  created_at: string;
}

export interface RankingFilters {
  position?: string;
  level?: string;
}

/**
 * The ranked runs for the filters. Kept under the run lists' key: the run stream refreshes it when a run changes (an
 * assessment approved joins the ranking).
 */
export function useRankings(filters: RankingFilters) {
  const { tenantId } = useSignedIn();
  const api = useApi();
  const refetchInterval = useFallbackInterval();
  const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v) as [string, string][]);
  return useQuery({
    queryKey: runKeys.list(tenantId, { rankings: true, ...filters }),
    queryFn: ({ signal }) => api.get<RankingEntry[]>(`/api/v2/integration/rankings?${query}`, signal),
    refetchInterval,
  });
}
