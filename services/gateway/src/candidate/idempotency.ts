import type { Request, Response } from 'express';
import type { DataSource } from 'typeorm';
import {
  IdempotencyKeyReused,
  badRequest,
  claimIdempotencyKey,
  saveIdempotentResponse,
  sha256Hex,
  storeInputOnce,
} from '@irs/shared';
import type { SameUpdate } from '../runs/run-updates.js';

/** 1 to 255 printable ASCII characters (Stripe's bound; the IETF draft leaves the length to the server). */
const KEY = /^[\x20-\x7e]{1,255}$/;

function keyOf(req: Request): string | undefined {
  const key = req.get('idempotency-key');
  if (key === undefined || KEY.test(key)) return key;
  const message = 'Idempotency-Key: must be 1 to 255 printable ASCII characters';
  throw badRequest(message, [{ field: 'Idempotency-Key', message }]);
}

/**
 * Answers a candidate turn (`/start`, `/messages`) at most once per Idempotency-Key of the session's run, as the IETF
 * draft "The Idempotency-Key HTTP Header Field" and Stripe do: a repeat of a request that succeeded gets its response
 * again with `Idempotent-Replayed: true`; the key with another request is a 422. A repeat of one still running or
 * whose outcome is unknown (a 503) sends the same Update id with the same stored input, so Temporal applies it once.
 * Only successes are kept: after a refusal the same key may try again. Without a key, the turn runs as it is.
 */
export async function answerOnce(
  ds: DataSource,
  req: Request,
  res: Response,
  runId: string,
  turn: (same: SameUpdate) => Promise<unknown>,
): Promise<void> {
  const key = keyOf(req);
  if (key === undefined) {
    res.json(await turn({}));
    return;
  }
  // The method and path tell the endpoints apart; the body is hashed, never stored.
  const requestSha256 = sha256Hex(`${req.method} ${req.baseUrl}${req.path}\n${JSON.stringify(req.body ?? {})}`);
  const first = await claimIdempotencyKey(ds, runId, key, requestSha256);
  if (first.request_sha256 !== requestSha256) throw new IdempotencyKeyReused();
  if (first.response_status !== null) {
    res.set('Idempotent-Replayed', 'true').status(first.response_status).json(first.response_body);
    return;
  }
  const body = await turn({
    updateId: `candidate-turn-${sha256Hex(`${runId}\n${key}`)}`,
    storeInput: (input) => storeInputOnce(ds, runId, key, input),
  });
  const kept = await saveIdempotentResponse(ds, runId, key, { status: 200, body });
  res.status(kept.status).json(kept.body);
}
