import { homePath, parsePath, type Locale, type Market, type ParsedPath } from '@silca/i18n';
import type { TFunction } from 'i18next';

/** One breadcrumb: a label and, except for the current page, its path. */
export interface Crumb {
  label: string;
  href?: string;
}

/** Label key of each listing family a trail can pass through. */
const FAMILY_LABELS: Readonly<Record<string, string>> = {
  products: 'nav.products',
  'products-automotive': 'nav.automotive',
  'products-residential': 'nav.residential',
  'new-solutions': 'nav.newSolutions',
  'industrial-solutions': 'nav.industrialSolutions',
  resources: 'nav.resources',
  'resources-bulletins': 'nav.bulletins',
  'resources-catalogs': 'nav.catalogues',
  'resources-sales-agent': 'nav.salesAgent',
  'events-and-news': 'nav.eventsAndNews',
  'events-and-news-events': 'nav.events',
  'events-and-news-news-about-us': 'nav.newsAboutUs',
  'events-and-news-press-releases': 'nav.pressReleases',
  contacts: 'nav.contacts',
  'after-sales': 'nav.afterSales',
  'about-us': 'nav.aboutUs',
  'about-us-our-company': 'nav.ourCompany',
  'work-with-us': 'nav.workWithUs',
  'silca-shops': 'nav.silcaShops',
  search: 'nav.search',
  // docs/requirements/pages.md#breadcrumbs-in-the-extranet
  extranet: 'site:extranet.menu',
  'extranet-products': 'site:extranet.products',
  'extranet-products-automotive': 'nav.automotive',
  'extranet-products-residential': 'nav.residential',
  'extranet-photogallery': 'site:extranet.photogallery',
  'extranet-news-bulletins': 'site:extranet.newsBulletins',
  'extranet-catalogues': 'site:extranet.catalogues',
  'extranet-documentazione-per-bu-italia': 'site:extranet.buItalia',
};

/**
 * The breadcrumb trail of a page from its URL and the route table: home, listing ancestors, the page unlinked; empty on
 * the home. `parents`: listings its URL does not contain (docs/requirements/content.md#site-navigation).
 */
export function breadcrumbsFor(pathname: string, parsed: ParsedPath, pageName: string, market: Market, t: TFunction, parents: readonly Crumb[] = []): Crumb[] {
  const locale: Locale = parsed.locale;
  const home = homePath(locale, market);
  if (parsed.family.id === 'home') return [];
  const trail: Crumb[] = [{ label: t('nav.home'), href: home }];
  const rest = pathname
    .slice(home === '/' ? 0 : home.length)
    .split('/')
    .filter(Boolean);
  for (let depth = 1; depth < rest.length; depth++) {
    const href = (home === '/' ? '' : home) + '/' + rest.slice(0, depth).join('/');
    const ancestor = parsePath(href, market);
    const key = ancestor ? FAMILY_LABELS[ancestor.family.id] : undefined;
    if (key) trail.push({ label: t(key), href });
  }
  for (const parent of parents) if (!trail.some((c) => c.href === parent.href)) trail.push(parent);
  trail.push({ label: pageName });
  return trail;
}

/** The story of the athletes listing (athletes sit beside it, not below). */
export const ATHLETES_LISTING = 'global/about-us/athletes';
