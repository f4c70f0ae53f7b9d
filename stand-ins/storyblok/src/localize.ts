/**
 * Field-level translation as Storyblok's CDN applies it (docs/requirements/content.md#translation):
 * `x__i18n__{lang}` answers as `x`, falling back to `fallback_lang`, then to the default language.
 */

const MARK = '__i18n__';

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** A deep copy of `node` with translations applied; `lang` null = the default language. Pure. */
export function localizeContent(node: unknown, lang: string | null, fallbackLang: string | null = null): unknown {
  if (Array.isArray(node)) return node.map((item) => localizeContent(item, lang, fallbackLang));
  if (!node || typeof node !== 'object') return node;
  const source = node as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (key.includes(MARK)) continue;
    let chosen = value;
    if (lang) {
      const translated = source[`${key}${MARK}${lang}`];
      const fallback = fallbackLang ? source[`${key}${MARK}${fallbackLang}`] : undefined;
      if (!isEmpty(translated)) chosen = translated;
      else if (!isEmpty(fallback)) chosen = fallback;
    }
    out[key] = localizeContent(chosen, lang, fallbackLang);
  }
  return out;
}

/** Collects the languages that have at least one translated field in `node`. */
export function translatedLanguages(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => translatedLanguages(item, into));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      const at = key.indexOf(MARK);
      if (at >= 0) into.add(key.slice(at + MARK.length));
      translatedLanguages(value, into);
    }
  }
  return into;
}
