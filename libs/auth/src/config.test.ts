import { describe, expect, it } from 'vitest';
import { readAuthConfig } from './config';

describe('readAuthConfig', () => {
  it('defaults to the embedded provider', () => {
    const c = readAuthConfig({});
    expect(c.mode).toBe('embedded');
    expect(c.localPort).toBe(0);
    expect(c.secureCookies).toBe(false);
  });
  it("gives the embedded provider's access tokens a tenant's default lifetime, configurable from 60 s to 30 days", () => {
    expect(readAuthConfig({}).localAccessTokenTtlS).toBe(86_400);
    expect(readAuthConfig({ AUTH0_LOCAL_ACCESS_TOKEN_TTL_S: '3600' }).localAccessTokenTtlS).toBe(3600);
    expect(() => readAuthConfig({ AUTH0_LOCAL_ACCESS_TOKEN_TTL_S: '59' })).toThrow(/AUTH0_LOCAL_ACCESS_TOKEN_TTL_S/);
    expect(() => readAuthConfig({ AUTH0_LOCAL_ACCESS_TOKEN_TTL_S: '2592001' })).toThrow(/AUTH0_LOCAL_ACCESS_TOKEN_TTL_S/);
  });
  it('names the missing variables of a real tenant', () => {
    expect(() => readAuthConfig({ AUTH0_DOMAIN: 'silca.eu.auth0.com' })).toThrow(/AUTH0_CLIENT_ID.*AUTH0_CLIENT_SECRET.*SESSION_SECRETS/);
  });
  it('names a malformed domain, a bad port and a short secret', () => {
    expect(() => readAuthConfig({ AUTH0_DOMAIN: 'https://silca.eu.auth0.com/' })).toThrow(/AUTH0_DOMAIN/);
    expect(() => readAuthConfig({ AUTH0_LOCAL_PORT: '70000' })).toThrow(/AUTH0_LOCAL_PORT/);
    expect(() => readAuthConfig({ SESSION_SECRETS: 'short' })).toThrow(/SESSION_SECRETS/);
  });
  it('uses a random per-process secret in embedded mode, splits configured ones for rotation', () => {
    expect(readAuthConfig({}).sessionSecrets[0]).not.toBe(readAuthConfig({}).sessionSecrets[0]);
    const c = readAuthConfig({
      NODE_ENV: 'production',
      AUTH0_DOMAIN: 'silca.eu.auth0.com',
      AUTH0_CLIENT_ID: 'id',
      AUTH0_CLIENT_SECRET: 'secret',
      AUTH0_ORGANIZATION: 'org_abc',
      SESSION_SECRETS: `${'n'.repeat(32)}, ${'o'.repeat(32)}`,
    });
    expect(c).toMatchObject({ mode: 'auth0', organization: 'org_abc', secureCookies: true });
    expect(c.sessionSecrets).toEqual(['n'.repeat(32), 'o'.repeat(32)]);
  });
  it('reads the idle timeout and absolute lifetime of sessions: 30 minutes and 12 hours by default, checked', () => {
    expect(readAuthConfig({})).toMatchObject({ sessionIdleS: 1800, sessionAbsoluteS: 43_200 });
    expect(readAuthConfig({ SESSION_IDLE_TIMEOUT_S: '900', SESSION_ABSOLUTE_TIMEOUT_S: '28800' })).toMatchObject({
      sessionIdleS: 900,
      sessionAbsoluteS: 28_800,
    });
    expect(() => readAuthConfig({ SESSION_IDLE_TIMEOUT_S: '30m' })).toThrow(/SESSION_IDLE_TIMEOUT_S: must be an integer from 60 to 86400/);
    expect(() => readAuthConfig({ SESSION_ABSOLUTE_TIMEOUT_S: '0' })).toThrow(/SESSION_ABSOLUTE_TIMEOUT_S/);
    expect(() => readAuthConfig({ SESSION_IDLE_TIMEOUT_S: '7200', SESSION_ABSOLUTE_TIMEOUT_S: '3600' })).toThrow(
      /SESSION_IDLE_TIMEOUT_S: must not exceed SESSION_ABSOLUTE_TIMEOUT_S/,
    );
  });
});
