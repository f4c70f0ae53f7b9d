import { count, create, insertMultiple, removeMultiple, type AnyOrama, type Tokenizer } from '@orama/orama';
import { rankPage, type Ranked as RankedOf } from './ranking';
import { internalId, maxInternalId, ScorerCache, scoreWord } from './scorer';
import { compileFacetFilters, compileFilters, type RecordPredicate } from './filters';
import { highlight, queryWords, snippet, type HighlightValue, type Tags } from './highlight';
import { engineLanguage, fold, ORAMA_LANGUAGES, STEMMERS, WORD_RE, type EngineLanguage } from './languages';
import { STOP_WORDS } from './stop-words';

/** A stored record: Algolia's object with its `objectID`. */
export type EngineRecord = Record<string, unknown> & { objectID: string };

/**
 * The index settings the engine honours, in Algolia's names (GET/PUT /1/indexes/{i}/settings).
 * Unknown settings are kept and returned unchanged.
 */
export interface EngineSettings {
  searchableAttributes?: string[];
  attributesForFaceting?: string[];
  customRanking?: string[];
  attributeForDistinct?: string;
  distinct?: boolean | number;
  attributesToHighlight?: string[];
  attributesToSnippet?: string[];
  attributesToRetrieve?: string[];
  indexLanguages?: string[];
  queryLanguages?: string[];
  hitsPerPage?: number;
  paginationLimitedTo?: number;
  [other: string]: unknown;
}

/** Query parameters of Algolia's search, the subset the engine implements. */
export interface EngineQuery {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  offset?: number;
  length?: number;
  facets?: string[] | string;
  facetFilters?: unknown;
  filters?: string;
  distinct?: boolean | number;
  typoTolerance?: boolean | 'min' | 'strict';
  attributesToHighlight?: string[];
  attributesToSnippet?: string[];
  attributesToRetrieve?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  analytics?: boolean;
  clickAnalytics?: boolean;
  [other: string]: unknown;
}

/** One hit in Algolia's shape. */
export type EngineHit = Record<string, unknown> & {
  objectID: string;
  _highlightResult?: Record<string, HighlightValue>;
  _snippetResult?: Record<string, Omit<HighlightValue, 'matchedWords'>>;
  _rankingInfo?: { score: number };
};

/** Algolia's search response (the fields the client and the site read). */
export interface EngineResult {
  hits: EngineHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets?: Record<string, Record<string, number>>;
  exhaustiveNbHits: boolean;
  exhaustiveFacetsCount: boolean;
  exhaustive: { nbHits: boolean; facetsCount: boolean; typo: boolean };
  processingTimeMS: number;
  query: string;
  params: string;
  index?: string;
  renderingContent: Record<string, never>;
}

/** Bounds that keep a hostile query cheap (Algolia's own limits where it has them). */
export const ENGINE_LIMITS = {
  /** Algolia rejects queries above 512 bytes; the engine cuts longer ones there. */
  maxQueryChars: 512,
  maxHitsPerPage: 1000,
  /** Algolia's default paginationLimitedTo. */
  paginationLimitedTo: 1000,
} as const;

const DEFAULT_TAGS: Tags = { pre: '<em>', post: '</em>' };

/** `unordered(title)` -> `title`; `title,alt` -> [`title`, `alt`]. */
function plainAttributes(list: string[] | undefined): string[][] {
  return (list ?? []).map((a) =>
    a
      .split(',')
      .map((s) => s.trim().replace(/^(unordered|ordered)\((.*)\)$/, '$2'))
      .filter(Boolean),
  );
}

function facetName(a: string): string {
  return a.replace(/^(searchable|filterOnly|afterDistinct)\((.*)\)$/, '$2').trim();
}

function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(textOf).join(' ');
  if (typeof value === 'object') return Object.values(value as Record<string, unknown>).map(textOf).join(' ');
  return String(value);
}

/**
 * Orama's tokenizer for an index: Unicode words, lower case without diacritics, stop words out.
 * Words are indexed as written (folded); stemming happens on the query side (see `variants`), where
 * a query word's stem is looked up as a prefix: one token per word keeps indexing fast.
 */
function makeTokenizer(language: EngineLanguage): Tokenizer {
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

/**
 * What one query word is looked up as (all as prefixes): the word itself, and its stem in the
 * index's language (`transponders` -> `transpond`, `macchina` -> `macchin`); a stem cut below four
 * letters (`chiavi` -> `chi`) is replaced by the word's first letters (`chia`).
 */
export function variants(word: string, language: EngineLanguage): string[] {
  const w = fold(word.toLowerCase());
  const stem = fold(STEMMERS[language](word.toLowerCase()));
  const out = new Set([w]);
  if (stem && stem !== w) {
    if (stem.length >= 4 || stem.length >= w.length - 1) out.add(stem);
    else if (w.length > 4) out.add(w.slice(0, Math.max(4, w.length - 2)));
  }
  // A plain plural `s` (keys -> key, where the stemmer gives `kei`).
  if (w.length > 3 && w.endsWith('s')) out.add(w.slice(0, -1));
  return [...out];
}

type Ranked = RankedOf<EngineRecord>;

/**
 * One index of the embedded engine (DESIGN.md 6): records in a Map by objectID, an Orama database
 * over their searchable text with the stemmer of `indexLanguages[0]` (nine languages), and
 * Algolia's query semantics on top: all words must match (then any word when none does), prefix
 * matching of every word, typo tolerance (1 typo from 4 letters, 2 from 8; exact matches first),
 * searchable-attribute order as weight, custom ranking as tie-break, distinct, facet counts
 * (before distinct, as Algolia), highlight and snippet results in Algolia's shape.
 */
export class EngineIndex {
  private records = new Map<string, EngineRecord>();
  private db!: AnyOrama;
  private language: EngineLanguage = 'en';
  private attrs: string[][] = [];
  private facetAttrs: string[] = [];
  private internal = new Map<string, string>();
  /** customRanking compiled: [attribute, direction]. */
  private ranking: Array<[string, 'asc' | 'desc']> = [];
  /** Ranked candidates of recent queries; emptied by every write and settings change. */
  private candidateCache = new Map<string, Ranked[]>();
  /** Records by Orama's internal document id (the scorer's ids), kept with every write. */
  private byInternalId: Array<EngineRecord | undefined> = [];
  private scratch: { scratch: Float64Array; total: Float64Array; matched: Uint8Array } | null = null;
  /** Per-document BM25 factors of the scorer; dropped with every write. */
  private scorerCache = new ScorerCache();
  settings: EngineSettings;
  updatedAt = new Date().toISOString();

  constructor(
    readonly name: string,
    settings: EngineSettings = {},
  ) {
    this.settings = { ...settings };
    this.rebuild();
  }

  /** Number of records. */
  get size(): number {
    return this.records.size;
  }

  /** Replaces (or merges, Algolia's setSettings semantics: given keys replace) the settings; rebuilds. */
  setSettings(patch: EngineSettings): void {
    this.settings = { ...this.settings, ...patch };
    this.rebuild();
  }

  private rebuild(): void {
    this.candidateCache.clear();
    this.scorerCache.clear();
    this.language = engineLanguage(this.settings.indexLanguages?.[0] ?? this.settings.queryLanguages?.[0]);
    this.attrs = plainAttributes(this.settings.searchableAttributes);
    this.facetAttrs = (this.settings.attributesForFaceting ?? []).map(facetName);
    this.ranking = (this.settings.customRanking ?? []).flatMap((rule) => {
      const m = /^(asc|desc)\((.+)\)$/.exec(rule);
      return m ? [[m[2]!, m[1] as 'asc' | 'desc'] as [string, 'asc' | 'desc']] : [];
    });
    const schema: Record<string, 'string'> = {};
    this.attrs.forEach((_, i) => (schema[`a${i}`] = 'string'));
    // Without searchable attributes every attribute is searchable, in one field.
    if (this.attrs.length === 0) schema.all = 'string';
    this.db = create({ schema, components: { tokenizer: makeTokenizer(this.language) } });
    this.internal.clear();
    this.byInternalId = [];
    const docs = [...this.records.values()].map((r) => this.doc(r));
    if (docs.length) insertMultiple(this.db, docs as never, 1000);
    for (const r of this.records.values()) this.byInternalId[internalId(this.db, r.objectID)] = r;
  }

  private doc(record: EngineRecord): Record<string, string> {
    const doc: Record<string, string> = { id: record.objectID };
    if (this.attrs.length === 0) {
      doc.all = Object.entries(record)
        .filter(([k]) => k !== 'objectID' && !k.startsWith('_'))
        .map(([, v]) => textOf(v))
        .join(' ');
    }
    this.attrs.forEach((group, i) => {
      doc[`a${i}`] = group.map((a) => textOf(record[a])).join(' ');
    });
    return doc;
  }

  /** Adds or replaces records (Algolia addObject/updateObject). */
  save(records: EngineRecord[]): void {
    const existing = records.filter((r) => this.records.has(r.objectID)).map((r) => r.objectID);
    if (existing.length) removeMultiple(this.db, existing, 1000);
    for (const r of records) this.records.set(r.objectID, r);
    insertMultiple(this.db, records.map((r) => this.doc(r)) as never, 1000);
    for (const r of records) this.byInternalId[internalId(this.db, r.objectID)] = r;
    this.candidateCache.clear();
    this.scorerCache.clear();
    this.updatedAt = new Date().toISOString();
  }

  /** Merges attributes into a record (partialUpdateObject); creates it unless `createIfNotExists` is false. */
  partialUpdate(objectID: string, patch: Record<string, unknown>, createIfNotExists = true): void {
    const current = this.records.get(objectID);
    if (!current && !createIfNotExists) return;
    this.save([{ ...(current ?? {}), ...patch, objectID }]);
  }

  /** Deletes records by objectID (missing ones are ignored, as Algolia). */
  remove(objectIDs: string[]): void {
    const present = objectIDs.filter((id) => this.records.delete(id));
    for (const id of present) this.byInternalId[internalId(this.db, id)] = undefined;
    if (present.length) removeMultiple(this.db, present, 1000);
    this.candidateCache.clear();
    this.scorerCache.clear();
    this.updatedAt = new Date().toISOString();
  }

  /** Deletes every record matching an Algolia `filters` / `facetFilters` (deleteByQuery). */
  removeWhere(params: { filters?: string; facetFilters?: unknown }): number {
    const known = new Set(this.facetAttrs);
    const preds = [compileFilters(params.filters, known), compileFacetFilters(params.facetFilters, known)].filter(Boolean) as RecordPredicate[];
    if (!preds.length) return 0;
    const ids = [...this.records.values()].filter((r) => preds.every((p) => p(r))).map((r) => r.objectID);
    this.remove(ids);
    return ids.length;
  }

  /** Removes every record, keeps the settings (Algolia clearObjects). */
  clear(): void {
    this.records.clear();
    this.rebuild();
  }

  /** A record by objectID. */
  get(objectID: string): EngineRecord | undefined {
    return this.records.get(objectID);
  }

  /** All records (browse, copy). */
  all(): EngineRecord[] {
    return [...this.records.values()];
  }

  /**
   * Records matching the query, each with its score and how many query words it matched. Every
   * word is looked up on its own (stemmed, prefix, then with 1 typo from 4 letters and 2 from 8
   * when it has no exact match; a typo match scores less), so the words of a query may sit in
   * different attributes, as with Algolia. Records with every word come first; when none has
   * them all, records with some of them (Algolia's removeWordsIfNoResults).
   */
  private candidates(query: string, typoTolerance: EngineQuery['typoTolerance']): Ranked[] {
    const key = `${typoTolerance ?? ''}\u0000${query}`;
    const cached = this.candidateCache.get(key);
    if (cached) return cached;
    const out = this.rankCandidates(query, typoTolerance);
    // The search page asks the same query three times (results, then each facet's counts).
    if (this.candidateCache.size >= 8) this.candidateCache.delete(this.candidateCache.keys().next().value!);
    this.candidateCache.set(key, out);
    return out;
  }

  private rankCandidates(query: string, typoTolerance: EngineQuery['typoTolerance']): Ranked[] {
    const raw = [...new Set((query.match(WORD_RE) ?? []).map((w) => w.toLowerCase()))];
    if (raw.length === 0) {
      return [...this.records.values()].map((record) => ({ record, score: 0, words: 0, bucket: 0 }));
    }
    const stops = STOP_WORDS[this.language];
    const kept = raw.filter((w) => !stops.has(w));
    const words = (kept.length ? kept : raw).slice(0, 10);
    const boost: Record<string, number> = this.attrs.length ? {} : { all: 1 };
    this.attrs.forEach((_, i) => (boost[`a${i}`] = Math.max(0.5, 8 / (i + 1))));
    const { scratch, total, matched } = this.scratchArrays(maxInternalId(this.db) + 1);
    const union: number[] = [];
    for (const word of words) {
      // Exact prefixes of the word and its stem first; typos only when they find nothing.
      let touched = scoreWord(
        this.db,
        variants(word, this.language).map((term) => ({ term, tolerance: 0, weight: 1 })),
        boost,
        scratch,
        this.scorerCache,
      );
      if (touched.length === 0 && typoTolerance !== false && typoTolerance !== 'strict') {
        for (const tolerance of word.length >= 8 ? [1, 2] : word.length >= 4 ? [1] : []) {
          touched = scoreWord(this.db, [{ term: fold(word), tolerance, weight: tolerance === 1 ? 0.5 : 0.3 }], boost, scratch, this.scorerCache);
          if (touched.length) break;
        }
      }
      for (const id of touched) {
        if (matched[id] === 0) union.push(id);
        matched[id]! += 1;
        total[id]! += scratch[id]!;
        scratch[id] = 0;
      }
    }
    const all = union.filter((id) => matched[id] === words.length);
    const ids = all.length ? all : union;
    const out: Ranked[] = [];
    let max = 0;
    for (const id of ids) {
      const record = this.byInternalId[id];
      if (!record) continue;
      out.push({ record, score: total[id]!, words: matched[id]!, bucket: 0 });
      if (total[id]! > max) max = total[id]!;
    }
    // Relevance buckets (20 steps of the best score): custom ranking decides within a bucket.
    for (const r of out) r.bucket = Math.floor((r.score / (max || 1)) * 20);
    for (const id of union) {
      total[id] = 0;
      matched[id] = 0;
    }
    return out;
  }

  /**
   * The scorer's arrays by internal id, reused by every query (zeroed after use): allocating
   * three arrays of the index's size per query made the garbage collector a large part of it.
   */
  private scratchArrays(size: number): { scratch: Float64Array; total: Float64Array; matched: Uint8Array } {
    if (!this.scratch || this.scratch.scratch.length < size) {
      const capacity = Math.max(size, Math.ceil((this.scratch?.scratch.length ?? 0) * 1.5), 1024);
      this.scratch = { scratch: new Float64Array(capacity), total: new Float64Array(capacity), matched: new Uint8Array(capacity) };
    }
    return this.scratch;
  }

  private customCompare(a: EngineRecord, b: EngineRecord): number {
    for (const [attr, dir] of this.ranking) {
      const av = a[attr];
      const bv = b[attr];
      if (av === bv) continue;
      if (av === undefined || av === null) return 1;
      if (bv === undefined || bv === null) return -1;
      const d = typeof av === 'number' && typeof bv === 'number' ? av - bv : String(av).localeCompare(String(bv));
      if (d !== 0) return dir === 'asc' ? d : -d;
    }
    return 0;
  }

  /**
   * Runs one query (POST /1/indexes/{i}/query). Throws FilterSyntaxError for filters the engine
   * cannot read (the twin answers 400). Page and hitsPerPage are clamped to Algolia's bounds.
   */
  search(q: EngineQuery): EngineResult {
    const started = performance.now();
    const query = typeof q.query === 'string' ? q.query.slice(0, ENGINE_LIMITS.maxQueryChars) : '';
    const known = new Set(this.facetAttrs);
    const predicates = [compileFilters(q.filters, known), compileFacetFilters(q.facetFilters, known)].filter(Boolean) as RecordPredicate[];
    const hitsPerPage = clampInt(q.hitsPerPage ?? q.length ?? this.settings.hitsPerPage ?? 20, 0, ENGINE_LIMITS.maxHitsPerPage);
    const pageLimit = this.settings.paginationLimitedTo ?? ENGINE_LIMITS.paginationLimitedTo;
    let ranked = this.candidates(query, q.typoTolerance);
    if (predicates.length) ranked = ranked.filter((r) => predicates.every((p) => p(r.record)));

    // Facet counts over every matching record (before distinct, as Algolia counts by default).
    const facetList = (typeof q.facets === 'string' ? [q.facets] : (q.facets ?? [])).filter((f) => typeof f === 'string');
    const wanted = facetList.includes('*') ? this.facetAttrs : facetList.filter((f) => known.has(f));
    let facets: EngineResult['facets'];
    if (wanted.length) {
      facets = {};
      for (const f of wanted) {
        const counts = new Map<string, number>();
        const add = (x: unknown) => {
          const key = typeof x === 'string' ? x : String(x);
          counts.set(key, (counts.get(key) ?? 0) + 1);
        };
        for (const r of ranked) {
          const v = r.record[f];
          if (v === undefined || v === null || v === '') continue;
          if (Array.isArray(v)) v.forEach(add);
          else add(v);
        }
        facets[f] = Object.fromEntries([...counts].sort((a, b) => b[1] - a[1]).slice(0, 100));
      }
    }

    const distinctOn = this.settings.attributeForDistinct;
    const distinct = q.distinct ?? this.settings.distinct;
    const page = clampInt(q.page ?? 0, 0, Number.MAX_SAFE_INTEGER);
    const from = q.offset !== undefined ? clampInt(q.offset, 0, pageLimit) : Math.min(page * hitsPerPage, pageLimit);
    const { nbHits, top } = rankPage(ranked, {
      compare: (a, b) => this.customCompare(a, b),
      distinctKey: distinctOn && distinct ? (r) => String(r[distinctOn] ?? r.objectID) : null,
      keep: distinct === true ? 1 : Math.max(1, Number(distinct) || 1),
      needed: Math.min(from + hitsPerPage, pageLimit),
    });
    const reachable = Math.min(nbHits, pageLimit);
    const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(reachable / hitsPerPage);
    const slice = from >= reachable ? [] : top.slice(from, Math.min(from + hitsPerPage, reachable));

    const words = queryWords(query, this.language);
    const tags: Tags = {
      pre: typeof q.highlightPreTag === 'string' ? q.highlightPreTag : DEFAULT_TAGS.pre,
      post: typeof q.highlightPostTag === 'string' ? q.highlightPostTag : DEFAULT_TAGS.post,
    };
    const ellipsis = typeof q.snippetEllipsisText === 'string' ? q.snippetEllipsisText : '…';
    const toHighlight = q.attributesToHighlight ?? this.settings.attributesToHighlight ?? this.attrs.flat();
    const toSnippet = q.attributesToSnippet ?? this.settings.attributesToSnippet ?? [];
    const retrieve = q.attributesToRetrieve ?? this.settings.attributesToRetrieve;
    const hits = slice.map(({ record, score }) => {
      const hit: EngineHit = { objectID: record.objectID };
      for (const [k, v] of Object.entries(record)) {
        if (!retrieve || retrieve.includes('*') || retrieve.includes(k)) hit[k] = v;
      }
      hit.objectID = record.objectID;
      const hl: Record<string, HighlightValue> = {};
      for (const a of toHighlight) {
        const v = record[a];
        if (typeof v === 'string') hl[a] = highlight(v, words, this.language, tags);
      }
      if (Object.keys(hl).length) hit._highlightResult = hl;
      const sn: Record<string, Omit<HighlightValue, 'matchedWords'>> = {};
      for (const spec of toSnippet) {
        const [a, n] = spec.split(':');
        const v = record[a!];
        if (typeof v === 'string') sn[a!] = snippet(v, words, this.language, tags, clampInt(Number(n ?? 10), 1, 200), ellipsis);
      }
      if (Object.keys(sn).length) hit._snippetResult = sn;
      if (q.getRankingInfo) hit._rankingInfo = { score };
      return hit;
    });

    return {
      hits,
      nbHits,
      page,
      nbPages,
      hitsPerPage,
      facets,
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      exhaustive: { nbHits: true, facetsCount: true, typo: true },
      processingTimeMS: Math.round(performance.now() - started),
      query,
      params: new URLSearchParams({ query, page: String(page), hitsPerPage: String(hitsPerPage) }).toString(),
      index: this.name,
      renderingContent: {},
    };
  }

  /**
   * Items like `objectID` (the twin's stand-in for Recommend's related-products and
   * looking-similar models): records sharing the most words of its searchable attributes, same
   * facet values first; the item itself and its other parts (same distinct key) excluded.
   */
  similar(objectID: string, max: number, filters?: { facetFilters?: unknown }): EngineHit[] {
    const source = this.records.get(objectID);
    if (!source) return [];
    const distinctOn = this.settings.attributeForDistinct;
    const key = distinctOn ? source[distinctOn] : undefined;
    const fields = this.attrs.length ? this.attrs.slice(0, 3).flat() : Object.keys(source).filter((k) => k !== 'objectID' && typeof source[k] === 'string');
    const text = fields.map((a) => textOf(source[a])).join(' ');
    const stops = STOP_WORDS[this.language];
    const lower = (text.match(WORD_RE) ?? []).map((w) => w.toLowerCase()).filter((w) => !stops.has(w));
    const words = [...new Set(lower.map(fold))].slice(0, 24);
    if (!words.length) return [];
    const known = new Set(this.facetAttrs);
    const pred = compileFacetFilters(filters?.facetFilters, known);
    const boost: Record<string, number> = {};
    for (const p of this.attrs.length ? this.attrs.map((_, i) => `a${i}`) : ['all']) boost[p] = 1;
    // Every word of the item as a prefix, summed (what Orama's search of the words gave), scored
    // like queries (decision 0810): a product page asks this on every uncached view.
    const { scratch } = this.scratchArrays(maxInternalId(this.db) + 1);
    const ids = scoreWord(this.db, words.map((term) => ({ term, tolerance: 0, weight: 1 })), boost, scratch, this.scorerCache);
    const shared = (r: EngineRecord) => this.facetAttrs.filter((f) => r[f] !== undefined && r[f] === source[f]).length;
    const seen = new Set<unknown>();
    const scored: Array<{ record: EngineRecord; score: number }> = [];
    for (const id of ids) {
      const record = this.byInternalId[id];
      if (record) scored.push({ record, score: scratch[id]! * (1 + shared(record)) });
      scratch[id] = 0;
    }
    return scored
      .filter((r) => r.record.objectID !== objectID && (key === undefined || r.record[distinctOn!] !== key) && (!pred || pred(r.record)))
      .sort((a, b) => b.score - a.score)
      .filter((r) => {
        const k = distinctOn ? r.record[distinctOn] : r.record.objectID;
        if (seen.has(k)) return false;
        seen.add(k);
        return true;
      })
      .slice(0, max)
      .map((r) => ({ ...r.record, _score: Math.round(r.score * 100) / 100 }));
  }

  /** Records count as Orama sees them (tests). */
  indexedCount(): number {
    return count(this.db) as number;
  }
}

function clampInt(value: unknown, min: number, max: number): number {
  const n = Math.trunc(Number(value));
  if (!Number.isFinite(n)) return min;
  return Math.min(max, Math.max(min, n));
}
