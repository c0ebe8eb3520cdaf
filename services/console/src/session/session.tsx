import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, type Credentials } from '../api/client';
import { holds } from './permissions';
import { signIn as passwordSignIn, type Session } from './sign-in';

interface SessionContextValue {
  session: Session | null;
  /** Why the last session ended, for the sign-in page (an expired token, for instance). */
  notice: string | null;
  signIn(email: string, password: string): Promise<void>;
  signOut(notice?: string): void;
  chooseTenant(tenantId: string): void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<Session | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const signOut = useCallback(
    (reason?: string) => {
      setSession(null);
      setNotice(reason ?? null);
      queryClient.clear(); // nothing read for one user stays for the next
    },
    [queryClient],
  );
  const signIn = useCallback(async (email: string, password: string) => {
    const next = await passwordSignIn(email, password);
    setNotice(null);
    setSession(next);
  }, []);
  const chooseTenant = useCallback((tenantId: string) => {
    setSession((s) => (s ? { ...s, tenantId } : s));
  }, []);

  const value = useMemo(
    () => ({ session, notice, signIn, signOut, chooseTenant }),
    [session, notice, signIn, signOut, chooseTenant],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** The signed-in session; only for components rendered behind RequireSession. */
export function useSignedIn(): Session & { can(permission: string): boolean } {
  const { session } = useSession();
  if (!session) throw new Error('useSignedIn without a session');
  return { ...session, can: (permission: string) => holds(session.permissions, permission) };
}

const credentialsOf = (session: Session): Credentials => ({
  token: session.token,
  tenantId: session.tenantId,
});

/** Calls as the signed-in user for the chosen tenant; a 401 (expired or revoked token) ends the session. */
export function useApi() {
  const { session, signOut } = useSession();
  return useMemo(() => {
    const creds = session ? credentialsOf(session) : undefined;
    const call = async <T,>(path: string, opts: { method?: string; body?: unknown; signal?: AbortSignal } = {}) => {
      try {
        return await apiRequest<T>(path, { ...opts, creds });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) signOut('Your session has ended. Sign in again.');
        throw error;
      }
    };
    return {
      get: <T,>(path: string, signal?: AbortSignal) => call<T>(path, { signal }),
      send: <T,>(method: string, path: string, body: unknown = {}) => call<T>(path, { method, body }),
    };
  }, [session, signOut]);
}
