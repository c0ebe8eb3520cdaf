import proto from '@temporalio/proto';
import type { Payload, PayloadCodec } from '@temporalio/common';
import { decrypt, encrypt } from './crypto.js';

const { temporal } = proto;
const ENCODING = 'binary/encrypted';
const KEY_ID = 'aes-256-gcm/v1';

/**
 * Encrypts every Temporal payload with AES-256-GCM (docs/design.md principle 3, defence in depth: payloads carry ids
 * only, and even those are unreadable to anyone with access to Temporal's database but not to our key).
 */
export class AesGcmPayloadCodec implements PayloadCodec {
  constructor(private readonly key: Buffer) {}

  async encode(payloads: Payload[]): Promise<Payload[]> {
    return payloads.map((payload) => ({
      metadata: { encoding: Buffer.from(ENCODING), 'encryption-key-id': Buffer.from(KEY_ID) },
      data: encrypt(this.key, Buffer.from(temporal.api.common.v1.Payload.encode(payload).finish())),
    }));
  }

  async decode(payloads: Payload[]): Promise<Payload[]> {
    return payloads.map((payload) => {
      if (Buffer.from(payload.metadata?.encoding ?? []).toString() !== ENCODING || !payload.data) return payload;
      return temporal.api.common.v1.Payload.decode(decrypt(this.key, Buffer.from(payload.data))) as Payload;
    });
  }
}

export const dataConverter = (key: Buffer) => ({ payloadCodecs: [new AesGcmPayloadCodec(key)] });
