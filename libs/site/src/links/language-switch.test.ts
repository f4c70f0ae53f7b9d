import { describe, expect, it } from 'vitest';
import { carriedQuery, withQuery } from './language-switch';

describe('carriedQuery (docs/requirements/urls.md#locale-selection-query)', () => {
  it('keeps the search text and the types of a search, drops its localised category and the page', () => {
    expect(carriedQuery('search', '?q=key&type=product&type=news&category=Schl%C3%BCsselrohlinge&page=3')).toBe('?q=key&type=product&type=news');
  });

  it('keeps a product listing’s category slugs, types and sort', () => {
    expect(carriedQuery(null, '?category=key-blanks&sort=date_desc&page=2&utm_source=x')).toBe('?category=key-blanks&sort=date_desc');
  });

  it('gives nothing when nothing is kept, and skips empty values', () => {
    expect(carriedQuery('search', '')).toBe('');
    expect(carriedQuery('search', '?q=&page=2')).toBe('');
  });

  it('encodes what it keeps (no injection into the link)', () => {
    expect(carriedQuery('search', '?q=a%26b%3D%22c')).toBe('?q=a%26b%3D%22c');
  });
});

describe('withQuery', () => {
  it('appends to a path or an absolute URL, before a fragment', () => {
    expect(withQuery('/it/global/cerca', '?q=key')).toBe('/it/global/cerca?q=key');
    expect(withQuery('https://www.silca.it/cerca#top', '?q=key')).toBe('https://www.silca.it/cerca?q=key#top');
    expect(withQuery('/it/global/cerca', '')).toBe('/it/global/cerca');
  });
});
