import { Blok, BlocksProvider, InvalidContent, templateRegistry, type SbStory } from '@silca/blocks';
import type { ContentSchemas } from '@silca/blocks/content';
import { useLocation, type ClientLoaderFunctionArgs } from '@remix-run/react';
import { Breadcrumbs } from '@silca/ui';
import { lazy, Suspense, useCallback, useState, type ComponentType } from 'react';
import { usePageForms } from '../forms/use-page-forms';
import { market } from '../market';
import type { StoryPageData } from '../server/pages/story-page.server';
import { preloadStoryPage } from '../client/preload-story-page';
import { CONSENT_SETTINGS_TEMPLATE, LazyConsentSettings } from '../consent/lazy-consent-settings';

// Only previews render the bridge: its code loads there, not in every page's first load (decision 0970).
const StoryblokBridge = lazy(() => import('./storyblok-bridge').then((m) => ({ default: m.StoryblokBridge })));

/** Render-time content warnings name the story and the URL (docs/requirements/hardening.md#hardening-goals), so an editor can find them. */
const where = (fullSlug: string, url: string) => `(full_slug ${fullSlug}, url ${url})`;
const warnUnknown = (component: string, fullSlug: string, url: string) =>
  console.warn(`[blocks] no component registered for "${component}" ${where(fullSlug, url)}`);
const warnInvalid = (component: string, reason: string, fullSlug: string, url: string) =>
  console.warn(`[blocks] invalid "${component}" ${where(fullSlug, url)}: ${reason}`);

let schemasLoad: Promise<ContentSchemas> | undefined;

/**
 * The blocks' schemas, loaded once on the visual editor's first edit (decision 0964): the edited
 * content was not parsed on the server, so the blocks parse it in the browser. Only then does
 * zod reach the browser, in a chunk of its own; a failed load is retried on the next edit.
 */
function loadContentSchemas(): Promise<ContentSchemas> {
  schemasLoad ??= import('@silca/blocks/content').then(
    (content) => content.contentSchemas,
    (error: unknown) => {
      schemasLoad = undefined;
      throw error;
    },
  );
  return schemasLoad;
}

type AnyTemplate = ComponentType<{ story: SbStory; rels?: readonly SbStory[] } & Record<string, unknown>>;
const templates = templateRegistry as unknown as Readonly<Record<string, AnyTemplate | undefined>>;

/**
 * Renders a story page with the template its content type selects (docs/requirements/pages.md#page-templates, docs/requirements/architecture.md#request-path
 * step 5). Unknown or invalid bloks never break the page: they are logged as warnings (on the
 * server at render) and render nothing for visitors. An unknown content type falls back to the
 * generic `page` template.
 */
export function StoryView({ data }: { data: StoryPageData }) {
  // The visual editor's typing (`input` events): the edited story replaces the loader's in place.
  const [live, setLive] = useState<{ uuid: string; story: SbStory; schemas: ContentSchemas } | null>(null);
  const edited = live && live.uuid === data.story.uuid ? live : null;
  const onInput = useCallback((next: unknown) => {
    const s = next as SbStory | null;
    if (!(s && typeof s === 'object' && s.content && typeof s.uuid === 'string')) return;
    loadContentSchemas().then(
      (schemas) => setLive({ uuid: s.uuid, story: s, schemas }),
      (error: unknown) => console.warn('[blocks] the schemas for live editing did not load; the edit is not shown', error),
    );
  }, []);
  const component = (edited?.story.content.component as string | undefined) ?? data.story.content.component;
  const Template = templates[component] ?? templates.page;
  const { pathname, search } = useLocation();
  const fullSlug = data.story.full_slug;
  const url = pathname + search;
  if (!templates[component]) warnUnknown(component, fullSlug, url);
  const onUnknown = useCallback((name: string) => warnUnknown(name, fullSlug, url), [fullSlug, url]);
  const onInvalid = useCallback((name: string, reason: string) => warnInvalid(name, reason, fullSlug, url), [fullSlug, url]);
  // libs/content's Story (the API shape) is assignable to the blocks' open SbStory record: no cast.
  const story: SbStory = edited?.story ?? data.story;
  const rels: readonly SbStory[] = data.rels;
  // Forms of the page (docs/requirements/forms.md#forms-goals): validation, hidden inputs, the action's reply; the built-in contact form.
  const pageForms = usePageForms(data, market);
  return (
    <BlocksProvider
      rels={rels}
      collections={data.collections}
      search={search}
      preview={data.preview}
      // The editor's content was not parsed on the server: the blocks parse it as they render.
      validated={data.validated && !edited}
      schemas={edited?.schemas}
      onUnknownBlok={onUnknown}
      onInvalidBlok={onInvalid}
      forms={pageForms.forms}
    >
      {data.breadcrumbs.length > 0 ? (
        <div className="silca-container site-breadcrumbs">
          <Breadcrumbs items={data.breadcrumbs} />
        </div>
      ) : null}
      {/* Preview of a story whose template has nothing to render: the server's reason, as a note. */}
      {data.invalid && !edited ? <InvalidContent {...data.invalid} /> : Template ? <Template story={story} rels={rels} {...data.templateData} /> : null}
      {pageForms.builtin ? <Blok blok={pageForms.builtin as never} /> : null}
      {/* The cookie policy carries the consent choices, for the footer's "Cookie settings" without JavaScript (docs/requirements/pages.md#cookie-consent). */}
      {component === CONSENT_SETTINGS_TEMPLATE ? <LazyConsentSettings /> : null}
      {data.preview && data.bridge ? (
        <Suspense fallback={null}>
          <StoryblokBridge storyId={data.story.id} url={data.bridge.url} resolveRelations={data.bridge.resolveRelations} onInput={onInput} />
        </Suspense>
      ) : null}
    </BlocksProvider>
  );
}

/**
 * `clientLoader` of the story routes (docs/requirements/pages.md#block-library-goals, decision 0560): fetches the loader data as usual
 * (`serverLoader()`, redirects and error responses pass through unchanged), then loads the
 * template and block chunks the story needs before Remix renders it, so a client navigation
 * never shows a Suspense fallback. Data that is no page's (docs/requirements/pages.md#journey-goals) throws a 404 response to
 * the route's error boundary. Not run at hydration (`clientLoader.hydrate` is unset):
 * entry.client preloads the first page itself. `Data` is the route's loader data (the union of the
 * views it renders), so the route reads it typed with `useLoaderData<typeof clientLoader>()`.
 */
export async function storyClientLoader<Data extends { kind: string } = StoryPageData>({ serverLoader }: ClientLoaderFunctionArgs): Promise<Data> {
  const data = (await serverLoader()) as Data;
  // A URL that is not a page (a file answered with its bytes) gives no page data: the route's
  // error screen says "not found" instead of a template crashing on it (docs/requirements/pages.md#journey-goals).
  if (!isPageData(data)) throw new Response(null, { status: 404, statusText: 'Not Found' });
  await preloadStoryPage(data);
  return data;
}

/** True for loader data of a page route: an object with its view's `kind` (story, search, partner search). */
export function isPageData(data: unknown): boolean {
  return typeof data === 'object' && data !== null && typeof (data as { kind?: unknown }).kind === 'string';
}
