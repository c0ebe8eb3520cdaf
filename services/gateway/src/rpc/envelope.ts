import type { Request, Response } from 'express';
import type { AppError } from '@irs/shared';

export type Id = string | number | null;
export type RpcResponse = { jsonrpc: '2.0'; id: Id } & (
  { result: unknown } | { error: { code: number; message: string; data?: unknown } }
);

export const RPC_PATHS = ['/api/v2/a2a/task', '/api/v2/a2a'];

export const failure = (id: Id, code: number, message: string, data?: unknown): RpcResponse => ({
  jsonrpc: '2.0',
  id,
  error: data === undefined ? { code, message } : { code, message, data },
});

export const isRpcRequest = (req: Request) =>
  req.method === 'POST' && RPC_PATHS.includes(req.originalUrl.split('?')[0]!);

/** A refusal of the whole HTTP request (body too large, rate limit): its HTTP status, a JSON-RPC error body, id null. */
export function rpcRefusal(res: Response, err: AppError): void {
  res
    .set(err.headers)
    .status(err.status)
    .json(failure(null, err.rpcCode, err.message));
}
