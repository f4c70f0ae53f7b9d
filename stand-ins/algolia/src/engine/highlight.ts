import { fold, normaliseWord, withinDistance, WORD_RE, type EngineLanguage } from './languages';

/** One attribute of Algolia's `_highlightResult` / `_snippetResult`. */
export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

/** A query word as highlighting compares it: raw, folded and stemmed forms. */
export interface QueryWord {
  raw: string;
  folded: string;
  stem: string;
}

/** The words of a query (at most 32, as Algolia), each folded and stemmed. */
export function queryWords(query: string, language: EngineLanguage): QueryWord[] {
  return (query.match(WORD_RE) ?? []).slice(0, 32).map((raw) => ({ raw, folded: fold(raw), stem: normaliseWord(raw, language) }));
}

/** Which query word a text word matches: same stem, a prefix, or within the typo budget. */
function matchOf(word: string, words: QueryWord[], language: EngineLanguage, typos: number): QueryWord | null {
  const folded = fold(word);
  // Cheap exit: a match (even with a typo) shares the first letter with a query word or its stem.
  if (!words.some((q) => q.folded[0] === folded[0] || q.stem[0] === folded[0])) return null;
  const stem = normaliseWord(word, language);
  for (const q of words) {
    if (!q.folded) continue;
    if (stem === q.stem || folded === q.folded) return q;
    if (q.folded.length >= 2 && (folded.startsWith(q.folded) || folded.startsWith(q.stem))) return q;
    const budget = q.folded.length >= 8 ? Math.min(2, typos) : q.folded.length >= 4 ? Math.min(1, typos) : 0;
    if (budget > 0 && (withinDistance(folded, q.folded, budget) || withinDistance(folded.slice(0, q.folded.length), q.folded, budget))) return q;
  }
  return null;
}

interface Piece {
  text: string;
  matched: QueryWord | null;
}

/** Which query word a text word (as written) matches, or null: the engine's own token matches. */
export type WordMatcher = (word: string) => QueryWord | null;

function pieces(text: string, words: QueryWord[], language: EngineLanguage, typos: number, matcher?: WordMatcher): Piece[] {
  const out: Piece[] = [];
  let last = 0;
  for (const m of text.matchAll(WORD_RE)) {
    const at = m.index ?? 0;
    if (at > last) out.push({ text: text.slice(last, at), matched: null });
    out.push({ text: m[0], matched: !words.length ? null : matcher ? matcher(m[0]) : matchOf(m[0], words, language, typos) });
    last = at + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), matched: null });
  return out;
}

function level(matched: Set<QueryWord>, words: QueryWord[]): HighlightValue['matchLevel'] {
  if (matched.size === 0) return 'none';
  return matched.size >= words.length ? 'full' : 'partial';
}

/** Tags around matches (Algolia's highlightPreTag / highlightPostTag). */
export interface Tags {
  pre: string;
  post: string;
}

/** Algolia's highlight of one string; not HTML-escaped (callers render the parts as text). */
export function highlight(text: string, words: QueryWord[], language: EngineLanguage, tags: Tags, typos = 2, matcher?: WordMatcher): HighlightValue {
  const parts = pieces(text, words, language, typos, matcher);
  const matched = new Set<QueryWord>();
  let value = '';
  let wordsTotal = 0;
  let wordsMatched = 0;
  for (const p of parts) {
    if (p.matched) {
      matched.add(p.matched);
      value += tags.pre + p.text + tags.post;
      wordsMatched++;
    } else value += p.text;
    if (/[\p{L}\p{N}]/u.test(p.text)) wordsTotal++;
  }
  return {
    value,
    matchLevel: level(matched, words),
    matchedWords: [...matched].map((q) => q.raw),
    fullyHighlighted: wordsTotal > 0 && wordsMatched === wordsTotal,
  };
}

/** Algolia's snippet: about `size` words around the first match, `ellipsis` where text was cut. */
export function snippet(
  text: string,
  words: QueryWord[],
  language: EngineLanguage,
  tags: Tags,
  size: number,
  ellipsis: string,
  typos = 2,
  matcher?: WordMatcher,
): Omit<HighlightValue, 'matchedWords' | 'fullyHighlighted'> {
  const parts = pieces(text, words, language, typos, matcher);
  const wordIdx: number[] = [];
  parts.forEach((p, i) => {
    if (/[\p{L}\p{N}]/u.test(p.text) && p.text.match(WORD_RE)?.[0] === p.text) wordIdx.push(i);
  });
  const firstMatchWord = Math.max(
    0,
    wordIdx.findIndex((i) => parts[i]!.matched),
  );
  const startWord = Math.max(0, Math.min(firstMatchWord - Math.floor(size / 3), wordIdx.length - size));
  const endWord = Math.min(wordIdx.length, startWord + size);
  const from = startWord === 0 ? 0 : wordIdx[startWord]!;
  const to = endWord >= wordIdx.length ? parts.length : wordIdx[endWord]!;
  const matched = new Set<QueryWord>();
  let value = from > 0 ? ellipsis : '';
  for (let i = from; i < to; i++) {
    const p = parts[i]!;
    if (p.matched) {
      matched.add(p.matched);
      value += tags.pre + p.text + tags.post;
    } else value += p.text;
  }
  value = value.replace(/\s+$/, '');
  if (to < parts.length) value += ellipsis;
  return { value, matchLevel: level(matched, words) };
}
