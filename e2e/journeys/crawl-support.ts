import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { extranetStrings } from '../../libs/site/src/i18n/resources/extranet-strings';
import { en as commonEn } from '../../libs/i18n/src/resources/en';
import { it as commonIt } from '../../libs/i18n/src/resources/it';

/**
 * Helpers of the role crawl (docs/requirements/pages.md#role-crawl): a problem log fed by every page of a browser context
 * (page errors, console errors, 5xx answers, "Application Error"), page checks (empty listings,
 * English interface strings on Italian pages) and the login of the embedded provider.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const GLOBAL = `http://127.0.0.1:${process.env.E2E_GLOBAL_PORT}`;

function absoluteUrl(page: Page, url: string): string {
  return new URL(url, page.url().startsWith('http') ? page.url() : GLOBAL).toString();
}

/** Development users of the embedded login provider (README.md). */
export const USERS = {
  partner: { email: 'partner@silca.test', password: 'partner-pass-1', name: 'Anna Weber' },
  buItalia: { email: 'bu.italia@silca.test', password: 'italia-pass-1', name: 'Marco Rossi' },
  signedUp: { email: 'signup@silca.test', password: 'signup-pass-1', name: 'Sam Visitor' },
} as const;
export type User = (typeof USERS)[keyof typeof USERS];

/** Everything that went wrong in one crawl, as printable lines; the test fails when not empty. */
export class Problems {
  readonly lines: string[] = [];
  /** Document statuses the crawl expects (401, 403, 404 screens): their console line is no error. */
  private readonly expectedDocuments = new Set<string>();

  add(line: string) {
    if (!this.lines.includes(line)) this.lines.push(line);
  }

  expectDocumentStatus(url: string) {
    this.expectedDocuments.add(url);
  }

  watch(context: BrowserContext) {
    const onPage = (page: Page) => {
      page.on('pageerror', (error) => this.add(`page error on ${short(page.url())}: ${error.message.split('\n')[0]}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const at = message.location().url;
        if (/Failed to load resource/.test(message.text()) && this.expectedDocuments.has(at)) return;
        // Chromium asks /favicon.ico by itself for a file it shows (PDF, image); pages declare /favicon.svg.
        if (/Failed to load resource/.test(message.text()) && new URL(at || 'about:blank').pathname === '/favicon.ico') return;
        this.add(`console error on ${short(page.url())}: ${message.text().slice(0, 200)} (${short(at)})`);
      });
      page.on('response', (response) => {
        if (response.status() >= 500) this.add(`${response.status()} ${response.request().method()} ${short(response.url())}`);
      });
    };
    context.pages().forEach(onPage);
    context.on('page', onPage);
  }

  /** Logs what a control or visit throws, so a crawl lists every failure. */
  async step(name: string, run: () => Promise<void>) {
    try {
      await run();
    } catch (error) {
      this.add(
        `${name}: ${String((error as Error).message ?? error)
          .split('\n')
          .slice(0, 3)
          .join(' ')}`,
      );
    }
  }

  /** Fails the test with the whole list. */
  assertNone() {
    expect(this.lines, `crawl problems:\n${this.lines.join('\n')}`).toEqual([]);
  }
}

/** Path and query of a URL on the servers under test, the origin dropped. */
function short(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.hostname === '127.0.0.1' ? `:${parsed.port}${parsed.pathname}${parsed.search}` : url;
  } catch {
    return url;
  }
}

/** Every leaf string of a nested string table, with its dotted key. */
function leaves(table: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof table === 'string') out.set(prefix, table);
  else if (table && typeof table === 'object') {
    for (const [key, value] of Object.entries(table)) for (const [k, v] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  }
  return out;
}

/**
 * English interface strings that have an Italian translation different from them (blocks, ui,
 * common, extranet chrome), lower-cased: one of them as a whole text on an Italian page is an
 * untranslated label. Interpolated strings, market names (each shown in its own language) and
 * labels shared with Italian are left out.
 */
export const ENGLISH_ONLY: ReadonlySet<string> = (() => {
  const json = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as unknown;
  const pairs: [unknown, unknown][] = [
    [json('libs/blocks/src/locales/en.json'), json('libs/blocks/src/locales/it.json')],
    [json('libs/ui/src/locales/en.json'), json('libs/ui/src/locales/it.json')],
    [commonEn, commonIt],
    [extranetStrings('en'), extranetStrings('it')],
  ];
  const english = new Set<string>();
  for (const [enTable, itTable] of pairs) {
    const italian = leaves(itTable);
    for (const [key, value] of leaves(enTable)) {
      const translated = italian.get(key);
      if (value.includes('{') || value.trim().length < 4 || translated === undefined || key.startsWith('markets.')) continue;
      if (translated.trim().toLowerCase() !== value.trim().toLowerCase()) english.add(value.trim().toLowerCase());
    }
  }
  // A loanword Italian content uses too ("Area download", the menu's "Download").
  english.delete('download');
  return english;
})();

/** Words the listing templates show when they list nothing (en, it). */
const EMPTY_LISTING = /(^|\n)\s*0 (products|prodotti|results|risultati)\b|There are no results for this query|Non ci sono risultati/i;

export interface PageCheck {
  /** The status the document must answer. */
  status?: number;
  /** A listing whose content has items: an empty one is a failure. */
  listing?: boolean;
}

/**
 * Checks the page now shown: no "Application Error", a non-empty listing where asked, and on an
 * Italian page no English interface string.
 */
export async function checkPage(page: Page, problems: Problems, check: PageCheck = {}) {
  const where = short(page.url());
  const body = await page
    .locator('body')
    .innerText({ timeout: 5_000 })
    .catch(() => '');
  if (/Application Error/i.test(body))
    problems.add(
      `"Application Error" on ${where}: ${body.slice(body.indexOf('Application Error'), body.indexOf('Application Error') + 120).replace(/\s+/g, ' ')}`,
    );
  if (check.listing) {
    const main = await page
      .locator('main')
      .innerText({ timeout: 2_000 })
      .catch(() => '');
    if (EMPTY_LISTING.test(main)) problems.add(`empty listing on ${where}: "${main.match(EMPTY_LISTING)![0].trim()}"`);
  }
  const lang = await page
    .locator('html')
    .getAttribute('lang')
    .catch(() => null);
  if (lang && lang.startsWith('it')) {
    const texts = await page.evaluate(() => {
      const out: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
      for (let node = walker.nextNode() as HTMLElement | null; node; node = walker.nextNode() as HTMLElement | null) {
        if (node.closest('[lang]:not(html)')?.getAttribute('lang')?.startsWith('it') === false) continue;
        if (node.matches('script, style, noscript, template') || node.closest('[hidden], [aria-hidden="true"]')) continue;
        for (const attribute of ['aria-label', 'placeholder', 'title']) {
          const value = node.getAttribute(attribute);
          if (value) out.push(value);
        }
        const own = [...node.childNodes]
          .filter((c) => c.nodeType === Node.TEXT_NODE)
          .map((c) => c.textContent ?? '')
          .join('')
          .trim();
        if (own) out.push(own);
        // A label split over inline elements ("<button><span>…</span></button>"), upper-cased by CSS.
        if (node.children.length > 0 && (node.textContent ?? '').length < 60) out.push(node.innerText);
      }
      return out;
    });
    const found = new Set(texts.map((t) => t.trim().toLowerCase()).filter((t) => ENGLISH_ONLY.has(t)));
    for (const text of found) problems.add(`untranslated on ${where}: "${text}"`);
  }
}

/** Opens `path` and checks it; a document status other than the expected one is a problem. */
export async function visit(page: Page, problems: Problems, url: string, check: PageCheck = {}) {
  await problems.step(`visit ${short(url)}`, async () => {
    const expected = check.status ?? 200;
    if (expected !== 200) problems.expectDocumentStatus(absoluteUrl(page, url));
    const response = await page.goto(url);
    const status = response?.status() ?? 0;
    if (status !== expected) problems.add(`status ${status} (expected ${expected}) for ${short(url)}`);
    await checkPage(page, problems, check);
  });
}

/** Fills the provider's own login page. */
export async function signInOnProvider(page: Page, user: User) {
  await expect(page).toHaveURL(/^https:\/\/127\.0\.0\.1:\d+\/login\//);
  await page.getByLabel(/Email address|Indirizzo email/).fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: /^(Log in|Accedi)$/ }).click();
}

/**
 * From an extranet URL (its 401 screen): the screen's login button, the provider's page (the
 * popup with JavaScript), back on the site logged in.
 */
export async function logInFrom(page: Page, problems: Problems, url: string, user: User) {
  problems.expectDocumentStatus(absoluteUrl(page, url));
  const first = await page.goto(url);
  expect(first?.status(), `401 screen of ${url}`).toBe(401);
  const popup = page.waitForEvent('popup');
  const redirected = page.waitForURL(/^https:\/\/127\.0\.0\.1:\d+\/login\//).then(() => page);
  popup.catch(() => undefined);
  redirected.catch(() => undefined);
  await page.getByRole('button', { name: /^(Log in|Accedi)$/ }).click();
  const loginPage = await Promise.race([popup, redirected]);
  if (loginPage === page) {
    await signInOnProvider(page, user);
    await page.waitForURL((u) => u.protocol === 'http:' && !u.pathname.startsWith('/auth/'));
    return;
  }
  const reloaded = page.waitForEvent('load');
  const closed = loginPage.waitForEvent('close');
  await signInOnProvider(loginPage, user);
  await closed;
  await reloaded;
}
