import type { Story } from '@silca/content';

/**
 * `resolve_relations` and `resolve_links` as Storyblok's CDN does them: uuids stay in the content,
 * stories arrive in `rels` and `links` (only `rel_uuids`, `link_uuids` above 50).
 */
export const MAX_INLINE_RESOLVED = 50;

/** Parses `resolve_relations` (`component.field,component.field`); bad entries throw. */
export function parseRelationSpecs(value: string | null): Array<{ component: string; field: string }> {
  if (!value) return [];
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((spec) => {
      const [component, field, extra] = spec.split('.');
      if (!component || !field || extra !== undefined) throw new Error(`resolve_relations entry "${spec}" is not component.field`);
      return { component, field };
    });
}

/** Uuids referenced by the given relation fields anywhere in the content tree, in order. */
export function collectRelationUuids(content: unknown, specs: Array<{ component: string; field: string }>, into = new Set<string>()): Set<string> {
  if (Array.isArray(content)) content.forEach((c) => collectRelationUuids(c, specs, into));
  else if (content && typeof content === 'object') {
    const node = content as Record<string, unknown>;
    for (const { component, field } of specs) {
      if ((node.component === component || component === '*') && field in node) {
        const v = node[field];
        if (typeof v === 'string' && v) into.add(v);
        else if (Array.isArray(v)) v.forEach((x) => typeof x === 'string' && x && into.add(x));
      }
    }
    for (const v of Object.values(node)) if (v && typeof v === 'object') collectRelationUuids(v, specs, into);
  }
  return into;
}

/** Uuids of story links: multilink fields (`linktype: story`) and rich-text link marks. */
export function collectLinkUuids(content: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(content)) content.forEach((c) => collectLinkUuids(c, into));
  else if (content && typeof content === 'object') {
    const node = content as Record<string, unknown>;
    if (node.fieldtype === 'multilink' && node.linktype === 'story' && typeof node.id === 'string' && node.id) into.add(node.id);
    if (node.type === 'link' && node.attrs && typeof node.attrs === 'object') {
      const attrs = node.attrs as Record<string, unknown>;
      if (attrs.linktype === 'story' && typeof attrs.uuid === 'string' && attrs.uuid) into.add(attrs.uuid);
    }
    for (const v of Object.values(node)) if (v && typeof v === 'object') collectLinkUuids(v, into);
  }
  return into;
}

/** The link object of `resolve_links=url`: what a link needs to be rendered. */
export function linkUrlObject(story: Story): Record<string, unknown> {
  return { name: story.name, id: story.id, uuid: story.uuid, slug: story.slug, url: story.full_slug, full_slug: story.full_slug };
}
