import { data, type LoaderFunctionArgs } from '@remix-run/node';
import type { Locale, ParsedPath } from '@silca/i18n';
import { toExtranetAssetUrls } from './extranet-files.server';
import { commonT } from '../i18n/i18n.server';
import { viewerRoles } from './access/access.server';
import { EXTRANET_HEADERS, requirePartner } from './extranet.server';
import { runSearch, searchHttpStatus, type SearchState } from '../search/search-page.server';

export interface ExtranetSearchData {
  kind: 'extranet-search';
  locale: Locale;
  heading: string;
  search: SearchState;
}

/** `/extranet/search` (docs/requirements/search.md#partner-search): the partner first, then a key of their roles (decisions 0860, 0862). */
export async function loadExtranetSearch(args: LoaderFunctionArgs, parsed: ParsedPath) {
  const user = await requirePartner(args);
  const url = new URL(args.request.url);
  const state = await runSearch(args.context.search, {
    url,
    locale: parsed.locale,
    clientKey: `partner:${args.context.clientIp ?? 'unknown'}`,
    extranet: true,
    viewer: viewerRoles(user),
    user: user.sessionRef ?? user.sub,
    access: args.context.access,
    request: args.context.scope,
  });
  const t = await commonT(parsed.locale);
  const answer: ExtranetSearchData = {
    kind: 'extranet-search',
    locale: parsed.locale,
    heading: `${state.strings.partnerTitle} · ${t('nav.extranet')}`,
    search: { ...state, path: url.pathname },
  };
  // Partner hits' images go through the session-checked file route (docs/requirements/pages.md#links-that-resolve).
  return data(toExtranetAssetUrls(answer), {
    status: searchHttpStatus(state.status),
    headers: { ...EXTRANET_HEADERS, ...(state.status === 'rate-limited' ? { 'Retry-After': '60' } : {}) },
  });
}
