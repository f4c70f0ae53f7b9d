import http from 'node:http';
import express from 'express';
import { describe, expect, it } from 'vitest';
import type { ServerBuild } from '@remix-run/node';
import { localeStrings, resourcesFor } from '../../i18n/i18n.server';
import { LOCALE_STRINGS_PREFIX, localeStringsFrom } from './locale-strings';

// As the HTTP server mounts it: from the build's entry module (entry.server.tsx re-exports it).
const build = { entry: { module: { localeStrings } } } as unknown as ServerBuild;
const localeStringsHandler = localeStringsFrom(build);
const localeStringsHref = localeStrings.href;

async function request(path: string, init?: RequestInit) {
  const app = express();
  app.use(LOCALE_STRINGS_PREFIX, localeStringsHandler);
  const server = app.listen(0);
  const port = (server.address() as { port: number }).port;
  try {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, init);
    return { status: response.status, headers: response.headers, body: await response.text() };
  } finally {
    server.close();
  }
}

async function conditionalStatus(path: string, etag: string): Promise<number> {
  const app = express();
  app.use(LOCALE_STRINGS_PREFIX, localeStringsHandler);
  const server = app.listen(0);
  const port = (server.address() as { port: number }).port;
  try {
    return await new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers: { 'if-none-match': etag } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
        .on('error', reject);
    });
  } finally {
    server.close();
  }
}

describe('locale strings files', () => {
  it('serve the locale strings (with the en strings it lacks) at a content-hashed href, immutable', async () => {
    const href = localeStringsHref('it');
    expect(href).toMatch(/^\/_strings\/it\.[A-Za-z0-9_-]{12}\.json$/);
    const response = await request(href);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(JSON.parse(response.body)).toEqual(resourcesFor('it'));
    // A browser's revalidation (node:http: fetch marks conditional requests `no-cache`).
    const etag = response.headers.get('etag')!;
    expect(await conditionalStatus(href, etag)).toBe(304);
    expect(await conditionalStatus(href, '"other"')).toBe(200);
  });

  it('give each locale its own file, and change the href when the strings change', () => {
    expect(localeStringsHref('de')).not.toBe(localeStringsHref('it'));
    expect(localeStringsHref('it')).toBe(localeStringsHref('it'));
    expect(localeStringsHref('en').split('.')[1]).not.toBe(localeStringsHref('it').split('.')[1]);
  });

  it('answer a page of an earlier deployment (another hash) with the current strings, revalidated', async () => {
    const response = await request('/_strings/de.oldbuildhash1.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(JSON.parse(response.body)).toEqual(resourcesFor('de'));
  });

  it.each(['/_strings/xx.abc.json', '/_strings/it.json', '/_strings/../package.json', '/_strings/it.abc.json.map', '/_strings/'])(
    '404 for %s',
    async (path) => {
      const response = await request(path);
      expect(response.status).toBe(404);
      expect(response.body).not.toContain('"common"');
    },
  );

  it('404 for every file when the build has no strings', async () => {
    const app = express();
    app.use(LOCALE_STRINGS_PREFIX, localeStringsFrom({ entry: { module: {} } } as unknown as ServerBuild));
    const server = app.listen(0);
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as { port: number }).port}${localeStringsHref('it')}`);
      expect(response.status).toBe(404);
    } finally {
      server.close();
    }
  });

  it('405 for a POST', async () => {
    expect((await request(localeStringsHref('it'), { method: 'POST' })).status).toBe(405);
  });
});
