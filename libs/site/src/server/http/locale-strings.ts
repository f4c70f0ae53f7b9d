import { createHash } from 'node:crypto';
import type { ServerBuild } from '@remix-run/node';
import { isLocale, type Locale } from '@silca/i18n';
import type { RequestHandler } from 'express';
import type { Resource } from 'i18next';

/**
 * The client's UI strings as one cacheable file per locale (docs/requirements/performance.md#front-end-budget, decision 0843) instead of
 * inline loader data in every page: `GET /_strings/{locale}.{hash}.json` answers the page
 * resources of the locale (its strings and the `en` strings it lacks) as JSON. The hash is the
 * content's, so the file is immutable for a year and a browser downloads it once per locale and
 * deployment; the root loader names it and the document preloads it, so it arrives in parallel
 * with the entry script and the client hydrates with exactly the strings the server rendered with.
 */

/** URL prefix of the strings files. */
export const LOCALE_STRINGS_PREFIX = '/_strings/';

/** The strings files of one build: hrefs for the root loader, the handler for the HTTP server. */
export interface LocaleStrings {
  /** Root-relative href of the strings file of `locale`, e.g. `/_strings/it.Xk3…json`. */
  href(locale: Locale): string;
  /** Express handler mounted at {@link LOCALE_STRINGS_PREFIX}. */
  handler: RequestHandler;
}

interface StringsFile {
  href: string;
  hash: string;
  body: Buffer;
}

const NAME = /^\/([a-z]{2})\.([A-Za-z0-9_-]{1,32})\.json$/;

/**
 * The strings files of `resourcesFor` (i18n.server.ts: a locale's page resources), each built
 * once on first use. The handler answers GET and HEAD only (405 otherwise). The current hash:
 * 200, `public, max-age=31536000, immutable`, ETag (304 on a match). Another hash (a page
 * rendered by an earlier deployment): the current strings, `no-cache`, so an old page still
 * hydrates. An unknown locale or file name: 404 with a short JSON error.
 */
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

/**
 * The strings handler of a Remix build, for the HTTP server, which cannot import the strings
 * itself (libs/blocks' components load CSS modules, which only the Vite/Remix build handles):
 * the build's entry module re-exports `localeStrings` (libs/site/src/app/entry.server.tsx).
 * `build` is the production build or the development loader. A build without it: 404s.
 */
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
