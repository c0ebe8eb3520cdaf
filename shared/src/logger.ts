import { context, isSpanContextValid, trace } from '@opentelemetry/api';
import { pino, type Logger } from 'pino';

/** Never log credentials or personal data: these paths are censored wherever they appear. */
const redact = [
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.secret',
  '*.client_secret',
  '*.apiKey',
  '*.key',
  '*.otp',
  '*.token',
  '*.session_token',
  '*.candidate_name',
  '*.candidate_email',
  '*.candidate_resume',
];

/** The trace of the request or activity a line is logged in (shared/src/tracing.ts), to find it among the traces. */
function traceOfLine(): { trace_id?: string; span_id?: string } {
  const span = trace.getSpanContext(context.active());
  return span && isSpanContextValid(span) ? { trace_id: span.traceId, span_id: span.spanId } : {};
}

export function createLogger(level: string, name = 'irs'): Logger {
  return pino({ name, level, redact: { paths: redact, censor: '[redacted]' }, mixin: traceOfLine });
}

export type { Logger };
