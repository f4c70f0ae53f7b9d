/**
 * The partner extranet's navigation inside the content (docs/requirements/urls.md#extranet-routes): every section page
 * of `global/extranet/` (home, photo gallery, news bulletins, catalogues and their yearly folders,
 * BU Italia documentation) gets a `pages_sorting` blok that links its pages and sub-folders, so a
 * partner reaches every album, bulletin and catalogue file by clicking, with or without
 * JavaScript. The stories themselves come from `buildExtranet` (markets.ts); this runs
 * after it. Deterministic: blok uids derive from the page's slug.
 */
import { stories, uuidFor, type StoryRecord } from './lib';

const BASE = 'global/extranet/';
/** Sections not linked from the extranet home: the BU Italia area is for its partners only (decision 0601). */
const NOT_ON_HOME = new Set(['global/extranet/documentazione-per-bu-italia/']);

/** Pages directly under a folder: its stories and the start pages of its sub-folders, in position order. */
function childrenOf(folder: string): StoryRecord[] {
  return stories
    .filter((s) => {
      if (!s.full_slug.startsWith(folder) || s.full_slug === folder || s.is_folder) return false;
      const rest = s.full_slug.slice(folder.length).replace(/\/$/, '');
      return rest.length > 0 && !rest.includes('/');
    })
    .sort((a, b) => a.position - b.position || a.full_slug.localeCompare(b.full_slug));
}

/** Adds the section links to every extranet section page of the `page` content type. */
export function buildExtranetLinks(): void {
  for (const s of stories) {
    const content = s.content;
    if (!content || !s.full_slug.startsWith(BASE) || !s.is_startpage || content.component !== 'page') continue;
    const children = childrenOf(s.full_slug).filter((c) => !(s.full_slug === BASE && NOT_ON_HOME.has(c.full_slug)));
    if (children.length === 0) continue;
    const body = Array.isArray(content.body) ? (content.body as unknown[]) : [];
    content.body = [
      ...body,
      { _uid: uuidFor(`extranet-links:${s.full_slug}`), component: 'pages_sorting', pages: children.map((c) => c.uuid), sort: 'position' },
    ];
  }
}
