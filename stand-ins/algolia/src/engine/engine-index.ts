import { count } from '@orama/orama';
import { ENGINE_LIMITS, type Caller, type EngineHit, type EngineQuery, type EngineRecord, type EngineResult, type EngineSettings } from './engine-types';
import { searchFacetValues, type FacetHit } from './facets';
import { compileFacetFilters, FilterSyntaxError } from './filters';
import { queryTags } from './hits';
import { IndexStore } from './index-store';
import { checkParams } from './params';
import { QueryMatcher, recordPredicates, resolveQuery } from './query-match';
import { clampInt, pick } from './query-values';
import { compileRanking, DEFAULT_RANKING } from './ranking';
import { applyPartial, retrieve } from './record-ops';
import { RuleStore } from './rules';
import { internalId } from './scorer';
import { answerOf, runSearch } from './search-query';
import { similarRecords } from './similar';
import { STOP_WORDS } from './stop-words';
import { SynonymStore } from './synonyms';

export { ENGINE_LIMITS, type Caller, type EngineHit, type EngineQuery, type EngineRecord, type EngineResult, type EngineSettings } from './engine-types';

/**
 * One index of the embedded engine, the API the twin calls (docs/requirements/architecture.md#embedded-services,
 * decisions 0900-0901, layout in 0952): records in an Orama database with word positions, and
 * Algolia's query semantics and ranking on top.
 */
export class EngineIndex {
  private readonly store: IndexStore;
  private readonly matcher: QueryMatcher;
  updatedAt = new Date().toISOString();
  /** The index's synonyms (decision 0930); a change forgets cached query matches. */
  readonly synonyms = new SynonymStore(() => this.matcher.clear());
  /** The index's query rules (decision 0932). */
  readonly rules = new RuleStore();

  constructor(
    readonly name: string,
    settings: EngineSettings = {},
  ) {
    this.store = new IndexStore({ ...settings });
    this.matcher = new QueryMatcher(this.store, this.synonyms);
  }

  /** The index settings, in Algolia's names (change them with setSettings). */
  get settings(): EngineSettings {
    return this.store.settings;
  }

  get size(): number {
    return this.store.records.size;
  }

  /** Merges settings (Algolia's setSettings: given keys replace) and rebuilds. */
  setSettings(patch: EngineSettings): void {
    const next = { ...this.store.settings, ...patch };
    compileRanking<EngineRecord>(
      (next.ranking as string[] | undefined) ?? [...DEFAULT_RANKING],
      () => 0,
      () => undefined,
    );
    this.rebuild(next);
  }

  private rebuild(settings: EngineSettings): void {
    this.matcher.clear();
    this.store.rebuild(settings);
  }

  save(records: EngineRecord[]): void {
    this.store.save(records);
    this.matcher.clear();
    this.updatedAt = new Date().toISOString();
  }

  /** Partial update with Algolia's built-in operations; creates the record unless `createIfNotExists` is false. Throws OperationError. */
  partialUpdate(objectID: string, patch: Record<string, unknown>, createIfNotExists = true): void {
    const current = this.store.records.get(objectID);
    if (!current && !createIfNotExists) return;
    const next = applyPartial(current, patch);
    if (next) this.save([{ ...next, objectID }]);
  }

  remove(objectIDs: string[]): void {
    this.store.remove(objectIDs);
    this.matcher.clear();
    this.updatedAt = new Date().toISOString();
  }

  /** Deletes every record matching Algolia filters (deleteBy). Returns how many. */
  removeWhere(params: { filters?: string; facetFilters?: unknown; numericFilters?: unknown; tagFilters?: unknown }): number {
    const preds = recordPredicates(this.store, params);
    if (!preds.length) return 0;
    const ids = [...this.store.records.values()].filter((r) => preds.every((p) => p(r))).map((r) => r.objectID);
    this.remove(ids);
    return ids.length;
  }

  clear(): void {
    this.store.records.clear();
    this.rebuild(this.store.settings);
  }

  get(objectID: string): EngineRecord | undefined {
    return this.store.records.get(objectID);
  }

  /** A record as getObject returns it (attributesToRetrieve, unretrievableAttributes). */
  getObject(objectID: string, attributesToRetrieve: string[] | undefined, caller: Caller = {}): Record<string, unknown> | undefined {
    const r = this.store.records.get(objectID);
    return r ? retrieve(r, attributesToRetrieve, caller.admin ? [] : (this.settings.unretrievableAttributes ?? [])) : undefined;
  }

  all(): EngineRecord[] {
    return [...this.store.records.values()];
  }

  /** Runs one query (decision 0900). Throws FilterSyntaxError, UnsupportedParameterError or RankingError (400). */
  search(asked: EngineQuery, caller: Caller = {}): EngineResult {
    return runSearch(asked, { name: this.name, store: this.store, matcher: this.matcher, rules: this.rules, caller });
  }

  /** Browse: records matching query and filters in index order, `hitsPerPage` (at most 1000) from `offset`. */
  browse(q: EngineQuery, offset: number, caller: Caller = {}): { result: EngineResult; next: number | null } {
    const started = performance.now();
    const { cursor: _cursor, ...params } = q;
    checkParams(params);
    const query = typeof q.query === 'string' ? q.query.slice(0, ENGINE_LIMITS.maxQueryChars) : '';
    const predicates = recordPredicates(this.store, q, caller.restrictions);
    const matched = this.matcher.match({ q, query, resolved: resolveQuery(q, this.settings) });
    const all = matched.candidates.filter((r) => predicates.every((p) => p(r.record))).sort((a, b) => a.id - b.id);
    const hitsPerPage = clampInt(q.hitsPerPage ?? 1000, 1, 1000);
    const slice = all.slice(offset, offset + hitsPerPage);
    const unretrievable = caller.admin ? [] : (this.settings.unretrievableAttributes ?? []);
    const hits = slice.map((r) => retrieve(r.record, q.attributesToRetrieve ?? this.settings.attributesToRetrieve, unretrievable) as EngineHit);
    const next = offset + hitsPerPage < all.length ? offset + hitsPerPage : null;
    return {
      result: answerOf({
        hits,
        nbHits: all.length,
        page: Math.floor(offset / hitsPerPage),
        nbPages: Math.ceil(all.length / hitsPerPage),
        hitsPerPage,
        facets: {},
        query,
        params: { query, hitsPerPage: String(hitsPerPage) },
        index: this.name,
        started,
      }),
      next,
    };
  }

  /** Search for facet values of a `searchable(facet)` (decision 0901). Throws FilterSyntaxError (400). */
  searchForFacetValues(
    facet: string,
    q: EngineQuery & { facetQuery?: string; maxFacetHits?: number },
    caller: Caller = {},
  ): { facetHits: FacetHit[]; exhaustiveFacetsCount: boolean; processingTimeMS: number } {
    const started = performance.now();
    const spec = this.store.facets.find((f) => f.name === facet);
    if (!spec?.searchable)
      throw new FilterSyntaxError(
        `Cannot search in \`${facet.slice(0, 80)}\` attribute, you need to add \`searchable(${facet.slice(0, 80)})\` to attributesForFaceting.`,
      );
    const { facetQuery, maxFacetHits, ...params } = q;
    checkParams(params);
    const query = typeof q.query === 'string' ? q.query.slice(0, ENGINE_LIMITS.maxQueryChars) : '';
    const predicates = recordPredicates(this.store, q, caller.restrictions);
    const matched = this.matcher.match({ q, query, resolved: resolveQuery(q, this.settings) });
    const records = matched.candidates.filter((r) => predicates.every((p) => p(r.record))).map((r) => r.record);
    const tags = queryTags(q);
    const max = clampInt(maxFacetHits ?? 10, 1, ENGINE_LIMITS.maxFacetHits);
    const sortBy = pick(q, this.settings, 'sortFacetValuesBy', 'count') === 'alpha' ? 'alpha' : 'count';
    const facetHits = searchFacetValues(records, facet, typeof facetQuery === 'string' ? facetQuery.slice(0, 512) : '', max, tags, sortBy);
    return { facetHits, exhaustiveFacetsCount: true, processingTimeMS: Math.round(performance.now() - started) };
  }

  /** Items like `objectID` (the twin's Recommend related-products stand-in, see similar.ts). */
  similar(objectID: string, max: number, filters?: { facetFilters?: unknown }): EngineHit[] {
    const store = this.store;
    const source = store.records.get(objectID);
    if (!source) return [];
    const known = store.facetNames();
    return similarRecords({
      db: store.db,
      cache: store.scorerCache,
      source,
      props: store.props,
      texts: store.groupTexts(source).slice(0, 3),
      stops: STOP_WORDS[store.language],
      byInternalId: store.byInternalId,
      facetNames: [...known],
      distinctOn: this.settings.attributeForDistinct,
      filter: compileFacetFilters(filters?.facetFilters, known),
      max,
    });
  }

  /** Whether a record passes every restriction of the caller (a filtered key reading one record). Throws FilterSyntaxError. */
  passes(record: Record<string, unknown>, caller: Caller): boolean {
    return recordPredicates(this.store, {}, caller.restrictions).every((p) => p(record));
  }

  indexedCount(): number {
    return count(this.store.db) as number;
  }

  internalIdOf(objectID: string): number {
    return internalId(this.store.db, objectID);
  }

  tokenCount(): number {
    return this.store.dict.size;
  }
}
