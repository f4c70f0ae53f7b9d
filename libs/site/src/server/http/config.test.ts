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
  });
});
