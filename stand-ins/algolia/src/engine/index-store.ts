import { create, insertMultiple, removeMultiple, type AnyOrama } from '@orama/orama';
import { facetSpecs, searchableGroups, textOf, valueAt, type FacetSpec, type SearchableGroup } from './attributes';
import type { EngineRecord, EngineSettings } from './engine-types';
import { engineLanguage, fold, WORD_RE, type EngineLanguage } from './languages';
import { internalId, ScorerCache } from './scorer';
import { makeTokenizer } from './tokenizer';
import { leanIndexComponent } from './lean-index';

/** A facet's values as folded query words (rule `{facet:...}` placeholders). */
export type FacetWords = Array<{ words: string[]; value: string }>;

/**
 * What one index holds and what is derived from its records alone (decision 0952): the records,
 * the Orama database, the token dictionary and per record its word positions, one-word values,
 * distinct key and customRanking values. Only save, remove and rebuild change it.
 */
export class IndexStore {
  readonly records = new Map<string, EngineRecord>();
  db!: AnyOrama;
  language: EngineLanguage = 'en';
  groups: SearchableGroup[] = [];
  /** Orama property per searchable group (`a0`, `a1`, ...), or `all` without searchable attributes. */
  props: string[] = [];
  facets: FacetSpec[] = [];
  readonly dict = new Map<string, number>();
  positions: Array<Int32Array[] | undefined> = [];
  /** Per record: token ids of its one-word attribute values (exactOnSingleWordQuery: attribute). */
  singles: Array<Int32Array | undefined> = [];
  /** Per record: its attributeForDistinct value as a string (read for every candidate). */
  distinctValues: Array<string | undefined> = [];
  /** Per record: its customRanking values, in order (read by every comparison). */
  customValues: Array<unknown[] | undefined> = [];
  byInternalId: Array<EngineRecord | undefined> = [];
  readonly scorerCache = new ScorerCache();
  /** customRanking compiled: [attribute, ascending]. */
  private custom: Array<[string, boolean]> = [];
  private vocab: string[] | null = null;
  private facetValueCache = new Map<string, FacetWords>();

  constructor(public settings: EngineSettings) {
    this.rebuild(settings);
  }

  /** Re-indexes every record under `settings` (setSettings, clearObjects). */
  rebuild(settings: EngineSettings): void {
    this.settings = settings;
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
    this.dict.clear();
    this.positions = [];
    this.singles = [];
    this.customValues = [];
    this.distinctValues = [];
    this.byInternalId = [];
    const all = [...this.records.values()];
    if (all.length) insertMultiple(this.db, all.map((r) => this.doc(r)) as never, 1000);
    for (const r of all) this.track(r);
  }

  /** Forgets what was derived from the records (after any change). */
  clearCaches(): void {
    this.vocab = null;
    this.facetValueCache.clear();
    this.scorerCache.clear();
  }

  save(records: EngineRecord[]): void {
    const existing = records.filter((r) => this.records.has(r.objectID)).map((r) => r.objectID);
    if (existing.length) this.remove(existing);
    for (const r of records) this.records.set(r.objectID, r);
    insertMultiple(this.db, records.map((r) => this.doc(r)) as never, 1000);
    for (const r of records) this.track(r);
    this.clearCaches();
  }

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
  }

  /** The text of each searchable group of a record, in group order (one text without groups). */
  groupTexts(record: EngineRecord): string[] {
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

  vocabulary(): string[] {
    if (!this.vocab) this.vocab = [...this.dict.keys()];
    return this.vocab;
  }

  facetNames(): Set<string> {
    return new Set(this.facets.map((f) => f.name));
  }

  /** customRanking comparison of two records by Orama internal id (missing values last). */
  compareCustom(x: unknown[] | undefined, y: unknown[] | undefined): number {
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
  }

  readonly customCompare = (a: EngineRecord, b: EngineRecord): number =>
    this.compareCustom(this.customValues[internalId(this.db, a.objectID)], this.customValues[internalId(this.db, b.objectID)]);

  /** A facet's values as folded query words, longest first (rule `{facet:...}` placeholders); none for an attribute that is not a facet. */
  readonly facetValuesOf = (facet: string): FacetWords => {
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
}
