import { describe, expect, it } from 'vitest';
import { parseListingQuery } from './template-data.server';

describe('parseListingQuery', () => {
  it('reads page and sort', () => {
    expect(parseListingQuery(new URL('http://x/p?page=3&sort=name_desc'))).toEqual({ page: 3, sort: 'name_desc' });
  });

  it('falls back to defaults on bad input instead of failing', () => {
    expect(parseListingQuery(new URL('http://x/p?page=-4&sort=price'))).toEqual({ page: 1, sort: 'name_asc' });
    expect(parseListingQuery(new URL('http://x/p?page=abc'))).toEqual({ page: 1, sort: 'name_asc' });
  });

  it('gives the defaults without either parameter, other parameters ignored', () => {
    expect(parseListingQuery(new URL('http://x/p'))).toEqual({ page: 1, sort: 'name_asc' });
    expect(parseListingQuery(new URL('http://x/p?utm_source=mail&q=x'))).toEqual({ page: 1, sort: 'name_asc' });
    expect(parseListingQuery(new URL('http://x/p?sort=name_desc&utm=1'))).toEqual({ page: 1, sort: 'name_desc' });
  });
});
