import { EntitySchema } from 'typeorm';

export type OAuthAudience = 'TENANT' | 'PLATFORM';
export type OAuthClientType = 'confidential' | 'public';

/** A registered OAuth client (docs/spec.md "OAuth client", docs/design.md §4). The secret is stored as a SHA-256 hash only. */
export interface OAuthClient {
  client_id: string;
  name: string;
  tenant_id: string;
  audience: OAuthAudience;
  client_type: OAuthClientType;
  redirect_uris: string[];
  /** The ceiling of scopes the client may request. */
  scopes: string[];
  secret_hash: string | null;
  created_by: string | null;
  created_at: Date;
}

/** A user's consent to a client for an exact set of scopes (docs/spec.md "Consent"). */
export interface OAuthConsent {
  user_id: string;
  client_id: string;
  scopes: string[];
  created_at: Date;
  updated_at: Date;
}

export const OAuthClientEntity = new EntitySchema<OAuthClient>({
  name: 'OAuthClient',
  tableName: 'oauth_clients',
  columns: {
    client_id: { type: 'text', primary: true },
    name: { type: 'text' },
    tenant_id: { type: 'uuid' },
    audience: { type: 'text' },
    client_type: { type: 'text' },
    redirect_uris: { type: 'text', array: true },
    scopes: { type: 'text', array: true },
    secret_hash: { type: 'text', nullable: true },
    created_by: { type: 'uuid', nullable: true },
    created_at: { type: 'timestamptz', createDate: true },
  },
});

export const OAuthConsentEntity = new EntitySchema<OAuthConsent>({
  name: 'OAuthConsent',
  tableName: 'oauth_consents',
  columns: {
    user_id: { type: 'uuid', primary: true },
    client_id: { type: 'text', primary: true },
    scopes: { type: 'text', array: true },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
});
