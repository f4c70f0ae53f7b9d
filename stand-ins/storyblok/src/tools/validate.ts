import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, MARKETS, MARKET_IDS, type Locale, type Market } from '@silca/i18n';
import type { z } from 'zod';
import { canonicalPathFor } from '@silca/content';
import { localizeContent, translatedLanguages } from '../localize';
import { Store, type StoredStory } from '../store';

/** `content:validate` (docs/requirements/content.md#content-validation). */
export interface ValidationProblem {
  /** `error` fails the run; `warning` is printed only. */
  level: 'error' | 'warning';
  story: string;
  version: 'published' | 'draft';
  lang: string;
  field: string;
  message: string;
}

/** Options of validateSpace: the schemas to check against. */
export interface ValidateOptions {
  /** Story content type -> schema (`templateSchemas` of @silca/blocks). */
  templateSchemas: Readonly<Record<string, z.ZodType>>;
  /** Blok component -> schema (`blockSchemas` of @silca/blocks). */
  blockSchemas: Readonly<Record<string, z.ZodType>>;
  /** Report components without a schema as warnings instead of errors. */
  allowMissingSchemas?: boolean;
}

/** Components that only group fields inside another blok's schema (validated by the parent). */
const NESTED_ONLY = new Set(['technical_data_row', 'accordion_item']);

/** Content types that are data, not pages: no route check. */
// `route_rules`: the editors' configuration story of a market (decision 0760), not a page.
const NON_PAGE_TYPES = new Set(['athlete', 'download', 'route_rules']);

/** Product families of docs/requirements/urls.md#public-routes, which do not exist in ro and ru. */
const FAMILY_KEYS = new Set(['global/products/automotive', 'global/products/residential']);

/** Stories that must be complete in all nine locales (docs/requirements/content.md#content-validation). */
export function needsAllLocales(key: string): boolean {
  return (
    key === 'global/home' || key === 'global/products' || (key.startsWith('global/products/') && !FAMILY_KEYS.has(key)) || key.startsWith('global/category/')
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ASSET_HOST = 'https://a.storyblok.com/';

type Visit = (node: Record<string, unknown>, at: string) => void;

function walk(node: unknown, at: string, visit: Visit): void {
  if (Array.isArray(node)) node.forEach((n, i) => walk(n, `${at}[${i}]`, visit));
  else if (node && typeof node === 'object') {
    visit(node as Record<string, unknown>, at);
    for (const [k, v] of Object.entries(node)) if (v && typeof v === 'object') walk(v, at ? `${at}.${k}` : k, visit);
  }
}

function issuesOf(error: z.ZodError): string[] {
  return error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
}

/** Markets (and their locales) in which a story of this website folder is shown. */
function audience(key: string): Array<{ market: Market; locales: Locale[] }> {
  const website = key.split('/')[0]!;
  if (website === 'global') return MARKET_IDS.map((id) => ({ market: MARKETS[id], locales: [...MARKETS[id].locales] }));
  const market = MARKET_IDS.map((id) => MARKETS[id]).find((m) => m.website === website);
  return market ? [{ market, locales: [...market.locales] }] : [];
}

/** Validates the space in `contentDir`; returns every problem found (empty = valid). */
export function validateSpace(contentDir: string, opts: ValidateOptions): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  const store = new Store(contentDir);
  for (const p of store.problems)
    problems.push({ level: 'error', story: storyOfFile(contentDir, p.file), version: 'published', lang: '-', field: '(file)', message: p.message });
  // Component -> stories that use it, so every finding names its story.
  const missingSchema = new Map<string, Set<string>>();
  const noSchema = (what: string, story: string) => {
    if (!missingSchema.has(what)) missingSchema.set(what, new Set());
    missingSchema.get(what)!.add(story);
  };
  const languages = store.space.language_codes;

  for (const version of ['published', 'draft'] as const) {
    const index = store.index(version);
    for (const entry of index.all) {
      const f = entry.file;
      if (f.is_folder) continue;
      if (version === 'draft' && store.published.byId.get(f.id)?.file === f) continue; // same as published
      const add = (level: ValidationProblem['level'], lang: string, field: string, message: string) =>
        problems.push({ level, story: f.full_slug, version, lang, field, message });
      const raw = f.content ?? {};
      const langs = [null, ...[...translatedLanguages(raw)].filter((l) => languages.includes(l))];
      for (const lang of langs) {
        const content = localizeContent(raw, lang) as Record<string, unknown>;
        const type = String(content.component ?? '');
        const ts = opts.templateSchemas[type];
        if (!ts) noSchema(`content type "${type}"`, f.full_slug);
        else {
          const r = ts.safeParse(content);
          if (!r.success) issuesOf(r.error).forEach((m) => add('error', lang ?? 'default', 'content', m));
        }
        walk(content, '', (node, at) => {
          if (at === '' || typeof node.component !== 'string' || typeof node._uid !== 'string') return;
          const schema = opts.blockSchemas[node.component];
          if (!schema) {
            if (!NESTED_ONLY.has(node.component)) noSchema(`blok "${node.component}"`, f.full_slug);
            return;
          }
          const r = schema.safeParse(node);
          if (!r.success) issuesOf(r.error).forEach((m) => add('error', lang ?? 'default', at, m));
        });
      }
      walk(raw, '', (node, at) => {
        for (const [key, value] of Object.entries(node)) {
          if (key === '_uid' || key === 'id' || key === 'uuid') continue;
          const values = Array.isArray(value) ? value : [value];
          for (const v of values) {
            if (typeof v === 'string' && UUID.test(v) && !index.byUuid.has(v))
              add('error', '-', `${at ? `${at}.` : ''}${key}`, `relation to missing story ${v}`);
          }
        }
        // An empty link field is how the CMS stores an unset link.
        if (node.fieldtype === 'multilink' && node.linktype === 'story' && typeof node.id === 'string' && node.id !== '') {
          if (!index.byUuid.get(node.id)) add('error', '-', at, `link to missing story ${node.id} (${String(node.cached_url ?? '')})`);
        }
        if (node.type === 'link' && node.attrs && typeof node.attrs === 'object') {
          const a = node.attrs as Record<string, unknown>;
          if (a.linktype === 'story' && typeof a.uuid === 'string' && a.uuid !== '' && !index.byUuid.has(a.uuid))
            add('error', '-', at, `rich-text link to missing story ${a.uuid}`);
        }
        if (typeof node.filename === 'string' && node.filename.startsWith(ASSET_HOST)) {
          const file = path.join(contentDir, 'assets', new URL(node.filename).pathname);
          if (!existsSync(file)) add('error', '-', at, `asset file missing: ${node.filename}`);
        }
      });
      if (version === 'draft') continue;
      checkTranslations(store, entry, raw, add);
      checkRoutes(store, entry, add);
    }
  }
  for (const [what, stories] of [...missingSchema].sort(([a], [b]) => a.localeCompare(b))) {
    const list = [...stories].sort();
    const more = list.length > 5 ? ` (+${list.length - 5} more)` : '';
    problems.push({
      level: opts.allowMissingSchemas ? 'warning' : 'error',
      story: list[0]!,
      version: 'published',
      lang: '-',
      field: '(schema)',
      message: `no zod schema for ${what} (add it to @silca/blocks); used by ${list.slice(0, 5).join(', ')}${more}`,
    });
  }
  return problems;
}

/** The full_slug a story file declares, else its path under `content/` (unreadable file). */
function storyOfFile(contentDir: string, file: string): string {
  try {
    const slug = (JSON.parse(readFileSync(file, 'utf8')) as { story?: { full_slug?: unknown } }).story?.full_slug;
    if (typeof slug === 'string' && slug) return `${slug} (${path.relative(contentDir, file)})`;
  } catch {
    // Not JSON: the file path is all there is.
  }
  return path.relative(contentDir, file);
}

function checkTranslations(
  store: Store,
  entry: StoredStory,
  raw: Record<string, unknown>,
  add: (level: 'error' | 'warning', lang: string, field: string, message: string) => void,
): void {
  if (!entry.key.startsWith('global/') || entry.key.startsWith('global/downloads')) return;
  const languages = store.space.language_codes;
  // Every locale the global market shows the story in (docs/requirements/urls.md#translated-segments).
  const wanted: string[] = FAMILY_KEYS.has(entry.key) ? LOCALES.filter((l) => l !== 'ro' && l !== 'ru') : [...LOCALES];
  const required = wanted.filter((l) => languages.includes(l));
  // A field is translatable when any language has a value for it; then every required one must.
  walk(raw, '', (node, at) => {
    const fields = new Set(
      Object.keys(node)
        .filter((k) => k.includes('__i18n__'))
        .map((k) => k.split('__i18n__')[0]!),
    );
    for (const field of fields) {
      for (const lang of required) {
        const v = node[`${field}__i18n__${lang}`];
        if (v === undefined || v === '' || v === null) add('error', lang, `${at ? `${at}.` : ''}${field}`, 'missing translation');
      }
    }
  });
  // A story whose title is translated needs a translated name: menus and breadcrumbs show names.
  const content = raw as { title__i18n__it?: unknown; name__i18n__it?: unknown };
  if (!entry.file.is_folder && (content.title__i18n__it !== undefined || content.name__i18n__it !== undefined || entry.key.startsWith('global/category/'))) {
    for (const lang of required) {
      if (!entry.file.translated_slugs?.find((t) => t.lang === lang)?.name) add('error', lang, '(name)', 'no translated story name');
    }
  }
}

function checkRoutes(store: Store, entry: StoredStory, add: (level: 'error' | 'warning', lang: string, field: string, message: string) => void): void {
  const type = String((entry.file.content as { component?: string } | undefined)?.component ?? '');
  if (NON_PAGE_TYPES.has(type) || entry.key.startsWith('global/custom-landing/')) return;
  for (const { market, locales } of audience(entry.key)) {
    for (const locale of locales.filter((l) => l === 'en' || store.isLanguage(l))) {
      const cdn = store.toCdn(entry, { lang: locale === 'en' ? null : locale });
      if (!canonicalPathFor(cdn, locale, market)) {
        const p = locale === 'en' ? cdn.default_full_slug : cdn.translated_slugs?.find((t) => t.lang === locale)?.path;
        add('error', locale, '(path)', `translated path "${p}" is not a route of the ${market.id} market`);
      }
    }
  }
}

/** One line per problem: `error global/home [it] body[0].title: missing translation`. */
export function formatProblem(p: ValidationProblem): string {
  return `${p.level} ${p.story}${p.version === 'draft' ? ' (draft)' : ''} [${p.lang}] ${p.field}: ${p.message}`;
}
