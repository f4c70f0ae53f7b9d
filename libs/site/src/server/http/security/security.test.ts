import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { assertNoDefaultSecrets, listenHostFor } from './default-secrets';
import { contentSecurityPolicy, DOCUMENT_ONLY_HEADERS, EDITOR_ORIGIN, isSubresourceType, PERMISSIONS_POLICY, securityHeaders } from './headers';
import { screenRequest } from './request-screen';
import { parseTrustedProxies } from './trusted-proxies';

const ok = { host: 'www.silca.biz' };

describe('screenRequest (docs/requirements/hardening.md#proxies-and-origin)', () => {
  it('accepts an ordinary request, with or without a port', () => {
    expect(screenRequest('GET', '/en/global', ok)).toEqual({ kind: 'ok' });
    expect(screenRequest('POST', '/api/x?y=1', { host: '127.0.0.1:3000' })).toEqual({ kind: 'ok' });
    expect(screenRequest('HEAD', '/', { host: '[::1]:3000' })).toEqual({ kind: 'ok' });
  });

  it('answers 405 for TRACE, OPTIONS, PUT and made-up methods', () => {
    for (const m of ['TRACE', 'OPTIONS', 'PUT', 'DELETE', 'PATCH', 'CONNECT', 'PROPFIND']) {
      expect(screenRequest(m, '/', ok)).toMatchObject({ status: 405 });
    }
  });

  it('answers 400 for asterisk-form and absolute-form targets and protocol-relative paths', () => {
    expect(screenRequest('GET', '*', ok)).toMatchObject({ status: 400 });
    expect(screenRequest('GET', 'http://evil.example/en/global', ok)).toMatchObject({ status: 400 });
    expect(screenRequest('GET', '//evil.example/x', ok)).toMatchObject({ status: 400 });
  });

  it('answers 400 for missing, malformed or repeated Host', () => {
    expect(screenRequest('GET', '/', {})).toMatchObject({ status: 400 });
    for (const host of ['a b', 'evil.com/x', 'evil.com:99999999', '<script>', 'a..b', 'x@y', '']) {
      expect(screenRequest('GET', '/', { host }), host).toMatchObject({ status: 400 });
    }
    expect(screenRequest('GET', '/', ok, ['Host', 'a', 'host', 'b'])).toMatchObject({ status: 400 });
  });

  it('answers 400 for malformed forwarded headers (the issue: X-Forwarded-Host with a path)', () => {
    expect(screenRequest('GET', '/', { ...ok, 'x-forwarded-host': 'www.silca.biz/ru/global?' })).toMatchObject({ status: 400 });
    expect(screenRequest('GET', '/', { ...ok, 'x-forwarded-proto': 'javascript' })).toMatchObject({ status: 400 });
    expect(screenRequest('GET', '/', { ...ok, 'x-forwarded-for': '1.2.3.4, <b>' })).toMatchObject({ status: 400 });
    expect(screenRequest('GET', '/', { ...ok, 'x-forwarded-port': '80a' })).toMatchObject({ status: 400 });
    expect(screenRequest('GET', '/', { ...ok, 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': '1.2.3.4, ::1' })).toEqual({
      kind: 'ok',
    });
  });
});

describe('parseTrustedProxies', () => {
  it('trusts nobody by default and accepts addresses, ranges and names', () => {
    expect(parseTrustedProxies(undefined)).toBe(false);
    expect(parseTrustedProxies(' ')).toBe(false);
    expect(parseTrustedProxies('10.0.0.0/8, loopback,::1')).toEqual(['10.0.0.0/8', 'loopback', '::1']);
  });
  it('names a bad entry', () => {
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/10.0.0.0\/33/);
    expect(() => parseTrustedProxies('proxy.example')).toThrow(/proxy.example/);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows the editor origin only for verified previews', () => {
    const plain = contentSecurityPolicy('n1', false, true);
    expect(plain).not.toContain(EDITOR_ORIGIN);
    expect(plain).toContain("script-src 'self' 'nonce-n1'");
    const preview = contentSecurityPolicy('n1', true, true);
    expect(preview).toMatch(/script-src [^;]*https:\/\/app\.storyblok\.com/);
    expect(preview).toMatch(/frame-ancestors 'self' https:\/\/app\.storyblok\.com/);
  });

  it('takes stylesheets and fonts from the site only: no https: wildcard (decision 0997)', () => {
    const plain = contentSecurityPolicy('n1', false, true);
    expect(plain).toContain("style-src 'self' 'unsafe-inline';");
    expect(plain).toContain("font-src 'self';");
    expect(plain).not.toMatch(/\bhttps:(?!\/\/)/);
    const preview = contentSecurityPolicy('n1', true, true, {}, 'http://127.0.0.1:7001/bridge.js');
    expect(preview).toContain("style-src 'self' 'unsafe-inline' https://app.storyblok.com http://127.0.0.1:7001;");
    expect(preview).not.toMatch(/\bhttps:(?!\/\/)/);
  });

  it('adds a configured bridge script origin to previews only (STORYBLOK_BRIDGE_URL, docs/requirements/content.md#visual-editor)', () => {
    const bridge = 'http://127.0.0.1:7001/bridge.js';
    expect(contentSecurityPolicy('n1', true, true, {}, bridge)).toMatch(/script-src [^;]*http:\/\/127\.0\.0\.1:7001/);
    expect(contentSecurityPolicy('n1', false, true, {}, bridge)).not.toContain('127.0.0.1:7001');
  });
});

describe('securityHeaders', () => {
  it('gives every response its own nonce, in res.locals and in the policy built for it', () => {
    const middleware = securityHeaders({ production: true, previewToken: undefined });
    const seen = new Set<string>();
    for (let i = 0; i < 600; i++) {
      const headers: Record<string, string> = {};
      const res = {
        locals: {} as Record<string, unknown>,
        setHeader: (k: string, v: string) => void (headers[k.toLowerCase()] = v),
        getHeader: () => undefined,
        removeHeader: () => undefined,
      };
      middleware({ url: '/en/global', headers: {}, method: 'GET' } as never, res as never, () => undefined);
      const nonce = res.locals.cspNonce as string;
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
      expect(headers['content-security-policy']).toBe(contentSecurityPolicy(nonce, false, true));
      seen.add(nonce);
    }
    // More than one 4 KB draw of random bytes, and never the same nonce twice.
    expect(seen.size).toBe(600);
  });
});

describe('default secrets in production (docs/requirements/architecture.md#configuration)', () => {
  const secrets = [{ variable: 'STORYBLOK_WEBHOOK_SECRET', value: 'local-webhook', embeddedDefault: 'local-webhook' }];
  it('refuses a public interface, names the variable', () => {
    expect(() => assertNoDefaultSecrets({ production: true, host: '0.0.0.0', allow: false, secrets })).toThrow(/STORYBLOK_WEBHOOK_SECRET/);
  });
  it('accepts loopback, development, or ALLOW_DEFAULT_SECRETS', () => {
    expect(() => assertNoDefaultSecrets({ production: true, host: '127.0.0.1', allow: false, secrets })).not.toThrow();
    expect(() => assertNoDefaultSecrets({ production: false, host: '0.0.0.0', allow: false, secrets })).not.toThrow();
    expect(() => assertNoDefaultSecrets({ production: true, host: '0.0.0.0', allow: true, secrets })).not.toThrow();
  });
  it('an explicit public HOST with the embedded defaults stops start-up; an unset HOST falls back to loopback', () => {
    const config = { NODE_ENV: 'production', HOST: '0.0.0.0' };
    expect(() => listenHostFor({ HOST: '0.0.0.0' }, config)).toThrow(/STORYBLOK_PREVIEW_TOKEN/);
    expect(listenHostFor({}, config)).toBe('127.0.0.1');
    expect(listenHostFor({ HOST: '0.0.0.0' }, { ...config, ALLOW_DEFAULT_SECRETS: '1' })).toBe('0.0.0.0');
    const real = { HOST: '0.0.0.0', STORYBLOK_TOKEN: 't', STORYBLOK_PREVIEW_TOKEN: 'p', STORYBLOK_WEBHOOK_SECRET: 'w', AUTH0_DOMAIN: 'silca.eu.auth0.com' };
    expect(() => listenHostFor({ ...real, AUTH0_DOMAIN: '' }, config)).toThrow(/AUTH0_DOMAIN/);
    expect(listenHostFor(real, config)).toBe('0.0.0.0');
  });
});

describe('securityHeaders', () => {
  it('sends the Referer to our own pages only (Referrer-Policy: same-origin, decision 0950)', async () => {
    const headers = new Map<string, string>();
    const res = {
      locals: {} as Record<string, unknown>,
      setHeader: (k: string, v: string) => void headers.set(k.toLowerCase(), String(v)),
      getHeader: (k: string) => headers.get(k.toLowerCase()),
      removeHeader: (k: string) => void headers.delete(k.toLowerCase()),
    };
    await new Promise<void>((next) =>
      securityHeaders({ production: true } as Parameters<typeof securityHeaders>[0])({ url: '/', headers: {} } as never, res as never, () => next()),
    );
    expect(headers.get('referrer-policy')).toBe('same-origin');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('securityHeaders on subresources (decision 0986)', () => {
  /** Answers `/{name}` with the given Content-Type behind securityHeaders; returns each answer's headers. */
  async function headersOf(types: Record<string, string | null>): Promise<Record<string, Headers>> {
    const app = express();
    app.use(securityHeaders({ production: true, previewToken: undefined }));
    app.get('/:name', (req, res) => {
      const type = types[req.params.name!];
      if (type) res.setHeader('Content-Type', type);
      res.end('x');
    });
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      const answers: Record<string, Headers> = {};
      for (const name of Object.keys(types)) answers[name] = (await fetch(`http://127.0.0.1:${port}/${name}`)).headers;
      return answers;
    } finally {
      server.close();
    }
  }

  it('a script, stylesheet, JSON, single-fetch data, font or raster image loses the document-only headers and keeps the rest', async () => {
    const answers = await headersOf({
      js: 'text/javascript; charset=utf-8',
      legacyJs: 'application/javascript; charset=UTF-8',
      css: 'text/css; charset=utf-8',
      json: 'application/json; charset=utf-8',
      singleFetch: 'text/x-script',
      webp: 'image/webp',
      woff2: 'font/woff2',
    });
    for (const [name, headers] of Object.entries(answers)) {
      for (const header of DOCUMENT_ONLY_HEADERS) expect(headers.get(header), `${name} ${header}`).toBeNull();
      expect(headers.get('x-content-type-options'), name).toBe('nosniff');
      expect(headers.get('cross-origin-resource-policy'), name).toBe('same-origin');
      expect(headers.get('referrer-policy'), name).toBe('same-origin');
      expect(headers.get('strict-transport-security'), name).toMatch(/max-age=/);
      expect(headers.get('cache-control'), name).toBe('no-store');
    }
  });

  it('anything a browser may open as a document keeps the whole set: HTML, SVG, XML, PDF, plain text, no type', async () => {
    const answers = await headersOf({
      html: 'text/html; charset=utf-8',
      svg: 'image/svg+xml',
      xml: 'application/xml',
      pdf: 'application/pdf',
      text: 'text/plain',
      untyped: null,
    });
    for (const [name, headers] of Object.entries(answers)) {
      expect(headers.get('content-security-policy'), name).toContain("script-src 'self' 'nonce-");
      expect(headers.get('permissions-policy'), name).toBe(PERMISSIONS_POLICY);
      expect(headers.get('cross-origin-opener-policy'), name).toBe('same-origin-allow-popups');
    }
  });

  it('isSubresourceType reads the media type, not a look-alike', () => {
    expect(isSubresourceType('text/css')).toBe(true);
    expect(isSubresourceType('image/png')).toBe(true);
    expect(isSubresourceType('image/svg+xml')).toBe(false);
    expect(isSubresourceType('text/cssx')).toBe(false);
    expect(isSubresourceType('text/html; x=text/css')).toBe(false);
    expect(isSubresourceType(undefined)).toBe(false);
  });
});
