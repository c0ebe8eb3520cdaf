import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { runKeys } from '../runs/keys';
import { useApi, useSignedIn } from '../session/session';

/** One attempt of a delivery (services/gateway/src/rest/webhook-deliveries.ts). */
export interface WebhookAttempt {
  attempt: number;
  /** `schedule` (first try and automatic retries), `manual` (a redelivery) or `test`. */
  trigger: string;
  attempted_at: string;
  success: boolean;
  status_code: number | null;
  duration_ms: number;
  /** Why it failed, in generic words (`HTTP 503`, `connection refused`). */
  error: string | null;
}

/** One event on its way to the integrator's receiver, with every attempt, oldest first. */
export interface WebhookDelivery {
  id: string;
  event: string;
  status: 'pending' | 'succeeded' | 'failed' | 'skipped';
  /** Why it was not sent, or gave up. */
  reason: string | null;
  attempt_count: number;
  next_attempt_at: string | null;
  created_at: string;
  attempts: WebhookAttempt[];
}

const LOG_PATH = '/api/v2/webhook-deliveries';

/** Under the run's key: a change of the run (a new event, so a new delivery) reads the log again. */
const deliveriesKey = (tenantId: string | null, runId: string) => [...runKeys.run(tenantId, runId), 'deliveries'];

/**
 * While a delivery waits for its next attempt, the log is read again just after that attempt is due (within 2 s to
 * 1 min): a redelivery's new attempt shows up by itself, and a long retry schedule costs no busy polling.
 */
function untilNextAttempt(deliveries: WebhookDelivery[] | undefined): number | false {
  const due = (deliveries ?? [])
    .filter((d) => d.status === 'pending')
    .map((d) => (d.next_attempt_at ? Date.parse(d.next_attempt_at) : Date.now()));
  if (!due.length) return false;
  return Math.min(60_000, Math.max(2_000, Math.min(...due) - Date.now() + 1_000));
}

/** The run's webhook deliveries, newest first; only for a user who may read them (webhook:read). */
export function useRunDeliveries(runId: string, enabled: boolean) {
  const { tenantId } = useSignedIn();
  const api = useApi();
  return useQuery({
    queryKey: deliveriesKey(tenantId, runId),
    queryFn: ({ signal }) =>
      api.get<WebhookDelivery[]>(`${LOG_PATH}?run_id=${encodeURIComponent(runId)}&limit=100`, signal),
    enabled,
    refetchInterval: (query) => untilNextAttempt(query.state.data),
  });
}

/** Sends one event again (same webhook-id, new signature), then reads the log again to show it under way. */
export function useRedeliver(runId: string) {
  const { tenantId } = useSignedIn();
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => api.send(`POST`, `${LOG_PATH}/${encodeURIComponent(deliveryId)}/retry`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(tenantId, runId) }),
  });
}
