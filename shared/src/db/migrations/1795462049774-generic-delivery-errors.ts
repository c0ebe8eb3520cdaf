import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Delivery errors recorded before the log kept only an error's kind: the SSRF filter's refusals named the resolved
 * internal address and host ("blocked address: DNS lookup 10.0.0.5(family:4, host:…) is not allowed …"). Rewrites
 * them to what the log says now. Irreversible by design: the addresses are not kept anywhere.
 */
export class GenericDeliveryErrors1795462049774 implements MigrationInterface {
  name = 'GenericDeliveryErrors1795462049774';

  async up(q: QueryRunner): Promise<void> {
    const generic = 'destination address not allowed';
    await q.query(`UPDATE webhook_attempts SET error = $1 WHERE error LIKE 'blocked address:%'`, [generic]);
    await q.query(`UPDATE webhook_deliveries SET reason = $1 WHERE reason LIKE 'blocked address:%'`, [generic]);
  }

  async down(): Promise<void> {}
}
