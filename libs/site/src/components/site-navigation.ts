import { familyExists, getRouteFamily, tryBuildPath, homePath, type Locale, type Market } from '@silca/i18n';
import type { FooterProps, NavItem, PreFooterProps } from '@silca/ui';
import type { TFunction } from 'i18next';

type T = TFunction<'common'>;

/** A nav entry for a parameterless route family, when it exists in this locale and market. */
function entry(t: T, key: string, familyId: string, locale: Locale, market: Market): NavItem | null {
  if (!familyExists(getRouteFamily(familyId), locale, market)) return null;
  const href = tryBuildPath(familyId, {}, locale, market);
  return href ? { label: t(key), href } : null;
}

const present = <X,>(items: (X | null)[]): X[] => items.filter((x): x is X => x !== null);

/**
 * The main navigation of SPEC.md 2.2 in a locale and market: products (with the automotive and
 * residential families where they exist, SPEC.md 2.2), solutions, resources, events and news,
 * after-sales, about us, contacts; paths from the route table, labels from `common:nav`.
 */
export function headerNavItems(t: T, locale: Locale, market: Market): { home: string; items: NavItem[] } {
  const products = entry(t, 'nav.products', 'products', locale, market);
  if (products) {
    const children = present([
      entry(t, 'nav.automotive', 'products-automotive', locale, market),
      entry(t, 'nav.residential', 'products-residential', locale, market),
    ]);
    if (children.length > 0) products.children = [{ label: t('nav.products'), href: products.href }, ...children];
  }
  return {
    home: homePath(locale, market),
    items: present([
      products,
      entry(t, 'nav.newSolutions', 'new-solutions', locale, market),
      entry(t, 'nav.industrialSolutions', 'industrial-solutions', locale, market),
      entry(t, 'nav.resources', 'resources', locale, market),
      entry(t, 'nav.eventsAndNews', 'events-and-news', locale, market),
      entry(t, 'nav.afterSales', 'after-sales', locale, market),
      entry(t, 'nav.aboutUs', 'about-us', locale, market),
      entry(t, 'nav.contacts', 'contacts', locale, market),
    ]),
  };
}

/** The pre-footer band of the "with pre-footer" layouts: a call to contact (namespace `site`). */
export function preFooterProps(t: TFunction, locale: Locale, market: Market): PreFooterProps {
  return {
    title: t('site:preFooter.title'),
    text: t('site:preFooter.text'),
    cta: { label: t('site:preFooter.cta'), href: tryBuildPath('contacts', {}, locale, market) ?? homePath(locale, market), type: 'primary' },
  };
}

/** Footer columns of the site in a locale and market, from the route table. */
export function footerProps(t: TFunction, locale: Locale, market: Market): FooterProps {
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
        ]),
      },
    ],
  };
}
