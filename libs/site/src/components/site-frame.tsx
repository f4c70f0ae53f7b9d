import { useLocation, useMatches } from '@remix-run/react';
import { useRootData } from '../client/root-data';
import { getRouteFamily, isRouteFamilyId, splitRouteId, type LanguageOption, type Locale, type LocationOption } from '@silca/i18n';
import { getLayout, type LayoutName } from '@silca/ui';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { carriedQuery, withQuery } from '../links/language-switch';
import { market } from '../market';
import { CONSENT_SETTINGS_ID, openConsentSettings } from '../consent/consent';
import { ConsentBanner } from '../consent/consent-banner';
import { useExtranetHeader } from '../extranet/extranet-header';
import { HeaderSearch } from '../search/header-search';
import { SignedInBadge } from './signed-in-badge';
import { frameNavigation } from './site-navigation';

interface LeafPage {
  /** Route family of the deepest match, from the locale-suffixed route name its loader gives (docs/requirements/urls.md#route-names). */
  familyId: string | null;
  /** The layout an editor chose on the page's story (`page.layout`), if any. */
  storyLayout: string | null;
  /** The story brings its own `pre_footer` blok: the layout then adds none. */
  ownPreFooter: boolean;
  /** Selector entries of the deepest route that has them (story pages), else the root's. */
  languages: LanguageOption[];
  locations: LocationOption[];
}

interface MatchData {
  routeName?: string;
  story?: { content?: { layout?: unknown; body?: unknown } };
  languages?: LanguageOption[];
  locations?: LocationOption[];
}

/** What the frame needs to know about the current page, read once from the matched routes. */
function useLeafPage(): LeafPage {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const leafData = leaf?.data as MatchData | undefined;
  // `custom-landing--thank-you-eng___en`: the pinned value after `--` is not part of the family.
  const candidate = leafData?.routeName ? (splitRouteId(leafData.routeName)?.familyId ?? null) : null;
  const content = leafData?.story?.content;
  const layout = content?.layout;
  const body = content?.body;
  const selector = [...matches]
    .reverse()
    .map((m) => m.data as MatchData | undefined)
    .find((d) => d?.languages && d.locations);
  return {
    familyId: candidate && isRouteFamilyId(candidate) ? candidate : null,
    storyLayout: typeof layout === 'string' && layout ? layout.replace(/_/g, '-') : null,
    ownPreFooter: Array.isArray(body) && body.some((b) => (b as { component?: unknown })?.component === 'pre_footer'),
    languages: selector?.languages ?? [],
    locations: selector?.locations ?? [],
  };
}

/** The footer's "Cookie settings" click: the banner in place; a modified click (new tab) follows the link. */
function reopenConsent(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  openConsentSettings();
}

/**
 * The page frame: the layout of the route family (docs/requirements/pages.md#layouts; the route table in libs/i18n says
 * which, a story's own `layout` field overrides), with the header (main navigation, language
 * and location selector), pre-footer and footer in the page's locale. `layoutOverride` forces one (error screens, docs/requirements/pages.md#error-screens).
 */
export function SiteFrame({ children, locale, layoutOverride }: { children: ReactNode; locale: Locale; layoutOverride?: LayoutName }) {
  const { t } = useTranslation('common');
  const { familyId, storyLayout, ownPreFooter, languages, locations } = useLeafPage();
  const Layout = getLayout(layoutOverride ?? storyLayout ?? (familyId ? getRouteFamily(familyId).layout : 'default'));
  const root = useRootData();
  const tree = root?.navigation;
  const { header: nav, preFooter, footer } = frameNavigation(t, locale, market, tree);
  // Inside the extranet: its sections, the partner's name with logout, the business-area exit (docs/requirements/extranet.md#login-flow).
  const extranetHeader = useExtranetHeader();
  const policyHref = tree?.legal.find((l) => /cookie/i.test(l.href))?.href;
  // "Cookie settings" on every page (docs/requirements/pages.md#cookie-consent): with JavaScript it
  // reopens the banner in place; without, it leads to the cookie policy's form of the same choices.
  const settings = policyHref ? { label: t('site:consent.settings'), href: `${policyHref}#${CONSENT_SETTINGS_ID}`, onClick: reopenConsent } : null;
  // A language change keeps the search or filters whose values every locale reads alike
  // (docs/requirements/urls.md#locale-selection-query); a locale's home gets none.
  const query = carriedQuery(familyId, useLocation().search);
  return (
    <>
      {/* The cookie-consent banner (docs/requirements/pages.md#cookie-consent), first in the page and in flow: it covers nothing. */}
      <ConsentBanner content={root?.consent ?? null} policyHref={policyHref} />
      <Layout
        header={{
          logo: { href: nav.home, label: 'Silca' },
          items: nav.items,
          locale,
          // Search field on every page (docs/requirements/search.md#header-type-ahead): a plain GET form, type-ahead loaded on focus.
          actions: (
            <>
              <HeaderSearch locale={locale} />
              {/* A signed-in partner's name, added in the browser: the page's HTML stays the same for everyone (decision 1025). */}
              <SignedInBadge locale={locale} />
            </>
          ),
          languageSelector:
            languages.length > 0
              ? {
                  current: { locale, market: market.id },
                  languages: languages.map(({ locale: l, label, href, equivalent }) => ({
                    locale: l,
                    label,
                    href: equivalent ? withQuery(href, query) : href,
                  })),
                  markets: locations.map(({ id, label, href }) => ({ id, label, href })),
                }
              : undefined,
          ...extranetHeader,
        }}
        preFooter={ownPreFooter ? null : preFooter}
        footer={settings ? { ...footer, legalLinks: [...(footer.legalLinks ?? []), settings] } : footer}
      >
        {children}
      </Layout>
    </>
  );
}
