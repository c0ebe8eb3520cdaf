/**
 * A start-up step failed for a reason a setting can fix: the message names the variable and what to do, and is what
 * the process prints before it exits (process-lifecycle.ts). The original error is its cause.
 */
export class StartupFailure extends Error {
  override name = 'StartupFailure';
}

/**
 * What to do about a failure, or undefined when it is not one this advice knows: that failure is rethrown as is. The
 * advice for a variable that is unset knows none (the server is then the stack's own: nothing for the user to fix).
 */
export type Advice = (error: unknown) => string | undefined;

/** Awaits one start-up step and turns a failure the advice recognises into a StartupFailure. */
export async function explained<T>(step: Promise<T>, advice: Advice): Promise<T> {
  try {
    return await step;
  } catch (error) {
    const text = advice(error);
    throw text ? new StartupFailure(text, { cause: error }) : error;
  }
}

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Node's codes for "nothing reachable answers there": refused, unknown host, no route, timed out. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ETIMEDOUT']);
const unreachable = (error: unknown) => UNREACHABLE.has(String(codeOf(error)));

/** SQLSTATEs of a refused login (invalid_password, invalid_authorization_specification) and of a missing database. */
const LOGIN_REFUSED = new Set(['28P01', '28000']);
const NO_DATABASE = '3D000';
const GRPC_UNAVAILABLE = 14;

/**
 * DATABASE_URL: nothing answers, the login is refused, or the database is missing. The messages name the server, the
 * user and the database, never the password; `otherwise` is the way out when the URL cannot be fixed.
 */
export function databaseAdvice(url: string | undefined, otherwise: string): Advice {
  if (!url) return () => undefined;
  const { hostname, port, username, pathname } = new URL(url);
  const at = `${hostname}:${port || 5432}`;
  return (error) => {
    const code = codeOf(error);
    if (unreachable(error)) return `DATABASE_URL: no PostgreSQL server answers at ${at} (${code}). ${otherwise}.`;
    if (LOGIN_REFUSED.has(String(code)))
      return `DATABASE_URL: the PostgreSQL server at ${at} refused the login of user "${decodeURIComponent(username)}" (${messageOf(error)}). Fix the user or password in DATABASE_URL.`;
    if (code === NO_DATABASE)
      return `DATABASE_URL: the PostgreSQL server at ${at} has no database "${decodeURIComponent(pathname.slice(1))}". Create it, or name an existing one in DATABASE_URL.`;
    return undefined;
  };
}

/** TEMPORAL_ADDRESS: no Temporal frontend answers, where the SDK says just "Failed to connect before the deadline". */
export const temporalAdvice =
  (address: string | undefined, otherwise: string): Advice =>
  (error) =>
    address && (/^Failed to connect/.test(messageOf(error)) || codeOf(error) === GRPC_UNAVAILABLE)
      ? `TEMPORAL_ADDRESS: no Temporal server answers at ${address} (${messageOf(error)}). ${otherwise}.`
      : undefined;

/** SMTP_URL: nothing accepts a connection at the mail server's address. */
export const smtpAdvice =
  (at: string, otherwise: string): Advice =>
  (error) =>
    unreachable(error) ? `SMTP_URL: no SMTP server answers at ${at} (${codeOf(error)}). ${otherwise}.` : undefined;

/** A port setting whose port another process holds. */
export const portAdvice =
  (variable: string, host: string, port: number): Advice =>
  (error) =>
    codeOf(error) === 'EADDRINUSE'
      ? `${variable}: port ${port} on ${host} is already in use (another npm start, or another program). Stop that program, or set ${variable} to a free port.`
      : undefined;
