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

export function createLogger(level: string, name = 'irs'): Logger {
  return pino({ name, level, redact: { paths: redact, censor: '[redacted]' } });
}

export type { Logger };
