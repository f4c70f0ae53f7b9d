import { storyDefaultPath, type ContentService, type Story } from '@silca/content';

/** docs/requirements/content.md#client-limits */
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
 * Gives every story multilink in `content` (mutated in place) its target's default path and `translated_slugs` in
 * `language` (docs/requirements/content.md#story-links). Never throws: on a content failure the links stay as they are.
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
