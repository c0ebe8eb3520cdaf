import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Failed logins per account (services/auth/src/login-throttle.ts), shared by every auth instance. Keyed by the
 * SHA-256 of the lowercased e-mail, so an unknown address is throttled like a known one and the table names no one.
 * `failed_at` holds the failures of the sliding window (at most the limit): one row per account, updated in place.
 */
export class LoginFailures1795462299494 implements MigrationInterface {
  name = 'LoginFailures1795462299494';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE login_failures (
        account_key text PRIMARY KEY,
        failed_at timestamptz[] NOT NULL
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE login_failures`);
  }
}
