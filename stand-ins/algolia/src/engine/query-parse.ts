import { fold } from './languages';

/** One query word as the engine matches it (decision 0900): a prefix or not, optional or not, its typo budget. */
export interface QueryTerm {
  word: string;
  raw: string;
  prefix: boolean;
  optional: boolean;
  maxTypos: number;
  /** Index of the phrase ("...") the word belongs to, or -1. */
  phrase: number;
}

/** A parsed query: the words to match, excluded words (`-word`) and phrases (term indexes). */
export interface ParsedQuery {
  terms: QueryTerm[];
  exclusions: string[];
  phrases: number[][];
}

/** Options of {@link parseQuery} (Algolia's parameters of the same names, already resolved). */
export interface ParseOptions {
  queryType: 'prefixLast' | 'prefixAll' | 'prefixNone';
  advancedSyntax: boolean;
  /** advancedSyntaxFeatures: which of `exactPhrase` and `excludeWords` apply. */
  phrases: boolean;
  excludes: boolean;
  /** Stop words removed from the query (empty when removeStopWords is off). */
  stopWords: ReadonlySet<string>;
  optionalWords: ReadonlySet<string>;
  typoTolerance: boolean;
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
  /** Words without typo tolerance (disableTypoToleranceOnWords). */
  noTypoWords: ReadonlySet<string>;
  /** Algolia matches at most this many query words (longer queries are cut). */
  maxWords: number;
  /** allowTyposOnNumericTokens (default true). */
  numericTypos: boolean;
}

const TOKEN_RE = /"[^"]*"?|-?[\p{L}\p{N}]+|[^\s\p{L}\p{N}"]+/gu;
const WORD_RE = /[\p{L}\p{N}]+/gu;

/**
 * Splits a query into terms, phrases and exclusions as Algolia does (decision 0900). Stop words
 * go unless the query has nothing else, and never the last word under prefixLast. Pure.
 */
export function parseQuery(query: string, opts: ParseOptions): ParsedQuery {
  const pieces: Array<{ words: string[]; phrase: boolean; exclude: boolean }> = [];
  for (const m of query.matchAll(TOKEN_RE)) {
    const tok = m[0];
    if (tok.startsWith('"')) {
      const words = tok.match(WORD_RE) ?? [];
      if (words.length === 0) continue;
      if (opts.advancedSyntax && opts.phrases) pieces.push({ words, phrase: true, exclude: false });
      else for (const w of words) pieces.push({ words: [w], phrase: false, exclude: false });
    } else if (tok.startsWith('-') && /[\p{L}\p{N}]/u.test(tok)) {
      const word = tok.slice(1);
      const atStart = m.index === 0 || /\s/.test(query[m.index! - 1]!);
      if (opts.advancedSyntax && opts.excludes && atStart) pieces.push({ words: [word], phrase: false, exclude: true });
      else pieces.push({ words: [word], phrase: false, exclude: false });
    } else if (/[\p{L}\p{N}]/u.test(tok)) {
      pieces.push({ words: [tok], phrase: false, exclude: false });
    }
  }
  const exclusions = pieces.filter((p) => p.exclude).map((p) => fold(p.words[0]!));
  const kept = pieces.filter((p) => !p.exclude);
  const terms: QueryTerm[] = [];
  const phrases: number[][] = [];
  const total = kept.reduce((n, p) => n + p.words.length, 0);
  let seen = 0;
  for (const piece of kept) {
    const phraseId = piece.phrase ? phrases.length : -1;
    const members: number[] = [];
    for (const raw of piece.words) {
      seen++;
      const word = fold(raw);
      const last = seen === total;
      const prefix = !piece.phrase && (opts.queryType === 'prefixAll' || (opts.queryType === 'prefixLast' && last));
      // Stop words go (removeStopWords), except in a phrase and a prefix being typed.
      if (!piece.phrase && !prefix && opts.stopWords.has(word) && total > 1) continue;
      if (terms.length >= opts.maxWords) break;
      const len = [...word].length;
      const typosAllowed = opts.typoTolerance && !piece.phrase && (opts.numericTypos || !/^\d+$/.test(word)) ? !opts.noTypoWords.has(word) : false;
      const maxTypos = !typosAllowed ? 0 : len >= opts.minWordSizefor2Typos ? 2 : len >= opts.minWordSizefor1Typo ? 1 : 0;
      members.push(terms.length);
      terms.push({ word, raw, prefix, optional: opts.optionalWords.has(word), maxTypos, phrase: phraseId });
    }
    if (piece.phrase && members.length) phrases.push(members);
  }
  // A query of stop words only keeps them (nothing else to search for).
  if (terms.length === 0 && total > 0 && opts.stopWords.size) return parseQuery(query, { ...opts, stopWords: new Set() });
  return { terms, exclusions, phrases };
}

/** Words of Algolia's `optionalWords` (a string or a list of strings, each a set of words), folded. */
export function optionalWordSet(value: unknown): Set<string> {
  const list = typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  const out = new Set<string>();
  for (const s of list) for (const w of s.match(WORD_RE) ?? []) out.add(fold(w));
  return out;
}
