/** The parts of oidc-provider (v9, untyped JavaScript) this service uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AdapterPayload {
    [key: string]: unknown;
    consumed?: boolean;
    grantId?: string;
    uid?: string;
    userCode?: string;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface ProviderClient {
    clientId: string;
    grantTypeAllowed(type: string): boolean;
    metadata(): Record<string, unknown>;
  }

  export interface ResourceServerInfo {
    scope: string;
    audience: string;
    accessTokenTTL: number;
    accessTokenFormat: 'jwt' | 'opaque';
    jwt?: { sign?: { alg: string } };
  }

  export interface IssuedToken {
    kind: string;
    jti: string;
    clientId: string;
    accountId?: string;
    grantId?: string;
    scope?: string;
    resourceServer?: { identifier(): string };
  }

  export interface InteractionParams {
    client_id: string;
    scope?: string;
    redirect_uri?: string;
    [key: string]: unknown;
  }

  export interface Interaction {
    uid: string;
    exp: number;
    returnTo: string;
    params: InteractionParams;
    result?: Record<string, unknown>;
    save(ttl: number): Promise<string>;
  }

  export interface Grant {
    addResourceScope(resource: string, scope: string): void;
    rejectResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface StoredToken {
    jti: string;
    clientId: string;
    accountId?: string;
    grantId?: string;
    scope?: string;
    iat: number;
    exp: number;
    consumed?: boolean;
    isExpired: boolean;
  }

  // Koa context, as far as the hooks read it.
  export interface KoaContextWithOIDC {
    status: number;
    type: string;
    body: unknown;
    set(field: string, value: string): void;
    response: { get(field: string): string };
    cookies: {
      get(name: string, options?: { signed?: boolean }): string | undefined;
      set(name: string, value: string, options?: Record<string, unknown>): void;
    };
    oidc: {
      route?: string;
      params?: Record<string, unknown>;
      result?: { login?: unknown };
      client?: ProviderClient;
    };
  }

  export type Middleware = (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>;

  export class Check {
    static REQUEST_PROMPT: true;
    static NO_NEED_TO_PROMPT: false;
    constructor(reason: string, description: string, check: (ctx: KoaContextWithOIDC) => boolean | Promise<boolean>);
  }

  export interface Prompt {
    checks: { add(check: Check): void };
  }

  export interface Policy extends Array<Prompt> {
    get(name: string): Prompt;
  }

  export const interactionPolicy: { Check: typeof Check; base(): Policy };

  export class OIDCProviderError extends Error {
    error: string;
    error_description?: string;
    status: number;
  }
  type ErrorClass = new (description?: string, detail?: string) => OIDCProviderError;
  export const errors: {
    OIDCProviderError: typeof OIDCProviderError;
    InvalidScope: ErrorClass;
    InvalidGrant: ErrorClass;
    InvalidTarget: ErrorClass;
    InvalidRequest: ErrorClass;
    UnauthorizedClient: ErrorClass;
    AccessDenied: ErrorClass;
    InvalidClientMetadata: ErrorClass;
    InvalidRedirectUri: ErrorClass;
  };

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    use(middleware: Middleware): void;
    on(event: string, listener: (...args: unknown[]) => void): void;
    Interaction: { find(uid: string): Promise<Interaction | undefined> };
    Grant: new (init: { accountId: string; clientId: string }) => Grant;
    RefreshToken: { find(value: string, options?: { ignoreExpiration?: boolean }): Promise<StoredToken | undefined> };
    Client: { prototype: { compareClientSecret(this: { clientSecret?: string }, actual: string): boolean } };
  }
}
