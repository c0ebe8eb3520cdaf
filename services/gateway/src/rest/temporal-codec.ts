import type { Router } from 'express';
import cors from 'cors';
import { z } from 'zod';
import type { Payload } from '@temporalio/common';
import { AesGcmPayloadCodec } from '@irs/shared';
import type { ApiRegistry } from './registry.js';

const Payloads = z.strictObject({
  payloads: z
    .array(z.strictObject({ metadata: z.record(z.string(), z.string()).default({}), data: z.string().optional() }))
    .max(1000),
});

const toPayload = (p: z.infer<typeof Payloads>['payloads'][number]): Payload => ({
  metadata: Object.fromEntries(Object.entries(p.metadata).map(([k, v]) => [k, Buffer.from(v, 'base64')])),
  data: p.data === undefined ? undefined : Buffer.from(p.data, 'base64'),
});

const toJson = (p: Payload) => ({
  metadata: Object.fromEntries(
    Object.entries(p.metadata ?? {}).map(([k, v]) => [k, Buffer.from(v).toString('base64')]),
  ),
  data: Buffer.from(p.data ?? []).toString('base64'),
});

export const CODEC_PATH = '/api/v2/admin/temporal-codec';

/**
 * Temporal's remote codec protocol, so operators can read the encrypted payloads in the Temporal UI or CLI
 * (`temporal workflow show --codec-endpoint {origin}/api/v2/admin/temporal-codec --codec-auth "Bearer <token>"`).
 * Super admins only; the browser UI at `uiOrigins` may call it cross-origin.
 */
export function registerTemporalCodec(api: ApiRegistry, router: Router, encKey: Buffer, uiOrigins: string[]): void {
  const codec = new AesGcmPayloadCodec(encKey);
  router.use(
    CODEC_PATH,
    cors({ origin: uiOrigins, allowedHeaders: ['content-type', 'authorization', 'x-namespace'], credentials: true }),
  );
  for (const direction of ['encode', 'decode'] as const) {
    api.route(
      {
        method: 'post',
        path: `${CODEC_PATH}/${direction}`,
        tag: 'Operations',
        auth: 'user',
        permissions: ['*'],
        summary: `Temporal remote codec: ${direction} payloads (super admins)`,
        body: Payloads,
      },
      async (_req, res, { body }) => {
        const payloads = await codec[direction](body.payloads.map(toPayload));
        res.json({ payloads: payloads.map(toJson) });
      },
    );
  }
}
