import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { useApi, useSignedIn } from '../session/session';
import type { AuditPage } from './types';

/** What each settings page reads; the tenant comes first in every key, so one workspace never shows another's. */
export type SettingsPart =
  | 'api-keys'
  | 'users'
  | 'workspace'
  | 'webhook'
  | 'oauth-clients'
  | 'audit-log'
  | 'templates'
  | 'integrations'
  | 'integration-errors';

export const settingsKey = (tenantId: string | null, part?: SettingsPart) =>
  part ? ([tenantId, 'settings', part] as const) : ([tenantId, 'settings'] as const);

/** One read of a settings page; `missingAsNull`: a 404 means "not set up yet" (the webhook), not a failure. */
export function useSettingsRead<T>(part: SettingsPart, path: string, opts: { missingAsNull?: boolean } = {}) {
  const { tenantId } = useSignedIn();
  const api = useApi();
  return useQuery({
    queryKey: settingsKey(tenantId, part),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<T>(path, signal);
      } catch (error) {
        if (opts.missingAsNull && error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/**
 * One change on a settings page; afterwards its read and the audit log (which records every change) are read again.
 * `request` turns the mutation's variables into the call.
 */
export function useSettingsAction<T, V = void>(
  part: SettingsPart,
  request: (vars: V) => { method: string; path: string; body?: unknown },
) {
  const { tenantId } = useSignedIn();
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => {
      const { method, path, body } = request(vars);
      return api.send<T>(method, path, body ?? {});
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKey(tenantId, part) }),
        queryClient.invalidateQueries({ queryKey: settingsKey(tenantId, 'audit-log') }),
      ]),
  });
}

/** The audit log, newest first, a page at a time; `actions` narrows it (an action, or a family ending in a dot). */
export function useAuditLog(actions: readonly string[]) {
  const { tenantId } = useSignedIn();
  const api = useApi();
  return useInfiniteQuery({
    queryKey: [...settingsKey(tenantId, 'audit-log'), actions],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: '25' });
      for (const action of actions) query.append('action', action);
      if (pageParam) query.set('cursor', pageParam);
      return api.get<AuditPage>(`/api/v2/audit-log?${query}`, signal);
    },
    getNextPageParam: (last) => last.next_cursor,
    // What others change meanwhile shows on a visit; no need to ask while the page merely stays open.
    staleTime: 0,
  });
}
