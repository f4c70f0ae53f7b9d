import { storyDefaultPath } from '../story-path';
import type { Story } from '../types';

/** The ids, uuids and default paths of every story in a CDN answer (story, stories, rels): the keys a webhook invalidates it by. */
export function collectRefs(value: unknown): string[] {
  const refs: string[] = [];
  const add = (s: Story | undefined) => {
    if (!s) return;
    refs.push(s.uuid, String(s.id), storyDefaultPath(s).replace(/\/$/, ''));
  };
  const data = value as { story?: Story; stories?: Story[]; rels?: Story[] } | null;
  if (!data) return refs;
  add(data.story);
  data.stories?.forEach(add);
  data.rels?.forEach(add);
  return refs;
}

/** Removes storyblok-js-client's internal `_stopResolving` markers from resolved relations. */
export function stripMarkers(node: unknown): void {
  if (Array.isArray(node)) node.forEach(stripMarkers);
  else if (node && typeof node === 'object') {
    const obj = node as Record<string, unknown>;
    if ('_stopResolving' in obj) delete obj._stopResolving;
    Object.values(obj).forEach(stripMarkers);
  }
}
