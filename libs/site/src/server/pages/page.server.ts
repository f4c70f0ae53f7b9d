import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { getCustomLanding, markRequestSpeculative } from '@silca/content';
import { parsePath, type ParsedPath } from '@silca/i18n';
import { market } from '../../market';
import { formAction } from '../../forms/form-action.server';
import { methodNotAllowed } from '../http/http-errors.server';
import { CACHE } from '../http/cache-control';
import { loadNotFound } from './not-found.server';
import { routeRuleDecision } from '../../seo/route-rules.server';
import { loadSearchPage } from '../../search/search-page.server';
import { loadStoryPage, type FindStory } from './story-page.server';

/**
 * The custom landing pages of docs/requirements/urls.md#custom-landing (`/global/{customSlug}`, `/{lang}/global/{customSlug}`):
 * the route table admits only thank-you-eng and landing-smart-pro-mini; the story comes from
 * libs/content's `getCustomLanding` (docs/requirements/urls.md#custom-landing), and a missing one is a 404.
 */
const findCustomLanding: FindStory = (parsed, { context }, version) =>
  getCustomLanding(context.content, String(parsed.params.customSlug), { language: parsed.locale, version }).catch((error: unknown) => {
    if ((error as { status?: number }).status === 404) return null;
    // A content outage or a refused call (a flood): its own error, so the page answers the 503
    // with Retry-After instead of the API's 500 (docs/requirements/hardening.md#hardening-goals: 500 without Retry-After in a flood).
    const cause = (error as { cause?: unknown }).cause;
    throw cause instanceof Error && cause.name === 'ContentUnavailableError' ? cause : error;
  });

/**
 * The public route of the site (docs/requirements/architecture.md#request-path, step 2). Remix matches one splat route; the route
 * table of libs/i18n (precompiled per market and locale, `parsePath`) says which family and locale
 * the URL is, and the family's module picks the loader: a story page, the search page or a custom
 * landing. Paths that are no route of the market go to the unprefixed-global redirect or the 404.
 * Why one splat instead of one Remix route per family and locale: Remix flattens, ranks and
 * compiles every route on each match (server and browser), so 500 entries cost most of a request
 * (issue "Speed", decision 0780).
 */
export async function loadPage(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  // Editors' redirects come before any page renders (docs/requirements/urls.md#route-rules, decision 0760); on a client
  // navigation Remix follows an in-app target without a reload and leaves for another host.
  const rule = await routeRuleDecision(args.context.content, market, args.request);
  if (rule.redirect) {
    const location = rule.redirect.external ? rule.redirect.location : rule.redirect.location + url.search;
    throw redirect(location, { status: rule.redirect.status, headers: { 'Cache-Control': CACHE.public } });
  }
  const parsed = parsePath(url.pathname, market);
  // Extranet families are matched by the extranet layout route; never answer them here.
  if (!parsed || parsed.family.auth) return loadNotFound(args);
  // A path that is no known page (a scanner's guess, a typo, a page published minutes ago)
  // asks the CMS only with spare capacity (docs/requirements/hardening.md#slow-cms, decision 0883). Search answers from its index.
  if (parsed.family.module !== 'search' && args.context.knownPages?.isKnown(args.context.content, url.pathname) === false)
    markRequestSpeculative(args.context.scope);
  switch (parsed.family.module) {
    case 'search':
      return loadSearchPage(args, parsed);
    case 'custom-landing':
      return loadStoryPage(args, findCustomLanding, parsed);
    default:
      return loadStoryPage(args, undefined, parsed);
  }
}

/**
 * POSTs to a public page: the forms of docs/requirements/urls.md#public-routes (`/forms/{slug}`, `/contact-us/{slug}`,
 * `/contacts`, and any story page that holds a form) go to the form action; anything else is
 * answered 405 with an `Allow` header (never a 500 for a visitor's request, docs/requirements/hardening.md#hostile-requests).
 */
export function pageAction(args: ActionFunctionArgs): Promise<Response> {
  const parsed: ParsedPath | null = parsePath(new URL(args.request.url).pathname, market);
  if (!parsed || parsed.family.auth) throw methodNotAllowed();
  return formAction(args, parsed);
}
