import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Helpers of the conformance sweep (docs/requirements/pages.md#accessibility): every axe rule
 * on a rendered page, the W3C HTML checker (vnu-jar, offline) on the HTML the server sent, and the
 * page's other languages read from its own hreflang links.
 */

const GLOBAL = `http://127.0.0.1:${process.env.E2E_GLOBAL_PORT}`;
const ITALY = `http://127.0.0.1:${process.env.E2E_ITALY_PORT}`;

/** The three languages of the sweep: English and German on global, Italian on the Italian market. */
export const SWEEP_LANGUAGES = ['en', 'de', 'it-IT'] as const;

/**
 * The local URL of `path`'s page in `hreflang`, from the page's own alternate links (the public
 * origins mapped to the servers under test); for `it-IT`, global's `it` page when the Italian
 * market does not have it. Null when the page has no such alternate.
 */
export async function alternateUrl(page: Page, hreflang: string): Promise<string | null> {
  const links = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((els) => els.map((e) => [e.getAttribute('hreflang'), e.getAttribute('href')] as const));
  const find = (lang: string) => links.find(([l]) => l === lang)?.[1] ?? null;
  const href = find(hreflang) ?? (hreflang === 'it-IT' ? find('it') : null);
  if (!href) return null;
  const url = new URL(href);
  const base = url.hostname.endsWith('silca.it') ? ITALY : GLOBAL;
  return `${base}${url.pathname}${url.search}`;
}

/** Every axe rule (WCAG and best practices, any impact), as printable lines; empty when clean. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  const where = new URL(page.url()).pathname;
  return results.violations.map(
    (v) =>
      `${where} ${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

const VNU_JAR = path.resolve(import.meta.dirname, '../../node_modules/vnu-jar/build/dist/vnu.jar');

/**
 * Runs the W3C HTML checker (vnu.jar from the vnu-jar package, one JVM for every document) over
 * `documents` (label -> HTML) and returns its errors as printable lines; empty when valid.
 * Throws when Java or the checker cannot run.
 */
export async function htmlCheckerErrors(documents: Map<string, string>): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'silca-vnu-'));
  const files = new Map<string, string>();
  let n = 0;
  for (const [label, html] of documents) {
    const file = path.join(dir, `${String(n++).padStart(3, '0')}.html`);
    writeFileSync(file, html);
    files.set(`file:${file}`, label);
  }
  const { stderr } = await promisify(execFile)(
    'java',
    ['-jar', VNU_JAR, '--format', 'json', '--errors-only', '--exit-zero-always', ...[...files.keys()].map((f) => f.slice(5))],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const messages = (JSON.parse(stderr) as { messages: VnuMessage[] }).messages;
  return messages
    .filter((m) => m.type === 'error' || m.subType === 'fatal' || m.type === 'non-document-error')
    .map((m) => `${files.get(m.url ?? '') ?? m.url}:${m.lastLine ?? '?'} ${m.message}${m.extract ? ` [${m.extract.trim().slice(0, 80)}]` : ''}`);
}
