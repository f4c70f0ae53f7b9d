import { readFileSync } from 'node:fs';
import path from 'node:path';
import { localizeContent } from './localize';
import { readSpaceFiles, type DatasourceFile, type LoadProblem, type SpaceFile, type StoryFile } from './space-files';
import type { Story, TranslatedSlug } from '@silca/content';

/** A story of one version with its computed paths (internal to the local server). */
export interface StoredStory {
  file: StoryFile;
  /** Default full slug without trailing slash (a startpage has its folder's slug). */
  key: string;
  /** Full path per space language (translated segments, default segment as fallback). */
  paths: Record<string, string>;
  parent: StoredStory | null;
}

/** Indexes of one content version (`published` or `draft`). */
export interface VersionIndex {
  all: StoredStory[];
  byKey: Map<string, StoredStory>;
  byLangPath: Map<string, StoredStory>;
  byId: Map<number, StoredStory>;
  byUuid: Map<string, StoredStory>;
}

function trimSlash(s: string): string {
  return s.replace(/^\/+|\/+$/g, '');
}

function buildIndex(files: StoryFile[], languages: string[], translatable: boolean): VersionIndex {
  const idx: VersionIndex = { all: [], byKey: new Map(), byLangPath: new Map(), byId: new Map(), byUuid: new Map() };
  const folderOf = new Map<string, StoryFile>();
  for (const f of files) if (f.is_folder) folderOf.set(trimSlash(f.full_slug), f);
  const segment = (f: StoryFile, lang: string) => (translatable ? f.translated_slugs?.find((t) => t.lang === lang)?.slug : undefined) ?? f.slug;
  const pathIn = (key: string, lang: string, self: StoryFile): string => {
    const parts = key.split('/');
    const out: string[] = [];
    for (let i = 0; i < parts.length; i++) {
      const prefix = parts.slice(0, i + 1).join('/');
      const folder = folderOf.get(prefix);
      if (i === parts.length - 1 && !self.is_startpage && !self.is_folder) out.push(segment(self, lang));
      else out.push(folder ? segment(folder, lang) : parts[i]!);
    }
    return out.join('/');
  };
  for (const file of files) {
    const key = trimSlash(file.full_slug);
    const paths: Record<string, string> = {};
    for (const lang of languages) paths[lang] = pathIn(key, lang, file);
    const entry: StoredStory = { file, key, paths, parent: null };
    idx.all.push(entry);
    idx.byId.set(file.id, entry);
    idx.byUuid.set(file.uuid, entry);
    if (file.is_folder) continue;
    // A folder path answers with its startpage, as on Storyblok.
    if (!idx.byKey.has(key) || file.is_startpage) idx.byKey.set(key, entry);
    for (const lang of languages) idx.byLangPath.set(`${lang}/${paths[lang]}`, entry);
  }
  for (const entry of idx.all) {
    const parentKey = entry.file.is_startpage ? entry.key : entry.key.split('/').slice(0, -1).join('/');
    const folder = folderOf.get(parentKey);
    entry.parent = folder ? (idx.byId.get(folder.id) ?? null) : null;
  }
  return idx;
}

const ASSET_URL = /https?:\/\/a\.storyblok\.com\/(f\/[^"?#\s\\]+)/g;
/** Story folder whose files are for partners only (docs/requirements/content.md#space-layout). */
const EXTRANET_KEY = 'global/extranet';

function assetRefs(value: unknown): string[] {
  return [...JSON.stringify(value ?? null).matchAll(ASSET_URL)].map((m) => m[1]!);
}

/** Asset paths only partners may fetch (docs/requirements/extranet.md#private-files). */
export function extranetAssetPaths(files: StoryFile[], dir: string | null): Set<string> {
  const inExtranet = new Set<string>();
  const inPublic = new Set<string>();
  for (const f of files) {
    const key = trimSlash(f.full_slug);
    const target = key === EXTRANET_KEY || key.startsWith(`${EXTRANET_KEY}/`) ? inExtranet : inPublic;
    for (const ref of assetRefs(f.content)) target.add(ref);
  }
  const out = new Set([...inExtranet].filter((r) => !inPublic.has(r)));
  if (dir) {
    try {
      const folders =
        (JSON.parse(readFileSync(path.join(dir, 'asset-folders.json'), 'utf8')) as { asset_folders?: Array<{ id: number; name: string }> }).asset_folders ?? [];
      const privateIds = new Set(folders.filter((f) => /extranet/i.test(f.name)).map((f) => f.id));
      const assets =
        (JSON.parse(readFileSync(path.join(dir, 'assets.json'), 'utf8')) as { assets?: Array<{ filename: string; asset_folder_id: number | null }> }).assets ??
        [];
      for (const a of assets) if (a.asset_folder_id !== null && privateIds.has(a.asset_folder_id)) for (const ref of assetRefs(a.filename)) out.add(ref);
    } catch {
      // A space without asset listings: references decide alone.
    }
  }
  return out;
}

/** Options of Store#toCdn. `lang` null = default language. */
export interface ShapeOptions {
  lang: string | null;
  fallbackLang?: string | null;
  /** Draft answers: every blok gets `_editable` (the visual editor's marker), as the real API does. */
  editable?: boolean;
}

/** Adds the real API's `_editable` marker to every blok of a draft (decision 0890). */
export function withEditable(node: unknown, storyId: number, spaceId: number): unknown {
  if (Array.isArray(node)) return node.map((n) => withEditable(n, storyId, spaceId));
  if (!node || typeof node !== 'object') return node;
  const src = node as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(src)) out[k] = withEditable(v, storyId, spaceId);
  if (typeof src.component === 'string' && typeof src._uid === 'string') {
    const marker = JSON.stringify({ name: src.component, space: String(spaceId), uid: src._uid, id: String(storyId) });
    out._editable = `<!--#storyblok#${marker}-->`;
  }
  return out;
}

/** The embedded space in memory, published and draft versions indexed; immutable once built. */
export class Store {
  readonly space: SpaceFile;
  readonly published: VersionIndex;
  readonly draft: VersionIndex;
  readonly datasources: DatasourceFile[];
  readonly problems: LoadProblem[];
  /** Cache version; raised by LocalServer#reload. */
  cv: number;
  readonly extranetAssets: Set<string>;

  constructor(dir: string) {
    const files = readSpaceFiles(dir);
    this.space = files.space;
    this.problems = files.problems;
    this.datasources = files.datasources;
    const langs = files.space.language_codes;
    const translatable = files.space.translatable_slugs;
    this.published = buildIndex(
      files.published.filter((s) => s.published),
      langs,
      translatable,
    );
    const drafts = new Map(files.drafts.map((d) => [d.id, d]));
    this.draft = buildIndex(
      files.published.map((s) => drafts.get(s.id) ?? s).concat(files.drafts.filter((d) => !files.published.some((p) => p.id === d.id))),
      langs,
      translatable,
    );
    this.cv = files.space.version;
    this.extranetAssets = extranetAssetPaths([...files.published, ...files.drafts], dir);
  }

  index(version: 'published' | 'draft'): VersionIndex {
    return version === 'draft' ? this.draft : this.published;
  }

  /** True when `code` is one of the space's languages (not the default, which has no code). */
  isLanguage(code: string | undefined | null): code is string {
    return !!code && this.space.language_codes.includes(code);
  }

  /** The CDN shape of a stored story in a language (Story object of the CDN API v2). */
  toCdn(entry: StoredStory, opts: ShapeOptions): Story {
    const f = entry.file;
    const lang = opts.lang && this.isLanguage(opts.lang) ? opts.lang : null;
    // docs/requirements/content.md#real-api-shapes: without the Translatable Slugs app.
    const ownSlugs = this.space.translatable_slugs ? f.translated_slugs : null;
    const trailing = f.is_startpage ? '/' : '';
    // `published` as the Translatable Slugs app answers it.
    const translated: TranslatedSlug[] | null =
      ownSlugs === null
        ? null
        : this.space.language_codes.map((code) => {
            const own = ownSlugs.find((t) => t.lang === code);
            return {
              path: entry.paths[code]! + trailing,
              name: own?.name ?? null,
              lang: code,
              published: own || f.is_startpage ? f.published : null,
            };
          });
    const localized = localizeContent(f.content ?? {}, lang, opts.fallbackLang ?? null);
    const content = (opts.editable ? withEditable(localized, f.id, this.space.id) : localized) as Story['content'];
    // docs/requirements/content.md#real-api-shapes.
    return {
      name: f.name,
      created_at: f.created_at,
      published_at: f.published_at,
      updated_at: f.updated_at ?? f.published_at ?? f.created_at,
      id: f.id,
      uuid: f.uuid,
      content,
      slug: f.slug,
      full_slug: (lang ? `${lang}/${entry.paths[lang]!}` : entry.key) + trailing,
      sort_by_date: f.sort_by_date,
      position: f.position,
      tag_list: f.tag_list,
      is_startpage: f.is_startpage,
      parent_id: entry.parent?.file.id ?? f.parent_id ?? null,
      meta_data: f.meta_data ?? null,
      group_id: f.group_id ?? f.uuid,
      first_published_at: f.first_published_at,
      release_id: null,
      lang: lang ?? 'default',
      path: f.path ?? null,
      alternates: f.alternates.map((a) => ({
        ...a,
        published: a.published ?? null,
        is_folder: a.is_folder ?? false,
        parent_id: a.parent_id ?? null,
      })) as Story['alternates'],
      default_full_slug: ownSlugs === null ? null : entry.key + trailing,
      translated_slugs: translated,
    };
  }
}
