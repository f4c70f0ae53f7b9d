import { useMatches } from '@remix-run/react';
import { getRouteFamily, isRouteFamilyId, splitRouteId, type LanguageOption, type Locale, type LocationOption } from '@silca/i18n';
import { getLayout, type LayoutName } from '@silca/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { market } from '../market';
import { footerProps, headerNavItems, preFooterProps } from './site-navigation';

interface SelectorData {
  languages?: LanguageOption[];
  locations?: LocationOption[];
}

/** The route family of the deepest matched route, from its locale-suffixed id (SPEC.md 2.1). */
function useLeafFamilyId(): string | null {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const familyId = leaf ? (splitRouteId(leaf.id)?.familyId ?? leaf.id.split('--')[0]) : null;
  return familyId && isRouteFamilyId(familyId) ? familyId : null;
}

/** The layout an editor chose on the page's story (`page.layout`), if any. */
function useStoryLayout(): string | null {
  const matches = useMatches();
  const data = matches[matches.length - 1]?.data as { story?: { content?: { layout?: unknown } } } | undefined;
  const layout = data?.story?.content?.layout;
  return typeof layout === 'string' && layout ? layout.replace(/_/g, '-') : null;
}

/** True when the page's own story brings a `pre_footer` blok: the layout then adds none. */
function useStoryHasPreFooter(): boolean {
  const matches = useMatches();
  const data = matches[matches.length - 1]?.data as { story?: { content?: { body?: unknown } } } | undefined;
  const body = data?.story?.content?.body;
  return Array.isArray(body) && body.some((b) => (b as { component?: unknown })?.component === 'pre_footer');
}

/** Selector entries of the deepest route that has them (story pages), else the root's. */
function useSelectorData(): Required<SelectorData> {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.data as SelectorData | undefined;
    if (data?.languages && data.locations) return { languages: data.languages, locations: data.locations };
  }
  return { languages: [], locations: [] };
}

/**
 * The page frame: the layout of the route family (SPEC.md 2.4; the route table in libs/i18n says
 * which, a story's own `layout` field overrides), with the header (main navigation, language and location selector), pre-footer and
 * footer in the page's locale. `layoutOverride` forces one (error screens, SPEC.md 2.6).
 */
export function SiteFrame({ children, locale, layoutOverride }: { children: ReactNode; locale: Locale; layoutOverride?: LayoutName }) {
  const { t } = useTranslation('common');
  const familyId = useLeafFamilyId();
  const storyLayout = useStoryLayout();
  const Layout = getLayout(layoutOverride ?? storyLayout ?? (familyId ? getRouteFamily(familyId).layout : 'default'));
  const { languages, locations } = useSelectorData();
  const ownPreFooter = useStoryHasPreFooter();
  return (
    <Layout
      header={{
        logo: { href: headerNavItems(t, locale, market).home, label: 'Silca' },
        items: headerNavItems(t, locale, market).items,
        locale,
        languageSelector:
          languages.length > 0
            ? {
                current: { locale, market: market.id },
                languages: languages.map(({ locale: l, label, href }) => ({ locale: l, label, href })),
                markets: locations.map(({ id, label, href }) => ({ id, label, href })),
              }
            : undefined,
      }}
      preFooter={ownPreFooter ? null : preFooterProps(t, locale, market)}
      footer={footerProps(t, locale, market)}
    >
      {children}
    </Layout>
  );
}
