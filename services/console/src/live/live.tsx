import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { followRunStream } from '../api/run-stream';
import { runKeys } from '../runs/keys';
import { useSession } from '../session/session';

export type LiveStatus = 'connecting' | 'live' | 'offline';

const LiveContext = createContext<LiveStatus>('connecting');

/**
 * Keeps one run stream open for the chosen tenant and refreshes what a change touches (the lists, and that run's
 * reads), so the inbox updates without polling. While the stream is down, `useLiveStatus` lets lists poll slowly.
 */
export function LiveProvider({ children }: { children: ReactNode }) {
  const { session, signOut } = useSession();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const token = session?.token;
  const tenantId = session?.tenantId ?? null;

  useEffect(() => {
    if (!token || !tenantId) return;
    const controller = new AbortController();
    // A burst of changes (a batch import, say) refreshes the lists once, not once per run.
    const changed = new Set<string>();
    let flush: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      flush = undefined;
      void queryClient.invalidateQueries({ queryKey: runKeys.lists(tenantId) });
      for (const runId of changed) void queryClient.invalidateQueries({ queryKey: runKeys.run(tenantId, runId) });
      changed.clear();
    };
    setStatus('connecting');
    void followRunStream({ token, tenantId }, controller.signal, {
      onOpen: () => {
        setStatus('live');
        void queryClient.invalidateQueries({ queryKey: runKeys.tenant(tenantId) });
      },
      onChange: (change) => {
        changed.add(change.run_id);
        flush ??= setTimeout(refresh, 250);
      },
      onDown: () => setStatus('offline'),
      onUnauthorized: () => signOut('Your session has ended. Sign in again.'),
    });
    return () => {
      controller.abort();
      clearTimeout(flush);
    };
  }, [token, tenantId, queryClient, signOut]);

  return <LiveContext.Provider value={status}>{children}</LiveContext.Provider>;
}

export const useLiveStatus = () => useContext(LiveContext);

/** Lists poll only while the stream is down, and never faster than every 15 s. */
export const useFallbackInterval = () => (useLiveStatus() === 'live' ? false : 15_000);
