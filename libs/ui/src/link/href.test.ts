import { describe, expect, it } from 'vitest';
import { defaultHrefForMultilink, defaultHrefForStory, isSafeHref, opensInNewTab } from './href';

describe('isSafeHref', () => {
  it.each(['/products', '#top', 'https://silca.biz', 'http://x', 'mailto:a@b.c', 'tel:+39', 'products/x'])('accepts %s', (url) =>
    expect(isSafeHref(url)).toBe(true),
  );
  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'java\nscript:alert(1)', 'data:text/html,x', 'vbscript:x', '', '  '])('rejects %j', (url) =>
    expect(isSafeHref(url)).toBe(false),
  );
});

describe('defaultHrefForStory', () => {
  it('uses the translated slug of the story language', () => {
    expect(
      defaultHrefForStory({
        full_slug: 'global/products/x',
        lang: 'it',
        translated_slugs: [{ path: 'global/prodotti/x', lang: 'it' }],
      }),
    ).toBe('/global/prodotti/x');
  });
  it('falls back to full_slug and strips slashes', () => {
    expect(defaultHrefForStory({ full_slug: 'global/news/a/', lang: 'de', translated_slugs: [] })).toBe('/global/news/a');
    expect(defaultHrefForStory('/about-us/')).toBe('/about-us');
    expect(defaultHrefForStory('home')).toBe('/');
  });
});

describe('defaultHrefForMultilink', () => {
  it('resolves each link type', () => {
    expect(defaultHrefForMultilink({ linktype: 'story', cached_url: 'global/products', anchor: 'list' })).toEqual({
      href: '/global/products#list',
      external: false,
    });
    expect(defaultHrefForMultilink({ linktype: 'story', story: { full_slug: 'global/a' }, cached_url: 'old' })).toEqual({
      href: '/global/a',
      external: false,
    });
    expect(defaultHrefForMultilink({ linktype: 'url', url: 'https://silca.biz' })).toEqual({
      href: 'https://silca.biz',
      external: true,
    });
    expect(defaultHrefForMultilink({ linktype: 'email', email: 'info@silca.it' })).toEqual({
      href: 'mailto:info@silca.it',
      external: true,
    });
    expect(defaultHrefForMultilink({ linktype: 'asset', url: 'https://a.storyblok.com/f/1/x.pdf' }).external).toBe(true);
  });
  it('returns an empty href for unsafe or empty links', () => {
    expect(defaultHrefForMultilink({ linktype: 'url', url: 'javascript:alert(1)' }).href).toBe('');
    expect(defaultHrefForMultilink({ linktype: 'url', url: '' }).href).toBe('');
    expect(defaultHrefForMultilink({ linktype: 'email', email: '' }).href).toBe('');
    expect(defaultHrefForMultilink(null).href).toBe('');
  });
  it('uses the provided story resolver', () => {
    expect(defaultHrefForMultilink({ linktype: 'story', cached_url: 'global/x' }, () => '/en/global/x').href).toBe('/en/global/x');
  });
});

describe('opensInNewTab (docs/requirements/pages.md#interface-elements)', () => {
  it('is true only for https:// and mailto:', () => {
    expect(opensInNewTab('https://x.y')).toBe(true);
    expect(opensInNewTab('mailto:a@b.c')).toBe(true);
    expect(opensInNewTab('http://x.y')).toBe(false);
    expect(opensInNewTab('/products')).toBe(false);
    expect(opensInNewTab('tel:123')).toBe(false);
  });
});
