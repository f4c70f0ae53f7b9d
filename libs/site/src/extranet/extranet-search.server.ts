import { data, type LoaderFunctionArgs } from '@remix-run/node';
import type { Locale, ParsedPath } from '@silca/i18n';
import { toExtranetAssetUrls } from './extranet-files.server';
import { commonT } from '../i18n/i18n.server';
import { viewerRoles } from './access/access.server';
import { EXTRANET_HEADERS, requirePartner } from './extranet.server';
import { runSearch, searchHttpStatus, type SearchState } from '../search/search-page.server';

/** Loader data of the partner search (`kind: 'extranet-search'`). */
export interface ExtranetSearchData {
  kind: 'extranet-search';
  locale: Locale;
  heading: string;
  search: SearchState;
}

/**
 * Loader of the partner search, `/extranet/search` in every locale (docs/requirements/urls.md#translated-segments: suchen, buscar,
 * procurar, rechercher, cerca, cautare, zoeken; docs/requirements/search.md#partner-search). The partner session is checked first
 * (401/403 otherwise, docs/requirements/extranet.md#no-leaks; Remix runs the layout's loader in parallel, so this one checks
 * too); only then are this market's and locale's extranet indexes queried, from the server,
 * with a secured key that sees only the records of the partner's roles (decision 0862), and
 * the hits are checked against the policy once more (decision 0860).
 * Always `private, no-store` with `Vary: Cookie`. Never 500 for bad input (docs/requirements/search.md#search-goals).
 */
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
  // Partner hits show extranet images: through the session-checked file route (docs/requirements/pages.md#journey-goals: 404s).
  return data(toExtranetAssetUrls(answer), {
    status: searchHttpStatus(state.status),
    headers: { ...EXTRANET_HEADERS, ...(state.status === 'rate-limited' ? { 'Retry-After': '60' } : {}) },
  });
}
