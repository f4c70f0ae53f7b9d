import { storyDefaultPath, type ContentService, type Story } from '@silca/content';

/** At most this many uuids per request (docs/requirements/content.md#client-limits: at most 50 uuids per batch). */
const UUIDS_PER_REQUEST = 50;

interface StoryLinkField {
  linktype?: unknown;
  id?: unknown;
  story?: unknown;
}

function collect(value: unknown, out: StoryLinkField[]): void {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, out);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const link = value as StoryLinkField;
  if (link.linktype === 'story' && typeof link.id === 'string' && link.id !== '' && link.story === undefined) out.push(link);
  for (const field of Object.values(value)) collect(field, out);
}

/**
 * Gives every multilink to a story in `content` (a story's parsed content, mutated in place) its
 * target's default path (as `full_slug`) and `translated_slugs` in `language`, so links render with the target's
 * slug in the page's language instead of its default-language `cached_url` (which would answer
 * 301; docs/requirements/pages.md#public-site-goals "every link answers 200"). One batched request per 50 targets, cached like any
 * content request; unpublished, extranet or missing targets keep their `cached_url`. Never
 * throws: on a content failure the links stay as they are.
 */
export async function resolveStoryLinks(service: ContentService, content: unknown, language: string): Promise<void> {
  const links: StoryLinkField[] = [];
  collect(content, links);
  if (links.length === 0) return;
  const uuids = [...new Set(links.map((link) => link.id as string))];
  const byUuid = new Map<string, Story>();
  try {
    for (let i = 0; i < uuids.length; i += UUIDS_PER_REQUEST) {
      const batch = uuids.slice(i, i + UUIDS_PER_REQUEST);
      const list = await service.listStories({ startsWith: '', language, byUuids: batch, perPage: batch.length });
      for (const story of list.stories) byUuid.set(story.uuid, story);
    }
  } catch {
    return;
  }
  for (const link of links) {
    const target = byUuid.get(link.id as string);
    if (target) link.story = { full_slug: storyDefaultPath(target), translated_slugs: target.translated_slugs ?? null, lang: language };
  }
}
