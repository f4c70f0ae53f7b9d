import type { AnyOrama } from '@orama/orama';
import type { RecordPredicate } from './filters';
import { fold, WORD_RE } from './languages';
import { maxInternalId, scoreWord, type ScorerCache } from './scorer';

type Rec = Record<string, unknown> & { objectID: string };

/** Inputs of {@link similarRecords}: an index's database, the source record and its texts. */
export interface SimilarInput {
  db: AnyOrama;
  cache: ScorerCache;
  source: Rec;
  props: readonly string[];
  /** Text of the source's first searchable groups (title, codes, description). */
  texts: readonly string[];
  stops: ReadonlySet<string>;
  byInternalId: ReadonlyArray<Rec | undefined>;
  facetNames: readonly string[];
  distinctOn: string | undefined;
  filter: RecordPredicate | null;
  max: number;
}

/**
 * Items like a record (the twin's stand-in for Recommend's related-products and looking-similar
 * models; Algolia's models are trained on events, which a twin has none of): records sharing the
 * most words of its first searchable attributes (BM25 over Orama, decision 0810), same facet
 * values first; the item itself and its other parts (same distinct key) excluded.
 */
export function similarRecords(input: SimilarInput): Array<Rec & { _score: number }> {
  const { source, distinctOn } = input;
  const key = distinctOn ? source[distinctOn] : undefined;
  const text = input.texts.join(' ');
  const lower = (text.match(WORD_RE) ?? []).map((w) => w.toLowerCase()).filter((w) => !input.stops.has(w));
  const words = [...new Set(lower.map(fold))].slice(0, 24);
  if (!words.length) return [];
  const boost: Record<string, number> = {};
  for (const p of input.props) boost[p] = 1;
  const scratch = new Float64Array(maxInternalId(input.db) + 1);
  const ids = scoreWord(
    input.db,
    words.map((term) => ({ term, tolerance: 0, weight: 1 })),
    boost,
    scratch,
    input.cache,
  );
  const shared = (r: Rec) => input.facetNames.filter((f) => r[f] !== undefined && r[f] === source[f]).length;
  const scored: Array<{ record: Rec; score: number }> = [];
  for (const id of ids) {
    const record = input.byInternalId[id];
    if (record) scored.push({ record, score: scratch[id]! * (1 + shared(record)) });
  }
  const seen = new Set<unknown>();
  return scored
    .filter((r) => r.record.objectID !== source.objectID && (key === undefined || r.record[distinctOn!] !== key) && (!input.filter || input.filter(r.record)))
    .sort((a, b) => b.score - a.score)
    .filter((r) => {
      const k = distinctOn ? r.record[distinctOn] : r.record.objectID;
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    })
    .slice(0, input.max)
    .map((r) => ({ ...r.record, _score: Math.round(r.score * 100) / 100 }));
}
