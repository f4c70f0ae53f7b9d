// Minimal types of the parts of oidc-provider 9 this library uses (the package ships none and
// @types/oidc-provider is not installed).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface KoaContextWithOIDC {
    path: string;
    method: string;
    query: Record<string, string | string[] | undefined>;
    status: number;
    type: string;
    body: unknown;
    cookies: { set(name: string, value: string | null, options?: Record<string, unknown>): void };
    set(name: string, value: string): void;
    remove(name: string): void;
    redirect(url: string): void;
    oidc?: { params?: Record<string, unknown>; client?: { clientId: string } };
    /** Koa's per-request state. */
    state: Record<string, unknown>;
  }

  export interface InteractionDetails {
    uid: string;
    exp: number;
    prompt: { name: string; reasons: string[] };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    lastSubmission?: Record<string, unknown>;
    save(ttl: number): Promise<string>;
  }

  export interface Account {
    accountId: string;
    claims(...args: unknown[]): Promise<Record<string, unknown>>;
  }

  export interface Configuration {
    clients?: Record<string, unknown>[];
    findAccount?: (ctx: KoaContextWithOIDC, sub: string) => Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    scopes?: string[];
    conformIdTokenClaims?: boolean;
    extraParams?: string[];
    features?: Record<string, unknown>;
    adapter?: new (model: string) => unknown;
    rotateRefreshToken?: boolean | ((ctx: KoaContextWithOIDC) => boolean | Promise<boolean>);
    interactions?: { url: (ctx: KoaContextWithOIDC, interaction: { uid: string }) => string };
    jwks?: { keys: Record<string, unknown>[] };
    cookies?: { keys: string[] };
    routes?: Record<string, string>;
    pkce?: { required: (ctx: KoaContextWithOIDC, client: { clientAuthMethod?: string }) => boolean };
    ttl?: Record<string, number>;
    responseTypes?: string[];
    clientAuthMethods?: string[];
    enabledJWA?: Record<string, string[]>;
    clientBasedCORS?: () => boolean;
    renderError?: (ctx: KoaContextWithOIDC, out: Record<string, unknown>, error: unknown) => Promise<void>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    Client: { prototype: unknown };
    Session: { get(ctx: unknown): Promise<{ accountId?: string; destroy(): Promise<void> }> };
    Grant: new (init: { accountId: string; clientId: string }) => { addOIDCScope(scope: string): void; save(): Promise<string> };
    use(middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>): void;
    /** oidc-provider's events (an EventEmitter); `grant.error` carries the refused grant's error. */
    on(event: 'grant.error', listener: (ctx: KoaContextWithOIDC, error: { cause?: { message?: string } }) => void): void;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
