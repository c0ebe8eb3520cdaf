import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * OAuth clients that registered themselves (issue 35, docs/mcp.md): Dynamic Client Registration (RFC 7591) and Client
 * ID Metadata Documents, both public clients of the MCP endpoint. They belong to no tenant: a grant binds the
 * consenting user's tenant. A tenant's admin revokes one for the tenant (`oauth_dynamic_client_revocations`). Consents
 * now name registered or dynamic clients, so their foreign key to `oauth_clients` goes. Owner module:
 * shared/src/identity/oauth.ts.
 */
export class DynamicOAuthClients1796100000000 implements MigrationInterface {
  name = 'DynamicOAuthClients1796100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE oauth_dynamic_clients (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_id text NOT NULL UNIQUE CHECK (length(client_id) <= 2048),
        kind text NOT NULL CHECK (kind IN ('registration', 'metadata_document')),
        name text NOT NULL CHECK (length(name) <= 200),
        metadata jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_authorized_at timestamptz
      );
      CREATE INDEX oauth_dynamic_clients_unused_idx ON oauth_dynamic_clients (created_at)
        WHERE kind = 'registration' AND last_authorized_at IS NULL;
      CREATE TABLE oauth_dynamic_client_revocations (
        tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        client_id text NOT NULL REFERENCES oauth_dynamic_clients(client_id) ON DELETE CASCADE,
        revoked_by uuid,
        revoked_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tenant_id, client_id)
      );
      ALTER TABLE oauth_consents DROP CONSTRAINT IF EXISTS oauth_consents_client_id_fkey;
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DELETE FROM oauth_consents c WHERE NOT EXISTS (SELECT 1 FROM oauth_clients k WHERE k.client_id = c.client_id);
      ALTER TABLE oauth_consents ADD CONSTRAINT oauth_consents_client_id_fkey
        FOREIGN KEY (client_id) REFERENCES oauth_clients(client_id) ON DELETE CASCADE;
      DROP TABLE oauth_dynamic_client_revocations, oauth_dynamic_clients;
    `);
  }
}
