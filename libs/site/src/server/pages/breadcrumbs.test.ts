import { MARKETS, parsePath } from '@silca/i18n';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { breadcrumbsFor } from './breadcrumbs.server';
import { commonT } from '../../i18n/i18n.server';

const t = ((key: string) => `<${key}>`) as unknown as TFunction;

describe('breadcrumbsFor', () => {
  it('walks the listing ancestors of a page on global', () => {
    const path = '/de/global/veranstaltungen-und-news/pressemitteilungen/launch';
    const trail = breadcrumbsFor(path, parsePath(path, MARKETS.global)!, 'Launch', MARKETS.global, t);
    expect(trail).toEqual([
      { label: '<nav.home>', href: '/de/global' },
      { label: '<nav.eventsAndNews>', href: '/de/global/veranstaltungen-und-news' },
      { label: '<nav.pressReleases>', href: '/de/global/veranstaltungen-und-news/pressemitteilungen' },
      { label: 'Launch' },
    ]);
  });

  it("puts listing pages the URL does not show before the page: an athlete's 'Our athletes' (docs/requirements/pages.md#listings)", () => {
    const path = '/it/global/chi-siamo/giulia-moretti';
    const parents = [{ label: 'I nostri atleti', href: '/it/global/chi-siamo/atleti' }];
    expect(breadcrumbsFor(path, parsePath(path, MARKETS.global)!, 'Giulia Moretti', MARKETS.global, t, parents)).toEqual([
      { label: '<nav.home>', href: '/it/global' },
      { label: '<nav.aboutUs>', href: '/it/global/chi-siamo' },
      { label: 'I nostri atleti', href: '/it/global/chi-siamo/atleti' },
      { label: 'Giulia Moretti' },
    ]);
  });

  it('works without prefix on a country market and is empty on the home', () => {
    const path = '/prodotti/alpha-pro';
    expect(breadcrumbsFor(path, parsePath(path, MARKETS.italy)!, 'Alpha Pro', MARKETS.italy, t)).toEqual([
      { label: '<nav.home>', href: '/' },
      { label: '<nav.products>', href: '/prodotti' },
      { label: 'Alpha Pro' },
    ]);
    expect(breadcrumbsFor('/', parsePath('/', MARKETS.italy)!, 'Home', MARKETS.italy, t)).toEqual([]);
  });

  it('passes through the partner area in the extranet, in the page language (docs/requirements/pages.md#breadcrumbs-in-the-extranet)', async () => {
    const path = '/it/global/extranet/prodotti/residenziale';
    expect(breadcrumbsFor(path, parsePath(path, MARKETS.global)!, 'Residenziale', MARKETS.global, await commonT('it'))).toEqual([
      { label: 'Home', href: '/it/global' },
      { label: 'Area partner', href: '/it/global/extranet' },
      { label: 'Prodotti', href: '/it/global/extranet/prodotti' },
      { label: 'Residenziale' },
    ]);
    const album = '/en/global/extranet/photogallery/machines';
    expect(breadcrumbsFor(album, parsePath(album, MARKETS.global)!, 'Machines', MARKETS.global, await commonT('en')).map((c) => c.label)).toEqual([
      'Home',
      'Partner area',
      'Photo gallery',
      'Machines',
    ]);
    const italy = '/extranet/cataloghi/2025';
    expect(breadcrumbsFor(italy, parsePath(italy, MARKETS.italy)!, '2025', MARKETS.italy, await commonT('it')).map((c) => c.href)).toEqual([
      '/',
      '/extranet',
      '/extranet/cataloghi',
      undefined,
    ]);
  });
});
