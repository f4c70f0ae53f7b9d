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

// Only previews load the bridge (decision 0970).
const StoryblokBridge = lazy(() => import('./storyblok-bridge').then((m) => ({ default: m.StoryblokBridge })));

/** Content warnings name the story and URL so an editor can find them (docs/requirements/pages.md#content-blocks). */
const where = (fullSlug: string, url: string) => `(full_slug ${fullSlug}, url ${url})`;
const warnUnknown = (component: string, fullSlug: string, url: string) =>
  console.warn(`[blocks] no component registered for "${component}" ${where(fullSlug, url)}`);
const warnInvalid = (component: string, reason: string, fullSlug: string, url: string) =>
  console.warn(`[blocks] invalid "${component}" ${where(fullSlug, url)}: ${reason}`);

let schemasLoad: Promise<ContentSchemas> | undefined;

/** The blocks' schemas, loaded on the visual editor's first edit only (decision 0964); a failed load is retried on the next edit. */
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

/** A story page in its content type's template, else `page` (docs/requirements/pages.md#page-templates). */
export function StoryView({ data }: { data: StoryPageData }) {
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
  const story: SbStory = edited?.story ?? data.story;
  const rels: readonly SbStory[] = data.rels;
  const pageForms = usePageForms(data, market);
  return (
    <BlocksProvider
      rels={rels}
      collections={data.collections}
      search={search}
      preview={data.preview}
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

/** Loads the story's chunks before Remix renders (decision 0560); non-page data throws 404. Not run at hydration. */
export async function storyClientLoader<Data extends { kind: string } = StoryPageData>({ serverLoader }: ClientLoaderFunctionArgs): Promise<Data> {
  const data = (await serverLoader()) as Data;
  // A URL answered with a file gives no page data: a 404 screen, not a template crash (docs/requirements/pages.md#links-that-resolve).
  if (!isPageData(data)) throw new Response(null, { status: 404, statusText: 'Not Found' });
  await preloadStoryPage(data);
  return data;
}

/** True for loader data of a page route: an object with its view's `kind` (story, search, partner search). */
export function isPageData(data: unknown): boolean {
  return typeof data === 'object' && data !== null && typeof (data as { kind?: unknown }).kind === 'string';
}
