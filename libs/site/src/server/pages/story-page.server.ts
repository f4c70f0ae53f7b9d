import { data, redirect, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node';
import { BLOCK_RELATIONS, componentsIn, templateRegistry, type BlokCollection } from '@silca/blocks';
import {
  canonicalPathFor,
  contentForRequest,
  checkStorySlugs,
  isPreviewRequest,
  storyDisplayName,
  type ContentVersion,
  type Story,
  type StoryResult,
} from '@silca/content';
import { MARKETS, parsePath, type Locale, type ParsedPath } from '@silca/i18n';
import { pageForms } from '../../forms/page-forms';
import { PAGE_CHUNKS_HEADER, pageChunksHeader } from '../../client/page-chunks';
import { market } from '../../market';
import { storyHref } from '../../links/story-href';
import { ATHLETES_LISTING, breadcrumbsFor, type Crumb } from './breadcrumbs.server';
import { clientRels, clientStory, type ClientStory } from './client-story.server';
import { CACHE } from '../http/cache-control';
import { loadCollections } from './collections.server';
import '../http/context';
import { contentFailure, notFound } from '../http/http-errors.server';
import { commonT } from '../../i18n/i18n.server';
import { storyPageLanguages, type PageLanguages } from '../../seo/page-languages.server';
import { pageSeo, type PageSeo } from '../../seo/page-seo.server';
import { publicCacheControlUntil, secondsToNextEventChange, withEventStatus } from './event-status.server';
import { renderableStory } from './story-content.server';
import { resolveStoryLinks } from './story-links.server';
import { contentCacheVersion, memoByStory } from './story-page-memo.server';
import { storyPathSegments } from './story-path.server';
import { parseListingQuery, TEMPLATE_DATA } from './template-data.server';

/** Loader data of every story-backed page. */
export interface StoryPageData extends PageLanguages {
  /** Which view renders the page (the page route switches on it). */
  kind: 'story';
  /** The locale-suffixed route name of the family (`products-slug___it`, docs/requirements/urls.md#route-names). */
  routeName: string;
  /** The browser's copy of the story (`clientStory`; the whole story in preview). */
  story: ClientStory;
  /** Related stories: their summaries (`clientRels`); whole on extranet pages and in preview. */
  rels: ClientStory[];
  locale: Locale;
  familyId: string;
  templateData: Record<string, unknown>;
  /** Stories of the page's automatic bloks by blok `_uid` (latest news, category lists...). */
  collections: Record<string, BlokCollection>;
  seo: PageSeo;
  /** Home, listing ancestors, the page (empty on the home). */
  breadcrumbs: Crumb[];
  /**
   * Stylesheets and chunks of the page's template and blocks, for the head (decision 0561); in
   * production the stylesheets are one combined file (decision 0780).
   */
  headAssets: { css: string[]; js: string[] };
  /** True on a verified visual-editor request: draft content, bridge on, never cached publicly. */
  preview: boolean;
  /** Preview only: the bridge script (STORYBLOK_BRIDGE_URL) and the relations it resolves. */
  bridge?: { url: string; resolveRelations: string[] };
  /** The story's content was parsed on the server: render it as given (decision 0781). */
  validated: boolean;
  /** Preview only, not validated: why the story's template has nothing to render (decision 0964). */
  invalid?: { component: string; reason: string };
  /** Signed render time for the page's forms (minimum fill time, decision 0623; libs/forms). */
  formToken?: string;
}

/** Relation fields every story request resolves (`resolve_relations`, full stories in `rels`). */
const RESOLVE_RELATIONS = [...BLOCK_RELATIONS];

/**
 * The language the visual editor shows (docs/requirements/content.md#visual-editor): `_storyblok_lang` when it names a locale of
 * this market (`default` = the space's default language, en), else the page's own locale.
 */
export function editorLocale(url: URL, pageLocale: Locale): Locale {
  const lang = url.searchParams.get('_storyblok_lang');
  const wanted = lang === 'default' ? 'en' : lang;
  return wanted && (market.locales as readonly string[]).includes(wanted) ? (wanted as Locale) : pageLocale;
}

/** How a route finds its story; the default looks it up by the translated path of the URL. */
export type FindStory = (parsed: ParsedPath, args: LoaderFunctionArgs, version: ContentVersion) => Promise<StoryResult | null>;

const byPath: FindStory = (parsed, { request, context }, version) =>
  context.content.findStoryByPath({
    website: market.website,
    language: parsed.locale,
    path: storyPathSegments(new URL(request.url).pathname, parsed, market),
    version,
    resolveRelations: RESOLVE_RELATIONS,
  });

/**
 * The built files of a story's template and every block in it (`block-assets.json` of the client
 * build), as absolute paths; empty in development, where Vite serves modules itself.
 */
function headAssetsFor(story: Story, { blockAssets, styles }: Pick<LoaderFunctionArgs['context'], 'blockAssets' | 'styles'>, extra: string[] = []) {
  const names = componentsIn(story.content);
  for (const name of extra) names.add(name);
  if (!Object.hasOwn(templateRegistry, story.content.component)) names.add('page');
  const css = new Set<string>();
  const js = new Set<string>();
  for (const name of names) {
    for (const file of blockAssets[name]?.css ?? []) css.add('/' + file);
    for (const file of blockAssets[name]?.js ?? []) js.add('/' + file);
  }
  // Production: one combined stylesheet of the page's template and blocks (decision 0780); the
  // files it holds are fetched again by Vite's preload helper at hydration (decision 1040).
  if (!styles) return { css: [...css], js: [...js] };
  const bundle = styles.pageBundle([...css]);
  return { css: bundle.href ? [bundle.href] : [], js: [...js] };
}

/**
 * The route family a story belongs to: the family of its default-language path on the global
 * market, where every family exists. Null when that path is no route (custom landings live in
 * their own folder and have their own route).
 */
function ownFamilyId(story: Story): string | null {
  const path = canonicalPathFor(story, 'en', MARKETS.global);
  return path ? (parsePath(path, MARKETS.global)?.family.id ?? null) : null;
}

/**
 * The 301 for a path that names a story by another path (wrong-language or old slug, a route word
 * of another language): `checkStorySlugs` of libs/content (docs/requirements/urls.md#slug-canonicalisation); null if none.
 */
export async function canonicalRedirect(url: URL, locale: Locale, content: LoaderFunctionArgs['context']['content']) {
  const check = await checkStorySlugs(content, { path: url.pathname, locale, market });
  return check && check.path !== url.pathname ? redirect(check.path + url.search, 301) : null;
}

/**
 * What a story page derives from its cached content answer alone (decision 0911): the parsed
 * content with its story links resolved, the page's languages, forms, SEO, breadcrumbs, head
 * assets and the browser's copies of story and relations. Throws a 404 response when the
 * template is unknown (`renderableStory`) or the story belongs to another route family.
 */
async function storyPageParts(
  result: StoryResult,
  parsed: ParsedPath,
  url: URL,
  context: LoaderFunctionArgs['context'],
  preview: boolean,
  extraAssets: readonly string[],
) {
  const { story, validated, invalid } = renderableStory(result.story, { preview, url });
  // Parsed content is this answer's own copy: give its story links their translated slugs.
  if (validated) await resolveStoryLinks(context.content, story.content, parsed.locale);
  // A story is a page only under its own route family: `/ro/global/produse/auto` must not show
  // the automotive listing through the product-detail route, since ro lacks that family (docs/requirements/urls.md#translated-segments).
  const family = ownFamilyId(story);
  if (family && family !== parsed.family.id) throw notFound(url.pathname);
  const languages = storyPageLanguages({ story, familyId: parsed.family.id, locale: parsed.locale, siteUrls: context.siteUrls });
  const forms = pageForms(story, parsed.family.id, parsed.locale);
  const seo = pageSeo(story, parsed.locale, result.rels);
  const t = await commonT(parsed.locale);
  return {
    story,
    validated,
    invalid,
    languages,
    forms,
    seo,
    breadcrumbs: breadcrumbsFor(url.pathname, parsed, seo.name, market, t, await parentCrumbs(story, parsed.locale, context, preview ? 'draft' : 'published')),
    // The visual editor gets the whole story; visitors what the page renders (decision 0841).
    clientStory: preview ? story : clientStory(story, parsed.locale),
    rels: preview ? result.rels : parsed.family.auth ? result.rels.map((rel) => clientStory(rel, parsed.locale)) : clientRels(result.rels, parsed.locale),
    // The built-in contact form (contacts, product price offer) is a custom_form block too.
    headAssets: headAssetsFor(story, context, [...extraAssets, ...(forms.some((f) => f.builtin) ? ['custom_form'] : [])]),
  };
}

/**
 * Listing pages a story's trail passes through that its URL does not show: an athlete's "Our
 * athletes" (docs/requirements/pages.md#journey-goals), its name and path in the locale from the content (one cached request).
 * None when the listing is missing or the content service fails (the trail is not worth a 503).
 */
async function parentCrumbs(story: Story, locale: Locale, context: AppLoadContext, version: 'published' | 'draft'): Promise<Crumb[]> {
  if (story.content.component !== 'athlete') return [];
  const listing = await context.content.getStory(ATHLETES_LISTING, { language: locale, version }).catch(() => null);
  if (!listing) return [];
  const name = storyDisplayName(listing.story, locale);
  return [{ label: name, href: storyHref(listing.story, locale, market) }];
}

/**
 * Loads a story-backed page (docs/requirements/architecture.md#request-path, steps 2-4): parses the URL against the market's
 * route table, finds the story by translated path (market folder first, then global), answers 301
 * to the canonical path when the request used another (wrong-language or old slug, docs/requirements/urls.md#slug-canonicalisation),
 * loads the template's extra data, and returns it with SEO and language data and public cache
 * headers. `parsedPath` is the route the caller already parsed (the page route does);
 * `extraAssets`, entries of `block-assets.json` the page renders besides its story's (the search
 * views). Throws a 404 response when there is no such page, 503 when the CMS is down with no copy.
 */
export async function loadStoryPage(args: LoaderFunctionArgs, find: FindStory = byPath, parsedPath?: ParsedPath, extraAssets: readonly string[] = []) {
  const { data: page, cacheControl } = await loadStoryPageData(args, find, parsedPath, extraAssets);
  return data(page, { headers: { 'Cache-Control': cacheControl, ...pageChunksFor(args, page) } });
}

/**
 * The {@link PAGE_CHUNKS_HEADER} of a public page's data request (decision 1044), for the link
 * prefetch; nothing for a document, whose hydration hints already name its chunks.
 */
export function pageChunksFor({ context }: Pick<LoaderFunctionArgs, 'context'>, page: unknown): Record<string, string> {
  return context.dataRequest ? { [PAGE_CHUNKS_HEADER]: pageChunksHeader(page) } : {};
}

/**
 * {@link loadStoryPage} without the response: the page's loader data and its
 * `Cache-Control`, for loaders that add to it (search page, extranet pages) without a JSON
 * round trip. Throws what `loadStoryPage` throws.
 */
export async function loadStoryPageData(
  args: LoaderFunctionArgs,
  find: FindStory = byPath,
  parsedPath?: ParsedPath,
  extraAssets: readonly string[] = [],
): Promise<{ data: StoryPageData; cacheControl: string }> {
  const { request, context } = args;
  const url = new URL(request.url);
  const parsed = parsedPath ?? parsePath(url.pathname, market);
  if (!parsed) throw notFound(url.pathname);
  // Drafts only for Storyblok's visual editor with a valid preview token (docs/requirements/content.md#content-goals "Preview").
  const preview = isPreviewRequest(url, context.previewToken);
  try {
    const result = await find(parsed, args, preview ? 'draft' : 'published');
    if (!result) throw (await canonicalRedirect(url, parsed.locale, context.content)) ?? notFound(url.pathname);
    // What follows from the cached answer alone is worked out once per answer, not per request
    // (decision 0911); preview drafts are never cached, so never shared.
    const cv = preview ? undefined : contentCacheVersion(context.content);
    const parts = await memoByStory(result.story, cv, `${parsed.locale}|${parsed.family.id}|${url.pathname}|${extraAssets.join(',')}`, context.scope, (scope) =>
      storyPageParts(result, parsed, url, { ...context, content: contentForRequest(context.content, scope) }, preview, extraAssets),
    );
    const { story, languages, forms } = parts;
    if (!preview && languages.canonicalPath && languages.canonicalPath !== url.pathname) {
      throw redirect(languages.canonicalPath + url.search, 301);
    }
    // The editor switched language: the same story in that locale, with the editor's parameters.
    const shown = preview ? editorLocale(url, parsed.locale) : parsed.locale;
    const shownHref = shown !== parsed.locale ? languages.languages.find((l) => l.locale === shown && l.equivalent)?.href : undefined;
    if (shownHref) throw redirect(shownHref + url.search, { status: 302, headers: { 'Cache-Control': CACHE.private } });
    const now = Date.now();
    const loadExtra = TEMPLATE_DATA[story.content.component];
    const version = preview ? 'draft' : 'published';
    const [templateData, collections] = await Promise.all([
      loadExtra ? loadExtra({ story, locale: parsed.locale, url, context }) : Promise.resolve({}),
      loadCollections(story, parsed.locale, parseListingQuery(url).page, context, version, url.searchParams),
    ]);
    const data: StoryPageData = {
      kind: 'story',
      routeName: parsed.routeId,
      // An event shows the status its dates give now (docs/requirements/pages.md#journey-goals); the memoised copy stays as it is.
      story: withEventStatus(parts.clientStory, now),
      rels: parts.rels,
      locale: parsed.locale,
      familyId: parsed.family.id,
      templateData,
      collections,
      seo: parts.seo,
      breadcrumbs: parts.breadcrumbs,
      headAssets: parts.headAssets,
      alternates: languages.alternates,
      languages: languages.languages,
      locations: languages.locations,
      preview,
      ...(preview && context.bridgeUrl ? { bridge: { url: context.bridgeUrl, resolveRelations: RESOLVE_RELATIONS } } : {}),
      validated: parts.validated,
      ...(parts.invalid ? { invalid: parts.invalid } : {}),
      // Only pages with a form carry the signed render time: the others stay the same for every
      // visitor (shared caches, CSP hashes of the inline data, decision 0740).
      formToken: forms.length > 0 ? context.leads?.issueFormToken() : undefined,
    };
    // Shared caches keep the page no longer than until one of its events changes status (docs/requirements/pages.md#journey-goals).
    const events = [story, ...Object.values(collections).flatMap((c) => c.stories ?? [])];
    const cacheControl = preview ? CACHE.private : publicCacheControlUntil(secondsToNextEventChange(events, now));
    return { data, cacheControl };
  } catch (error) {
    if (error instanceof Response) throw error;
    return contentFailure(error, url.pathname);
  }
}
