import { isIP } from 'node:net';
import { z } from 'zod';

/** The default retry schedule (seconds before each attempt): immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
export const DEFAULT_RETRY_SCHEDULE = [0, 5, 300, 1800, 7200, 18000, 36000, 36000];

const list = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** An IP address or a CIDR block (`10.1.2.0/24`, `fd00::/8`). */
export function isIpOrCidr(value: string): boolean {
  const [ip, prefix, ...rest] = value.split('/');
  if (!ip || rest.length) return false;
  const family = isIP(ip);
  if (!family) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Webhook delivery settings (docs/configuration.md); spread into the main config schema. */
export const webhookConfigSchema = {
  WEBHOOK_RETRY_SCHEDULE: z
    .string()
    .default(DEFAULT_RETRY_SCHEDULE.join(','))
    .transform(list)
    .refine(
      (v) => v.length >= 1 && v.length <= 50 && v.every((s) => /^\d+(\.\d+)?$/.test(s)),
      'must be 1 to 50 comma-separated non-negative numbers of seconds',
    )
    .transform((v) => v.map(Number)),
  WEBHOOK_RETRY_JITTER: z.coerce.number().min(0).max(1).default(0.1),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  WEBHOOK_ALLOW_CIDRS: z
    .string()
    .default('')
    .transform(list)
    .refine((v) => v.every(isIpOrCidr), 'must be comma-separated IP addresses or CIDR blocks'),
  WEBHOOK_CA_FILE: z.string().min(1).optional(),
};

/** What the delivery activities need from the configuration. */
export interface WebhookSettings {
  /** Seconds before each attempt; its length is the number of attempts. */
  retrySchedule: number[];
  /** Each delay varies by up to ± this fraction. */
  jitter: number;
  timeoutMs: number;
  /** Addresses exempt from the SSRF filter (local testing only). */
  allowCidrs: string[];
  /** A PEM file of extra trusted CAs (local testing only), read at each attempt. */
  caFile?: string;
}

export function webhookSettings(c: {
  WEBHOOK_RETRY_SCHEDULE: number[];
  WEBHOOK_RETRY_JITTER: number;
  WEBHOOK_TIMEOUT_MS: number;
  WEBHOOK_ALLOW_CIDRS: string[];
  WEBHOOK_CA_FILE?: string;
}): WebhookSettings {
  return {
    retrySchedule: c.WEBHOOK_RETRY_SCHEDULE,
    jitter: c.WEBHOOK_RETRY_JITTER,
    timeoutMs: c.WEBHOOK_TIMEOUT_MS,
    allowCidrs: c.WEBHOOK_ALLOW_CIDRS,
    ...(c.WEBHOOK_CA_FILE ? { caFile: c.WEBHOOK_CA_FILE } : {}),
  };
}
