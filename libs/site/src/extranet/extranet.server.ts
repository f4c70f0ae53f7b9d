import { data, json, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { ROLE_BU_ITALIA, ROLE_PARTNER, type AuthUser } from '@silca/auth/shared';
import { BLOCK_RELATIONS } from '@silca/blocks';
import { buildPath, isLocale, parsePath, type Locale, type ParsedPath } from '@silca/i18n';
import { market } from '../market';
import { policyMap, viewerRoles } from './access/access.server';
import { CACHE } from '../server/http/cache-control';
import '../server/http/context';
import { partnerView } from './partner-view.server';
import type { ErrorPayload } from '../server/http/http-errors.server';
import { loadStoryPageData, type FindStory } from '../server/pages/story-page.server';

/** Headers of every extranet response, pages, data, errors and redirects alike (docs/requirements/extranet.md#no-leaks). */
export const EXTRANET_HEADERS = { 'Cache-Control': CACHE.private, Vary: 'Cookie' } as const;

function withExtranetHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(EXTRANET_HEADERS)) response.headers.set(name, value);
  return response;
}

function errorResponse(status: 401 | 403 | 404, message: string, pathname: string, signedInAs?: string): Response {
  return json<ErrorPayload>({ message, path: pathname, ...(signedInAs ? { signedInAs } : {}) }, { status, headers: EXTRANET_HEADERS });
}

/** What the guard needs of a request: its URL, cookies and the load context. */
type GuardArgs = Pick<LoaderFunctionArgs, 'request' | 'context'>;

/**
 * The partner of the request, or a thrown response (docs/requirements/urls.md#extranet-routes, docs/requirements/pages.md#error-screens, docs/requirements/extranet.md#access; docs/requirements/extranet.md#extranet-goals):
 * - no session: when this browser had one (the session cookie expired) and the request is a
 *   document request not coming back from a failed login, a redirect to the silent check
 *   (`/auth/login?prompt=none`, docs/requirements/extranet.md#login-flow); otherwise 401, the unauthorized screen with a login button;
 * - a signed-up user without the `partner` role, or without `role` when one is required: 403,
 *   naming the user (`signedInAs`) for the screen's logout.
 * Every thrown response is `private, no-store` with `Vary: Cookie`. Call it in every extranet
 * loader: Remix runs the loaders of matched routes in parallel.
 */
export async function requirePartner({ request, context }: GuardArgs, options: { role?: string } = {}): Promise<AuthUser> {
  const url = new URL(request.url);
  // The session store answers every few seconds per cookie (decision 0870); down, it is a 503, never a 500.
  const user = context.auth
    ? await context.auth.getUser(request).catch(() => {
        throw json<ErrorPayload>({ message: 'Service unavailable', path: url.pathname }, { status: 503, headers: { ...EXTRANET_HEADERS, 'Retry-After': '5' } });
      })
    : null;
  if (!user) {
    // Loaders see a data request's URL without `.data`: the load context says which it is (decision 1044).
    const documentRequest = !context.dataRequest && !url.searchParams.has('_data') && (request.method === 'GET' || request.method === 'HEAD');
    if (context.auth && documentRequest && !url.searchParams.has('auth_error') && (await context.auth.hadSession(request))) {
      const locale = parsePath(url.pathname, market)?.locale ?? market.defaultLocale;
      const target = new URLSearchParams({ returnTo: url.pathname + url.search, lang: locale, prompt: 'none' });
      throw redirect(`/auth/login?${target}`, { headers: EXTRANET_HEADERS });
    }
    throw errorResponse(401, 'Unauthorized', url.pathname);
  }
  if (!user.roles.includes(ROLE_PARTNER) || (options.role && !user.roles.includes(options.role))) {
    // Who is signed in, so the 403 screen can say it and offer the logout (docs/requirements/pages.md#journey-goals).
    throw errorResponse(403, 'Forbidden', url.pathname, user.name || user.email);
  }
  return user;
}

/** {@link requirePartner} with a role (e.g. `bu-italia`): 403 without it. */
export function requireRole(args: GuardArgs, role: string): Promise<AuthUser> {
  return requirePartner(args, { role });
}

/** Loader data of the extranet layout route: who is logged in, for the header (no token). */
export interface ExtranetLayoutData {
  partner: { name: string; buItalia: boolean };
  locale: Locale;
  /** Extranet home, public home and the BU Italia area (when the partner may open it) of this locale. */
  links: {
    home: string;
    publicHome: string;
    buItalia: string | null;
    products: string;
    photogallery: string;
    newsBulletins: string;
    catalogues: string;
    search: string;
  };
}

function extranetLinks(locale: Locale, buItalia: boolean): ExtranetLayoutData['links'] {
  const path = (id: string) => buildPath(id, {}, locale, market);
  return {
    home: path('extranet'),
    publicHome: path('home'),
    buItalia: buItalia ? path('extranet-documentazione-per-bu-italia') : null,
    products: path('extranet-products'),
    photogallery: path('extranet-photogallery'),
    newsBulletins: path('extranet-news-bulletins'),
    catalogues: path('extranet-catalogues'),
    search: path('extranet-search'),
  };
}

/**
 * Loader of the extranet layout route (`/:lang/global/extranet`, `/extranet`): requires a partner
 * and returns the header data (partner name, extranet links in the page's locale), privately.
 */
export async function loadExtranetLayout(args: LoaderFunctionArgs) {
  const user = await requirePartner(args);
  const parsed = parsePath(new URL(args.request.url).pathname, market);
  const locale: Locale = parsed?.locale ?? (isLocale(user.locale) && market.locales.includes(user.locale) ? user.locale : market.defaultLocale);
  const buItalia = user.roles.includes(ROLE_BU_ITALIA);
  const layout: ExtranetLayoutData = { partner: { name: user.name, buItalia }, locale, links: extranetLinks(locale, buItalia) };
  return data(layout, { headers: EXTRANET_HEADERS });
}

/** Extranet stories by the translated path after `/extranet` (libs/content, only after the guard). */
const findExtranet: FindStory = (parsed, { context }, version) =>
  context.content.findExtranetStory({
    language: parsed.locale,
    path: parsed.segments.slice(parsed.segments.indexOf('extranet') + 1).map((s) => decodeURIComponent(s)),
    version,
    resolveRelations: [...BLOCK_RELATIONS],
  });

/**
 * Loader of every extranet page and its `?_data=` requests (docs/requirements/urls.md#extranet-routes): checks the partner
 * session itself, loads the page's story from `global/extranet/`, and asks the authorization
 * policy (decision 0860) whether the partner's roles may see it: 403 otherwise (the BU Italia
 * documentation needs `bu-italia`; a story under no rule is for editors only). Related items the
 * partner may not see are left out of the data. The page renders with the template its content
 * type selects (extranet listings, product detail, photo albums, bulletins, catalogues), with its
 * file URLs pointing at the session-checked `/_extranet-assets` route. Every answer, including
 * the 403, 404 and the canonical redirect, is `private, no-store` with `Vary: Cookie`.
 */
export async function loadExtranetPage(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const parsed: ParsedPath | null = parsePath(url.pathname, market);
  const user = await requirePartner(args);
  if (!parsed || !parsed.family.auth) throw errorResponse(404, 'Page not found', url.pathname);
  const viewer = viewerRoles(user);
  const map = await policyMap(args.context.access, args.context.scope, EXTRANET_HEADERS);
  let own: string | undefined;
  const findAllowed: FindStory = async (p, a, version) => {
    const found = await findExtranet(p, a, version);
    if (found && !map.canSeeStory(viewer, found.story)) throw errorResponse(403, 'Forbidden', url.pathname);
    own = found?.story.uuid;
    return found;
  };
  try {
    const page = await loadStoryPageData(args, findAllowed, parsed);
    // Files of extranet pages go through the session-checked route, never the public one; what
    // the viewer may not see is left out (worked out once per content answer and roles, decision 0972).
    return data(partnerView(page.data, map, viewer, own), { headers: EXTRANET_HEADERS });
  } catch (thrown) {
    if (thrown instanceof Response) throw withExtranetHeaders(thrown);
    throw thrown;
  }
}
