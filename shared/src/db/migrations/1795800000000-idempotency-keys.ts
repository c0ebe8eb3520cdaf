import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The candidate's Idempotency-Keys (`/start`, `/messages`), scoped to the run of the session presenting them: the
 * SHA-256 of the first request (never its text), the claim check its attempts share, and the response once known.
 * Deleted with the run's candidate data and after 24 h by the retention sweep (the `created_at` index).
 */
export class IdempotencyKeys1795800000000 implements MigrationInterface {
  name = 'IdempotencyKeys1795800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE idempotency_keys (
        run_id text NOT NULL REFERENCES runs(run_id),
        key text NOT NULL,
        request_sha256 text NOT NULL,
        input_id uuid,
        response_status integer,
        response_body jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (run_id, key)
      );
      CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE idempotency_keys`);
  }
}
