import { familyExists, getRouteFamily, tryBuildPath, homePath, type Locale, type Market } from '@silca/i18n';
import type { FooterProps, NavItem, PreFooterProps } from '@silca/ui';
import type { TFunction } from 'i18next';
import type { NavLink, SiteNavigationTree } from '../server/pages/site-navigation.server';

type T = TFunction<'common'>;

function entry(t: T, key: string, familyId: string, locale: Locale, market: Market): NavItem | null {
  if (!familyExists(getRouteFamily(familyId), locale, market)) return null;
  const href = tryBuildPath(familyId, {}, locale, market);
  return href ? { label: t(key), href } : null;
}

const present = <X>(items: (X | null)[]): X[] => items.filter((x): x is X => x !== null);

function section(t: T, key: string, familyId: string, locale: Locale, market: Market, tree: SiteNavigationTree, extra: NavLink[] = []): NavItem | null {
  const item = entry(t, key, familyId, locale, market);
  if (!item) return null;
  const seen = new Set([item.href]);
  const children = [...extra, ...(tree.sections[familyId] ?? [])].filter((c) => !seen.has(c.href) && seen.add(c.href));
  if (children.length > 0) item.children = children.map(({ label, href }) => ({ label, href }));
  return item;
}

/** The header's main navigation of a locale and market (docs/requirements/pages.md#site-navigation). */
export function headerNavItems(t: T, locale: Locale, market: Market, tree: SiteNavigationTree = EMPTY_TREE): { home: string; items: NavItem[] } {
  const families = present([
    entry(t, 'nav.automotive', 'products-automotive', locale, market),
    entry(t, 'nav.residential', 'products-residential', locale, market),
  ]).map((i) => ({ label: i.label, href: i.href! }));
  return {
    home: homePath(locale, market),
    items: present([
      section(t, 'nav.products', 'products', locale, market, tree, families),
      section(t, 'nav.newSolutions', 'new-solutions', locale, market, tree),
      section(t, 'nav.industrialSolutions', 'industrial-solutions', locale, market, tree),
      section(t, 'nav.resources', 'resources', locale, market, tree),
      section(t, 'nav.eventsAndNews', 'events-and-news', locale, market, tree),
      section(t, 'nav.afterSales', 'after-sales', locale, market, tree),
      section(t, 'nav.aboutUs', 'about-us', locale, market, tree),
      section(t, 'nav.contacts', 'contacts', locale, market, tree),
    ]),
  };
}

const EMPTY_TREE: SiteNavigationTree = { sections: {}, legal: [], downloads: null, privacy: null };

/** The pre-footer band of the "with pre-footer" layouts: a call to contact (namespace `site`). */
export function preFooterProps(t: TFunction, locale: Locale, market: Market): PreFooterProps {
  return {
    title: t('site:preFooter.title'),
    text: t('site:preFooter.text'),
    cta: { label: t('site:preFooter.cta'), href: tryBuildPath('contacts', {}, locale, market) ?? homePath(locale, market), type: 'primary' },
  };
}

/** The footer of a locale and market, legal pages in the bottom bar (docs/requirements/pages.md#site-navigation). */
export function footerProps(t: TFunction, locale: Locale, market: Market, tree: SiteNavigationTree = EMPTY_TREE): FooterProps {
  const link = (key: string, familyId: string) => {
    const item = entry(t as T, key, familyId, locale, market);
    return item?.href ? { label: item.label, href: item.href } : null;
  };
  return {
    logoHref: homePath(locale, market),
    companyInfo: t('site:footer.companyInfo'),
    columns: [
      {
        title: t('site:footer.catalogue'),
        links: present([
          link('nav.products', 'products'),
          link('nav.newSolutions', 'new-solutions'),
          link('nav.industrialSolutions', 'industrial-solutions'),
          link('nav.resources', 'resources'),
          tree.downloads,
        ]),
      },
      {
        title: t('site:footer.company'),
        links: present([
          link('nav.aboutUs', 'about-us'),
          link('nav.eventsAndNews', 'events-and-news'),
          link('nav.workWithUs', 'work-with-us'),
          link('nav.silcaShops', 'silca-shops'),
        ]),
      },
      {
        title: t('site:footer.support'),
        links: present([
          link('nav.afterSales', 'after-sales'),
          link('nav.contacts', 'contacts'),
          link('nav.search', 'search'),
          // Partners' way in from every public page (docs/requirements/pages.md#signed-in-partner-on-public-pages).
          link('site:extranet.menu', 'extranet'),
        ]),
      },
    ],
    legalLinks: tree.legal,
  };
}

export interface FrameNavigation {
  header: { home: string; items: NavItem[] };
  preFooter: PreFooterProps;
  footer: FooterProps;
}

const frames = new WeakMap<SiteNavigationTree, Map<string, FrameNavigation>>();

/** Built once per tree object and locale (decision 0978): shared, read-only; `t` must be of `locale`. */
export function frameNavigation(t: TFunction, locale: Locale, market: Market, tree: SiteNavigationTree = EMPTY_TREE): FrameNavigation {
  let byLocale = frames.get(tree);
  if (!byLocale) frames.set(tree, (byLocale = new Map()));
  const key = `${market.id}|${locale}`;
  let known = byLocale.get(key);
  if (!known) {
    known = {
      header: headerNavItems(t as T, locale, market, tree),
      preFooter: preFooterProps(t, locale, market),
      footer: footerProps(t, locale, market, tree),
    };
    byLocale.set(key, known);
  }
  return known;
}
