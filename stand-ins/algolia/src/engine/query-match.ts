import type { EngineQuery, EngineSettings, Matched, Ranked, Resolved } from './engine-types';
import { ENGINE_LIMITS } from './engine-types';
import { compileFilterParams, FilterSyntaxError, type FilterParams, type RecordPredicate } from './filters';
import type { QueryWord } from './highlight';
import type { IndexStore } from './index-store';
import { engineLanguage, normaliseWord, type EngineLanguage } from './languages';
import { lookupQuery, type LookupResult, type TokenMatch } from './lookup';
import { hasPhrases, tokenMasks } from './positions';
import { optionalWordSet, parseQuery, type ParsedQuery } from './query-parse';
import { pick } from './query-values';
import { maxInternalId } from './scorer';
import { STOP_WORDS } from './stop-words';
import type { SynonymStore } from './synonyms';

/** The query's filters and every restriction's, each compiled on its own (docs/requirements/search.md#filters-combine-parsed). */
export function recordPredicates(store: IndexStore, q: FilterParams, restrictions: readonly FilterParams[] = []): RecordPredicate[] {
  const known = store.facetNames();
  return [q, ...restrictions].flatMap((p) => compileFilterParams(p, known));
}

/** queryType and typoTolerance of a query over the settings, and the key its match is cached by. Throws FilterSyntaxError for values Algolia does not know. */
export function resolveQuery(q: EngineQuery, settings: EngineSettings): Resolved {
  const queryType = pick<string>(q, settings, 'queryType', 'prefixLast');
  if (!['prefixLast', 'prefixAll', 'prefixNone'].includes(queryType)) throw new FilterSyntaxError(`Invalid queryType "${String(queryType).slice(0, 40)}"`);
  const rawTypo = pick<unknown>(q, settings, 'typoTolerance', true);
  const typo = String(rawTypo) as Resolved['typo'];
  if (!['true', 'false', 'min', 'strict'].includes(typo)) throw new FilterSyntaxError(`Invalid typoTolerance "${typo.slice(0, 40)}"`);
  const names = [
    'queryType',
    'typoTolerance',
    'advancedSyntax',
    'advancedSyntaxFeatures',
    'optionalWords',
    'removeStopWords',
    'ignorePlurals',
    'queryLanguages',
    'decompoundQuery',
    'minWordSizefor1Typo',
    'minWordSizefor2Typos',
    'allowTyposOnNumericTokens',
    'disableTypoToleranceOnWords',
    'restrictSearchableAttributes',
    'removeWordsIfNoResults',
    'synonyms',
    'alternativesAsExact',
  ];
  const key = JSON.stringify([q.query ?? '', ...names.map((n) => q[n] ?? null)]);
  return { queryType: queryType as Resolved['queryType'], typo, key };
}

/** What `match` needs besides the index: the query's parameters, its text (cut) and its resolved options. */
export interface MatchRequest {
  q: EngineQuery;
  query: string;
  resolved: Resolved;
}

/**
 * Finds the records a query matches before filters (decision 0952), keeping the last eight
 * matches until a record or synonym change (`clear`).
 */
export class QueryMatcher {
  private cache = new Map<string, Matched>();
  private matchesCache = new WeakMap<LookupResult, Map<number, TokenMatch[]>>();

  constructor(
    private readonly store: IndexStore,
    private readonly synonyms: SynonymStore,
  ) {}

  clear(): void {
    this.cache.clear();
  }

  /** The records a query matches (every required word; removeWordsIfNoResults), unfiltered. */
  match({ q, query, resolved: r }: MatchRequest): Matched {
    const cached = this.cache.get(r.key);
    if (cached) return cached;
    const store = this.store;
    const settings = store.settings;
    const langs = this.queryLanguages(q);
    const stopLangs = this.languageSetting(q, 'removeStopWords', false, langs);
    const stopWords = new Set(stopLangs.flatMap((l) => [...STOP_WORDS[l]]));
    const features = pick<string[]>(q, settings, 'advancedSyntaxFeatures', ['exactPhrase', 'excludeWords']);
    const typoOn = r.typo !== 'false';
    const parsed = parseQuery(query, {
      queryType: r.queryType,
      advancedSyntax: pick(q, settings, 'advancedSyntax', false) === true,
      phrases: features.includes('exactPhrase'),
      excludes: features.includes('excludeWords'),
      stopWords,
      optionalWords: optionalWordSet(pick(q, settings, 'optionalWords', [])),
      typoTolerance: typoOn,
      minWordSizefor1Typo: Number(pick(q, settings, 'minWordSizefor1Typo', 4)),
      minWordSizefor2Typos: Number(pick(q, settings, 'minWordSizefor2Typos', 8)),
      noTypoWords: optionalWordSet(pick(q, settings, 'disableTypoToleranceOnWords', [])),
      maxWords: ENGINE_LIMITS.maxQueryWords,
      numericTypos: pick(q, settings, 'allowTyposOnNumericTokens', true) !== false,
    });
    const words: QueryWord[] = parsed.terms.map((t) => ({ raw: t.raw, folded: t.word, stem: normaliseWord(t.raw, store.language) }));
    const result: Matched = { parsed, candidates: [], byId: new Map(), masks: tokenMasks(0, new Map()), lookup: null, words };
    if (parsed.terms.length === 0) {
      for (const [id, record] of store.byInternalId.entries()) {
        if (record) result.candidates.push({ id, record, words: 0, typos: 0, filters: 0, proximity: 0, attribute: 0, group: 0, exact: 0, complete: true });
      }
    } else {
      const restrict = pick<unknown>(q, settings, 'restrictSearchableAttributes', null);
      const props =
        Array.isArray(restrict) && restrict.length && store.groups.length
          ? store.props.filter((_, i) => store.groups[i]!.attributes.some((a) => restrict.includes(a)))
          : store.props;
      const plurals = this.languageSetting(q, 'ignorePlurals', false, langs);
      const decompound = pick(q, settings, 'decompoundQuery', true) !== false && langs.some((l) => l === 'de' || l === 'nl');
      const alternatives =
        pick(q, settings, 'synonyms', true) === false
          ? []
          : this.synonyms.alternatives(parsed.terms, new Set(pick<string[]>(q, settings, 'alternativesAsExact', ['ignorePlurals', 'singleWordSynonym'])), (w) =>
              STOP_WORDS[store.language].has(w),
            );
      const lookup = lookupQuery(
        store.db,
        props,
        store.scorerCache,
        parsed.terms,
        { language: store.language, ignorePlurals: plurals.includes(store.language), splitConcat: typoOn, decompound, alternatives },
        store.vocabulary(),
        maxInternalId(store.db) + 1,
      );
      result.lookup = lookup;
      for (const [token, list] of lookup.tokens) {
        const id = store.dict.get(token);
        if (id !== undefined) result.byId.set(id, list);
      }
      result.masks = tokenMasks(store.dict.size, result.byId);
      result.candidates = this.required(parsed, lookup, String(pick(q, settings, 'removeWordsIfNoResults', 'none')), props);
    }
    if (this.cache.size >= 8) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(r.key, result);
    return result;
  }

  /** Languages of the query (queryLanguages, else indexLanguages, else the index's language). */
  private queryLanguages(q: EngineQuery): EngineLanguage[] {
    const list = pick<unknown>(q, this.store.settings, 'queryLanguages', null);
    const codes = Array.isArray(list) && list.length ? list.map(String) : [this.store.language];
    return [...new Set(codes.map((c) => engineLanguage(c)))];
  }

  /** A language list setting (`true` = the query languages, `false` = none, or codes). */
  private languageSetting(q: EngineQuery, name: string, fallback: boolean, langs: EngineLanguage[]): EngineLanguage[] {
    const v = pick<unknown>(q, this.store.settings, name, fallback);
    if (v === true || v === 'true') return langs;
    if (Array.isArray(v)) return v.map((c) => engineLanguage(String(c)));
    return [];
  }

  /**
   * Records with every required word, without excluded words and with their phrases; when none,
   * removeWordsIfNoResults makes words optional one by one (at most five) or all of them.
   */
  private required(parsed: ParsedQuery, lookup: LookupResult, removeWords: string, props: string[]): Ranked[] {
    const store = this.store;
    const n = parsed.terms.length;
    const size = maxInternalId(store.db) + 1;
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
        const entry = store.scorerCache.wordMapOf(store.db, p).get(word);
        if (entry) for (const id of entry.node.d) excluded.add(id);
      }
    }
    const groupIndex = props.map((p) => store.props.indexOf(p));
    const phraseOk = (id: number) => {
      const groups = store.positions[id];
      return (
        !!groups &&
        hasPhrases(
          groupIndex.map((g) => groups[g] ?? new Int32Array(0)),
          this.matchesOf(lookup),
          parsed.phrases,
        )
      );
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
        const record = store.byInternalId[id];
        const first = lookup.firstProp[id]!;
        const group = first === 255 ? 0 : groupIndex[first]!;
        if (record)
          out.push({ id, record, words: count[id]!, typos: typos[id]!, filters: 0, proximity: 0, attribute: group * 1000, group, exact: 0, complete: false });
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

  private matchesOf(lookup: LookupResult): Map<number, TokenMatch[]> {
    let m = this.matchesCache.get(lookup);
    if (!m) {
      m = new Map();
      for (const [token, list] of lookup.tokens) {
        const id = this.store.dict.get(token);
        if (id !== undefined) m.set(id, list);
      }
      this.matchesCache.set(lookup, m);
    }
    return m;
  }
}
