import { useRouteLoaderData, useLocation } from '@remix-run/react';
import type { SerializeFrom } from '@remix-run/node';
import type { HeaderProps, NavItem } from '@silca/ui';
import { useTranslation } from 'react-i18next';
import type { loadExtranetLayout } from './extranet.server';
import { HeaderSearch } from '../search/header-search';
import './extranet.css';

const LAYOUT_ROUTE_IDS = ['extranet', 'extranet-1', 'extranet-2'];

/** The extranet layout route's data when the current page is inside the extranet, else null. */
export function useExtranetLayoutData(): SerializeFrom<typeof loadExtranetLayout> | null {
  const a = useRouteLoaderData<typeof loadExtranetLayout>(LAYOUT_ROUTE_IDS[0]!);
  const b = useRouteLoaderData<typeof loadExtranetLayout>(LAYOUT_ROUTE_IDS[1]!);
  const c = useRouteLoaderData<typeof loadExtranetLayout>(LAYOUT_ROUTE_IDS[2]!);
  return a ?? b ?? c ?? null;
}

/** Sections, partner search, logout forms and exit of the extranet header; null outside (docs/requirements/pages.md#interface-elements). */
export function useExtranetHeader(): Pick<HeaderProps, 'items' | 'actions' | 'businessAreaExit'> | null {
  const data = useExtranetLayoutData();
  const { pathname } = useLocation();
  const { t } = useTranslation('site');
  if (!data?.partner) return null;
  const l = data.links;
  const entries: Array<[string, string | null]> = [
    [t('extranet.home'), l.home],
    [t('extranet.products'), l.products],
    [t('extranet.photogallery'), l.photogallery],
    [t('extranet.newsBulletins'), l.newsBulletins],
    [t('extranet.catalogues'), l.catalogues],
    [t('extranet.buItalia'), l.buItalia],
  ];
  const items: NavItem[] = entries
    .filter((e): e is [string, string] => Boolean(e[1]))
    .map(([label, href]) => ({
      label,
      href,
      current: pathname === href || (href !== l.home && pathname.startsWith(`${href}/`)),
    }));
  return {
    items,
    businessAreaExit: { href: l.publicHome },
    actions: (
      <>
        {/* Its own box: beside the partner's name and two logout buttons the shared field shrank to
            nothing on a phone (375 px); here it keeps a usable width and takes its own row there. */}
        <div className="site-extranet-search">
          <HeaderSearch locale={data.locale} action={l.search} suggest={false} />
        </div>
        <form method="post" action="/auth/logout" className="site-extranet-user">
          <span className="site-extranet-user__name">
            <span className="silca-visually-hidden">{t('extranet.loggedInAs')} </span>
            {data.partner.name}
          </span>
          <input type="hidden" name="lang" value={data.locale} />
          <button type="submit" className="site-extranet-user__logout">
            {t('extranet.logout')}
          </button>
          {/* Same form, scope=everywhere: every session of the partner ends (docs/requirements/extranet.md#sso-sign-in-time, decision 0870). */}
          <button type="submit" name="scope" value="everywhere" className="site-extranet-user__everywhere">
            {t('extranet.logoutEverywhere')}
          </button>
        </form>
      </>
    ),
  };
}
