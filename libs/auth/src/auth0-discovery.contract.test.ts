import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTenant, startAuthBackend, type AuthBackend } from './backend';
import tenant from './test/auth0-tenant-discovery.json' with { type: 'json' };
import { auth0StandIn } from '@silca/stand-in-auth0';

// The stand-in's discovery document held against a real tenant's recorded answer
// (src/test/auth0-tenant-discovery.json, its source in src/test/README.md; decision 1057), read
// through openid-client's discovery. Same keys; the endpoints at Auth0's paths; every supported
// value equal to the tenant's or a subset whose left-out values are listed below with the reason.
const SITE = 'http://localhost:3996';
let backend: AuthBackend;
let doc: Record<string, unknown>;
let origin: string;

beforeAll(async () => {
  backend = await startAuthBackend({ standIn: auth0StandIn, env: {}, allowedUrls: () => ({ callbacks: [`${SITE}/auth/callback`], logouts: [SITE] }) });
  origin = `https://${backend.config.domain}`;
  const config = await oidc.discovery(new URL(`${origin}/`), backend.config.clientId, backend.config.clientSecret);
  doc = config.serverMetadata() as unknown as Record<string, unknown>;
});
afterAll(() => backend?.close());

const recorded = tenant as Record<string, unknown>;

/** Values of a tenant the stand-in leaves out on purpose, and why (decisions 1053, 1057). */
const LEFT_OUT: Record<string, { values: string[]; why: string }> = {
  // Only the authorization code flow: the site uses nothing else; other response types are refused.
  response_types_supported: { values: ['token', 'id_token', 'code token', 'code id_token', 'token id_token', 'code token id_token'], why: 'code flow only' },
  // oidc-provider 9 has no plain PKCE; the site always sends S256 (decision 1053).
  code_challenge_methods_supported: { values: ['plain'], why: 'S256 only' },
  // The site verifies RS256 only (docs/requirements/extranet.md#id-token-checks).
  id_token_signing_alg_values_supported: { values: ['HS256', 'PS256'], why: 'RS256 only' },
  // The site asks for these four scopes; Auth0's claim-named scopes are not followed.
  scopes_supported: {
    values: ['name', 'given_name', 'family_name', 'nickname', 'email_verified', 'picture', 'created_at', 'identities', 'phone', 'address'],
    why: 'openid profile email offline_access',
  },
  // Claims the development users have no value for.
  claims_supported: { values: ['created_at', 'family_name', 'given_name', 'identities', 'phone_number', 'picture'], why: 'not in the development users' },
};

/** Keys the stand-in publishes beyond the recorded tenant: end_session_endpoint, as a tenant with RP-Initiated Logout on (the site's start check asks for it). */
const ADDED_KEYS = ['end_session_endpoint'];

describe('discovery document beside a real tenant', () => {
  it('has the tenant keys, and end_session_endpoint besides', () => {
    expect(Object.keys(doc).sort()).toEqual([...Object.keys(recorded), ...ADDED_KEYS].sort());
  });

  it("names every endpoint at Auth0's path on its own origin, issuer with the trailing slash", () => {
    expect(doc.issuer).toBe(`${origin}/`);
    for (const [key, value] of Object.entries(recorded)) {
      if (!key.endsWith('_endpoint') && key !== 'jwks_uri') continue;
      expect(doc[key], key).toBe(`${origin}${new URL(value as string).pathname}`);
    }
    expect(doc.end_session_endpoint).toBe(`${origin}/oidc/logout`);
  });

  it('answers every supported list as the tenant does, or a subset that leaves out only what is listed', () => {
    for (const [key, value] of Object.entries(recorded)) {
      if (!Array.isArray(value)) continue;
      const ours = doc[key] as string[];
      expect(
        ours.filter((v) => !value.includes(v)),
        `${key}: values a tenant does not publish`,
      ).toEqual([]);
      expect(
        value.filter((v: string) => !ours.includes(v)),
        `${key}: left out`,
      ).toEqual(LEFT_OUT[key]?.values ?? []);
    }
    for (const key of ['request_uri_parameter_supported', 'request_parameter_supported']) expect(doc[key], key).toBe(recorded[key]);
  });

  it('keeps what the site relies on', async () => {
    expect(doc.response_types_supported).toContain('code');
    expect(doc.code_challenge_methods_supported).toContain('S256');
    expect(doc.id_token_signing_alg_values_supported).toContain('RS256');
    expect(doc.token_endpoint_auth_methods_supported).toContain('client_secret_basic');
    expect(doc.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']));
    expect(doc.claims_supported).toEqual(expect.arrayContaining(['sub', 'email', 'name', 'auth_time']));
    expect(await checkTenant(backend.config)).toEqual([]);
  });
});

describe('what the stand-in publishes but does not follow is refused naming the feature', () => {
  it.each([
    ['device_authorization_endpoint', 'Device Authorization Flow'],
    ['mfa_challenge_endpoint', 'MFA API'],
    ['registration_endpoint', 'Dynamic Client Registration'],
  ])('%s: 403 naming %s', async (key, feature) => {
    const response = await fetch(doc[key] as string, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error_description: string }).error_description).toContain(feature);
  });

  it('a response type other than code is refused (unsupported_response_type)', async () => {
    const url = new URL(`${origin}/authorize`);
    url.search = new URLSearchParams({
      client_id: backend.config.clientId,
      response_type: 'token',
      redirect_uri: `${SITE}/auth/callback`,
      scope: 'openid',
    }).toString();
    const response = await fetch(url, { redirect: 'manual' });
    const location = new URL(response.headers.get('location') ?? '', origin);
    expect(location.searchParams.get('error') ?? location.hash).toContain('unsupported_response_type');
  });
});
