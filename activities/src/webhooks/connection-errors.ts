/** What the delivery log says when the SSRF filter refuses every address a destination resolves to. */
export const ADDRESS_NOT_ALLOWED = 'destination address not allowed';

/** Plain words for the usual socket errors. */
const LABELS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  EPIPE: 'connection reset',
  ENOTFOUND: 'host name not found',
  EAI_AGAIN: 'host name lookup failed',
  ETIMEDOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
};

/**
 * A failed connection as the delivery log keeps it (and the tenant, or the webhook-test caller, reads it): its kind
 * only. Node's and the SSRF filter's messages name the resolved address and the host ("connect ECONNREFUSED
 * 10.0.0.5:443", "DNS lookup 127.0.0.1(family:4, host:localhost) is not allowed"), which would map the internal
 * network to whoever chooses the URL. A refused address is final: retrying cannot change the answer.
 */
export function connectionError(err: Error & { code?: string }): { error: string; final: boolean } {
  // request-filtering-agent's refusal has no code, only this message.
  if (/ is not allowed\b/.test(err.message)) return { error: ADDRESS_NOT_ALLOWED, final: true };
  const code = err.code ?? 'unknown';
  const label = LABELS[code];
  if (label) return { error: label, final: false };
  if (/CERT|TLS|SSL/.test(code)) return { error: `TLS certificate not accepted (${code})`, final: false };
  return { error: `connection failed (${code})`, final: false };
}
