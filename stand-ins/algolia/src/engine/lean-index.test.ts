import { create, insertMultiple, removeMultiple, search } from '@orama/orama';
import { describe, expect, it } from 'vitest';
import { leanIndexComponent } from './lean-index';
import { maxInternalId, ScorerCache, scoreWord } from './scorer';

// The same records in Orama with its default index and with the lean one (decision 0961): the
// statistics the scorer reads must be the same, the frequencies gone.
const words = ['chiave', 'chiavi', 'chiavetta', 'macchina', 'macchine', 'duplicatrice', 'transponder', 'auto', 'moto', 'profilo', 'lama', 'testa'];
function databases() {
  const tokenize = (raw: string) => [...new Set(raw.toLowerCase().split(/\s+/).filter(Boolean))];
  const tokenizer = () => ({ language: 'italian', normalizationCache: new Map(), tokenize });
  const full = create({ schema: { a0: 'string', a1: 'string' }, components: { tokenizer: tokenizer() } });
  const lean = create({ schema: { a0: 'string', a1: 'string' }, components: { tokenizer: tokenizer(), index: leanIndexComponent() } });
  let seed = 11;
  const rnd = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const docs = Array.from({ length: 200 }, (_, i) => ({
    id: `d${i}`,
    a0: Array.from({ length: 1 + (i % 4) }, () => words[Math.floor(rnd() * words.length)]).join(' '),
    a1: Array.from({ length: 5 + (i % 9) }, () => words[Math.floor(rnd() * words.length)]).join(' '),
  }));
  insertMultiple(full, docs as never);
  insertMultiple(lean, docs as never);
  // Removals change the counts and the average length: both must follow.
  const gone = docs.filter((_, i) => i % 7 === 3).map((d) => d.id);
  removeMultiple(full, gone);
  removeMultiple(lean, gone);
  return { full, lean };
}

type IndexData = {
  frequencies: Record<string, Record<number, unknown>>;
  tokenOccurrences: Record<string, Record<string, number>>;
  fieldLengths: Record<string, Record<number, number | undefined>>;
  avgFieldLength: Record<string, number | undefined>;
};
const dataOf = (db: ReturnType<typeof databases>['full']) => (db.data as unknown as { index: IndexData }).index;
const defined = (lengths: Record<number, number | undefined>) => Object.fromEntries(Object.entries(lengths).filter(([, v]) => v !== undefined));

describe('leanIndexComponent', () => {
  it('keeps the token counts and field lengths of Orama and no per-record frequencies', () => {
    const { full, lean } = databases();
    const f = dataOf(full);
    const l = dataOf(lean);
    for (const prop of ['a0', 'a1']) {
      expect(Object.keys(f.frequencies[prop]!).length).toBeGreaterThan(100);
      expect(Object.keys(l.frequencies[prop]!)).toEqual([]);
      expect(l.tokenOccurrences[prop]).toEqual(f.tokenOccurrences[prop]);
      expect(defined(l.fieldLengths[prop]!)).toEqual(defined(f.fieldLengths[prop]!));
      expect(l.avgFieldLength[prop]).toBeCloseTo(f.avgFieldLength[prop]!, 9);
    }
  });

  it('scores as Orama scores the full index, after removals too', () => {
    const { full, lean } = databases();
    const boost = { a0: 8, a1: 4 };
    for (const term of ['chiav', 'macchin', 'auto', 'lama', 'zzz']) {
      const scratch = new Float64Array(maxInternalId(lean) + 1);
      const ids = scoreWord(lean, [{ term, tolerance: 0, weight: 1 }], boost, scratch, new ScorerCache());
      const orama = search(full, { term, properties: ['a0', 'a1'], boost, threshold: 1, limit: 1000 }) as { hits: Array<{ id: string; score: number }> };
      expect(ids.length).toBe(orama.hits.length);
      const ours = new Map(ids.map((id) => [lean.internalDocumentIDStore.internalIdToId[id - 1], scratch[id]]));
      for (const hit of orama.hits) expect(ours.get(hit.id)).toBeCloseTo(hit.score, 6);
    }
  });

  it("refuses Orama's own full-text search, which would need the frequencies", () => {
    const { lean } = databases();
    expect(() => search(lean, { term: 'chiave' })).toThrow(/decision 0961/);
  });
});
