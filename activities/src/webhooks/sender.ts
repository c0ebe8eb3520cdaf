// Through the module object, not a named import: the tracing's HTTP instrumentation patches that object.
import https from 'node:https';
import { rootCertificates } from 'node:tls';
import { isIP, type LookupFunction } from 'node:net';
import { RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { connectionError } from './connection-errors.js';

/** How much of a receiver's answer the delivery log keeps. */
export const EXCERPT_BYTES = 512;

export interface SendOptions {
  url: string;
  /** POST unless told (Greenhouse's completion callback is a PATCH). */
  method?: 'POST' | 'PATCH';
  body: string;
  headers: Record<string, string>;
  /** The whole exchange (connect, TLS, answer) must finish within this. */
  timeoutMs: number;
  /** Addresses (IPs, CIDRs) exempt from the SSRF filter: off by default, for local testing only. */
  allowCidrs?: readonly string[];
  /** Extra trusted CA certificates (PEM), on top of the system roots: off by default, for local testing only. */
  extraCa?: string;
  /** DNS lookup to use instead of the system's (tests); its answers are checked like any other. */
  lookup?: LookupFunction;
}

export interface SendResult {
  /** A 2xx answer within the time limit. */
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  excerpt: string | null;
  /** From `Retry-After` on a 429 or 503, in milliseconds. */
  retryAfterMs: number | null;
  /** Retrying cannot help: a 410, a refused URL or a blocked address. */
  final: boolean;
}

/** Why a URL may never be called: not HTTPS, credentials in it, unparsable. Null when it is acceptable. */
export function refuseUrl(url: string): string | null {
  if (!URL.canParse(url)) return 'invalid URL';
  const u = new URL(url);
  if (u.protocol !== 'https:') return 'only https:// callback URLs are allowed';
  if (u.username || u.password) return 'credentials in the callback URL are not allowed';
  return null;
}

/** `Retry-After`: delay seconds or an HTTP date. */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * Sends one webhook (or an ATS call) with SSRF protection: HTTPS only, no credentials in the URL, every address the host resolves to
 * is checked when the socket connects (loopback, private, link-local, CGNAT, metadata, multicast, reserved and
 * unspecified ranges, their IPv6 forms and IPv4-mapped IPv6 are refused by request-filtering-agent), no redirects
 * followed (a 3xx is a failure), and the whole exchange bounded by `timeoutMs`.
 */
export function sendWebhook(opts: SendOptions): Promise<SendResult> {
  const started = Date.now();
  const done = (r: Partial<SendResult>): SendResult => ({
    ok: false,
    statusCode: null,
    error: null,
    excerpt: null,
    retryAfterMs: null,
    final: false,
    ...r,
    durationMs: Date.now() - started,
  });
  const refused = refuseUrl(opts.url);
  if (refused) return Promise.resolve(done({ error: refused, final: true }));

  // For an IP literal, only allow-list entries of its family: the filter cannot compare across families.
  const family = isIP(new URL(opts.url).hostname.replace(/^\[|\]$/g, ''));
  const allow = (opts.allowCidrs ?? []).filter((c) => !family || isIP(c.split('/')[0] ?? '') === family);
  const agent = new RequestFilteringHttpsAgent({
    keepAlive: false,
    allowIPAddressList: allow,
    ...(opts.extraCa ? { ca: [...rootCertificates, opts.extraCa] } : {}),
  });
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    /** Once the status line is in: settles with the answer read so far (the body only feeds the excerpt). */
    let answered: (() => void) | undefined;
    const finish = (r: Partial<SendResult>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      agent.destroy();
      resolve(done(r));
    };
    const req = https.request(
      opts.url,
      {
        method: opts.method ?? 'POST',
        agent,
        headers: { ...opts.headers, 'content-length': String(Buffer.byteLength(opts.body)) },
        ...(opts.lookup ? { lookup: opts.lookup } : {}),
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        const answer = () => {
          const excerpt = Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8') || null;
          const ok = status >= 200 && status < 300;
          const retryAfter =
            status === 429 || status === 503 ? parseRetryAfter(res.headers['retry-after'] as string | undefined) : null;
          let error: string | null = null;
          if (status >= 300 && status < 400) error = `redirect (${status}) not followed: redirects count as failures`;
          else if (!ok) error = `HTTP ${status}`;
          finish({ ok, statusCode: status, excerpt, error, retryAfterMs: retryAfter, final: status === 410 });
          res.destroy();
        };
        answered = answer;
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= EXCERPT_BYTES) answer();
        });
        res.on('end', answer);
        res.on('error', answer);
      },
    );
    const timer = setTimeout(() => {
      if (answered) answered();
      else finish({ error: `timed out after ${opts.timeoutMs} ms` });
      req.destroy();
    }, opts.timeoutMs);
    req.on('error', (err: Error) => finish(connectionError(err)));
    req.end(opts.body);
  });
}
