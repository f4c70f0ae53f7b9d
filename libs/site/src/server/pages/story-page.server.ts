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
  kind: 'story';
  /** The locale-suffixed route name (`products-slug___it`, docs/requirements/urls.md#route-names). */
  routeName: string;
  /** The browser's copy of the story (whole in preview). */
  story: ClientStory;
  /** Summaries of related stories (whole on extranet pages and in preview). */
  rels: ClientStory[];
  locale: Locale;
  familyId: string;
  templateData: Record<string, unknown>;
  /** Stories of the page's automatic bloks by blok `_uid`. */
  collections: Record<string, BlokCollection>;
  seo: PageSeo;
  breadcrumbs: Crumb[];
  /** Stylesheets and chunks of the page's template and blocks, for the head (decisions 0561, 0780). */
  headAssets: { css: string[]; js: string[] };
  /** True on a verified visual-editor request: draft content, bridge on, never cached publicly. */
  preview: boolean;
  /** Preview only: the bridge script and the relations it resolves. */
  bridge?: { url: string; resolveRelations: string[] };
  /** The story's content was parsed on the server: render it as given (decision 0781). */
  validated: boolean;
  /** Preview only, not validated: why the story's template has nothing to render (decision 0964). */
  invalid?: { component: string; reason: string };
  /** Signed render time for the page's forms (decision 0623). */
  formToken?: string;
}

const RESOLVE_RELATIONS = [...BLOCK_RELATIONS];

/** The language the visual editor shows (docs/requirements/content.md#visual-editor): `_storyblok_lang` if this market has it, else `pageLocale`. */
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

/** The built files of a story's template and blocks, as absolute paths; empty in development. */
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
  // Production: one combined stylesheet (decisions 0780, 1040).
  if (!styles) return { css: [...css], js: [...js] };
  const bundle = styles.pageBundle([...css]);
  return { css: bundle.href ? [bundle.href] : [], js: [...js] };
}

/** The family of the story's default-language path on the global market, where every family exists; null when it is no route. */
function ownFamilyId(story: Story): string | null {
  const path = canonicalPathFor(story, 'en', MARKETS.global);
  return path ? (parsePath(path, MARKETS.global)?.family.id ?? null) : null;
}

/** The 301 for a path that names a story by another path (docs/requirements/urls.md#slug-canonicalisation); null if none. */
export async function canonicalRedirect(url: URL, locale: Locale, content: LoaderFunctionArgs['context']['content']) {
  const check = await checkStorySlugs(content, { path: url.pathname, locale, market });
  return check && check.path !== url.pathname ? redirect(check.path + url.search, 301) : null;
}

/** What a story page derives from its content answer alone (decision 0911). Throws a 404 for an unknown template or another family's story. */
async function storyPageParts(
  result: StoryResult,
  parsed: ParsedPath,
  url: URL,
  context: LoaderFunctionArgs['context'],
  preview: boolean,
  extraAssets: readonly string[],
) {
  const { story, validated, invalid } = renderableStory(result.story, { preview, url });
  // Parsed content is this answer's own copy, so its links may be resolved in place.
  if (validated) await resolveStoryLinks(context.content, story.content, parsed.locale);
  // A story is a page only under its own family: ro lacks the automotive family (docs/requirements/urls.md#translated-segments).
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
    // The editor gets the whole story (decision 0841).
    clientStory: preview ? story : clientStory(story, parsed.locale),
    rels: preview ? result.rels : parsed.family.auth ? result.rels.map((rel) => clientStory(rel, parsed.locale)) : clientRels(result.rels, parsed.locale),
    // The built-in contact form renders as a custom_form block.
    headAssets: headAssetsFor(story, context, [...extraAssets, ...(forms.some((f) => f.builtin) ? ['custom_form'] : [])]),
  };
}

/** An athlete's trail passes through the athletes listing (docs/requirements/content.md#site-navigation); none on failure, not worth a 503. */
async function parentCrumbs(story: Story, locale: Locale, context: AppLoadContext, version: 'published' | 'draft'): Promise<Crumb[]> {
  if (story.content.component !== 'athlete') return [];
  const listing = await context.content.getStory(ATHLETES_LISTING, { language: locale, version }).catch(() => null);
  if (!listing) return [];
  const name = storyDisplayName(listing.story, locale);
  return [{ label: name, href: storyHref(listing.story, locale, market) }];
}

/**
 * Loads a story-backed page (docs/requirements/architecture.md#request-path): the story by translated path, a 301 to its
 * canonical path (docs/requirements/urls.md#slug-canonicalisation), template data and cache headers. `extraAssets`: entries of
 * `block-assets.json` rendered besides the story's. Throws a 404 response, or 503 when the CMS is down with no copy.
 */
export async function loadStoryPage(args: LoaderFunctionArgs, find: FindStory = byPath, parsedPath?: ParsedPath, extraAssets: readonly string[] = []) {
  const { data: page, cacheControl } = await loadStoryPageData(args, find, parsedPath, extraAssets);
  return data(page, { headers: { 'Cache-Control': cacheControl, ...pageChunksFor(args, page) } });
}

/** The {@link PAGE_CHUNKS_HEADER} of a data request, for the link prefetch (decision 1044); nothing for a document. */
export function pageChunksFor({ context }: Pick<LoaderFunctionArgs, 'context'>, page: unknown): Record<string, string> {
  return context.dataRequest ? { [PAGE_CHUNKS_HEADER]: pageChunksHeader(page) } : {};
}

/** {@link loadStoryPage}'s data and `Cache-Control`, for loaders that add to it (decision 0978). Throws what it throws. */
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
  // docs/requirements/content.md#visual-editor
  const preview = isPreviewRequest(url, context.previewToken);
  try {
    const result = await find(parsed, args, preview ? 'draft' : 'published');
    if (!result) throw (await canonicalRedirect(url, parsed.locale, context.content)) ?? notFound(url.pathname);
    // Worked out once per answer (decision 0911); drafts are never cached, so never shared.
    const cv = preview ? undefined : contentCacheVersion(context.content);
    const parts = await memoByStory(result.story, cv, `${parsed.locale}|${parsed.family.id}|${url.pathname}|${extraAssets.join(',')}`, context.scope, (scope) =>
      storyPageParts(result, parsed, url, { ...context, content: contentForRequest(context.content, scope) }, preview, extraAssets),
    );
    const { story, languages, forms } = parts;
    if (!preview && languages.canonicalPath && languages.canonicalPath !== url.pathname) {
      throw redirect(languages.canonicalPath + url.search, 301);
    }
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
      // docs/requirements/content.md#event-dates; the memoised copy stays as it is.
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
      // Only pages with a form differ per visitor (decision 0740).
      formToken: forms.length > 0 ? context.leads?.issueFormToken() : undefined,
    };
    // docs/requirements/content.md#event-dates
    const events = [story, ...Object.values(collections).flatMap((c) => c.stories ?? [])];
    const cacheControl = preview ? CACHE.private : publicCacheControlUntil(secondsToNextEventChange(events, now));
    return { data, cacheControl };
  } catch (error) {
    if (error instanceof Response) throw error;
    return contentFailure(error, url.pathname);
  }
}
