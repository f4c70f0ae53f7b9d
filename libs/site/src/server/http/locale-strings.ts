import { createHash } from 'node:crypto';
import type { ServerBuild } from '@remix-run/node';
import { isLocale, type Locale } from '@silca/i18n';
import type { RequestHandler } from 'express';
import type { Resource } from 'i18next';

/** UI strings as one immutable file per locale and build, `/_strings/{locale}.{hash}.json`, preloaded by the document (decision 0843). */

export const LOCALE_STRINGS_PREFIX = '/_strings/';

/** One build's strings files: hrefs for the root loader, the handler for the server. */
export interface LocaleStrings {
  /** e.g. `/_strings/it.Xk3…json`. */
  href(locale: Locale): string;
  handler: RequestHandler;
}

interface StringsFile {
  href: string;
  hash: string;
  body: Buffer;
}

const NAME = /^\/([a-z]{2})\.([A-Za-z0-9_-]{1,32})\.json$/;

/** Strings files built on first use: current hash 200 immutable, another `no-cache` (an older page), unknown 404, non-GET 405. */
export function createLocaleStrings(resourcesFor: (locale: Locale) => Resource): LocaleStrings {
  const files = new Map<Locale, StringsFile>();
  const fileOf = (locale: Locale): StringsFile => {
    let file = files.get(locale);
    if (!file) {
      const body = Buffer.from(JSON.stringify(resourcesFor(locale)), 'utf8');
      const hash = createHash('sha256').update(body).digest('base64url').slice(0, 12);
      file = { href: `${LOCALE_STRINGS_PREFIX}${locale}.${hash}.json`, hash, body };
      files.set(locale, file);
    }
    return file;
  };
  const handler: RequestHandler = (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').json({ error: 'method not allowed' });
      return;
    }
    const match = NAME.exec(req.path);
    const locale = match?.[1];
    if (!match || !locale || !isLocale(locale)) {
      res.status(404).json({ error: 'no such strings file' });
      return;
    }
    const file = fileOf(locale);
    const current = match[2] === file.hash;
    res.set({
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
      ETag: `"${file.hash}"`,
    });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.status(200).send(file.body);
  };
  return { href: (locale) => fileOf(locale).href, handler };
}

/** The strings handler a Remix build's entry re-exports (the HTTP server cannot import CSS-module components); 404s without it. */
export function localeStringsFrom(build: ServerBuild | (() => Promise<ServerBuild>)): RequestHandler {
  let strings: Promise<LocaleStrings | undefined> | undefined;
  return (req, res, next) => {
    strings ??= (typeof build === 'function' ? build() : Promise.resolve(build)).then(
      (loaded) => (loaded.entry.module as { localeStrings?: LocaleStrings }).localeStrings,
      (error: unknown) => {
        strings = undefined; // a development build that failed to load: try again next time
        throw error;
      },
    );
    strings.then((loaded) => (loaded ? loaded.handler(req, res, next) : res.status(404).json({ error: 'no such strings file' })), next);
  };
}
