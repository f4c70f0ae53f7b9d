import { valueAt } from './attributes';
import { DEFAULT_TAGS, type Caller, type EngineHit, type EngineQuery, type Matched, type Ranked } from './engine-types';
import { highlight, snippet, type QueryWord, type Tags } from './highlight';
import type { IndexStore } from './index-store';
import { fold } from './languages';
import { positionCriteria } from './positions';
import { DEFAULT_RANKING } from './ranking';
import { clampInt, pick } from './query-values';
import { retrieve } from './record-ops';

/** One candidate of a query's match, read against the index: `q` is the query's parameters. */
export interface CandidateContext {
  store: IndexStore;
  matched: Matched;
  q: EngineQuery;
}

/** Fills proximity, attribute and exact of a candidate from its word positions (only those the ranking needs). */
export function completeCandidate(r: Ranked, { store, matched, q }: CandidateContext): void {
  r.complete = true;
  const groups = store.positions[r.id];
  if (!groups || !matched.lookup) return;
  const ordered = store.groups.length ? store.groups.map((g) => g.ordered) : [true];
  // With Proximity before Attribute the attribute is picked among those forming the best proximity.
  const ranking = (store.settings.ranking as string[] | undefined) ?? [...DEFAULT_RANKING];
  const minProximity = ranking.indexOf('proximity') >= 0 && ranking.indexOf('proximity') < ranking.indexOf('attribute');
  const c = positionCriteria(groups, ordered, matched.masks, matched.parsed.terms.length, minProximity);
  r.proximity = c.proximity;
  r.attribute = c.attribute;
  if (minProximity && matched.parsed.terms.length > 1) r.group = Math.floor(c.attribute / 1000);
  r.exact = c.exact;
  // A one-word query follows exactOnSingleWordQuery (`attribute`, `word` or `none`).
  if (matched.parsed.terms.length === 1) {
    const mode = pick(q, store.settings, 'exactOnSingleWordQuery', 'attribute');
    if (mode === 'none') r.exact = 0;
    else if (mode === 'attribute') r.exact = wholeValueIs(store, r.id, matched) ? 1 : 0;
    else r.exact = groups.some((ids) => ids.some((t) => matched.masks.exactMask[t] !== 0)) ? 1 : 0;
  }
}

/** True when one of the record's attribute values is exactly the query's one word. */
function wholeValueIs(store: IndexStore, id: number, matched: Matched): boolean {
  const singles = store.singles[id];
  if (!singles) return false;
  const exact = matched.masks.exactMask;
  for (const t of singles) if (t < exact.length && exact[t] !== 0) return true;
  return false;
}

const letters = new WeakMap<Matched, Set<string>>();

/** First letters (as written, lower case, with and without accents) of the matched tokens. */
function firstLetters(matched: Matched): Set<string> {
  const cached = letters.get(matched);
  if (cached) return cached;
  const out = new Set<string>();
  for (const token of matched.lookup?.tokens.keys() ?? []) out.add(token.charAt(0));
  // A word written with an accent folds to its plain letter: accept every accented form.
  for (const ch of 'àáâãäåèéêëìíîïòóôõöùúûüçñßœæøÿ') if (out.has(fold(ch).charAt(0))) out.add(ch);
  letters.set(matched, out);
  return out;
}

/** The highlight and snippet tags of a query (Algolia's highlightPreTag/highlightPostTag, `<em>` by default). */
export function queryTags(q: EngineQuery): Tags {
  return {
    pre: typeof q.highlightPreTag === 'string' ? q.highlightPreTag : DEFAULT_TAGS.pre,
    post: typeof q.highlightPostTag === 'string' ? q.highlightPostTag : DEFAULT_TAGS.post,
  };
}

/** One hit in Algolia's shape: retrievable attributes, `_highlightResult`, `_snippetResult` and with getRankingInfo `_rankingInfo`. */
export function buildHit(r: Ranked, ctx: CandidateContext & { caller: Caller }): EngineHit {
  const { store, matched, q, caller } = ctx;
  const settings = store.settings;
  const unretrievable = caller.admin ? [] : (settings.unretrievableAttributes ?? []);
  const hit = retrieve(r.record, q.attributesToRetrieve ?? settings.attributesToRetrieve, unretrievable) as EngineHit;
  const tags = queryTags(q);
  const words = matched.words;
  const { mask, concat } = matched.masks;
  const firsts = firstLetters(matched);
  const matcher = (word: string): QueryWord | null => {
    if (!firsts.has(word.charAt(0).toLowerCase())) return null;
    const id = store.dict.get(fold(word));
    if (id === undefined) return null;
    const bits = id < mask.length ? mask[id]! : 0;
    const term = bits ? 31 - Math.clz32(bits & -bits) : (concat.get(id) ?? matched.masks.parts.get(id)?.[0]);
    return term === undefined ? null : (words[term] ?? null);
  };
  const hidden = new Set(unretrievable);
  const searchable = store.groups.flatMap((g) => g.attributes);
  // "*" is every attribute (Algolia's attributesToHighlight); the searchable ones are those a word can match.
  const asked = q.attributesToHighlight ?? settings.attributesToHighlight ?? searchable;
  const toHighlight = [...new Set(asked.flatMap((a) => (a === '*' ? searchable : [a])))].filter((a) => !hidden.has(a));
  const hl: Record<string, unknown> = {};
  for (const a of toHighlight) {
    const v = valueAt(r.record, a);
    if (typeof v === 'string') setPath(hl, a, highlight(v, words, store.language, tags, 2, matcher));
  }
  if (Object.keys(hl).length) hit._highlightResult = hl;
  const toSnippet = q.attributesToSnippet ?? settings.attributesToSnippet ?? [];
  const ellipsis = typeof q.snippetEllipsisText === 'string' ? q.snippetEllipsisText : '…';
  const sn: Record<string, unknown> = {};
  for (const spec of toSnippet) {
    const [a, n] = spec.split(':');
    if (hidden.has(a!)) continue;
    const v = valueAt(r.record, a!);
    if (typeof v === 'string') setPath(sn, a!, snippet(v, words, store.language, tags, clampInt(Number(n ?? 10), 1, 200), ellipsis, 2, matcher));
  }
  if (Object.keys(sn).length) hit._snippetResult = sn;
  if (q.getRankingInfo) {
    if (!r.complete) completeCandidate(r, ctx);
    hit._rankingInfo = {
      nbTypos: r.typos,
      firstMatchedWord: r.attribute,
      proximityDistance: r.proximity,
      userScore: 0,
      geoDistance: 0,
      geoPrecision: 1,
      nbExactWords: r.exact,
      words: r.words,
      filters: r.filters,
    };
  }
  return hit;
}

/** Puts `value` at a dotted attribute path, nested as Algolia answers it. */
function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    node = (next && typeof next === 'object' ? next : (node[part] = {})) as Record<string, unknown>;
  }
  node[parts[parts.length - 1]!] = value;
}
