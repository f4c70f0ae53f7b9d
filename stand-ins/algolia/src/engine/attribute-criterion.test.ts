import { describe, expect, it } from 'vitest';
import { EngineIndex } from './engine-index';

// Algolia's Attribute criterion (attributeCriteriaComputedBy): with Proximity before Attribute,
// the default ranking, the attribute is picked among those forming the best proximity; a
// compound's part alone is not a match of the whole query word in that attribute.
const urlsOf = (ix: EngineIndex, query: string) =>
  ix.search({ query, getRankingInfo: true }).hits.map((h) => [h.objectID, (h._rankingInfo as { firstMatchedWord: number }).firstMatchedWord]);

describe('attribute criterion', () => {
  const records = [
    { objectID: 'product', title: 'Mando VW de 3 botones', body: 'Llaves con mando a distancia, tres botones', rank: 9 },
    { objectID: 'category', title: 'Llaves con mando a distancia', body: 'Mandos para coches', rank: 1 },
  ];
  const settings = {
    searchableAttributes: ['title', 'unordered(body)'],
    customRanking: ['desc(rank)'],
    indexLanguages: ['es'],
    queryLanguages: ['es'],
    removeStopWords: true,
  };

  it('takes the attribute forming the best proximity, not one holding a single query word', () => {
    const ix = new EngineIndex('es', settings);
    ix.save(records);
    expect(urlsOf(ix, 'mando distancia')).toEqual([
      ['category', 2],
      ['product', 1000],
    ]);
  });

  it('takes the best attribute holding any query word when Attribute comes before Proximity', () => {
    const ix = new EngineIndex('es', { ...settings, ranking: ['typo', 'geo', 'words', 'filters', 'attribute', 'proximity', 'exact', 'custom'] });
    ix.save(records);
    expect(urlsOf(ix, 'mando distancia')).toEqual([
      ['product', 0],
      ['category', 2],
    ]);
  });

  it('counts a decompounded word only in an attribute holding all its parts', () => {
    const ix = new EngineIndex('de', {
      searchableAttributes: ['title', 'unordered(body)'],
      customRanking: ['desc(rank)'],
      indexLanguages: ['de'],
      queryLanguages: ['de'],
    });
    ix.save([
      { objectID: 'product', title: 'Generalschlüsselanlage MK7', body: 'In der Schlüsseldatenbank mit Querverweisen', rank: 9 },
      { objectID: 'news', title: 'Unsere Schlüsseldatenbank erreicht 50.000 Referenzen', body: 'Neue Profile', rank: 1 },
      { objectID: 'parts', title: 'Datenbank', body: 'Schlüssel', rank: 0 },
    ]);
    const ranked = urlsOf(ix, 'schlüsseldatenbank');
    expect(ranked.slice(0, 2)).toEqual([
      ['news', 1],
      ['product', 1000],
    ]);
    // Parts in no single attribute still match, in the attribute where the word is complete.
    expect(ranked[2]).toEqual(['parts', 1000]);
  });
});
