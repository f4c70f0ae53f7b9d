/**
 * Helpers of the content generator (tools/content-generator/src/main.ts): deterministic ids and uuids,
 * translated fields (`field__i18n__{lang}`), Storyblok rich-text documents, asset objects with
 * realistic `https://a.storyblok.com/f/{space}/{W}x{H}/{hash}/{file}` filenames, and the story
 * records of the embedded space format (docs/decisions/0400-embedded-storyblok.md).
 */
import { createHash } from 'node:crypto';

/** Id of the embedded space (appears in asset URLs). */
export const SPACE_ID = 287745;
/** Space languages: everything but the default (English), docs/requirements/product.md#markets-and-locales. */
export const LANGS = ['de', 'es', 'pt', 'fr', 'it', 'ro', 'nl', 'ru'] as const;
/** A space language (not the default). */
export type Lang = (typeof LANGS)[number];
/** The default language (en) or a space language. */
export type AnyLang = 'en' | Lang;

/** A translatable text: English plus any translations. */
export type T = string | ({ en: string } & Partial<Record<Lang, string>>);

/** Short hex hash of a string (asset folder hashes). */
export function hash(input: string, length = 10): string {
  return createHash('sha1').update(input).digest('hex').slice(0, length);
}

/** Deterministic RFC 4122 v4-shaped uuid from a seed. */
export function uuidFor(seed: string): string {
  const h = createHash('sha1').update(`uuid:${seed}`).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Deterministic numeric id (stable across runs; collisions checked by the generator). */
export function idFor(seed: string): number {
  return 100_000_000 + (parseInt(createHash('sha1').update(`id:${seed}`).digest('hex').slice(0, 8), 16) % 900_000_000);
}

/** The English (default) value of a translatable text. */
export function en(t: T): string {
  return typeof t === 'string' ? t : t.en;
}

/** The value of a translatable text in a language, if it has one. */
export function tr(t: T, lang: AnyLang): string | undefined {
  if (typeof t === 'string') return lang === 'en' ? t : undefined;
  return t[lang];
}

/** `{field: en, field__i18n__it: it, ...}` for a translatable text. */
export function field(name: string, t: T | undefined): Record<string, unknown> {
  if (t === undefined) return {};
  const out: Record<string, unknown> = { [name]: en(t) };
  if (typeof t !== 'string') for (const l of LANGS) if (t[l] !== undefined) out[`${name}__i18n__${l}`] = t[l];
  return out;
}

/** Same as `field` for values that are built per language (rich text, arrays). */
export function fieldBy<V>(name: string, build: (lang: AnyLang) => V | undefined, langs: readonly AnyLang[]): Record<string, unknown> {
  const out: Record<string, unknown> = { [name]: build('en') };
  for (const l of langs) {
    if (l === 'en') continue;
    const v = build(l);
    if (v !== undefined) out[`${name}__i18n__${l}`] = v;
  }
  return out;
}

// ---- rich text (Storyblok's ProseMirror document) ----
export type RtNode = Record<string, unknown>;
/** Builders of Storyblok rich-text nodes. */
export const rt = {
  doc: (...content: RtNode[]): RtNode => ({ type: 'doc', content }),
  p: (...content: Array<RtNode | string>): RtNode => ({
    type: 'paragraph',
    content: content.map((c) => (typeof c === 'string' ? { type: 'text', text: c } : c)),
  }),
  h: (level: number, text: string): RtNode => ({ type: 'heading', attrs: { level }, content: [{ type: 'text', text }] }),
  b: (text: string): RtNode => ({ type: 'text', text, marks: [{ type: 'bold' }] }),
  i: (text: string): RtNode => ({ type: 'text', text, marks: [{ type: 'italic' }] }),
  link: (text: string, href: string, story?: { uuid: string }): RtNode => ({
    type: 'text',
    text,
    marks: [
      {
        type: 'link',
        attrs: story
          ? { href, uuid: story.uuid, anchor: null, target: '_self', linktype: 'story' }
          : { href, uuid: null, anchor: null, target: href.startsWith('http') ? '_blank' : '_self', linktype: 'url' },
      },
    ],
  }),
  ul: (...items: string[]): RtNode => ({
    type: 'bullet_list',
    content: items.map((t) => ({ type: 'list_item', content: [{ type: 'paragraph', content: [{ type: 'text', text: t }] }] })),
  }),
  blok: (body: RtNode): RtNode => ({ type: 'blok', attrs: { id: uuidFor(JSON.stringify(body)), body: [body] } }),
};

/** Rich text from plain paragraphs ("## " starts a heading, "- " lines make a list). */
export function richText(text: string): RtNode {
  const blocks = text.trim().split(/\n{2,}/);
  return rt.doc(
    ...blocks.map((b) => {
      if (b.startsWith('## ')) return rt.h(2, b.slice(3));
      if (b.startsWith('- ')) return rt.ul(...b.split('\n').map((l) => l.replace(/^- /, '')));
      return rt.p(b);
    }),
  );
}

// ---- assets ----
export interface ImageSpec {
  file: string;
  width: number;
  height: number;
  label: string;
  kind: 'machine' | 'key' | 'photo' | 'document' | 'logo' | 'person';
  hue: number;
}
/** A PDF the generator writes. */
export interface DocSpec {
  file: string;
  title: string;
  lines: string[];
  /** Asset folder (a media folder key of docs/requirements/content.md#media-folders), or null. */
  folder: string | null;
  id: number;
}
/** Every image the content refers to (drawn by the generator). */
export const images: ImageSpec[] = [];
/** Every document the content refers to (written by the generator). */
export const documents: DocSpec[] = [];

let assetId = 19_000_000;

/** Storyblok asset URL of an image: `https://a.storyblok.com/f/{space}/{W}x{H}/{hash}/{file}`. */
export function assetUrl(width: number, height: number, fileName: string): string {
  return `https://a.storyblok.com/f/${SPACE_ID}/${width}x${height}/${hash(fileName)}/${fileName}`;
}

/** An image asset; the file is drawn by the generator (shapes + label). */
export function image(fileName: string, label: string, kind: ImageSpec['kind'], alt: T, size: [number, number] = [1200, 800]): Record<string, unknown> {
  const [width, height] = size;
  const url = assetUrl(width, height, fileName);
  if (!images.some((i) => i.file === url)) images.push({ file: url, width, height, label, kind, hue: parseInt(hash(fileName, 2), 16) });
  return {
    id: assetId++,
    alt: en(alt),
    name: '',
    focus: '',
    title: label,
    source: '',
    filename: url,
    copyright: '© Silca S.p.A.',
    fieldtype: 'asset',
    meta_data: {},
    is_external_url: false,
  };
}

/** A PDF document asset (a small real PDF is written by the generator), optionally in a media folder. */
export function pdf(fileName: string, title: string, lines: string[], folder: string | null = null): Record<string, unknown> {
  const url = `https://a.storyblok.com/f/${SPACE_ID}/${hash(fileName)}/${fileName}`;
  let doc = documents.find((d) => d.file === url);
  if (!doc) {
    doc = { file: url, title, lines, folder, id: assetId++ };
    documents.push(doc);
  }
  return {
    id: doc.id,
    alt: title,
    name: '',
    focus: '',
    title,
    source: '',
    filename: url,
    copyright: '',
    fieldtype: 'asset',
    meta_data: {},
    is_external_url: false,
  };
}

// ---- links ----
export function storyLink(target: { uuid: string; full_slug: string }): Record<string, unknown> {
  return { id: target.uuid, url: '', linktype: 'story', fieldtype: 'multilink', cached_url: target.full_slug };
}
/** A multilink field to an external URL or a `mailto:` address. */
export function urlLink(url: string): Record<string, unknown> {
  return {
    id: '',
    url,
    linktype: url.startsWith('mailto:') ? 'email' : 'url',
    fieldtype: 'multilink',
    cached_url: url,
    ...(url.startsWith('mailto:') ? { email: url.slice(7) } : {}),
  };
}

// ---- bloks ----
export function blok(component: string, seed: string, fields: Record<string, unknown>): Record<string, unknown> {
  return { _uid: uuidFor(`blok:${seed}`), component, ...fields };
}

// ---- stories ----
export interface StoryRecord {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  is_folder: boolean;
  is_startpage: boolean;
  published: boolean;
  position: number;
  tag_list: string[];
  created_at: string;
  published_at: string | null;
  first_published_at: string | null;
  sort_by_date: string | null;
  content?: Record<string, unknown>;
  translated_slugs: Array<{ lang: string; slug: string; name: string | null }>;
}

/** Every story and folder of the space, in creation order. */
export const stories: StoryRecord[] = [];
/** Draft working copies that differ from the published stories. */
export const drafts: StoryRecord[] = [];

/** `YYYY-MM-DD[ HH:mm]` to the API's ISO timestamp (UTC). */
export function isoDate(date: string): string {
  return `${date.replace(' ', 'T')}${date.length === 10 ? 'T09:00:00' : ''}.000Z`.replace(/T(\d\d:\d\d)\.000Z$/, 'T$1:00.000Z');
}

/** Translated slugs of a folder/story from a per-language slug table and optional names. */
export function slugsOf(slugs: Partial<Record<AnyLang, string>> | undefined, names?: T): StoryRecord['translated_slugs'] {
  const out: StoryRecord['translated_slugs'] = [];
  for (const l of LANGS) {
    const slug = slugs?.[l];
    const name = names ? tr(names, l) : undefined;
    if (slug || name) out.push({ lang: l, slug: slug ?? slugs?.en ?? '', name: name ?? null });
  }
  return out.filter((s) => s.slug);
}

/** Registers a folder with its translated slugs (from @silca/i18n SEGMENTS when given). */
export function folder(fullSlug: string, name: T, slugs?: Partial<Record<AnyLang, string>>, position = 0): StoryRecord {
  const slug = fullSlug.split('/').pop()!;
  const rec: StoryRecord = {
    id: idFor(fullSlug),
    uuid: uuidFor(fullSlug),
    name: en(name),
    slug,
    full_slug: fullSlug,
    is_folder: true,
    is_startpage: false,
    published: true,
    position,
    tag_list: [],
    created_at: '2024-01-10T08:00:00.000Z',
    published_at: null,
    first_published_at: null,
    sort_by_date: null,
    translated_slugs: slugsOf({ en: slug, ...slugs }, name),
  };
  stories.push(rec);
  return rec;
}

/** What a story needs: slug, name, content and optional translated slugs, date, tags. */
export interface StoryInput {
  fullSlug: string;
  name: T;
  content: Record<string, unknown>;
  slugs?: Partial<Record<AnyLang, string>>;
  startpage?: boolean;
  date?: string;
  tags?: string[];
  position?: number;
  published?: boolean;
  sortByDate?: string;
}

/** Registers a story (a startpage when `startpage`); ids and uuids derive from its full slug. */
export function story(input: StoryInput): StoryRecord {
  const slug = input.startpage ? 'index' : input.fullSlug.split('/').pop()!;
  const fullSlug = input.startpage ? `${input.fullSlug}/` : input.fullSlug;
  const date = isoDate(input.date ?? '2025-03-03 09:00');
  const published = input.published ?? true;
  const rec: StoryRecord = {
    id: idFor(fullSlug),
    uuid: uuidFor(fullSlug),
    name: en(input.name),
    slug,
    full_slug: fullSlug,
    is_folder: false,
    is_startpage: !!input.startpage,
    published,
    position: input.position ?? 0,
    tag_list: input.tags ?? [],
    created_at: date,
    published_at: published ? date : null,
    first_published_at: published ? date : null,
    sort_by_date: input.sortByDate ?? null,
    content: { _uid: uuidFor(`content:${fullSlug}`), ...input.content },
    translated_slugs: input.startpage ? slugsOf({ en: 'index' }, input.name) : slugsOf({ en: slug, ...input.slugs }, input.name),
  };
  stories.push(rec);
  return rec;
}

/** Registers a draft working copy of a published story with changed content. */
export function draftOf(rec: StoryRecord, change: (content: Record<string, unknown>) => Record<string, unknown>): void {
  drafts.push({ ...rec, content: change(structuredClone(rec.content ?? {})) });
}
