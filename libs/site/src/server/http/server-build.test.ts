import { describe, expect, it } from 'vitest';
import { withoutEveryPagePreloads } from './server-build';

describe('withoutEveryPagePreloads', () => {
  const manifest = {
    entry: { module: '/assets/entry.client-a.js', imports: ['/assets/react-b.js', '/assets/vendor-c.js'] },
    routes: { root: { id: 'root', path: '', module: '/assets/root-d.js', imports: ['/assets/layouts-e.js'], hasAction: false, hasLoader: true, hasClientAction: false, hasClientLoader: false, hasErrorBoundary: true } },
  };

  it('drops the files the entry and the root route already preload, keeps the rest and the stylesheets', () => {
    const assets = {
      accordion: { css: ['assets/Accordion-x.css'], js: ['assets/Accordion-f.js', 'assets/react-b.js', 'assets/vendor-c.js', 'assets/layouts-e.js', 'assets/editable-g.js'] },
      page: { css: [], js: ['assets/PageTemplate-h.js', 'assets/root-d.js'] },
    };
    expect(withoutEveryPagePreloads(assets, manifest)).toEqual({
      accordion: { css: ['assets/Accordion-x.css'], js: ['assets/Accordion-f.js', 'assets/editable-g.js'] },
      page: { css: [], js: ['assets/PageTemplate-h.js'] },
    });
  });

  it('keeps every file when the manifest has no root route', () => {
    const assets = { accordion: { css: [], js: ['assets/layouts-e.js'] } };
    expect(withoutEveryPagePreloads(assets, { entry: manifest.entry, routes: {} })).toEqual(assets);
  });
});
