import type { KoaContextWithOIDC } from 'oidc-provider';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Auth0's sentence for a logout return URL outside the Allowed Logout URLs (docs/requirements/architecture.md#stand-in-contracts,
 * decision 1057): `param` is `returnTo` (/v2/logout) or `post_logout_redirect_uri` (/oidc/logout).
 * The settings link names the application when the request named one, as a tenant's does; without
 * client_id it is the dashboard's root (tenant-level URLs).
 */
export function logoutRefusedText(param: string, value: string, clientId?: string): string {
  const link = clientId ? `https://manage.auth0.com/#/applications/${clientId}/settings` : 'https://manage.auth0.com/';
  return `invalid_request: The "${param}" querystring parameter "${value}" is not defined as a valid URL in "Allowed Logout URLs". To add a new URL, please do it here: ${link}`;
}

/** The page a tenant shows for a refused logout request (docs/requirements/architecture.md#stand-in-contracts), status 400. */
export function logoutErrorPage(text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Logout</title></head><body><main><h1>Oops!, something went wrong</h1><p>${escapeHtml(text)}</p></main></body></html>`;
}

/**
 * /oidc/logout refusals as a tenant answers them (docs/requirements/architecture.md#stand-in-contracts): oidc-provider's
 * `post_logout_redirect_uri not registered` (JSON unless the client asked for HTML) becomes Auth0's
 * page and sentence, whatever the Accept header. Call after oidc-provider answered.
 */
export function auth0EndSessionError(ctx: KoaContextWithOIDC): void {
  const body = ctx.body as { error?: unknown; error_description?: unknown } | string | undefined;
  if (ctx.status !== 400) return;
  const description = typeof body === 'object' && body ? String(body.error_description ?? '') : String(body ?? '');
  if (!description.includes('post_logout_redirect_uri not registered')) return;
  const value = ctx.oidc?.params?.post_logout_redirect_uri;
  const clientId = ctx.oidc?.params?.client_id ?? ctx.oidc?.client?.clientId;
  ctx.type = 'html';
  ctx.body = logoutErrorPage(logoutRefusedText('post_logout_redirect_uri', String(value ?? ''), clientId ? String(clientId) : undefined));
}

/**
 * /userinfo refusals as a tenant answers them (docs/requirements/architecture.md#stand-in-contracts): 401 with the plain body
 * `Unauthorized` and the challenge in `WWW-Authenticate` with realm `Users` (oidc-provider answers a
 * JSON body and its issuer as the realm). Call after oidc-provider answered.
 */
export function auth0UserinfoError(ctx: KoaContextWithOIDC): void {
  if (ctx.status !== 401) return;
  const body = ctx.body as { error?: unknown; error_description?: unknown } | undefined;
  const error = typeof body === 'object' && body ? String(body.error ?? 'invalid_token') : 'invalid_token';
  const description = typeof body === 'object' && body ? String(body.error_description ?? '') : '';
  ctx.set('WWW-Authenticate', `Bearer realm="Users", error="${error}", error_description="${description.replace(/"/g, "'")}"`);
  ctx.type = 'text/plain';
  ctx.body = 'Unauthorized';
}
