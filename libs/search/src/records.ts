import { ANYONE, canonicalPathFor, EXTRANET_PREFIX, recordRoles, storyDefaultPath, storyDisplayName, type AccessRule, type Story } from '@silca/content';
import { parsePath, type Locale, type Market, type MarketId } from '@silca/i18n';

/** Kinds of result, the `type` facet (docs/requirements/search.md#search-page-filters: product, category, solution, news...). */
export const RECORD_TYPES = [
  'product',
  'category',
  'solution',
  'news',
  'press-release',
  'event',
  'download',
  'catalogue',
  'gallery',
  'athlete',
  'shop',
  'page',
] as const;
/** One kind of result. */
export type RecordType = (typeof RECORD_TYPES)[number];

/** One search record; a long story gives several (`part` 0, 1...) sharing `storyId` (distinct). */
export interface SearchRecord {
  objectID: string;
  storyId: string;
  /** Story id as a string, what the publish webhook names. */
  sid: string;
  /** `full_slug` in the default language. */
  slug: string;
  title: string;
  description: string;
  /** A piece of the story's text, at most {@link MAX_BODY_CHARS} characters. */
  body: string;
  /** Product codes in the story (`HU66`, `ID46`), also without their dash. */
  codes: string[];
  /** The title in the other languages: a word typed in the wrong language still finds it. */
  alt: string;
  type: RecordType;
  /** Localised category name, or '' (facet). */
  category: string;
  image: string | null;
  /** Path of the page on this market's site in this locale. */
  url: string;
  /** ISO date (publication, event start or news date) or null. */
  date: string | null;
  dateTs: number;
  /** Kind weight for custom ranking: products and categories first. */
  rank: number;
  market: MarketId;
  locale: Locale;
  part: number;
  extranet: boolean;
  /** Roles that may see the record (docs/requirements/search.md#secured-search-keys, decision 0860). */
  roles: string[];
}

/** Longest `body` of one record; longer text is split into more records (Algolia's advice). */
export const MAX_BODY_CHARS = 1200;
/** At most this many records per story. */
export const MAX_PARTS = 12;

const RANK: Record<RecordType, number> = {
  product: 6,
  category: 5,
  solution: 4,
  catalogue: 3,
  download: 3,
  'press-release': 2,
  news: 2,
  event: 2,
  gallery: 2,
  athlete: 1,
  shop: 1,
  page: 1,
};

/**
 * Custom ranking value of a record: {@link RANK} of its type, a category page above its products,
 * since with translated product names a category's words tie with all its products.
 */
function rankOf(type: RecordType, component: unknown): number {
  return type === 'category' && component === 'category_listing' ? RANK.product + 1 : RANK[type];
}

/** Content types that are not pages worth finding (thank-you, error and landing screens). */
const SKIP_COMPONENTS = new Set(['thank_you_page', 'not_found', 'forbidden', 'unauthorized', 'generic_error', 'cookie_consent', 'landing_page']);
const SKIP_FOLDERS = ['custom-landing/', 'forms/'];

/**
 * Index settings of every index, applied by `npm run search:index` and the embedded build alike
 * (decision 0902). Long text is `unordered`: a word's position in a body says nothing, and custom
 * ranking decides.
 */
export function indexSettings(locale: Locale) {
  return {
    searchableAttributes: ['title', 'codes', 'unordered(description)', 'category', 'unordered(body)', 'unordered(alt)'],
    attributesForFaceting: ['type', 'category', 'filterOnly(sid)', 'filterOnly(slug)', 'filterOnly(storyId)', 'filterOnly(roles)'],
    customRanking: ['desc(rank)', 'desc(dateTs)'],
    attributeForDistinct: 'storyId',
    distinct: true,
    attributesToHighlight: ['title', 'description'],
    attributesToSnippet: ['body:24', 'description:30'],
    indexLanguages: [locale],
    queryLanguages: [locale],
    ignorePlurals: true,
    removeStopWords: true,
    hitsPerPage: 10,
  };
}

/** The type of a story from its content type and folder (docs/requirements/content.md#space-layout folders). */
export function recordType(story: Pick<Story, 'full_slug' | 'content'> & { lang?: string; default_full_slug?: string | null }): RecordType {
  const slug = storyDefaultPath(story);
  const c = story.content.component;
  const has = (s: string) => slug.includes(s);
  if (c === 'product_detail' || c === 'extranet_product_detail') return 'product';
  if (/category_listing|product_listing|general_product_listing/.test(c)) return 'category';
  if (has('/catalogs/') || has('/catalogues/') || has('/catalogs') || has('/catalogues')) return 'catalogue';
  if (has('/photogallery') || c === 'photo_album') return 'gallery';
  if (has('industrial-solutions') || has('new-solutions')) return 'solution';
  if (has('press-releases') || story.content.kind === 'press') return 'press-release';
  if (c === 'event' || has('/events/')) return 'event';
  if (c === 'news_article' || has('news-bulletins') || has('news-about-us')) return 'news';
  if (c === 'product_resource' || c === 'downloads_skeleton' || has('/resources/') || has('documentazione')) return 'download';
  if (c === 'athlete') return 'athlete';
  if (c === 'shop') return 'shop';
  return 'page';
}

const SKIP_KEYS = new Set([
  'component',
  '_uid',
  '_editable',
  'fieldtype',
  'filename',
  'id',
  'url',
  'cached_url',
  'linktype',
  'uuid',
  'layout',
  'status',
  'cta_type',
  'category',
  'focus',
  'copyright',
  'source',
  'meta_data',
  'kind',
  'target',
  'anchor',
  'date',
  'date_from',
  'date_to',
  'update_date',
  'seo_title',
  'seo_description',
  'is_external_url',
  'email',
  'type',
  'style',
  'variant',
  'size',
  'ratio',
  'theme',
  'media_folder',
]);
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Visible text of a content tree: rich-text leaves and plain string fields, in document order. */
export function contentText(node: unknown, out: string[] = [], depth = 0): string[] {
  if (depth > 40 || node === null || node === undefined) return out;
  if (Array.isArray(node)) {
    for (const n of node) contentText(n, out, depth + 1);
    return out;
  }
  if (typeof node !== 'object') return out;
  const obj = node as Record<string, unknown>;
  if (obj.type === 'text' && typeof obj.text === 'string') {
    out.push(obj.text);
    return out;
  }
  if (obj.fieldtype === 'asset') {
    if (typeof obj.alt === 'string' && obj.alt) out.push(obj.alt);
    return out;
  }
  if (obj.component === 'technical_data_row') {
    out.push(`${String(obj.label ?? '')}: ${String(obj.value ?? '')}.`);
    return out;
  }
  for (const [key, value] of Object.entries(obj)) {
    if (SKIP_KEYS.has(key)) continue;
    if (typeof value === 'string') {
      const v = value.trim();
      if (v && !UUID_RE.test(v) && !/^(https?:|\/|#|mailto:)/.test(v) && !/^\d{4}-\d{2}-\d{2}/.test(v) && /\p{L}/u.test(v)) out.push(v);
    } else if (value && typeof value === 'object') {
      contentText(value, out, depth + 1);
    }
  }
  return out;
}

function firstImage(node: unknown, depth = 0): string | null {
  if (depth > 20 || !node || typeof node !== 'object') return null;
  if (Array.isArray(node)) {
    for (const n of node) {
      const found = firstImage(n, depth + 1);
      if (found) return found;
    }
    return null;
  }
  const obj = node as Record<string, unknown>;
  if (obj.fieldtype === 'asset' && typeof obj.filename === 'string' && /\.(jpe?g|png|webp|gif|avif|svg)$/i.test(obj.filename)) return obj.filename;
  for (const key of ['image', 'images', 'hero', 'body']) {
    if (key in obj) {
      const found = firstImage(obj[key], depth + 1);
      if (found) return found;
    }
  }
  for (const value of Object.values(obj)) {
    if (value && typeof value === 'object') {
      const found = firstImage(value, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

const CODE_RE = /\b([A-Z]{1,4})[- ]?(\d{1,4}[A-Z]{0,2})\b/g;

/** Product codes of a text (`HU66`, `HU-66`, `ID46`, `T5`), each written both ways. */
export function productCodes(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(CODE_RE)) {
    out.add(`${m[1]}${m[2]}`);
    out.add(`${m[1]}-${m[2]}`);
  }
  return [...out].slice(0, 40);
}

/** Splits text into pieces of at most `max` characters at sentence ends (words when needed). */
export function splitText(text: string, max = MAX_BODY_CHARS): string[] {
  const sentences = text.match(/[^.!?]+[.!?]*\s*/g) ?? [];
  const out: string[] = [];
  let cur = '';
  for (let s of sentences) {
    while (s.length > max) {
      const cut = s.lastIndexOf(' ', max) > max / 2 ? s.lastIndexOf(' ', max) : max;
      if (cur) out.push(cur.trim());
      cur = '';
      out.push(s.slice(0, cut).trim());
      s = s.slice(cut);
    }
    if ((cur + s).length > max) {
      out.push(cur.trim());
      cur = s;
    } else cur += s;
  }
  if (cur.trim()) out.push(cur.trim());
  return out.filter(Boolean);
}

function str(v: unknown): string {
  return typeof v === 'string' ? v.trim() : '';
}

function dateOf(story: Story): string | null {
  const c = story.content;
  const raw = str(c.date) || str(c.date_from) || str(c.update_date) || story.first_published_at || story.published_at || story.created_at;
  if (!raw) return null;
  const d = new Date(raw.includes('T') ? raw : raw.replace(' ', 'T') + (raw.length <= 10 ? 'T00:00:00Z' : 'Z'));
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** Where a record set goes: a market and locale, public or extranet. */
export interface RecordTarget {
  market: Market;
  locale: Locale;
  extranet: boolean;
}

/**
 * The records of one story for one index: none when the story has no page there. `altTitles`
 * are its titles in the other languages. Pure.
 */
export function storyRecords(story: Story, target: RecordTarget, altTitles: string[] = [], rule?: AccessRule): SearchRecord[] {
  const slug = storyDefaultPath(story).replace(/\/$/, '');
  const isExtranet = (slug + '/').startsWith(EXTRANET_PREFIX);
  if (isExtranet !== target.extranet) return [];
  if (SKIP_COMPONENTS.has(story.content.component)) return [];
  if (SKIP_FOLDERS.some((f) => slug.includes(`/${f}`) || slug.startsWith(f))) return [];
  const url = canonicalPathFor(story, target.locale, target.market);
  const parsed = url ? parsePath(url, target.market) : null;
  if (!url || !parsed || parsed.family.auth !== target.extranet) return [];
  if (parsed.family.module === 'search') return [];

  const c = story.content;
  const title = str(c.title) || str(c.name) || storyDisplayName(story);
  const text = contentText(c).filter((t) => t !== title);
  // A rich-text description stays in the body rather than being replaced by the first text field.
  const richDescription = Boolean(c.description) && typeof c.description === 'object';
  const description = (
    str(c.seo_description) ||
    str(c.excerpt) ||
    str(c.description) ||
    str(c.intro) ||
    str(c.subtitle) ||
    (richDescription ? '' : text[0]) ||
    ''
  ).slice(0, 400);
  const type = recordType({ full_slug: slug, content: c });
  const category = str(c.category_name) || (type === 'category' ? title : '');
  const bodyText = text
    .filter((t) => t !== description)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  const pieces = splitText(bodyText).slice(0, MAX_PARTS);
  if (pieces.length === 0) pieces.push('');
  const date = dateOf(story);
  const codes = productCodes([title, story.slug.toUpperCase(), bodyText.slice(0, 4000)].join(' '));
  const alt = [...new Set(altTitles.filter((t) => t && t !== title))].join(' · ');
  // Deny by default: an extranet story whose rule was not given is for editors only.
  const roles = recordRoles(rule ?? (isExtranet ? { roles: [], source: null } : { roles: [ANYONE], source: 'public' }));
  return pieces.map((body, part) => ({
    objectID: part === 0 ? story.uuid : `${story.uuid}~${part}`,
    storyId: story.uuid,
    sid: String(story.id),
    slug,
    title,
    description,
    body,
    codes,
    alt,
    type,
    category,
    image: firstImage(c),
    url,
    date,
    dateTs: date ? Date.parse(date) : 0,
    rank: rankOf(type, c.component),
    market: target.market.id as MarketId,
    locale: target.locale,
    part,
    extranet: target.extranet,
    roles,
  }));
}

/** Name of an index: one per market and locale, extranet ones apart (docs/requirements/search.md#indexes-and-records). */
export function indexName(prefix: string, market: MarketId, locale: Locale, extranet: boolean): string {
  return `${prefix}${extranet ? 'extranet_' : ''}${market}_${locale}`;
}
