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

/** The custom landing pages of docs/requirements/urls.md#custom-landing; a missing one is a 404. */
const findCustomLanding: FindStory = (parsed, { context }, version) =>
  getCustomLanding(context.content, String(parsed.params.customSlug), { language: parsed.locale, version }).catch((error: unknown) => {
    if ((error as { status?: number }).status === 404) return null;
    // An outage or a refused call stays itself, so the page answers 503 with Retry-After (docs/requirements/hardening.md#content-call-bounds).
    const cause = (error as { cause?: unknown }).cause;
    throw cause instanceof Error && cause.name === 'ContentUnavailableError' ? cause : error;
  });

/**
 * The public route of the site (docs/requirements/architecture.md#request-path): one Remix splat whose loader matches the
 * libs/i18n route table and picks a story page, the search page or a custom landing (decision 0780).
 */
export async function loadPage(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  // Editors' redirects come before any page renders (docs/requirements/urls.md#route-rules, decision 0760).
  const rule = await routeRuleDecision(args.context.content, market, args.request);
  if (rule.redirect) {
    const location = rule.redirect.external ? rule.redirect.location : rule.redirect.location + url.search;
    throw redirect(location, { status: rule.redirect.status, headers: { 'Cache-Control': CACHE.public } });
  }
  const parsed = parsePath(url.pathname, market);
  // The extranet layout route answers extranet families.
  if (!parsed || parsed.family.auth) return loadNotFound(args);
  // An unknown path asks the CMS only with spare capacity (docs/requirements/hardening.md#unknown-page-lookups).
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

/** POSTs to a public page go to the form action; others are a 405 (docs/requirements/hardening.md#hostile-requests). */
export function pageAction(args: ActionFunctionArgs): Promise<Response> {
  const parsed: ParsedPath | null = parsePath(new URL(args.request.url).pathname, market);
  if (!parsed || parsed.family.auth) throw methodNotAllowed();
  return formAction(args, parsed);
}
