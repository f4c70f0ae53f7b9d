import { describe, expect, it } from 'vitest';
import { resolveMarket } from '@silca/i18n';
import { embeddedAllowedUrls } from './auth-origin.server';

// The embedded provider's Allowed Callback and Logout URLs (docs/requirements/architecture.md#stand-in-contracts): exactly what this site
// sends from its public origin and its loopback origins on the listening port, nothing else.
describe('embeddedAllowedUrls', () => {
  it("lists the site's callback and the public home of each of the market's locales, per origin", () => {
    const urls = embeddedAllowedUrls('https://www.silca.it', 4100, resolveMarket('italy'));
    expect(urls.callbacks).toEqual([
      'https://www.silca.it/auth/callback',
      'http://localhost:4100/auth/callback',
      'http://127.0.0.1:4100/auth/callback',
      'http://[::1]:4100/auth/callback',
    ]);
    expect(urls.logouts).toContain('https://www.silca.it/');
    expect(urls.logouts).toContain('http://127.0.0.1:4100/');
    expect(urls.logouts).toHaveLength(4);
  });

  it('covers every locale of global and an AUTH0_CALLBACK_URL override; no other port or host', () => {
    const urls = embeddedAllowedUrls('http://localhost:3000', 3000, resolveMarket('global'), 'https://staging.silca.biz/auth/callback');
    expect(urls.callbacks).toContain('https://staging.silca.biz/auth/callback');
    expect(urls.logouts).toContain('http://localhost:3000/en/global');
    expect(urls.logouts).toContain('http://127.0.0.1:3000/ru/global');
    expect(urls.logouts.filter((u) => u.startsWith('http://127.0.0.1:3000/'))).toHaveLength(9);
    expect([...urls.callbacks, ...urls.logouts].some((u) => /:(?!3000\b)\d+\//.test(u.replace('https://staging.silca.biz', '')))).toBe(false);
  });
});
