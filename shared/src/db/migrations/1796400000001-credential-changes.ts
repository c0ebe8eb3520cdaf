import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every change to `api_keys` or `tenants` notifies `credential_changes` at commit, whichever code or person wrote it:
 * each gateway's in-memory API-key cache empties itself on it (shared/src/identity/api-key-cache.ts, issue 38).
 */
export class CredentialChanges1796400000001 implements MigrationInterface {
  name = 'CredentialChanges1796400000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION notify_credential_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('credential_changes', TG_TABLE_NAME);
        RETURN NULL;
      END $$;
      CREATE TRIGGER api_keys_credential_change AFTER UPDATE OR DELETE ON api_keys
        FOR EACH STATEMENT EXECUTE FUNCTION notify_credential_change();
      CREATE TRIGGER tenants_credential_change AFTER UPDATE OR DELETE ON tenants
        FOR EACH STATEMENT EXECUTE FUNCTION notify_credential_change();
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TRIGGER tenants_credential_change ON tenants;
      DROP TRIGGER api_keys_credential_change ON api_keys;
      DROP FUNCTION notify_credential_change();
    `);
  }
}
