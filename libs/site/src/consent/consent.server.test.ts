import type { ActionFunctionArgs } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { consentAction, safeReturnPath } from './consent.server';

const post = (fields: Record<string, string>, cookie = '', siteUrl = 'https://www.silca.biz') =>
  ({
    request: new Request(`${siteUrl}/api/consent`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', cookie },
    }),
    context: { siteUrl },
    params: {},
  }) as unknown as ActionFunctionArgs;

const call = (args: ActionFunctionArgs) => consentAction(args).catch((thrown: unknown) => thrown as Response);

describe('POST /api/consent (docs/requirements/pages.md#cookie-consent, without JavaScript)', () => {
  it('withdrawing stores "denied" and deletes the analytics cookies the browser sent, then goes back to the settings', async () => {
    const res = await call(
      post(
        { choice: 'denied', returnTo: '/en/global/cookie-policy' },
        'silca_consent=granted; silca_analytics=abc; _ga=GA1.1.2; _ga_X1=GS1; i18n_redirected=en',
      ),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/global/cookie-policy?consent=denied#cookie-settings');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const set = res.headers.getSetCookie();
    expect(set[0]).toBe('silca_consent=denied; Max-Age=15552000; Path=/; SameSite=Lax; Secure');
    for (const name of ['silca_analytics', '_ga', '_ga_X1']) {
      expect(set).toContain(`${name}=; Max-Age=0; Path=/; SameSite=Lax`);
      expect(set).toContain(`${name}=; Max-Age=0; Path=/; SameSite=Lax; Domain=silca.biz`);
    }
    expect(set.some((c) => c.startsWith('i18n_redirected='))).toBe(false);
  });

  it('accepting stores "granted" and deletes nothing; plain http gets no Secure', async () => {
    const res = await call(post({ choice: 'granted', returnTo: '/cookie-policy' }, '_ga=1', 'http://127.0.0.1:3000'));
    expect(res.status).toBe(303);
    expect(res.headers.getSetCookie()).toEqual(['silca_consent=granted; Max-Age=15552000; Path=/; SameSite=Lax']);
  });

  it('bad input is a 4xx: unknown choice, a return path off the site, GET', async () => {
    expect((await call(post({ choice: 'maybe', returnTo: '/x' }))).status).toBe(400);
    expect((await call(post({ choice: 'granted' }))).status).toBe(400);
    expect((await call(post({ choice: 'granted', returnTo: '//evil.example/x' }))).status).toBe(400);
    const get = {
      request: new Request('https://www.silca.biz/api/consent'),
      context: { siteUrl: 'https://www.silca.biz' },
      params: {},
    } as unknown as ActionFunctionArgs;
    expect((await call(get)).status).toBe(405);
  });

  it('keeps only a path of this site', () => {
    expect(safeReturnPath('/it/global/cookie-policy?x=1#y')).toBe('/it/global/cookie-policy');
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'cookie-policy', '/a\nb', '/'.padEnd(600, 'a'), 42])
      expect(safeReturnPath(bad)).toBeNull();
  });
});
