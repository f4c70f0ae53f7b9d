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
  /** Route family of the deepest match (docs/requirements/urls.md#route-names). */
  familyId: string | null;
  storyLayout: string | null;
  /** The story brings its own `pre_footer`: the layout adds none. */
  ownPreFooter: boolean;
  languages: LanguageOption[];
  locations: LocationOption[];
}

interface MatchData {
  routeName?: string;
  story?: { content?: { layout?: unknown; body?: unknown } };
  languages?: LanguageOption[];
  locations?: LocationOption[];
}

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

function reopenConsent(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  openConsentSettings();
}

/** The page frame in the family's layout, or the story's or `layoutOverride` (docs/requirements/pages.md#layouts). */
export function SiteFrame({ children, locale, layoutOverride }: { children: ReactNode; locale: Locale; layoutOverride?: LayoutName }) {
  const { t } = useTranslation('common');
  const { familyId, storyLayout, ownPreFooter, languages, locations } = useLeafPage();
  const Layout = getLayout(layoutOverride ?? storyLayout ?? (familyId ? getRouteFamily(familyId).layout : 'default'));
  const root = useRootData();
  const tree = root?.navigation;
  const { header: nav, preFooter, footer } = frameNavigation(t, locale, market, tree);
  const extranetHeader = useExtranetHeader();
  const policyHref = tree?.legal.find((l) => /cookie/i.test(l.href))?.href;
  // "Cookie settings" on every page (docs/requirements/pages.md#cookie-consent): the banner with JavaScript, the policy's form without.
  const settings = policyHref ? { label: t('site:consent.settings'), href: `${policyHref}#${CONSENT_SETTINGS_ID}`, onClick: reopenConsent } : null;
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
