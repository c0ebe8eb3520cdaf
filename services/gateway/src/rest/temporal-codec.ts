import type { Request, Router } from 'express';
import cors from 'cors';
import { z } from 'zod';
import type { Payload } from '@temporalio/common';
import { AesGcmPayloadCodec, CodecPayloads, isDirectLoopback, parseInput } from '@irs/shared';
import type { ApiRegistry } from './registry.js';

const Payloads = z
  .strictObject({
    payloads: z
      .array(z.strictObject({ metadata: z.record(z.string(), z.string()).default({}), data: z.string().optional() }))
      .max(1000),
  })
  .meta({ examples: [{ payloads: [{ metadata: { encoding: 'YmluYXJ5L2VuY3J5cHRlZA==' }, data: 'q83vASNFZ4k=' }] }] });

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
 *
 * `localUi`: the origin of the Temporal UI that `npm start` runs itself, configured with this endpoint. Its decode
 * requests (that origin, from this machine, not proxied) need no token, so the local UI shows runs decoded at once:
 * it is no more open than that UI and its dev server, which every local user can already reach.
 */
export function registerTemporalCodec(
  api: ApiRegistry,
  router: Router,
  encKey: Buffer,
  uiOrigins: string[],
  localUi?: string,
): void {
  const codec = new AesGcmPayloadCodec(encKey);
  const origins = localUi ? [...uiOrigins, localUi] : uiOrigins;
  router.use(
    CODEC_PATH,
    cors({ origin: origins, allowedHeaders: ['content-type', 'authorization', 'x-namespace'], credentials: true }),
  );
  const fromLocalUi = (req: Request) =>
    localUi !== undefined && req.get('origin') === localUi && isDirectLoopback(req.socket.remoteAddress, req.headers);
  const answer = async (direction: 'encode' | 'decode', body: z.infer<typeof Payloads>) => ({
    payloads: (await codec[direction](body.payloads.map(toPayload))).map(toJson),
  });
  router.post(`${CODEC_PATH}/decode`, async (req, res, next) => {
    if (!fromLocalUi(req)) return next(); // to the super admin route below
    res.json(await answer('decode', parseInput(Payloads, req.body)));
  });
  for (const direction of ['encode', 'decode'] as const) {
    api.route(
      {
        method: 'post',
        path: `${CODEC_PATH}/${direction}`,
        tag: 'Operations',
        auth: 'user',
        permissions: ['*'],
        summary: `Temporal remote codec: ${direction} payloads (super admins)`,
        ok: { schema: CodecPayloads },
        body: Payloads,
      },
      async (_req, res, { body }) => void res.json(await answer(direction, body)),
    );
  }
}
