import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who caused each recorded transition event (the run's timeline, GET …/:run_id/events): the actor the workflow hands
 * the transition writer. Events recorded before this migration, and the service's own steps, have none.
 */
export class RunEventActors1796037000001 implements MigrationInterface {
  name = 'RunEventActors1796037000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE run_events ADD COLUMN actor_type text, ADD COLUMN actor_id text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE run_events DROP COLUMN actor_id, DROP COLUMN actor_type`);
  }
}
