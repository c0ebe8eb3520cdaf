import { SpanKind } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { NodeSDK, resources, tracing } from '@opentelemetry/sdk-node';
import { OpenTelemetryWorkflowClientInterceptor } from '@temporalio/interceptors-opentelemetry';
import { loggablePath } from './loggable-path.js';

/** The default `service.name`; deployments that split the processes set OTEL_SERVICE_NAME per component. */
const SERVICE_NAME = 'interview-run-service';

/** What the HTTP instrumentation records about a client by default: personal data, never kept on a span. */
const CLIENT_ATTRIBUTES = ['http.user_agent', 'http.client_ip', 'net.peer.ip', 'net.sock.peer.addr'];

type Attributes = Record<string, unknown>;
const isPrimitive = (v: unknown) => ['string', 'number', 'boolean'].includes(typeof v);

/**
 * The Temporal workflow exporter merges the whole WorkflowInfo into each workflow span's attributes: objects that are
 * no valid attribute (memo, search attributes, the SDK's internals) and `lastResult`, which may hold anything. Only
 * primitive values stay, and of the search attributes the run's state and tenant, under our names.
 */
function scrubWorkflowInfo(attributes: Attributes): void {
  const typed = attributes.searchAttributes as Record<string, unknown[]> | undefined;
  delete attributes.lastResult;
  for (const [key, value] of Object.entries(attributes))
    if (!isPrimitive(value) && !(Array.isArray(value) && value.every(isPrimitive))) delete attributes[key];
  if (typeof typed?.RunState?.[0] === 'string') attributes['irs.run.state'] = typed.RunState[0];
  if (typeof typed?.TenantId?.[0] === 'string') attributes['irs.tenant_id'] = typed.TenantId[0];
}

/**
 * Scrubs every span before it is exported: URLs lose their query strings and the candidate's join token (as the
 * request logs do), server spans lose the client's address and user agent, workflow spans the WorkflowInfo dump.
 */
class ScrubbingProcessor implements tracing.SpanProcessor {
  constructor(private readonly next: tracing.SpanProcessor) {}
  onStart(span: tracing.Span, parent: Parameters<tracing.SpanProcessor['onStart']>[1]): void {
    this.next.onStart(span, parent);
  }
  onEnd(span: tracing.ReadableSpan): void {
    const attributes = span.attributes as Attributes;
    for (const key of ['http.url', 'http.target']) {
      const value = attributes[key];
      if (typeof value !== 'string') continue;
      attributes[key] = URL.canParse(value)
        ? `${new URL(value).origin}${loggablePath(new URL(value).pathname)}`
        : loggablePath(value);
    }
    if (span.kind === SpanKind.SERVER) for (const key of CLIENT_ATTRIBUTES) delete attributes[key];
    if ('workflowType' in attributes) scrubWorkflowInfo(attributes);
    this.next.onEnd(span);
  }
  forceFlush(): Promise<void> {
    return this.next.forceFlush();
  }
  shutdown(): Promise<void> {
    return this.next.shutdown();
  }
}

interface Tracing {
  sdk: NodeSDK;
  /** Where workflow spans (made inside the workflow sandbox) are handed, with the process's resource. */
  processor: tracing.SpanProcessor;
  resource: resources.Resource;
}

let started: Tracing | undefined;

const exporting = () =>
  Boolean(process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);

/**
 * Starts OpenTelemetry tracing for this process (once): HTTP server and client spans, and the Temporal client,
 * workflow and activity spans through the interceptors below, so one request is one trace across the services.
 * Spans go out over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set;
 * without it they are still made, so that log lines carry a trace id and a caller's `traceparent` is continued.
 * OTEL_SDK_DISABLED=true turns it all off. Must run before anything loads node:http (see tracing-register.ts).
 */
export function startTracing(): void {
  if (started || process.env.OTEL_SDK_DISABLED === 'true') return;
  const resource = new resources.Resource({ 'service.name': SERVICE_NAME }).merge(resources.envDetectorSync.detect());
  const processor = exporting()
    ? new ScrubbingProcessor(new tracing.BatchSpanProcessor(new OTLPTraceExporter()))
    : new tracing.NoopSpanProcessor();
  const sdk = new NodeSDK({
    resource,
    autoDetectResources: false,
    spanProcessors: [processor],
    logRecordProcessors: [], // logs stay on stdout (pino), with the trace id on each line
    instrumentations: [new HttpInstrumentation()],
  });
  sdk.start();
  started = { sdk, processor, resource };
}

/** Flushes the spans still buffered; the last step of a process's shutdown. */
export async function stopTracing(): Promise<void> {
  const current = started;
  started = undefined;
  await current?.sdk.shutdown();
}

/** Where a worker hands its workflow spans, when tracing runs (services/worker/src/tracing.ts). */
export const workflowSpanSink = (): Pick<Tracing, 'processor' | 'resource'> | undefined => started;

/** The Temporal client interceptors that carry the caller's trace into the workflows it starts, signals and updates. */
export const tracingClientInterceptors = () =>
  started ? { workflow: [new OpenTelemetryWorkflowClientInterceptor()] } : undefined;
