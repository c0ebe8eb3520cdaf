import { createRequire } from 'node:module';
import type { WorkerOptions } from '@temporalio/worker';
import {
  OpenTelemetryActivityInboundInterceptor,
  OpenTelemetryActivityOutboundInterceptor,
  makeWorkflowExporter,
} from '@temporalio/interceptors-opentelemetry';
import { tracingClientInterceptors, workflowSpanSink } from '@irs/shared';

/** The workflow half of the Temporal tracing interceptors: bundled with the workflow code when tracing runs. */
export const tracingWorkflowModules = (): string[] =>
  workflowSpanSink()
    ? [createRequire(import.meta.url).resolve('@temporalio/interceptors-opentelemetry/lib/workflow-interceptors')]
    : [];

/**
 * A worker's share of tracing (docs/operations.md "Traces"): activities continue the trace their workflow carries,
 * workflow spans leave the sandbox through the `exporter` sink, and the workflows an activity starts join the trace.
 * Nothing when tracing is off (a process that did not import @irs/shared/tracing/register, such as the test runner).
 */
export function tracingWorkerOptions(): Pick<WorkerOptions, 'interceptors' | 'sinks'> {
  const sink = workflowSpanSink();
  if (!sink) return {};
  return {
    interceptors: {
      activity: [
        (ctx) => ({
          inbound: new OpenTelemetryActivityInboundInterceptor(ctx),
          outbound: new OpenTelemetryActivityOutboundInterceptor(ctx),
        }),
      ],
      client: tracingClientInterceptors(),
    },
    sinks: { exporter: makeWorkflowExporter(sink.processor, sink.resource) },
  };
}
