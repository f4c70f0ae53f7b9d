import { describe, expect, it } from 'vitest';
import { readServerConfig } from './config';

describe('readServerConfig', () => {
  it('applies defaults', () => {
    expect(readServerConfig({})).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', NODE_ENV: 'development' });
  });

  it('normalises SITE_URL without trailing slash', () => {
    expect(readServerConfig({ SITE_URL: 'https://www.silca.it/' }).SITE_URL).toBe('https://www.silca.it');
  });

  it('names the invalid variable', () => {
    expect(() => readServerConfig({ PORT: '99999' })).toThrow(/PORT/);
    expect(() => readServerConfig({ SITE_URL: 'ftp://x' })).toThrow(/SITE_URL/);
    expect(() => readServerConfig({ CONNECTIONS_PER_CLIENT_MAX: '0' })).toThrow(/CONNECTIONS_PER_CLIENT_MAX/);
    expect(() => readServerConfig({ HEADERS_TIMEOUT_MS: '30000', REQUEST_TIMEOUT_MS: '20000' })).toThrow(
      /HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS/,
    );
  });

  it('bounds what one client holds by default (decision 0995)', () => {
    expect(readServerConfig({})).toMatchObject({
      HEADERS_TIMEOUT_MS: 15_000,
      REQUEST_TIMEOUT_MS: 60_000,
      KEEP_ALIVE_TIMEOUT_MS: 65_000,
      CONNECTIONS_MAX: 4096,
      CONNECTIONS_PER_CLIENT_MAX: 64,
    });
  });
});
