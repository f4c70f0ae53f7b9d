import { create, insertMultiple, search } from '@orama/orama';
import { describe, expect, it } from 'vitest';
import { EngineIndex } from './engine-index';
import { compileRanking, rankPage, RankingError, type Ranked } from './ranking';
import { maxInternalId, ScorerCache, scoreWord } from './scorer';

// The scorer reads Orama's index structures directly (decision 0810). These tests compare it with
// Orama's own search on the same database, so an Orama upgrade that changes those structures
// fails here, not silently in relevance.
const words = ['chiave', 'chiavi', 'chiavetta', 'macchina', 'macchine', 'duplicatrice', 'transponder', 'auto', 'moto', 'profilo'];
function database() {
  // Each token once per field, as the engine's tokenizer emits them (the scorer relies on it).
  const tokenize = (raw: string) => [...new Set(raw.toLowerCase().split(/\s+/).filter(Boolean))];
  const db = create({ schema: { a0: 'string', a1: 'string' }, components: { tokenizer: { language: 'italian', normalizationCache: new Map(), tokenize } } });
  let seed = 7;
  const rnd = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const docs = Array.from({ length: 300 }, (_, i) => ({
    id: `d${i}`,
    a0: Array.from({ length: 3 }, () => words[Math.floor(rnd() * words.length)]).join(' '),
    a1: Array.from({ length: 12 }, () => words[Math.floor(rnd() * words.length)]).join(' '),
  }));
  insertMultiple(db, docs as never);
  return db;
}

describe('scoreWord', () => {
  it('finds the documents of every token starting with the term, scored as Orama scores them', () => {
    const db = database();
    const boost = { a0: 8, a1: 4 };
    for (const term of ['chiav', 'macchin', 'auto', 'trans', 'zzz']) {
      const scratch = new Float64Array(maxInternalId(db) + 1);
      const ids = scoreWord(db, [{ term, tolerance: 0, weight: 1 }], boost, scratch, new ScorerCache());
      const orama = search(db, { term, properties: ['a0', 'a1'], boost, threshold: 1, limit: 1000 }) as { hits: Array<{ id: string; score: number }> };
      expect(ids.length).toBe(orama.hits.length);
      const ours = new Map(ids.map((id) => [db.internalDocumentIDStore.internalIdToId[id - 1], scratch[id]]));
      for (const hit of orama.hits) expect(ours.get(hit.id)).toBeCloseTo(hit.score, 6);
    }
  });

  it('matches whole tokens within the typo budget', () => {
    const db = database();
    const scratch = new Float64Array(maxInternalId(db) + 1);
    const ids = scoreWord(db, [{ term: 'profilp', tolerance: 1, weight: 0.5 }], { a0: 1, a1: 1 }, scratch, new ScorerCache());
    const exact = scoreWord(db, [{ term: 'profilo', tolerance: 0, weight: 1 }], { a0: 1, a1: 1 }, new Float64Array(scratch.length), new ScorerCache());
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids)).toEqual(new Set(exact));
  });
});

describe('EngineIndex query cache', () => {
  it('answers a repeated query with the records written since', () => {
    const ix = new EngineIndex('t', { searchableAttributes: ['title'], attributesForFaceting: ['type'] });
    ix.save([{ objectID: 'a', title: 'Chiave HU66', type: 'product' }]);
    expect(ix.search({ query: 'chiave' }).nbHits).toBe(1);
    ix.save([{ objectID: 'b', title: 'Chiave HU92', type: 'product' }]);
    expect(
      ix
        .search({ query: 'chiave' })
        .hits.map((h) => h.objectID)
        .sort(),
    ).toEqual(['a', 'b']);
    ix.partialUpdate('a', { title: 'Macchina Futura' });
    expect(ix.search({ query: 'chiave' }).hits.map((h) => h.objectID)).toEqual(['b']);
    ix.remove(['b']);
    expect(ix.search({ query: 'chiave' }).nbHits).toBe(0);
    expect(ix.search({ query: 'futura' }).hits[0]?.title).toBe('Macchina Futura');
  });
});

describe('rankPage', () => {
  type R = { id: string; key: string; rank: number };
  let n = 0;
  const r = (id: string, key: string, typos: number, proximity: number, rank: number): Ranked<R> => ({
    id: n++,
    record: { id, key, rank },
    words: 1,
    typos,
    filters: 0,
    proximity,
    attribute: 0,
    group: 0,
    exact: 0,
    complete: false,
  });
  const criteria = compileRanking<R>(
    ['typo', 'words', 'proximity', 'custom'],
    (a, b) => b.rank - a.rank,
    (x, a) => (x as Record<string, unknown>)[a],
  );
  it('breaks ties criterion by criterion, keeps one record per distinct key and counts keys', () => {
    const candidates = [r('a', 'x', 1, 1, 9), r('b', 'y', 0, 5, 1), r('c', 'x', 0, 1, 1), r('d', 'z', 0, 1, 9), r('e', 'y', 0, 1, 1)];
    const { nbHits, top } = rankPage(candidates, { criteria, complete: (x) => (x.complete = true), distinctKey: (x) => x.record.key, keep: 1, needed: 10 });
    expect(nbHits).toBe(3);
    expect(top.map((x) => x.record.id)).toEqual(['d', 'c', 'e']);
  });
  it('reads positions only for the groups that reach the page', () => {
    const candidates = Array.from({ length: 50 }, (_, i) => r(`r${i}`, `k${i}`, i < 5 ? 0 : 1, 1, i));
    const completed: string[] = [];
    const { nbHits, top } = rankPage(candidates, {
      criteria,
      complete: (x) => (completed.push(x.record.id), (x.complete = true)),
      distinctKey: null,
      keep: 1,
      needed: 3,
    });
    expect(nbHits).toBe(50);
    expect(top.map((x) => x.record.id)).toEqual(['r4', 'r3', 'r2']);
    expect(completed.sort()).toEqual(['r0', 'r1', 'r2', 'r3', 'r4']);
  });
  it('refuses an unknown criterion', () => {
    expect(() =>
      compileRanking(
        ['typo', 'popularity'],
        () => 0,
        () => undefined,
      ),
    ).toThrow(RankingError);
  });
});
