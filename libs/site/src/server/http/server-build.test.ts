import { describe, expect, it } from 'vitest';
import { withoutEveryPagePreloads } from './server-build';

describe('withoutEveryPagePreloads', () => {
  const manifest = {
    entry: { module: '/assets/entry.client-a.js', imports: ['/assets/react-b.js', '/assets/vendor-c.js'] },
    routes: {
      root: {
        id: 'root',
        path: '',
        module: '/assets/root-d.js',
        imports: ['/assets/layouts-e.js'],
        hasAction: false,
        hasLoader: true,
        hasClientAction: false,
        hasClientLoader: false,
        hasErrorBoundary: true,
      },
    },
  };

  it('drops the files the entry and the root route already preload, keeps the rest and the stylesheets', () => {
    const assets = {
      accordion: {
        css: ['assets/Accordion-x.css'],
        js: ['assets/Accordion-f.js', 'assets/react-b.js', 'assets/vendor-c.js', 'assets/layouts-e.js', 'assets/editable-g.js'],
      },
      page: { css: [], js: ['assets/PageTemplate-h.js', 'assets/root-d.js'] },
    };
    expect(withoutEveryPagePreloads(assets, manifest)).toEqual({
      accordion: { css: ['assets/Accordion-x.css'], js: ['assets/Accordion-f.js', 'assets/editable-g.js'] },
      page: { css: [], js: ['assets/PageTemplate-h.js'] },
    });
  });

  it('also drops the files every story route imports, not those only some of them import', () => {
    const route = (id: string, module: string, imports: string[]) => ({
      id,
      path: '*',
      module,
      imports,
      hasAction: true,
      hasLoader: true,
      hasClientAction: false,
      hasClientLoader: false,
      hasErrorBoundary: true,
    });
    const routes = {
      ...manifest.routes,
      page: route('page', '/assets/page-p.js', ['/assets/story-route-s.js', '/assets/lead-image-l.js', '/assets/lazy-search-v.js']),
      'page-index': route('page-index', '/assets/page-p.js', ['/assets/story-route-s.js', '/assets/lead-image-l.js', '/assets/lazy-search-v.js']),
      'extranet-page-1': route('extranet-page-1', '/assets/extranet-page-x.js', [
        '/assets/story-route-s.js',
        '/assets/lead-image-l.js',
        '/assets/search-view-w.js',
      ]),
      'auth-login': route('auth-login', '/assets/auth.login-a.js', []),
    };
    const assets = {
      product_detail: {
        css: [],
        js: ['assets/ProductDetail-q.js', 'assets/lead-image-l.js', 'assets/story-route-s.js', 'assets/lazy-search-v.js', 'assets/search-view-w.js'],
      },
    };
    expect(withoutEveryPagePreloads(assets, { entry: manifest.entry, routes })).toEqual({
      product_detail: { css: [], js: ['assets/ProductDetail-q.js', 'assets/lazy-search-v.js', 'assets/search-view-w.js'] },
    });
  });

  it('keeps every file when the manifest has no root route', () => {
    const assets = { accordion: { css: [], js: ['assets/layouts-e.js'] } };
    expect(withoutEveryPagePreloads(assets, { entry: manifest.entry, routes: {} })).toEqual(assets);
  });
});
