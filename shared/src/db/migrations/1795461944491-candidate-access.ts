import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One-time candidate access (issue 17, finding 4): a verified code is used up (`otp_used_at`), code mails are
 * throttled per invite (`otp_mails_at`: the send times inside the throttle window). The lock is
 * `failed_attempts` reaching its maximum, reserved atomically before each evaluation, so `locked_at` goes.
 */
export class CandidateAccess1795461944491 implements MigrationInterface {
  name = 'CandidateAccess1795461944491';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE invites ADD COLUMN otp_used_at timestamptz;
      ALTER TABLE invites ADD COLUMN otp_mails_at timestamptz[] NOT NULL DEFAULT '{}';
      ALTER TABLE invites DROP COLUMN locked_at;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE invites ADD COLUMN locked_at timestamptz;
      UPDATE invites SET locked_at = now() WHERE failed_attempts >= 5;
      ALTER TABLE invites DROP COLUMN otp_mails_at;
      ALTER TABLE invites DROP COLUMN otp_used_at;
    `);
  }
}
