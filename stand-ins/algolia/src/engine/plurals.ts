import type { EngineLanguage } from './languages';

/**
 * Singular/plural endings per language as pairs "a|b" (folded): an approximation of Algolia's
 * ignorePlurals dictionaries by regular endings (decision 0900), so `chiave`/`chiavi` are one
 * word but `cut`/`cutting` are not.
 */
const PAIRS: Record<EngineLanguage, string> = {
  en: '|s |es y|ies f|ves fe|ves man|men',
  it: 'o|i a|e e|i co|chi ca|che go|ghi ga|ghe io|i cia|ce gia|ge a|i',
  de: '|e |n |en |er |s |nen e|en',
  fr: '|s |x al|aux ail|aux',
  es: '|s |es z|ces',
  pt: '|s |es ao|oes ao|aes al|ais el|eis m|ns',
  nl: '|en |s |n |eren',
  ro: '|i |uri |e a|e a|i e|i',
  ru: 'а|ы а|и о|а ь|и й|и |ы |и',
};

const TABLE: Record<string, Set<string>> = Object.fromEntries(
  Object.entries(PAIRS).map(([lang, list]) => {
    const set = new Set<string>();
    for (const pair of list.split(' ')) {
      const [a, b] = pair.split('|') as [string, string];
      set.add(`${a}|${b}`);
      set.add(`${b}|${a}`);
    }
    return [lang, set];
  }),
);

/** Longest ending a plural pair changes (the lookup prefix is the word minus this many letters). */
export const PLURAL_REACH = 3;

/** True when `a` and `b` (folded) are the same word in singular and plural, in `language`. */
export function isPluralPair(a: string, b: string, language: EngineLanguage): boolean {
  if (a === b) return false;
  let p = 0;
  const n = Math.min(a.length, b.length);
  while (p < n && a.charCodeAt(p) === b.charCodeAt(p)) p++;
  if (p < 2) return false;
  return TABLE[language]!.has(`${a.slice(p)}|${b.slice(p)}`) || (p > 2 && TABLE[language]!.has(`${a.slice(p - 1)}|${b.slice(p - 1)}`));
}
