import { describe, expect, it } from 'vitest';
import { pageHref, readPage } from './pageHref';

describe('pageHref', () => {
  it('sets page and keeps the other parameters', () => {
    expect(pageHref('?category=auto&page=2', 3)).toBe('?category=auto&page=3');
    expect(pageHref('sort=name', 2)).toBe('?sort=name&page=2');
  });
  it('drops page for page 1 and invalid numbers', () => {
    expect(pageHref('?page=4&q=key', 1)).toBe('?q=key');
    expect(pageHref('?page=4', 0)).toBe('?');
    expect(pageHref('', 2.5)).toBe('?');
  });
});

describe('readPage', () => {
  it('reads a positive page, else 1', () => {
    expect(readPage('?page=7')).toBe(7);
    expect(readPage('?page=0')).toBe(1);
    expect(readPage('?page=-2')).toBe(1);
    expect(readPage('?page=abc')).toBe(1);
    expect(readPage('')).toBe(1);
  });
});
