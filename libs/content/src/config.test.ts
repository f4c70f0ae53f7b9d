import { describe, expect, it } from 'vitest';
import { ContentConfigError, readContentConfig } from './config';

describe('readContentConfig', () => {
  it('defaults to the embedded space with the local tokens', () => {
    const c = readContentConfig({});
    expect(c).toMatchObject({ mode: 'local', token: 'local-public', previewToken: 'local-preview', webhookSecret: 'local-webhook', region: 'eu', localPort: null, timeoutMs: 5000 });
    expect(c.contentDir).toMatch(/content$/);
    expect(c.bridgeUrl).toBe('https://app.storyblok.com/f/storyblok-v2-latest.js');
    expect(readContentConfig({ STORYBLOK_BRIDGE_URL: 'http://127.0.0.1:7001/bridge.js' }).bridgeUrl).toBe('http://127.0.0.1:7001/bridge.js');
    expect(() => readContentConfig({ STORYBLOK_BRIDGE_URL: 'javascript:alert(1)' })).toThrow(/STORYBLOK_BRIDGE_URL/);
  });

  it('talks to the real Storyblok with STORYBLOK_TOKEN', () => {
    const c = readContentConfig({ STORYBLOK_TOKEN: 'abc', STORYBLOK_REGION: 'us', STORYBLOK_LOCAL_PORT: '8787' });
    expect(c).toMatchObject({ mode: 'remote', token: 'abc', previewToken: undefined, webhookSecret: undefined, region: 'us', localPort: 8787 });
  });

  it('names every bad variable', () => {
    expect(() => readContentConfig({ STORYBLOK_REGION: 'mars', STORYBLOK_LOCAL_PORT: '99999' })).toThrow(ContentConfigError);
    try {
      readContentConfig({ STORYBLOK_REGION: 'mars', STORYBLOK_LOCAL_PORT: 'x', STORYBLOK_API_URL: 'ftp://x' });
    } catch (e) {
      expect((e as Error).message).toMatch(/STORYBLOK_REGION/);
      expect((e as Error).message).toMatch(/STORYBLOK_LOCAL_PORT/);
      expect((e as Error).message).toMatch(/STORYBLOK_API_URL/);
    }
  });
});
