import { randomBytes } from 'node:crypto';
import { count, create, insertMultiple, removeMultiple, type AnyOrama, type Tokenizer } from '@orama/orama';
import { facetSpecs, searchableGroups, textOf, valueAt, type FacetSpec, type SearchableGroup } from './attributes';
import { countFacets, searchFacetValues, type FacetHit, type FacetStats } from './facets';
import { compileFacetFilters, compileFilters, compileNumericFilters, compileTagFilters, FilterSyntaxError, type RecordPredicate } from './filters';
import { highlight, snippet, type HighlightValue, type QueryWord, type Tags } from './highlight';
import { leanIndexComponent } from './lean-index';
import { engineLanguage, fold, normaliseWord, ORAMA_LANGUAGES, WORD_RE, type EngineLanguage } from './languages';
import { lookupQuery, type LookupResult, type TokenMatch } from './lookup';
import { checkParams } from './params';
import { hasPhrases, positionCriteria, tokenMasks, type TokenMasks } from './positions';
import { optionalWordSet, parseQuery, type ParsedQuery } from './query-parse';
import { compileRanking, DEFAULT_RANKING, rankPage, type Ranked as RankedOf } from './ranking';
import { applyPartial, retrieve } from './record-ops';
import { internalId, maxInternalId, ScorerCache } from './scorer';
import { similarRecords } from './similar';
import { STOP_WORDS } from './stop-words';
import { RuleStore, type RuleEffects } from './rules';
import { SynonymStore } from './synonyms';

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
  ranking?: string[];
  attributeForDistinct?: string;
  distinct?: boolean | number;
  attributesToHighlight?: string[];
  attributesToSnippet?: string[];
  attributesToRetrieve?: string[];
  unretrievableAttributes?: string[];
  indexLanguages?: string[];
  queryLanguages?: string[];
  hitsPerPage?: number;
  paginationLimitedTo?: number;
  [other: string]: unknown;
}

/** Query parameters of Algolia's search (the engine checks them, see params.ts). */
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
  typoTolerance?: boolean | 'min' | 'strict' | 'true' | 'false';
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
  _rankingInfo?: Record<string, unknown>;
};

/** Algolia's search response (the fields the clients and the site read). */
export interface EngineResult {
  hits: EngineHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, FacetStats>;
  exhaustiveNbHits: boolean;
  exhaustiveFacetsCount: boolean;
  exhaustiveTypo: boolean;
  exhaustive: { nbHits: boolean; facetsCount: boolean; typo: boolean };
  processingTimeMS: number;
  query: string;
  params: string;
  index?: string;
  queryID?: string;
  cursor?: string;
  /** userData of the rules applied (Algolia's Consequence.userData). */
  userData?: Record<string, unknown>[];
  /** Rules applied, with getRankingInfo (Algolia's debugging field). */
  appliedRules?: Array<{ objectID: string }>;
  renderingContent: Record<string, never>;
}

/** Who asks: the admin key sees unretrievableAttributes (Algolia). */
export interface Caller {
  admin?: boolean;
}

/** Bounds that keep a hostile query cheap (Algolia's own limits where it has them). */
export const ENGINE_LIMITS = {
  /** Algolia rejects queries above 512 bytes; the engine cuts longer ones there. */
  maxQueryChars: 512,
  maxHitsPerPage: 1000,
  /** Algolia's default paginationLimitedTo. */
  paginationLimitedTo: 1000,
  /** Query words matched (more are ignored). */
  maxQueryWords: 10,
  maxValuesPerFacet: 1000,
  maxFacetHits: 100,
} as const;

const DEFAULT_TAGS: Tags = { pre: '<em>', post: '</em>' };

/**
 * Orama's tokenizer for an index: Unicode words, lower case without diacritics, stop words out,
 * each token once per field (Orama keeps the records of every token in its radix tree).
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

type Ranked = RankedOf<EngineRecord>;

/** A query's matching records before filters, with what ranking and highlighting need. */
interface Matched {
  parsed: ParsedQuery;
  candidates: Ranked[];
  /** Token id -> terms it matches (positions). */
  byId: Map<number, TokenMatch[]>;
  masks: TokenMasks;
  lookup: LookupResult | null;
  /** Words of the query as highlighting names them. */
  words: QueryWord[];
}

/** Query options resolved from the query and the settings. */
interface Resolved {
  queryType: 'prefixLast' | 'prefixAll' | 'prefixNone';
  typo: 'true' | 'false' | 'min' | 'strict';
  key: string;
}

function pick<T = unknown>(q: EngineQuery, s: EngineSettings, name: string, fallback: unknown): T {
  const v = q[name] ?? s[name];
  return (v === undefined || v === null ? fallback : v) as T;
}

/**
 * One index of the embedded engine (docs/requirements/architecture.md#embedded-services, decisions 0900-0901): records in a Map by
 * objectID; an Orama database (one property per searchable attribute, stemmer language of
 * `indexLanguages[0]`) for token lookups; the word positions of each record for proximity,
 * attribute position, exact and phrases; and Algolia's query semantics and tie-breaking ranking
 * on top (see lookup.ts, positions.ts, ranking.ts).
 */
export class EngineIndex {
  private records = new Map<string, EngineRecord>();
  private db!: AnyOrama;
  private language: EngineLanguage = 'en';
  private groups: SearchableGroup[] = [];
  private props: string[] = [];
  private facets: FacetSpec[] = [];
  /** Every token of the index (positions store their ids). */
  private dict = new Map<string, number>();
  private positions: Array<Int32Array[] | undefined> = [];
  /** Per record: token ids of its one-word attribute values (exactOnSingleWordQuery: attribute). */
  private singles: Array<Int32Array | undefined> = [];
  /** Per record: its attributeForDistinct value as a string (read for every candidate). */
  private distinctValues: Array<string | undefined> = [];
  /** Per record: its customRanking values, in order (read by every comparison). */
  private customValues: Array<unknown[] | undefined> = [];
  private byInternalId: Array<EngineRecord | undefined> = [];
  private matchCache = new Map<string, Matched>();
  private scorerCache = new ScorerCache();
  settings: EngineSettings;
  updatedAt = new Date().toISOString();
  /** The index's synonyms (decision 0930); a change forgets cached query matches. */
  readonly synonyms = new SynonymStore(() => this.matchCache.clear());
  /** The index's query rules (decision 0932). */
  readonly rules = new RuleStore();

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

  /** Merges settings (Algolia's setSettings: given keys replace) and rebuilds. */
  setSettings(patch: EngineSettings): void {
    const next = { ...this.settings, ...patch };
    // Refuse what cannot work before anything changes (Algolia validates settings too).
    compileRanking<EngineRecord>((next.ranking as string[] | undefined) ?? [...DEFAULT_RANKING], () => 0, () => undefined);
    this.settings = next;
    this.rebuild();
  }

  private rebuild(): void {
    this.clearCaches();
    this.language = engineLanguage(this.settings.indexLanguages?.[0] ?? this.settings.queryLanguages?.[0]);
    this.groups = searchableGroups(this.settings.searchableAttributes);
    this.facets = facetSpecs(this.settings.attributesForFaceting);
    this.custom = (this.settings.customRanking ?? []).flatMap((rule) => {
      const m = /^(asc|desc)\((.+)\)$/.exec(rule);
      return m ? [[m[2]!, m[1] === 'asc'] as [string, boolean]] : [];
    });
    // Without searchable attributes every attribute is searchable, as one ordered attribute.
    this.props = this.groups.length ? this.groups.map((_, i) => `a${i}`) : ['all'];
    const schema: Record<string, 'string'> = {};
    for (const p of this.props) schema[p] = 'string';
    // No per-record token frequencies: the engine scores without them (lean-index.ts, decision 0961).
    this.db = create({ schema, components: { tokenizer: makeTokenizer(this.language), index: leanIndexComponent() } });
    this.dict = new Map();
    this.positions = [];
    this.singles = [];
    this.customValues = [];
    this.distinctValues = [];
    this.byInternalId = [];
    const all = [...this.records.values()];
    if (all.length) insertMultiple(this.db, all.map((r) => this.doc(r)) as never, 1000);
    for (const r of all) this.track(r);
  }

  private clearCaches(): void {
    this.vocab = null;
    this.facetValueCache.clear();
    this.matchCache.clear();
    this.scorerCache.clear();
  }

  private groupTexts(record: EngineRecord): string[] {
    if (!this.groups.length) {
      return [
        Object.entries(record)
          .filter(([k]) => k !== 'objectID' && !k.startsWith('_'))
          .map(([, v]) => textOf(v))
          .join(' '),
      ];
    }
    return this.groups.map((g) => g.attributes.map((a) => textOf(valueAt(record, a))).join(' '));
  }

  private doc(record: EngineRecord): Record<string, string> {
    const doc: Record<string, string> = { id: record.objectID };
    this.groupTexts(record).forEach((t, i) => (doc[this.props[i]!] = t));
    return doc;
  }

  /** Stores a record's internal id and the token ids of each searchable group in order. */
  private track(record: EngineRecord): void {
    const id = internalId(this.db, record.objectID);
    this.byInternalId[id] = record;
    this.customValues[id] = this.custom.map(([a]) => valueAt(record, a));
    const distinctOn = this.settings.attributeForDistinct;
    const key = distinctOn ? valueAt(record, distinctOn) : undefined;
    this.distinctValues[id] = key === undefined || key === null ? undefined : String(key);
    const singles: number[] = [];
    for (const a of this.groups.length ? this.groups.flatMap((g) => g.attributes) : Object.keys(record)) {
      const v = valueAt(record, a);
      for (const el of Array.isArray(v) ? v : [v]) {
        // A one-word value is one token as written (a value with separators is several words).
        if ((typeof el !== 'string' && typeof el !== 'number') || String(el).length > 64) continue;
        const text = fold(String(el).trim());
        if (!text || !/^[\p{L}\p{N}]+$/u.test(text)) continue;
        singles.push(this.tokenId(text));
      }
    }
    this.singles[id] = Int32Array.from(singles);
    this.positions[id] = this.groupTexts(record).map((text) => {
      const words = text.toLowerCase().match(WORD_RE) ?? [];
      const ids = new Int32Array(words.length);
      words.forEach((w, i) => (ids[i] = this.tokenId(fold(w))));
      return ids;
    });
  }

  private tokenId(token: string): number {
    let t = this.dict.get(token);
    if (t === undefined) {
      t = this.dict.size;
      this.dict.set(token, t);
    }
    return t;
  }

  /** Adds or replaces records (Algolia addObject/updateObject). */
  save(records: EngineRecord[]): void {
    const existing = records.filter((r) => this.records.has(r.objectID)).map((r) => r.objectID);
    if (existing.length) this.remove(existing);
    for (const r of records) this.records.set(r.objectID, r);
    insertMultiple(this.db, records.map((r) => this.doc(r)) as never, 1000);
    for (const r of records) this.track(r);
    this.clearCaches();
    this.updatedAt = new Date().toISOString();
  }

  /**
   * Partial update (partialUpdateObject) with Algolia's built-in operations (record-ops.ts);
   * creates the record unless `createIfNotExists` is false. Throws OperationError.
   */
  partialUpdate(objectID: string, patch: Record<string, unknown>, createIfNotExists = true): void {
    const current = this.records.get(objectID);
    if (!current && !createIfNotExists) return;
    const next = applyPartial(current, patch);
    if (next) this.save([{ ...next, objectID }]);
  }

  /** Deletes records by objectID (missing ones are ignored, as Algolia). */
  remove(objectIDs: string[]): void {
    const present = objectIDs.filter((id) => this.records.delete(id));
    for (const id of present) {
      const n = internalId(this.db, id);
      this.byInternalId[n] = undefined;
      this.positions[n] = undefined;
      this.singles[n] = undefined;
      this.customValues[n] = undefined;
      this.distinctValues[n] = undefined;
    }
    if (present.length) removeMultiple(this.db, present, 1000);
    this.clearCaches();
    this.updatedAt = new Date().toISOString();
  }

  /** Deletes every record matching Algolia filters (deleteBy). Returns how many. */
  removeWhere(params: { filters?: string; facetFilters?: unknown; numericFilters?: unknown; tagFilters?: unknown }): number {
    const preds = this.predicates(params);
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

  /** A record as getObject returns it (attributesToRetrieve, unretrievableAttributes). */
  getObject(objectID: string, attributesToRetrieve: string[] | undefined, caller: Caller = {}): Record<string, unknown> | undefined {
    const r = this.records.get(objectID);
    return r ? retrieve(r, attributesToRetrieve, caller.admin ? [] : (this.settings.unretrievableAttributes ?? [])) : undefined;
  }

  /** All records (copy, tests). */
  all(): EngineRecord[] {
    return [...this.records.values()];
  }

  private predicates(q: { filters?: unknown; facetFilters?: unknown; numericFilters?: unknown; tagFilters?: unknown }): RecordPredicate[] {
    const known = new Set(this.facets.map((f) => f.name));
    return [compileFilters(q.filters, known), compileFacetFilters(q.facetFilters, known), compileNumericFilters(q.numericFilters), compileTagFilters(q.tagFilters)].filter(Boolean) as RecordPredicate[];
  }

  private resolve(q: EngineQuery): Resolved {
    const queryType = pick<string>(q, this.settings, 'queryType', 'prefixLast');
    if (!['prefixLast', 'prefixAll', 'prefixNone'].includes(queryType)) throw new FilterSyntaxError(`Invalid queryType "${String(queryType).slice(0, 40)}"`);
    const rawTypo = pick<unknown>(q, this.settings, 'typoTolerance', true);
    const typo = String(rawTypo) as Resolved['typo'];
    if (!['true', 'false', 'min', 'strict'].includes(typo)) throw new FilterSyntaxError(`Invalid typoTolerance "${typo.slice(0, 40)}"`);
    const names = ['queryType', 'typoTolerance', 'advancedSyntax', 'advancedSyntaxFeatures', 'optionalWords', 'removeStopWords', 'ignorePlurals', 'queryLanguages', 'decompoundQuery', 'minWordSizefor1Typo', 'minWordSizefor2Typos', 'allowTyposOnNumericTokens', 'disableTypoToleranceOnWords', 'restrictSearchableAttributes', 'removeWordsIfNoResults', 'synonyms', 'alternativesAsExact'];
    const key = JSON.stringify([q.query ?? '', ...names.map((n) => q[n] ?? null)]);
    return { queryType: queryType as Resolved['queryType'], typo, key };
  }

  /** Languages of the query (queryLanguages, else indexLanguages, else the index's language). */
  private queryLanguages(q: EngineQuery): EngineLanguage[] {
    const list = pick<unknown>(q, this.settings, 'queryLanguages', null);
    const codes = Array.isArray(list) && list.length ? list.map(String) : [this.language];
    return [...new Set(codes.map((c) => engineLanguage(c)))];
  }

  /** A language list setting (`true` = the query languages, `false` = none, or codes). */
  private languageSetting(q: EngineQuery, name: string, fallback: boolean, langs: EngineLanguage[]): EngineLanguage[] {
    const v = pick<unknown>(q, this.settings, name, fallback);
    if (v === true || v === 'true') return langs;
    if (Array.isArray(v)) return v.map((c) => engineLanguage(String(c)));
    return [];
  }

  /** The records a query matches (every required word; removeWordsIfNoResults), unfiltered. */
  private match(q: EngineQuery, query: string, r: Resolved): Matched {
    const cached = this.matchCache.get(r.key);
    if (cached) return cached;
    const langs = this.queryLanguages(q);
    const stopLangs = this.languageSetting(q, 'removeStopWords', false, langs);
    const stopWords = new Set(stopLangs.flatMap((l) => [...STOP_WORDS[l]]));
    const features = pick<string[]>(q, this.settings, 'advancedSyntaxFeatures', ['exactPhrase', 'excludeWords']);
    const typoOn = r.typo !== 'false';
    const parsed = parseQuery(query, {
      queryType: r.queryType,
      advancedSyntax: pick(q, this.settings, 'advancedSyntax', false) === true,
      phrases: features.includes('exactPhrase'),
      excludes: features.includes('excludeWords'),
      stopWords,
      optionalWords: optionalWordSet(pick(q, this.settings, 'optionalWords', [])),
      typoTolerance: typoOn,
      minWordSizefor1Typo: Number(pick(q, this.settings, 'minWordSizefor1Typo', 4)),
      minWordSizefor2Typos: Number(pick(q, this.settings, 'minWordSizefor2Typos', 8)),
      noTypoWords: optionalWordSet(pick(q, this.settings, 'disableTypoToleranceOnWords', [])),
      maxWords: ENGINE_LIMITS.maxQueryWords,
      numericTypos: pick(q, this.settings, 'allowTyposOnNumericTokens', true) !== false,
    });
    const words: QueryWord[] = parsed.terms.map((t) => ({ raw: t.raw, folded: t.word, stem: normaliseWord(t.raw, this.language) }));
    const result: Matched = { parsed, candidates: [], byId: new Map(), masks: tokenMasks(0, new Map()), lookup: null, words };
    if (parsed.terms.length === 0) {
      for (const [id, record] of this.byInternalId.entries()) {
        if (record) result.candidates.push({ id, record, words: 0, typos: 0, filters: 0, proximity: 0, attribute: 0, group: 0, exact: 0, complete: true });
      }
    } else {
      const restrict = pick<unknown>(q, this.settings, 'restrictSearchableAttributes', null);
      const props = Array.isArray(restrict) && restrict.length && this.groups.length ? this.props.filter((_, i) => this.groups[i]!.attributes.some((a) => restrict.includes(a))) : this.props;
      const plurals = this.languageSetting(q, 'ignorePlurals', false, langs);
      const decompound = pick(q, this.settings, 'decompoundQuery', true) !== false && langs.some((l) => l === 'de' || l === 'nl');
      const alternatives = pick(q, this.settings, 'synonyms', true) === false ? [] : this.synonyms.alternatives(parsed.terms, new Set(pick<string[]>(q, this.settings, 'alternativesAsExact', ['ignorePlurals', 'singleWordSynonym'])), (w) => STOP_WORDS[this.language].has(w));
      const lookup = lookupQuery(this.db, props, this.scorerCache, parsed.terms, { language: this.language, ignorePlurals: plurals.includes(this.language), splitConcat: typoOn, decompound, alternatives }, this.vocabulary(), maxInternalId(this.db) + 1);
      result.lookup = lookup;
      for (const [token, list] of lookup.tokens) {
        const id = this.dict.get(token);
        if (id !== undefined) result.byId.set(id, list);
      }
      result.masks = tokenMasks(this.dict.size, result.byId);
      result.candidates = this.required(parsed, lookup, String(pick(q, this.settings, 'removeWordsIfNoResults', 'none')), props);
    }
    if (this.matchCache.size >= 8) this.matchCache.delete(this.matchCache.keys().next().value!);
    this.matchCache.set(r.key, result);
    return result;
  }

  /**
   * Records with every required word (Algolia: all words are required; optionalWords are not),
   * without excluded words and with their phrases; when none, removeWordsIfNoResults makes the
   * last (lastWords) or first (firstWords) words optional one by one, at most five, or all of
   * them (allOptional).
   */
  private required(parsed: ParsedQuery, lookup: LookupResult, removeWords: string, props: string[]): Ranked[] {
    const n = parsed.terms.length;
    const size = maxInternalId(this.db) + 1;
    const count = new Uint8Array(size);
    const mask = new Uint32Array(size);
    const typos = new Uint8Array(size);
    const union = lookup.union;
    lookup.perTerm.forEach((arr, j) => {
      for (const id of union) {
        const t = arr[id]!;
        if (t === 0) continue;
        count[id]! += 1;
        mask[id]! |= 1 << j;
        typos[id]! += t - 1;
      }
    });
    const excluded = new Set<number>();
    for (const word of parsed.exclusions) {
      for (const p of props) {
        const entry = this.scorerCache.wordMapOf(this.db, p).get(word);
        if (entry) for (const id of entry.node.d) excluded.add(id);
      }
    }
    const groupIndex = props.map((p) => this.props.indexOf(p));
    const phraseOk = (id: number) => {
      const groups = this.positions[id];
      return !!groups && hasPhrases(groupIndex.map((g) => groups[g] ?? new Int32Array(0)), this.matchesOf(lookup), parsed.phrases);
    };
    const select = (optional: Set<number>) => {
      let need = 0;
      parsed.terms.forEach((t, j) => {
        if (!t.optional && !optional.has(j)) need |= 1 << j;
      });
      const out: Ranked[] = [];
      for (const id of union) {
        if ((mask[id]! & need) !== need || excluded.has(id)) continue;
        if (need === 0 && mask[id] === 0) continue;
        if (parsed.phrases.length && !phraseOk(id)) continue;
        const record = this.byInternalId[id];
        const first = lookup.firstProp[id]!;
        const group = first === 255 ? 0 : groupIndex[first]!;
        if (record) out.push({ id, record, words: count[id]!, typos: typos[id]!, filters: 0, proximity: 0, attribute: group * 1000, group, exact: 0, complete: false });
      }
      return out;
    };
    let out = select(new Set());
    if (out.length === 0 && n > 1) {
      if (removeWords === 'allOptional') out = select(new Set(parsed.terms.map((_, j) => j)));
      else if (removeWords === 'lastWords' || removeWords === 'firstWords') {
        const optional = new Set<number>();
        for (let k = 0; k < Math.min(5, n - 1) && out.length === 0; k++) {
          optional.add(removeWords === 'lastWords' ? n - 1 - k : k);
          out = select(optional);
        }
      }
    }
    return out;
  }

  private vocab: string[] | null = null;
  /** Every token of the index (typo lookups scan it once per query word). */
  private vocabulary(): string[] {
    if (!this.vocab) this.vocab = [...this.dict.keys()];
    return this.vocab;
  }

  private matchesCache = new WeakMap<LookupResult, Map<number, TokenMatch[]>>();
  private matchesOf(lookup: LookupResult): Map<number, TokenMatch[]> {
    let m = this.matchesCache.get(lookup);
    if (!m) {
      m = new Map();
      for (const [token, list] of lookup.tokens) {
        const id = this.dict.get(token);
        if (id !== undefined) m.set(id, list);
      }
      this.matchesCache.set(lookup, m);
    }
    return m;
  }

  /** customRanking compiled: [attribute, ascending]. */
  private custom: Array<[string, boolean]> = [];

  private customCompare = (a: EngineRecord, b: EngineRecord): number => this.compareCustom(this.customValues[internalIdOf(this, a)], this.customValues[internalIdOf(this, b)]);

  private compareCustom(x: unknown[] | undefined, y: unknown[] | undefined): number {
    for (let i = 0; i < this.custom.length; i++) {
      const asc = this.custom[i]![1];
      const av = x?.[i];
      const bv = y?.[i];
      if (av === bv) continue;
      if (av === undefined || av === null) return 1;
      if (bv === undefined || bv === null) return -1;
      const d = typeof av === 'number' && typeof bv === 'number' ? av - bv : String(av).localeCompare(String(bv));
      if (d !== 0) return asc ? d : -d;
    }
    return 0;
  };

  /**
   * Runs one query (POST /1/indexes/{i}/query), Algolia's semantics (decision 0900). Throws
   * FilterSyntaxError for filters or values the engine cannot read, UnsupportedParameterError for
   * parameters it refuses, RankingError for a bad ranking (the twin answers 400).
   */
  search(asked: EngineQuery, caller: Caller = {}): EngineResult {
    const started = performance.now();
    checkParams(asked);
    const effects = asked.enableRules === false ? null : this.rules.effects(typeof asked.query === 'string' ? asked.query : '', asked.ruleContexts, Date.now() / 1000, this.facetValuesOf);
    const q = effects ? withRuleParams(asked, effects) : asked;
    const query = typeof q.query === 'string' ? q.query.slice(0, ENGINE_LIMITS.maxQueryChars) : '';
    const resolved = this.resolve(q);
    const predicates = this.predicates(q);
    const hitsPerPage = clampInt(q.hitsPerPage ?? q.length ?? this.settings.hitsPerPage ?? 20, 0, ENGINE_LIMITS.maxHitsPerPage);
    const pageLimit = this.settings.paginationLimitedTo ?? ENGINE_LIMITS.paginationLimitedTo;
    const matched = this.match(q, query, resolved);
    let ranked = predicates.length ? matched.candidates.filter((r) => predicates.every((p) => p(r.record))) : matched.candidates.slice();
    // Rules: hidden records go; promoted ones leave the ranking and are pinned after it.
    const pins = effects ? this.pins(effects, matched, predicates) : [];
    if (effects && (effects.hide.size || pins.length)) {
      const out = new Set([...effects.hide, ...pins.map((p) => p.ranked.record.objectID)]);
      ranked = ranked.filter((r) => !out.has(r.record.objectID));
    }

    // typoTolerance min / strict: only the fewest (min) or two fewest (strict) typo counts.
    if ((resolved.typo === 'min' || resolved.typo === 'strict') && ranked.length) {
      const levels = [...new Set(ranked.map((r) => r.typos))].sort((a, b) => a - b);
      const maxTypos = levels[resolved.typo === 'min' ? 0 : Math.min(1, levels.length - 1)]!;
      ranked = ranked.filter((r) => r.typos <= maxTypos);
    }
    this.scoreOptionalFilters(ranked, q.optionalFilters, q.sumOrFiltersScores === true);

    const facetParam = (typeof q.facets === 'string' ? [q.facets] : (q.facets ?? [])).filter((f): f is string => typeof f === 'string');
    const countable = this.facets.filter((f) => !f.filterOnly).map((f) => f.name);
    const wanted = facetParam.includes('*') ? countable : facetParam.filter((f) => countable.includes(f));
    const facetOut = wanted.length
      ? countFacets(
          ranked.map((r) => r.record),
          wanted,
          {
            maxValuesPerFacet: clampInt(pick(q, this.settings, 'maxValuesPerFacet', 100), 1, ENGINE_LIMITS.maxValuesPerFacet),
            sortFacetValuesBy: pick(q, this.settings, 'sortFacetValuesBy', 'count') === 'alpha' ? 'alpha' : 'count',
          },
        )
      : null;

    const distinctOn = this.settings.attributeForDistinct;
    const distinct = q.distinct ?? this.settings.distinct;
    const page = clampInt(q.page ?? 0, 0, Number.MAX_SAFE_INTEGER);
    const from = q.offset !== undefined ? clampInt(q.offset, 0, pageLimit) : Math.min(page * hitsPerPage, pageLimit);
    let rankingNames = (this.settings.ranking as string[] | undefined) ?? [...DEFAULT_RANKING];
    if (resolved.typo === 'min' || resolved.typo === 'strict') rankingNames = ['typo', ...rankingNames.filter((c) => c !== 'typo')];
    const criteria = compileRanking<EngineRecord>(rankingNames, this.customCompare, valueAt, (a, b) => this.compareCustom(this.customValues[a.id], this.customValues[b.id]));
    const page0 = rankPage(ranked, {
      criteria,
      complete: (r) => this.complete(r, matched, q),
      distinctKey: distinctOn && distinct ? (r) => this.distinctValues[r.id] ?? r.record.objectID : null,
      keep: distinct === true ? 1 : Math.max(1, Number(distinct) || 1),
      needed: Math.min(from + hitsPerPage, pageLimit),
      trivial: (name) => name === 'proximity' && matched.parsed.terms.length < 2,
    });
    const top = page0.top;
    const nbHits = page0.nbHits + pins.length;
    for (const pin of pins) top.splice(Math.min(pin.position, top.length), 0, pin.ranked);
    const reachable = Math.min(nbHits, pageLimit);
    const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(reachable / hitsPerPage);
    const slice = from >= reachable ? [] : top.slice(from, Math.min(from + hitsPerPage, reachable));
    const pinned = new Set(pins.map((p) => p.ranked));
    const hits = slice.map((r) => {
      const hit = this.hit(r, matched, q, caller);
      if (hit._rankingInfo && pinned.has(r)) hit._rankingInfo.promoted = true;
      return hit;
    });
    const result: EngineResult = {
      hits,
      nbHits,
      page,
      nbPages,
      hitsPerPage,
      ...(facetOut ? { facets: facetOut.facets, facets_stats: facetOut.stats } : {}),
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      exhaustiveTypo: true,
      exhaustive: { nbHits: true, facetsCount: true, typo: true },
      processingTimeMS: Math.round(performance.now() - started),
      query,
      params: new URLSearchParams({ query, page: String(page), hitsPerPage: String(hitsPerPage) }).toString(),
      index: this.name,
      renderingContent: {},
    };
    // Algolia returns a queryID for click and conversion events when clickAnalytics is on.
    if (q.clickAnalytics === true) result.queryID = randomBytes(16).toString('hex');
    if (effects?.userData.length) result.userData = effects.userData;
    if (effects && q.getRankingInfo) result.appliedRules = effects.applied.map((objectID) => ({ objectID }));
    return result;
  }

  /**
   * Records a rule promotes, in position order (a group takes consecutive positions): any
   * stored record, whether the query matches it or not; with filterPromotes only those passing
   * the query's filters; hidden ones never (decision 0932).
   */
  private pins(effects: RuleEffects, matched: Matched, predicates: RecordPredicate[]): Array<{ ranked: Ranked; position: number }> {
    const out: Array<{ ranked: Ranked; position: number }> = [];
    const seen = new Set<string>();
    for (const p of [...effects.promote].sort((a, b) => a.position - b.position)) {
      p.ids.forEach((objectID, k) => {
        const record = this.records.get(objectID);
        if (!record || seen.has(objectID) || effects.hide.has(objectID)) return;
        if (effects.filterPromotes && !predicates.every((test) => test(record))) return;
        seen.add(objectID);
        const found = matched.candidates.find((r) => r.record.objectID === objectID);
        const ranked = found ?? { id: internalId(this.db, objectID), record, words: 0, typos: 0, filters: 0, proximity: 0, attribute: 0, group: 0, exact: 0, complete: true };
        out.push({ ranked, position: p.position + k });
      });
    }
    return out;
  }

  private facetValueCache = new Map<string, Array<{ words: string[]; value: string }>>();
  /** A facet's values as folded query words, longest first (rule `{facet:...}` placeholders); none for an attribute that is not a facet. */
  private facetValuesOf = (facet: string): Array<{ words: string[]; value: string }> => {
    let list = this.facetValueCache.get(facet);
    if (list) return list;
    const seen = new Map<string, { words: string[]; value: string }>();
    if (this.facets.some((f) => f.name === facet)) {
      for (const r of this.records.values()) {
        const v = valueAt(r, facet);
        for (const el of Array.isArray(v) ? v : [v]) {
          if (typeof el !== 'string' && typeof el !== 'number') continue;
          const value = String(el);
          const ws = (value.toLowerCase().match(WORD_RE) ?? []).map((w) => fold(w));
          if (ws.length && !seen.has(ws.join(' '))) seen.set(ws.join(' '), { words: ws, value });
        }
      }
    }
    list = [...seen.values()].sort((a, b) => b.words.length - a.words.length);
    this.facetValueCache.set(facet, list);
    return list;
  };

  /** Filters criterion: each matching optionalFilter adds its score (`<score=N>`, default 1). */
  private scoreOptionalFilters(ranked: Ranked[], optionalFilters: unknown, sumOr: boolean): void {
    for (const r of ranked) r.filters = 0;
    if (optionalFilters === undefined || optionalFilters === null || optionalFilters === '') return;
    const list = typeof optionalFilters === 'string' ? [optionalFilters] : optionalFilters;
    if (!Array.isArray(list)) throw new FilterSyntaxError('optionalFilters must be an array');
    const known = new Set(this.facets.map((f) => f.name));
    const one = (expr: string): { test: RecordPredicate; score: number } => {
      const m = /^(.*?)<score=(\d+)>$/.exec(expr.trim());
      const text = m ? m[1]! : expr;
      const test = compileFacetFilters([text], known)!;
      return { test, score: m ? Number(m[2]) : 1 };
    };
    const groups = list.map((item) => {
      if (typeof item === 'string') return [one(item)];
      if (Array.isArray(item) && item.every((x) => typeof x === 'string')) return item.map(one);
      throw new FilterSyntaxError('optionalFilters items must be strings or arrays of strings');
    });
    for (const r of ranked) {
      for (const g of groups) {
        const scores = g.filter((f) => f.test(r.record)).map((f) => f.score);
        if (scores.length) r.filters += sumOr ? scores.reduce((a, b) => a + b, 0) : Math.max(...scores);
      }
    }
  }

  /** Fills proximity, attribute and exact of a candidate from its word positions. */
  private complete(r: Ranked, matched: Matched, q: EngineQuery): void {
    r.complete = true;
    const groups = this.positions[r.id];
    if (!groups || !matched.lookup) return;
    const ordered = this.groups.length ? this.groups.map((g) => g.ordered) : [true];
    const c = positionCriteria(groups, ordered, matched.masks, matched.parsed.terms.length);
    r.proximity = c.proximity;
    r.attribute = c.attribute;
    r.exact = c.exact;
    // A one-word query: exactOnSingleWordQuery `attribute` (default) counts an attribute whose
    // whole value is the word; `word` counts the word matched exactly; `none` never.
    if (matched.parsed.terms.length === 1) {
      const mode = pick(q, this.settings, 'exactOnSingleWordQuery', 'attribute');
      if (mode === 'none') r.exact = 0;
      else if (mode === 'attribute') r.exact = this.wholeValueIs(r.id, matched) ? 1 : 0;
      else r.exact = groups.some((ids) => ids.some((t) => matched.masks.exactMask[t] !== 0)) ? 1 : 0;
    }
  }

  /** True when one of the record's attribute values is exactly the query's one word. */
  private wholeValueIs(id: number, matched: Matched): boolean {
    const singles = this.singles[id];
    if (!singles) return false;
    const exact = matched.masks.exactMask;
    for (const t of singles) if (t < exact.length && exact[t] !== 0) return true;
    return false;
  }

  /** First letters (as written, lower case, with and without accents) of the matched tokens. */
  private firstLetters(matched: Matched): Set<string> {
    const cached = this.letters.get(matched);
    if (cached) return cached;
    const out = new Set<string>();
    for (const token of matched.lookup?.tokens.keys() ?? []) out.add(token.charAt(0));
    // A word written with an accent folds to its plain letter: accept every accented form.
    for (const ch of 'àáâãäåèéêëìíîïòóôõöùúûüçñßœæøÿ') if (out.has(fold(ch).charAt(0))) out.add(ch);
    this.letters.set(matched, out);
    return out;
  }

  private letters = new WeakMap<Matched, Set<string>>();

  private hit(r: Ranked, matched: Matched, q: EngineQuery, caller: Caller): EngineHit {
    const unretrievable = caller.admin ? [] : (this.settings.unretrievableAttributes ?? []);
    const hit = retrieve(r.record, q.attributesToRetrieve ?? this.settings.attributesToRetrieve, unretrievable) as EngineHit;
    const tags: Tags = {
      pre: typeof q.highlightPreTag === 'string' ? q.highlightPreTag : DEFAULT_TAGS.pre,
      post: typeof q.highlightPostTag === 'string' ? q.highlightPostTag : DEFAULT_TAGS.post,
    };
    const words = matched.words;
    const { mask, concat } = matched.masks;
    const firsts = this.firstLetters(matched);
    const matcher = (word: string): QueryWord | null => {
      if (!firsts.has(word.charAt(0).toLowerCase())) return null;
      const id = this.dict.get(fold(word));
      if (id === undefined) return null;
      const bits = id < mask.length ? mask[id]! : 0;
      const term = bits ? 31 - Math.clz32(bits & -bits) : concat.get(id);
      return term === undefined ? null : (words[term] ?? null);
    };
    const hidden = new Set(unretrievable);
    const toHighlight = (q.attributesToHighlight ?? this.settings.attributesToHighlight ?? this.groups.flatMap((g) => g.attributes)).filter((a) => !hidden.has(a));
    const hl: Record<string, HighlightValue> = {};
    for (const a of toHighlight) {
      const v = valueAt(r.record, a);
      if (typeof v === 'string') hl[a] = highlight(v, words, this.language, tags, 2, matcher);
    }
    if (Object.keys(hl).length) hit._highlightResult = hl;
    const toSnippet = q.attributesToSnippet ?? this.settings.attributesToSnippet ?? [];
    const ellipsis = typeof q.snippetEllipsisText === 'string' ? q.snippetEllipsisText : '…';
    const sn: Record<string, Omit<HighlightValue, 'matchedWords'>> = {};
    for (const spec of toSnippet) {
      const [a, n] = spec.split(':');
      if (hidden.has(a!)) continue;
      const v = valueAt(r.record, a!);
      if (typeof v === 'string') sn[a!] = snippet(v, words, this.language, tags, clampInt(Number(n ?? 10), 1, 200), ellipsis, 2, matcher);
    }
    if (Object.keys(sn).length) hit._snippetResult = sn;
    if (q.getRankingInfo) {
      if (!r.complete) this.complete(r, matched, q);
      hit._rankingInfo = { nbTypos: r.typos, firstMatchedWord: r.attribute, proximityDistance: r.proximity, userScore: 0, geoDistance: 0, geoPrecision: 1, nbExactWords: r.exact, words: r.words, filters: r.filters };
    }
    return hit;
  }

  /**
   * Browse (POST /1/indexes/{i}/browse): every record matching the query and filters, in index
   * order (no ranking), `hitsPerPage` (default and most 1000) at a time from `offset`.
   * Returns the page and whether more remain (the twin turns that into Algolia's `cursor`).
   */
  browse(q: EngineQuery, offset: number, caller: Caller = {}): { result: EngineResult; next: number | null } {
    const started = performance.now();
    const { cursor: _cursor, ...params } = q;
    checkParams(params);
    const query = typeof q.query === 'string' ? q.query.slice(0, ENGINE_LIMITS.maxQueryChars) : '';
    const predicates = this.predicates(q);
    const matched = this.match(q, query, this.resolve(q));
    const all = matched.candidates.filter((r) => predicates.every((p) => p(r.record))).sort((a, b) => a.id - b.id);
    const hitsPerPage = clampInt(q.hitsPerPage ?? 1000, 1, 1000);
    const slice = all.slice(offset, offset + hitsPerPage);
    const unretrievable = caller.admin ? [] : (this.settings.unretrievableAttributes ?? []);
    const hits = slice.map((r) => retrieve(r.record, q.attributesToRetrieve ?? this.settings.attributesToRetrieve, unretrievable) as EngineHit);
    const next = offset + hitsPerPage < all.length ? offset + hitsPerPage : null;
    return {
      result: {
        hits,
        nbHits: all.length,
        page: Math.floor(offset / hitsPerPage),
        nbPages: Math.ceil(all.length / hitsPerPage),
        hitsPerPage,
        exhaustiveNbHits: true,
        exhaustiveFacetsCount: true,
        exhaustiveTypo: true,
        exhaustive: { nbHits: true, facetsCount: true, typo: true },
        processingTimeMS: Math.round(performance.now() - started),
        query,
        params: new URLSearchParams({ query, hitsPerPage: String(hitsPerPage) }).toString(),
        index: this.name,
        renderingContent: {},
      },
      next,
    };
  }

  /**
   * Search for facet values (decision 0901): `facet` must be declared `searchable(facet)`;
   * values among the records matching the other parameters. Throws FilterSyntaxError (400).
   */
  searchForFacetValues(facet: string, q: EngineQuery & { facetQuery?: string; maxFacetHits?: number }): { facetHits: FacetHit[]; exhaustiveFacetsCount: boolean; processingTimeMS: number } {
    const started = performance.now();
    const spec = this.facets.find((f) => f.name === facet);
    if (!spec?.searchable) throw new FilterSyntaxError(`Cannot search in \`${facet.slice(0, 80)}\` attribute, you need to add \`searchable(${facet.slice(0, 80)})\` to attributesForFaceting.`);
    const { facetQuery, maxFacetHits, ...params } = q;
    checkParams(params);
    const query = typeof q.query === 'string' ? q.query.slice(0, ENGINE_LIMITS.maxQueryChars) : '';
    const predicates = this.predicates(q);
    const matched = this.match(q, query, this.resolve(q));
    const records = matched.candidates.filter((r) => predicates.every((p) => p(r.record))).map((r) => r.record);
    const tags = {
      pre: typeof q.highlightPreTag === 'string' ? q.highlightPreTag : DEFAULT_TAGS.pre,
      post: typeof q.highlightPostTag === 'string' ? q.highlightPostTag : DEFAULT_TAGS.post,
    };
    const max = clampInt(maxFacetHits ?? 10, 1, ENGINE_LIMITS.maxFacetHits);
    const sortBy = pick(q, this.settings, 'sortFacetValuesBy', 'count') === 'alpha' ? 'alpha' : 'count';
    const facetHits = searchFacetValues(records, facet, typeof facetQuery === 'string' ? facetQuery.slice(0, 512) : '', max, tags, sortBy);
    return { facetHits, exhaustiveFacetsCount: true, processingTimeMS: Math.round(performance.now() - started) };
  }

  /** Items like `objectID` (the twin's Recommend related-products stand-in, see similar.ts). */
  similar(objectID: string, max: number, filters?: { facetFilters?: unknown }): EngineHit[] {
    const source = this.records.get(objectID);
    if (!source) return [];
    const known = new Set(this.facets.map((f) => f.name));
    return similarRecords({
      db: this.db,
      cache: this.scorerCache,
      source,
      props: this.props,
      texts: this.groupTexts(source).slice(0, 3),
      stops: STOP_WORDS[this.language],
      byInternalId: this.byInternalId,
      facetNames: [...known],
      distinctOn: this.settings.attributeForDistinct,
      filter: compileFacetFilters(filters?.facetFilters, known),
      max,
    });
  }

  /** Records count as Orama sees them (tests). */
  indexedCount(): number {
    return count(this.db) as number;
  }

  /** Orama's internal id of a record. */
  internalIdOf(objectID: string): number {
    return internalId(this.db, objectID);
  }

  /** Distinct tokens the index holds (bench: index size). */
  tokenCount(): number {
    return this.dict.size;
  }
}

/** Internal id of a stored record (custom ranking reads its values by it). */
function internalIdOf(ix: EngineIndex, record: EngineRecord): number {
  return ix.internalIdOf(record.objectID);
}

/** A query with the matching rules' effects: edited query, their parameters over the query's, filters ANDed, filter lists joined. */
function withRuleParams(q: EngineQuery, effects: RuleEffects): EngineQuery {
  const out: EngineQuery = { ...q, ...effects.params, query: effects.query };
  const ruleFilters = effects.params.filters;
  if (typeof ruleFilters === 'string' && typeof q.filters === 'string' && q.filters.trim()) out.filters = `(${q.filters}) AND (${ruleFilters})`;
  for (const name of ['facetFilters', 'numericFilters', 'tagFilters', 'optionalFilters']) {
    const a = q[name];
    const b = effects.params[name];
    if (a !== undefined && b !== undefined) out[name] = [...(Array.isArray(a) ? a : [a]), ...(Array.isArray(b) ? b : [b])];
  }
  return out;
}

function clampInt(value: unknown, min: number, max: number): number {
  const n = Math.trunc(Number(value));
  if (!Number.isFinite(n)) return min;
  return Math.min(max, Math.max(min, n));
}
