import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each webhook attempt records whose destination it went to (`run`, `tenant` or `platform`): a delivery's own
 * `source` is the latest attempt's, and a customer's view hides the platform's receiver per attempt (review 2,
 * finding 1). Attempts logged before this knew no owner of their own: one that went to the delivery's latest
 * destination takes the delivery's source; any other attempt of a customer tenant's delivery may have gone to its
 * platform, so it is taken for the platform's (hidden from the customer; the platform and super admins still see it).
 */
export class AttemptDestinationOwner1795677192366 implements MigrationInterface {
  name = 'AttemptDestinationOwner1795677192366';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE webhook_attempts ADD COLUMN source text`);
    await q.query(`
      UPDATE webhook_attempts a SET source = CASE
          WHEN d.source = 'platform' THEN 'platform'
          WHEN a.callback_url = d.callback_url OR t.parent_platform_id IS NULL THEN d.source
          ELSE 'platform'
        END
      FROM webhook_deliveries d JOIN tenants t ON t.id = d.tenant_id
      WHERE d.id = a.delivery_id
    `);
    await q.query(`UPDATE webhook_attempts SET source = 'platform' WHERE source IS NULL`);
    await q.query(`ALTER TABLE webhook_attempts ALTER COLUMN source SET NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE webhook_attempts DROP COLUMN source`);
  }
}
