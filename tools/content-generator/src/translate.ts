/**
 * Completes the translations of the embedded space (docs/requirements/content.md#translation): the generators write their texts
 * in en, it, de, es and fr (and the catalogue in all nine); this pass adds pt, nl, ro and ru (and
 * any language still missing) from the phrase tables of `i18n-texts.ts`, keyed by the
 * English text. It walks every story's content after the generators ran:
 *
 * - a string field `k` that is translated somewhere (`k__i18n__it` exists) or whose English text
 *   is in the table gets `k__i18n__{lang}` for every language the table has and the story lacks;
 * - a rich-text field (a Storyblok `doc`) gets a translated copy when every text node of it is in
 *   the table (a half-translated document is never written);
 * - an option list (`[{ value, label }]`) gets translated labels the same way.
 *
 * Nothing is overwritten: a translation written by a generator wins. Deterministic (a pure
 * function of the stories and the table). `missing` lists the English texts of translated fields
 * the table lacks, so `content:generate` can say what is still English (docs/requirements/product.md#markets-and-locales: nine locales).
 */
import { LANGS, type Lang, type StoryRecord } from './lib';

/** English text to its translations. */
export type PhraseTable = Record<string, Partial<Record<Lang, string>>>;

type Json = Record<string, unknown>;

const isDoc = (v: unknown): v is Json => typeof v === 'object' && v !== null && (v as Json).type === 'doc';
const isOptionList = (v: unknown): v is Array<{ value: string; label: string }> =>
  Array.isArray(v) && v.length > 0 && v.every((o) => typeof o === 'object' && o !== null && typeof (o as Json).label === 'string' && 'value' in (o as Json));

/** Translates every text node of a rich-text document, or returns undefined when one is missing. */
function translateDoc(doc: Json, lang: Lang, table: PhraseTable, missing: Set<string>): Json | undefined {
  let complete = true;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node !== 'object' || node === null) return node;
    const n = node as Json;
    const out: Json = {};
    for (const [k, v] of Object.entries(n)) out[k] = k === 'attrs' ? v : walk(v);
    if (n.type === 'text' && typeof n.text === 'string') {
      const t = table[n.text]?.[lang] ?? (isLiteral(n.text) ? n.text : undefined);
      if (t === undefined) {
        complete = false;
        missing.add(n.text);
      } else out.text = t;
    }
    return out;
  };
  const result = walk(doc) as Json;
  return complete ? result : undefined;
}

/** Text that reads the same in every language: addresses, numbers, e-mail, phone, names in a list. */
function isLiteral(text: string): boolean {
  return !/[a-zà-ÿ]{3,}\s+[a-zà-ÿ]{3,}/i.test(text) || /^[\w.+-]+@[\w.-]+$/.test(text.trim());
}

/** String fields that hold a key, not words (a media folder key reads "Bulletins" in every language). */
const CODE_FIELDS = new Set(['media_folder', 'kind', 'family', 'sort', 'layout']);

function completeObject(obj: Json, table: PhraseTable, missing: Set<string>): void {
  // Assets and links carry file names and alt texts of their own, never translated fields.
  if (obj.fieldtype === 'asset' || obj.fieldtype === 'multilink') return;
  for (const key of Object.keys(obj)) {
    if (key.includes('__i18n__')) continue;
    const value = obj[key];
    const has = (l: Lang) => obj[`${key}__i18n__${l}`] !== undefined;
    const translatedSomewhere = LANGS.some(has);
    if (typeof value === 'string') {
      if (!value.trim() || (!translatedSomewhere && !table[value])) continue;
      // A name the table keeps as is (product and event names) stays a plain, untranslated field.
      if (!translatedSomewhere && Object.values(table[value] ?? {}).every((t) => t === value)) continue;
      if (key === 'component' || key === '_uid' || key.endsWith('_id') || CODE_FIELDS.has(key)) continue;
      for (const l of LANGS) {
        if (has(l)) continue;
        const t = table[value]?.[l];
        if (t !== undefined) obj[`${key}__i18n__${l}`] = t;
        // A text translated somewhere is wanted in every language, one word or many (a menu label).
        else if (translatedSomewhere) missing.add(value);
      }
    } else if (isDoc(value)) {
      for (const l of LANGS) {
        if (has(l)) continue;
        if (!translatedSomewhere) {
          // Only untranslated documents whose every node is in the table are translated.
          const probe = new Set<string>();
          const doc = translateDoc(value, l, table, probe);
          if (doc) obj[`${key}__i18n__${l}`] = doc;
          continue;
        }
        const doc = translateDoc(value, l, table, missing);
        if (doc) obj[`${key}__i18n__${l}`] = doc;
      }
    } else if (isOptionList(value) && translatedSomewhere) {
      for (const l of LANGS) {
        if (has(l)) continue;
        const labels = value.map((o) => table[o.label]?.[l]);
        if (labels.every((x) => x !== undefined)) obj[`${key}__i18n__${l}`] = value.map((o, i) => ({ ...o, label: labels[i] }));
        else value.forEach((o, i) => labels[i] === undefined && missing.add(o.label));
      }
    } else if (Array.isArray(value)) {
      for (const item of value) if (typeof item === 'object' && item !== null && !Array.isArray(item)) completeObject(item as Json, table, missing);
    } else if (typeof value === 'object' && value !== null) {
      completeObject(value as Json, table, missing);
    }
  }
}

/** Suffix of a low-resolution file's title, per language. */
const LOW_RESOLUTION: Record<Lang, string> = {
  de: 'niedrige Auflösung',
  es: 'baja resolución',
  pt: 'baixa resolução',
  fr: 'basse résolution',
  it: 'bassa risoluzione',
  ro: 'rezoluție scăzută',
  nl: 'lage resolutie',
  ru: 'низкое разрешение',
};

/** A text in `lang`: the table, the story's own translations, then "{text} (low resolution)" and "{text} {n}" from their parts. */
function lookup(text: string, lang: Lang, table: PhraseTable, words: PhraseTable): string | undefined {
  const direct = table[text]?.[lang] ?? words[text]?.[lang];
  if (direct !== undefined) return direct;
  // A name the table keeps as is in the languages it lists (a product name) is the same in every language.
  const row = table[text];
  if (row && Object.values(row).every((t) => t === text)) return text;
  const low = /^(.+) \(low resolution\)$/.exec(text);
  if (low) {
    const base = lookup(low[1]!, lang, table, words);
    return base === undefined ? undefined : `${base} (${LOW_RESOLUTION[lang]})`;
  }
  const numbered = /^(.+) (\d+)$/.exec(text);
  if (numbered) {
    const base = table[numbered[1]!]?.[lang] ?? words[numbered[1]!]?.[lang];
    return base === undefined ? undefined : `${base} ${numbered[2]}`;
  }
  return undefined;
}

const isAsset = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v) && (v as Json).fieldtype === 'asset';

/** English text to its translations as the story itself has them (`x` beside `x__i18n__{lang}`). */
function storyWords(node: unknown, into: PhraseTable = {}): PhraseTable {
  if (Array.isArray(node)) node.forEach((item) => storyWords(item, into));
  else if (typeof node === 'object' && node !== null) {
    const n = node as Json;
    for (const [key, value] of Object.entries(n)) {
      if (typeof value === 'string' && value.trim() && !key.includes('__i18n__')) {
        for (const l of LANGS) {
          const t = n[`${key}__i18n__${l}`];
          if (typeof t === 'string' && t.trim()) (into[value] ??= {})[l] ??= t;
        }
      } else storyWords(value, into);
    }
  }
  return into;
}

/**
 * Image and file fields get a copy per language whose alt text and title are in that language
 * (docs/requirements/product.md#every-language-its-own-words): Storyblok translates an asset field as a whole. A text is
 * looked up in the table, then among the story's own translated texts (a news image's alt is
 * the news title). Alt texts found nowhere that read as words are reported missing.
 */
function translateAssets(obj: Json, table: PhraseTable, words: PhraseTable, missing: Set<string>): void {
  for (const key of Object.keys(obj)) {
    if (key.includes('__i18n__')) continue;
    const value = obj[key];
    const assets = isAsset(value) ? [value] : Array.isArray(value) && value.length > 0 && value.every(isAsset) ? (value as Json[]) : null;
    if (!assets) {
      if (Array.isArray(value))
        value.forEach((item) => typeof item === 'object' && item !== null && !Array.isArray(item) && translateAssets(item as Json, table, words, missing));
      else if (typeof value === 'object' && value !== null && !isDoc(value)) translateAssets(value as Json, table, words, missing);
      continue;
    }
    // A field translated in one language is written for every language lacking it (the same
    // words where that language keeps them: "Machines" in Dutch), so none falls back to English.
    const copies = new Map<Lang, Json[]>();
    let changed = false;
    for (const l of LANGS) {
      if (obj[`${key}__i18n__${l}`] !== undefined) continue;
      copies.set(
        l,
        assets.map((asset) => {
          const out = { ...asset };
          for (const field of ['alt', 'title'] as const) {
            const text = asset[field];
            if (typeof text !== 'string' || !text.trim()) continue;
            const t = lookup(text, l, table, words);
            if (t !== undefined) {
              changed ||= t !== text;
              out[field] = t;
            } else if (field === 'alt' && !isLiteral(text)) missing.add(text);
          }
          return out;
        }),
      );
    }
    if (!changed) continue;
    for (const [l, list] of copies) obj[`${key}__i18n__${l}`] = isAsset(value) ? list[0] : list;
  }
}

/**
 * Adds the missing translations to every record's content (in place) from `table`.
 * Returns the English texts of translated fields that the table lacks.
 */
export function completeTranslations(records: StoryRecord[], table: PhraseTable): { missing: string[] } {
  const missing = new Set<string>();
  for (const rec of records) {
    // Country stories show in their market's one locale: only the global space must speak all nine.
    const report = rec.full_slug.startsWith('global/') ? missing : new Set<string>();
    if (rec.content) {
      completeObject(rec.content, table, report);
      translateAssets(rec.content, table, storyWords(rec.content), report);
    }
    // Story names in the languages the table knows (breadcrumbs and the language selector use them).
    if (!rec.is_folder && rec.content && table[rec.name]) {
      for (const l of LANGS) {
        const t = table[rec.name]?.[l];
        if (!t) continue;
        const entry = rec.translated_slugs.find((s) => s.lang === l);
        if (entry) entry.name ??= t;
      }
    }
    // A page's name in a language is its title there, when the table did not name it.
    const content = rec.content as Record<string, unknown> | undefined;
    if (!rec.is_folder && content) {
      for (const l of LANGS) {
        const title = content[`title__i18n__${l}`] ?? content[`name__i18n__${l}`];
        if (typeof title !== 'string' || !title.trim()) continue;
        const entry = rec.translated_slugs.find((s) => s.lang === l);
        if (entry) entry.name ??= title;
        else rec.translated_slugs.push({ lang: l, slug: rec.slug, name: title });
      }
    }
  }
  return { missing: [...missing].sort() };
}
