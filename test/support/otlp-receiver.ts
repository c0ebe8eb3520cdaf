import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';

/** One span as an OTLP/HTTP JSON export carries it, with its attributes flattened to strings. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  service: string;
  attributes: Record<string, string>;
  /** Every text the span carries besides its attributes: event names and attributes, status message, links. */
  texts: string[];
}

interface AnyValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
  arrayValue?: { values?: AnyValue[] };
  kvlistValue?: { values?: KeyValue[] };
}
interface KeyValue {
  key: string;
  value?: AnyValue;
}

const text = (v: AnyValue | undefined): string =>
  v?.arrayValue
    ? (v.arrayValue.values ?? []).map(text).join(',')
    : v?.kvlistValue
      ? JSON.stringify(v.kvlistValue)
      : String(v?.stringValue ?? v?.intValue ?? v?.boolValue ?? v?.doubleValue ?? '');
const flat = (kvs: KeyValue[] | undefined) => Object.fromEntries((kvs ?? []).map((kv) => [kv.key, text(kv.value)]));

/**
 * A local OpenTelemetry collector's trace endpoint: OTLP/HTTP with JSON bodies (POST /v1/traces), as the
 * specification defines it. Keeps every span it is sent.
 */
export class OtlpReceiver {
  readonly spans: ReceivedSpan[] = [];
  private server?: Server;
  private lastExport = 0;

  /** Resolves once no export has come for `ms` (the exporters' batches are flushed). */
  async settled(ms = 1000): Promise<void> {
    while (Date.now() - this.lastExport < ms) await new Promise((r) => setTimeout(r, 100));
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (req.method !== 'POST' || req.url !== '/v1/traces' || !req.headers['content-type']?.includes('json')) {
          res.writeHead(415).end();
          return;
        }
        let body = Buffer.concat(chunks);
        if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
        this.collect(JSON.parse(body.toString()));
        this.lastExport = Date.now();
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((ok) => this.server!.listen(0, '127.0.0.1', ok));
    const { port } = this.server.address() as { port: number };
    return `http://127.0.0.1:${port}`;
  }

  stop(): Promise<void> {
    return new Promise((ok) => (this.server ? this.server.close(() => ok()) : ok()));
  }

  private collect(request: {
    resourceSpans?: {
      resource?: { attributes?: KeyValue[] };
      scopeSpans?: {
        spans?: {
          traceId: string;
          spanId: string;
          parentSpanId?: string;
          name: string;
          kind: number;
          attributes?: KeyValue[];
          events?: { name: string; attributes?: KeyValue[] }[];
          links?: { attributes?: KeyValue[] }[];
          status?: { message?: string };
        }[];
      }[];
    }[];
  }): void {
    for (const rs of request.resourceSpans ?? []) {
      const service = flat(rs.resource?.attributes)['service.name'] ?? '';
      for (const ss of rs.scopeSpans ?? [])
        for (const s of ss.spans ?? [])
          this.spans.push({
            traceId: s.traceId,
            spanId: s.spanId,
            parentSpanId: s.parentSpanId || undefined,
            name: s.name,
            kind: s.kind,
            service,
            attributes: flat(s.attributes),
            texts: [
              ...(s.events ?? []).flatMap((e) => [e.name, ...Object.values(flat(e.attributes))]),
              ...(s.links ?? []).flatMap((l) => Object.values(flat(l.attributes))),
              s.status?.message ?? '',
            ],
          });
    }
  }
}
