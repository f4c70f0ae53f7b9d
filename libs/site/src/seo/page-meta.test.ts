import { describe, expect, it } from 'vitest';
import { pageMeta, type MetaSource } from './page-meta';

const alternates = { htmlLang: 'it' as const, canonical: 'https://www.silca.it/prodotti/futura-pro', hreflang: [], ogLocale: 'it_IT', ogLocaleAlternates: [] };

function find(tags: ReturnType<typeof pageMeta>, key: string, value: string) {
  return tags.find((t) => (t as Record<string, unknown>)[key] === value) as Record<string, unknown> | undefined;
}

describe('pageMeta (docs/requirements/pages.md#titles-and-descriptions search engines)', () => {
  it('gives every page an absolute og:image, falling back to the brand image, and a Twitter card', () => {
    const own = pageMeta({ seo: { name: 'Futura Pro', description: 'd', image: '/_assets/f/1/1200x900/a/futura.jpg' }, alternates } satisfies MetaSource);
    expect(find(own, 'property', 'og:image')?.content).toBe('https://www.silca.it/_assets/f/1/1200x900/a/futura.jpg');
    expect(find(own, 'name', 'twitter:card')?.content).toBe('summary_large_image');
    const none = pageMeta({ seo: { name: 'Contatti', description: 'd' }, alternates });
    expect(find(none, 'property', 'og:image')?.content).toBe('https://www.silca.it/og-default.png');
    expect(find(none, 'name', 'twitter:image')?.content).toBe('https://www.silca.it/og-default.png');
  });

  it('writes a BreadcrumbList on every page, the home included, and the page structured data with its URL', () => {
    const tags = pageMeta({
      seo: { name: 'Home', description: 'd', jsonLd: [{ '@context': 'https://schema.org', '@type': 'Organization', logo: '/favicon.svg' }] },
      alternates,
      breadcrumbs: [],
    });
    const ld = tags.map((t) => (t as Record<string, unknown>)['script:ld+json'] as Record<string, unknown> | undefined).filter(Boolean);
    expect(ld.map((l) => l!['@type'])).toEqual(['BreadcrumbList', 'Organization']);
    expect(ld[1]).toMatchObject({ logo: 'https://www.silca.it/favicon.svg', url: alternates.canonical });
  });

  it('marks noindex pages for robots and leaves the others alone', () => {
    expect(find(pageMeta({ seo: { name: 'Grazie', description: 'd', noindex: true }, alternates }), 'name', 'robots')?.content).toBe('noindex, follow');
    expect(find(pageMeta({ seo: { name: 'Grazie', description: 'd' }, alternates }), 'name', 'robots')).toBeUndefined();
  });

  it("links the lazy blocks' stylesheets and preloads their code at low priority, behind the hero image (docs/requirements/performance.md#front-end-budget)", () => {
    const tags = pageMeta({
      seo: { name: 'Home', description: 'd' },
      alternates,
      story: { content: { component: 'page', body: [{ component: 'slim_hero', image: { filename: '/_assets/f/1/1920x1080/a/hero.jpg' } }] } },
      headAssets: { css: ['/assets/hero.css'], js: ['/assets/SlimHero.js', '/assets/Image.js'] },
    } as MetaSource);
    const links = tags.filter((t) => (t as Record<string, unknown>).tagName === 'link') as Record<string, unknown>[];
    expect(links.filter((l) => l.rel === 'modulepreload')).toEqual([
      { tagName: 'link', rel: 'modulepreload', href: '/assets/SlimHero.js', fetchpriority: 'low' },
      { tagName: 'link', rel: 'modulepreload', href: '/assets/Image.js', fetchpriority: 'low' },
    ]);
    expect(links.find((l) => l.rel === 'stylesheet')).toEqual({ tagName: 'link', rel: 'stylesheet', href: '/assets/hero.css' });
    // The hero image is the one early download at high priority.
    expect(links.filter((l) => l.fetchpriority === 'high').map((l) => l.as)).toEqual(['image']);
    expect(links.filter((l) => l.disabled)).toEqual([]);
  });

  it('links the combined stylesheet alone: no disabled link names the files it holds (decision 1040)', () => {
    const tags = pageMeta({ seo: { name: 'Home', description: 'd' }, alternates, headAssets: { css: ['/assets/css/3.4.css'], js: [] } } as MetaSource);
    const sheets = tags.filter((t) => (t as Record<string, unknown>).rel === 'stylesheet');
    expect(sheets).toEqual([{ tagName: 'link', rel: 'stylesheet', href: '/assets/css/3.4.css' }]);
  });

  it('gives data that is no story page (partner search, a file reached by the page route) the brand title, no crash (docs/requirements/pages.md#links-that-resolve)', () => {
    for (const data of [{ kind: 'extranet-search', heading: 'Ricerca' }, '%PDF-1.4', {}]) {
      expect(pageMeta(data as unknown as MetaSource)).toEqual([{ title: 'Silca' }]);
    }
  });
});

describe('pageMeta on the server (decision 0978: worked out once per story-page parts)', () => {
  it('gives the same tags for the same parts and works them out anew when a part changes', () => {
    const seo = { name: 'Futura Pro', description: 'd' };
    const headAssets = { css: ['/assets/a.css'], js: [] };
    const first = pageMeta({ seo, alternates, headAssets });
    expect(pageMeta({ seo, alternates, headAssets })).toBe(first);
    // Another request's object of the same parts hits; a new part (a publish, another locale's alternates) misses.
    const otherAlternates = { ...alternates, canonical: 'https://www.silca.it/prodotti/futura' };
    const changed = pageMeta({ seo, alternates: otherAlternates, headAssets });
    expect(changed).not.toBe(first);
    expect(find(changed, 'property', 'og:image')?.content).toBe('https://www.silca.it/og-default.png');
    expect(pageMeta({ seo, alternates: otherAlternates, headAssets: { css: [], js: [] } })).not.toBe(changed);
  });
});
