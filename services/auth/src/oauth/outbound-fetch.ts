// Through the module object, not a named import: the tracing's HTTP instrumentation patches that object.
import https from 'node:https';
import { readFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import { rootCertificates } from 'node:tls';
import { RequestFilteringHttpsAgent } from 'request-filtering-agent';

/** The most of an answer read: a client metadata document is small (oidc-provider itself stops at 5 KiB). */
const MAX_BODY_BYTES = 64 * 1024;
/** The whole exchange, when the caller gives no signal of its own. */
const DEFAULT_TIMEOUT_MS = 5_000;

export interface OutboundSettings {
  /** Addresses (IPs, CIDRs) exempt from the SSRF filter: WEBHOOK_ALLOW_CIDRS, off by default, for local testing only. */
  allowCidrs: readonly string[];
  /** Extra trusted CA certificates (PEM file): WEBHOOK_CA_FILE, off by default, for local testing only. */
  caFile?: string;
}

/**
 * The `fetch` oidc-provider uses for what it fetches itself (here: Client ID Metadata Documents), on the webhooks'
 * SSRF-safe agent (activities/src/webhooks/sender.ts): HTTPS only, no credentials in the URL, every address the host
 * resolves to checked when the socket connects (loopback, private, link-local, CGNAT, metadata and reserved ranges
 * refused by request-filtering-agent), no redirects followed, the answer bounded in size and time. The same
 * WEBHOOK_ALLOW_CIDRS and WEBHOOK_CA_FILE exemptions apply, so a local test can serve a document.
 */
export function outboundFetch(settings: OutboundSettings) {
  return async (input: string | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input));
    if (url.protocol !== 'https:') throw new TypeError('only https:// URLs are fetched');
    if (url.username || url.password) throw new TypeError('credentials in the URL are not allowed');
    const family = isIP(url.hostname.replace(/^\[|\]$/g, ''));
    const allow = settings.allowCidrs.filter((c) => !family || isIP(c.split('/')[0] ?? '') === family);
    const extraCa = settings.caFile ? await readFile(settings.caFile, 'utf8').catch(() => undefined) : undefined;
    const agent = new RequestFilteringHttpsAgent({
      keepAlive: false,
      allowIPAddressList: allow,
      ...(extraCa ? { ca: [...rootCertificates, extraCa] } : {}),
    });
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      if (value) headers[key] = value;
    });
    const signal = init.signal ?? AbortSignal.timeout(DEFAULT_TIMEOUT_MS);
    try {
      return await new Promise<Response>((resolve, reject) => {
        const req = https.request(url, { method: init.method ?? 'GET', agent, headers, signal }, (res) => {
          const status = res.statusCode ?? 0;
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_BODY_BYTES) {
              res.destroy();
              reject(new Error(`the answer exceeds ${MAX_BODY_BYTES} bytes`));
            } else chunks.push(chunk);
          });
          res.on('error', reject);
          res.on('end', () => {
            const out = new Headers();
            for (const [key, value] of Object.entries(res.headers))
              if (typeof value === 'string') out.set(key, value);
              else if (Array.isArray(value)) for (const v of value) out.append(key, v);
            // A redirect is answered as it came (oidc-provider asks for redirect: 'manual' and refuses anything but 200).
            const body = [101, 204, 205, 304].includes(status) ? null : Buffer.concat(chunks);
            resolve(new Response(body, { status: status >= 200 && status <= 599 ? status : 502, headers: out }));
          });
        });
        req.on('error', reject);
        req.end();
      });
    } finally {
      agent.destroy();
    }
  };
}
