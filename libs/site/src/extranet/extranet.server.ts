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

type GuardArgs = Pick<LoaderFunctionArgs, 'request' | 'context'>;

/**
 * The partner, else a thrown private redirect to the silent check, 401 or 403 (docs/requirements/extranet.md#access). Call it in every
 * extranet loader: Remix runs them in parallel.
 */
export async function requirePartner({ request, context }: GuardArgs, options: { role?: string } = {}): Promise<AuthUser> {
  const url = new URL(request.url);
  // The session store answers every few seconds per cookie (decision 0870); down, a 503.
  const user = context.auth
    ? await context.auth.getUser(request).catch(() => {
        throw json<ErrorPayload>({ message: 'Service unavailable', path: url.pathname }, { status: 503, headers: { ...EXTRANET_HEADERS, 'Retry-After': '5' } });
      })
    : null;
  if (!user) {
    // Loaders see a data request's URL without `.data` (decision 1044).
    const documentRequest = !context.dataRequest && !url.searchParams.has('_data') && (request.method === 'GET' || request.method === 'HEAD');
    if (context.auth && documentRequest && !url.searchParams.has('auth_error') && (await context.auth.hadSession(request))) {
      const locale = parsePath(url.pathname, market)?.locale ?? market.defaultLocale;
      const target = new URLSearchParams({ returnTo: url.pathname + url.search, lang: locale, prompt: 'none' });
      throw redirect(`/auth/login?${target}`, { headers: EXTRANET_HEADERS });
    }
    throw errorResponse(401, 'Unauthorized', url.pathname);
  }
  if (!user.roles.includes(ROLE_PARTNER) || (options.role && !user.roles.includes(options.role))) {
    // The 403 screen names the user (docs/requirements/pages.md#signed-in-without-access).
    throw errorResponse(403, 'Forbidden', url.pathname, user.name || user.email);
  }
  return user;
}

/** {@link requirePartner} with a role (e.g. `bu-italia`): 403 without it. */
export function requireRole(args: GuardArgs, role: string): Promise<AuthUser> {
  return requirePartner(args, { role });
}

/** Who is logged in, for the header (no token). */
export interface ExtranetLayoutData {
  partner: { name: string; buItalia: boolean };
  locale: Locale;
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

/** Loader of the extranet layout route: requires a partner; the header data, privately. */
export async function loadExtranetLayout(args: LoaderFunctionArgs) {
  const user = await requirePartner(args);
  const parsed = parsePath(new URL(args.request.url).pathname, market);
  const locale: Locale = parsed?.locale ?? (isLocale(user.locale) && market.locales.includes(user.locale) ? user.locale : market.defaultLocale);
  const buItalia = user.roles.includes(ROLE_BU_ITALIA);
  const layout: ExtranetLayoutData = { partner: { name: user.name, buItalia }, locale, links: extranetLinks(locale, buItalia) };
  return data(layout, { headers: EXTRANET_HEADERS });
}

const findExtranet: FindStory = (parsed, { context }, version) =>
  context.content.findExtranetStory({
    language: parsed.locale,
    path: parsed.segments.slice(parsed.segments.indexOf('extranet') + 1).map((s) => decodeURIComponent(s)),
    version,
    resolveRelations: [...BLOCK_RELATIONS],
  });

/** An extranet page: partner, story, policy (decision 0860), hidden items out, files via `/_extranet-assets`; private. */
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
    // Files through the session-checked route; hidden items left out (once per answer and roles, decision 0972).
    return data(partnerView(page.data, map, viewer, own), { headers: EXTRANET_HEADERS });
  } catch (thrown) {
    if (thrown instanceof Response) throw withExtranetHeaders(thrown);
    throw thrown;
  }
}
