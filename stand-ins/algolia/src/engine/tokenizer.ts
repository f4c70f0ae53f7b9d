import type { Tokenizer } from '@orama/orama';
import { fold, ORAMA_LANGUAGES, WORD_RE, type EngineLanguage } from './languages';
import { STOP_WORDS } from './stop-words';

/**
 * Orama's tokenizer for an index: Unicode words, lower case without diacritics, stop words out,
 * each token once per field (Orama keeps the records of every token in its radix tree).
 */
export function makeTokenizer(language: EngineLanguage): Tokenizer {
  const stops = STOP_WORDS[language];
  const cache = new Map<string, string>();
  const norm = (w: string) => {
    let v = cache.get(w);
    if (v === undefined) {
      v = fold(w);
      if (cache.size < 200_000) cache.set(w, v);
    }
    return v;
  };
  return {
    language: ORAMA_LANGUAGES[language],
    normalizationCache: cache,
    tokenize(raw: string): string[] {
      if (typeof raw !== 'string') return [raw];
      const words = raw.toLowerCase().match(WORD_RE) ?? [];
      const out = new Set<string>();
      for (const w of words) if (!stops.has(w)) out.add(norm(w));
      if (out.size === 0) for (const w of words) out.add(norm(w));
      return [...out];
    },
  };
}
