import type { Response } from 'express';
import { RPC_PATHS, rpcRefusalBody, type AppError } from '@irs/shared';

export type Id = string | number | null;
export type RpcResponse = { jsonrpc: '2.0'; id: Id } & (
  { result: unknown } | { error: { code: number; message: string; data?: unknown } }
);

export { RPC_PATHS };

export const failure = (id: Id, code: number, message: string, data?: unknown): RpcResponse => ({
  jsonrpc: '2.0',
  id,
  error: data === undefined ? { code, message } : { code, message, data },
});

/** A refusal of the whole HTTP request (body too large, rate limit): its HTTP status, a JSON-RPC error body, id null. */
export function rpcRefusal(res: Response, err: AppError): void {
  res.set(err.headers).status(err.status).json(rpcRefusalBody(err));
}
