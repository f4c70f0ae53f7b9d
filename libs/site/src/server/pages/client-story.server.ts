import type { Story, TranslatedSlug } from '@silca/content';

/**
 * What a story page sends to the browser of its story and relations (docs/requirements/performance.md#speed-goals "Loader data carries
 * what the page renders, not whole records"). The loader's data is serialised into every page's
 * HTML and into each client navigation, so fields that no component reads cost bytes on the wire,
 * CPU on the server (stringify, parse, CSP hash) and parse time on the phone.
 *
 * The rules follow what the client reads (verified by rendering every public page before and
 * after, decision 0841):
 * - of a story, the fields below; Storyblok's bookkeeping (dates of creation and update,
 *   `alternates`, `meta_data`, release and group ids, positions) stays on the server;
 * - of every `translated_slugs` list, here or inside links of the content, the page's own
 *   language only: links resolve their href with it (`storyHref`, libs/site/src/links) and the
 *   language selector has its own `alternates` computed on the server;
 * - of a relation (in `rels`, or resolved in place inside the content, as `resolve_relations`
 *   answers), the summary a card or teaser renders: its story fields and the scalar fields and
 *   assets of its content; its rich text and nested bloks (a product's features, files,
 *   technical data) are the related story's own page, not this one's.
 */
export type ClientStory = Pick<Story, (typeof STORY_FIELDS)[number]>;

const STORY_FIELDS = [
  'name',
  'id',
  'uuid',
  'slug',
  'full_slug',
  'content',
  'lang',
  'published_at',
  'first_published_at',
  'is_startpage',
  'tag_list',
  'translated_slugs',
] as const;

/**
 * The browser's copy of the page's own story: its {@link STORY_FIELDS}, with every
 * `translated_slugs` list (the story's and those of resolved links in its content) cut to
 * `locale`. Returns new objects where something was cut and shares the rest; never mutates
 * `story` (it may be the content cache's copy). `locale`: the page's language code (`it`).
 */
export function clientStory(story: Story, locale: string): ClientStory {
  return forClient(storyFields(story), locale) as ClientStory;
}

/**
 * The browser's copy of the page's relations: each as {@link clientStory}, with its content
 * reduced to its summary (scalars, assets and lists of assets; no rich text documents, no
 * nested bloks). Same sharing rules as `clientStory`.
 */
export function clientRels(rels: readonly Story[], locale: string): ClientStory[] {
  return rels.map((rel) => relationSummary(rel, locale));
}

function storyFields(story: Story | Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of STORY_FIELDS) if (field in story) out[field] = (story as Record<string, unknown>)[field];
  return out;
}

function relationSummary(story: Story | Record<string, unknown>, locale: string): ClientStory {
  const fields = storyFields(story);
  fields.content = contentSummary(fields.content as Record<string, unknown>);
  return forClient(fields, locale) as ClientStory;
}

/** A story resolved in place of a relation's uuid: a full story object, not a multilink's `story`. */
function isResolvedStory(value: object): boolean {
  const story = value as { full_slug?: unknown; uuid?: unknown; content?: unknown };
  return typeof story.full_slug === 'string' && typeof story.uuid === 'string' && isBlok(story.content);
}

function isBlok(value: unknown): boolean {
  return typeof value === 'object' && value !== null && typeof (value as { component?: unknown }).component === 'string';
}

function isRichText(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'doc';
}

function contentSummary(content: Record<string, unknown>): Story['content'] {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(content)) {
    if (isRichText(value)) continue;
    if (Array.isArray(value) && value.some(isBlok)) continue;
    out[field] = value;
  }
  return out as Story['content'];
}

/**
 * `value` with each `translated_slugs` array reduced to the entries of `locale` and each story
 * resolved in place reduced to its summary; unchanged branches are returned as they are (copy
 * on write). `value` itself is never summarised (it is the page's story).
 */
function forClient(value: unknown, locale: string): unknown {
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const next = forField(value[i], locale);
      if (next !== value[i]) (copy ??= value.slice())[i] = next;
    }
    return copy ?? value;
  }
  if (value === null || typeof value !== 'object') return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, field] of Object.entries(value)) {
    const next = key === 'translated_slugs' && Array.isArray(field) ? slugsOf(field as TranslatedSlug[], locale) : forField(field, locale);
    if (next !== field) (copy ??= { ...(value as Record<string, unknown>) })[key] = next;
  }
  return copy ?? value;
}

function forField(value: unknown, locale: string): unknown {
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && isResolvedStory(value))
    return relationSummary(value as Record<string, unknown>, locale);
  return forClient(value, locale);
}

function slugsOf(slugs: TranslatedSlug[], locale: string): TranslatedSlug[] {
  return slugs.every((slug) => slug.lang === locale) ? slugs : slugs.filter((slug) => slug.lang === locale);
}
