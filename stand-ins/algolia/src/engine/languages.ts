import { stemmer as de } from '@orama/stemmers/german';
import { stemmer as en } from '@orama/stemmers/english';
import { stemmer as es } from '@orama/stemmers/spanish';
import { stemmer as fr } from '@orama/stemmers/french';
import { stemmer as it } from '@orama/stemmers/italian';
import { stemmer as nl } from '@orama/stemmers/dutch';
import { stemmer as pt } from '@orama/stemmers/portuguese';
import { stemmer as ro } from '@orama/stemmers/romanian';
import { stemmer as ru } from '@orama/stemmers/russian';

/** Orama's language names for the nine site locales (docs/requirements/product.md#markets-and-locales), by Algolia `indexLanguages` code. */
export const ORAMA_LANGUAGES = {
  en: 'english',
  de: 'german',
  es: 'spanish',
  pt: 'portuguese',
  fr: 'french',
  it: 'italian',
  ro: 'romanian',
  nl: 'dutch',
  ru: 'russian',
} as const;

/** A language code the embedded engine stems (the nine locales of docs/requirements/product.md#markets-and-locales). */
export type EngineLanguage = keyof typeof ORAMA_LANGUAGES;

/** Snowball stemmers of @orama/stemmers per language (real stemming, docs/requirements/architecture.md#embedded-services). */
export const STEMMERS: Record<EngineLanguage, (word: string) => string> = { en, de, es, pt, fr, it, ro, nl, ru };

/** `it` for `it`, `it-IT`...; `en` for anything the engine does not know. */
export function engineLanguage(code: string | undefined): EngineLanguage {
  const base = (code ?? 'en').slice(0, 2).toLowerCase();
  return base in ORAMA_LANGUAGES ? (base as EngineLanguage) : 'en';
}

/** Lower case without diacritics (Orama's normalisation, also used by highlighting). */
export function fold(text: string): string {
  const lower = text.toLowerCase();
  for (let i = 0; i < lower.length; i++) if (lower.charCodeAt(i) > 127) return lower.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return lower;
}

/** Words of a text, Unicode-aware: `HU-66` gives `hu`, `66`; `HU66` stays one word. */
export const WORD_RE = /[\p{L}\p{N}]+/gu;

/** The normalised form a word is indexed under: folded, then stemmed in the index's language. */
export function normaliseWord(word: string, language: EngineLanguage): string {
  const key = `${language}:${word}`;
  let v = NORMALISED.get(key);
  if (v === undefined) {
    v = fold(STEMMERS[language](word.toLowerCase()));
    if (NORMALISED.size > 100_000) NORMALISED.clear();
    NORMALISED.set(key, v);
  }
  return v;
}

const NORMALISED = new Map<string, string>();

let prevRow = new Int32Array(64);
let curRow = new Int32Array(64);

/** Levenshtein distance of `a` and `b` when at most `max`, with an early exit; allocation-free up to 63 characters. */
export function withinDistance(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  if (a === b) return true;
  if (max === 0) return false;
  const n = b.length;
  if (n + 1 > prevRow.length) {
    prevRow = new Int32Array(n + 1);
    curRow = new Int32Array(n + 1);
  }
  let prev = prevRow;
  let cur = curRow;
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (ca === b.charCodeAt(j - 1) ? 0 : 1));
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return false;
    const t = prev;
    prev = cur;
    cur = t;
  }
  return prev[n]! <= max;
}

let rowA = new Int32Array(64);
let rowB = new Int32Array(64);
let rowC = new Int32Array(64);

/**
 * Typos between a query word and an indexed word (optimal string alignment, as Algolia counts),
 * or -1 above `max`; with `prefix`, against the indexed word's best beginning.
 */
export function typoDistance(query: string, word: string, max: number, prefix: boolean): number {
  const m = query.length;
  const n = prefix ? Math.min(word.length, m + max) : word.length;
  if (!prefix && Math.abs(n - m) > max) return -1;
  if (prefix && word.length < m - max) return -1;
  if (n + 1 > rowA.length) {
    rowA = new Int32Array(n + 1);
    rowB = new Int32Array(n + 1);
    rowC = new Int32Array(n + 1);
  }
  let prev2 = rowC;
  let prev = rowA;
  let cur = rowB;
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= m; i++) {
    cur[0] = i;
    let rowMin = i;
    const qa = query.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const wb = word.charCodeAt(j - 1);
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (qa === wb ? 0 : 1));
      if (i > 1 && j > 1 && qa === word.charCodeAt(j - 2) && query.charCodeAt(i - 2) === wb) v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return -1;
    const t = prev2;
    prev2 = prev;
    prev = cur;
    cur = t;
  }
  if (!prefix) return prev[n]! <= max ? prev[n]! : -1;
  let best = -1;
  for (let j = Math.max(0, m - max); j <= n; j++) if (prev[j]! <= max && (best < 0 || prev[j]! < best)) best = prev[j]!;
  return best;
}
