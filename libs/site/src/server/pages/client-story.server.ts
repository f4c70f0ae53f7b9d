import type { Story, TranslatedSlug } from '@silca/content';

/**
 * What a story page sends to the browser of a story (docs/requirements/performance.md#front-end-budget, decision 0841): the
 * fields below, `translated_slugs` of the page's language only, and relations as summaries (no rich text, no bloks).
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

/** The browser's copy of the page's story, `translated_slugs` cut to `locale` (`it`); copy on write, never mutates `story`. */
export function clientStory(story: Story, locale: string): ClientStory {
  return forClient(storyFields(story), locale) as ClientStory;
}

/** The browser's copy of the page's relations: each as {@link clientStory}, its content reduced to scalars and assets. */
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

/** A story resolved in place of a relation's uuid, not a multilink's `story`. */
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

/** Copy on write; `value` itself, the page's story, is never summarised. */
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
