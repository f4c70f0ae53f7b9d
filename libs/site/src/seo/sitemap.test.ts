import type { LoaderFunctionArgs } from '@remix-run/node';
import type { Story } from '@silca/content';
import { describe, expect, it, vi } from 'vitest';
import { loadSitemap } from './sitemap.server';

// docs/requirements/hardening.md#partial-content: a story with nothing renderable answers 404, so it is no page of the sitemap (nor an
// alternate of one), and the warning names its full_slug and the URL.

const page = (slug: string, content: Record<string, unknown>): Story =>
  ({
    id: slug.length,
    uuid: `u-${slug}`,
    name: slug,
    slug,
    full_slug: `global/${slug}`,
    published_at: '2025-03-03T09:00:00.000Z',
    content: { _uid: `c-${slug}`, ...content },
    translated_slugs: [{ lang: 'it', path: `global/${slug}-it`, name: `${slug} it` }],
  }) as unknown as Story;

const STORIES = [
  page('privacy-policy', { component: 'page', title: 'Privacy policy', body: [] }),
  // Its content type passes no schema (an empty required title): nothing to render.
  page('broken-page', { component: 'page', title: '', body: [] }),
  // A content type the site does not know.
  page('mystery', { component: 'mystery_type', title: 'Mystery' }),
  // Configuration, no page: left out without a warning.
  page('settings/route-rules', { component: 'route_rules', rules: [] }),
];

function args(): LoaderFunctionArgs {
  const listStories = async ({ page: n }: { page?: number }) => ({ stories: n === 1 ? STORIES : [], total: STORIES.length, perPage: 100 });
  return {
    request: new Request('http://localhost:3000/sitemap.xml'),
    params: {},
    context: { content: { listStories }, siteUrls: {} },
  } as unknown as LoaderFunctionArgs;
}

describe('sitemap and stories with nothing renderable (docs/requirements/hardening.md#partial-content)', () => {
  it('lists renderable stories with alternates and leaves the others out, naming them in a warning', async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    let xml: string;
    try {
      xml = await (await loadSitemap(args())).text();
    } finally {
      spy.mockRestore();
    }
    expect(xml).toContain('/en/global/privacy-policy</loc>');
    expect(xml).toContain('/it/global/privacy-policy-it');
    expect(xml).not.toContain('broken-page');
    expect(xml).not.toContain('mystery');
    expect(xml).not.toContain('route-rules');
    const warnings = lines.filter((l) => l.includes('left out of the sitemap'));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/"full_slug":"global\/broken-page".*"url":"\/sitemap.xml"/);
    expect(warnings[1]).toMatch(/"full_slug":"global\/mystery".*"url":"\/sitemap.xml"/);
  });
});
