import { describe, expect, it } from 'vitest';
import { MAX_PATH_LENGTH, screenPath } from './path-guard';

describe('screenPath', () => {
  it('lets ordinary paths through', () => {
    expect(screenPath('/en/global/products?page=2')).toEqual({ kind: 'ok' });
    expect(screenPath('/')).toEqual({ kind: 'ok' });
  });

  it('redirects a trailing slash to the bare path, keeping the query (docs/requirements/urls.md#trailing-slash)', () => {
    expect(screenPath('/it/global/prodotti/?sort=name:asc')).toEqual({
      kind: 'redirect',
      location: '/it/global/prodotti?sort=name:asc',
    });
    expect(screenPath('/prodotti///')).toEqual({ kind: 'redirect', location: '/prodotti' });
  });

  it('never produces a protocol-relative redirect', () => {
    expect(screenPath('//evil.example/')).toEqual({ kind: 'redirect', location: '/evil.example' });
    expect(screenPath('/en//global')).toEqual({ kind: 'not-found', reason: 'empty segment' });
    expect(screenPath('/en//global?q=1')).toEqual({ kind: 'not-found', reason: 'empty segment' });
  });

  it('docs/requirements/hardening.md#hostile-requests: refuses a backslash or an encoded slash before a redirect is built (browsers read /\\ as //)', () => {
    for (const target of [
      '/\\evil.example/',
      '/\\evil.example',
      '/%5Cevil.example/',
      '/%5cevil.example',
      '/en/global\\',
      '/en%2Fglobal/',
      '/%2F%2Fevil.example/',
      '/\\/evil.example/?a=1',
    ]) {
      const verdict = screenPath(target);
      expect(verdict.kind, target).toBe('bad-request');
    }
  });

  it('rejects malformed percent-encoding and control characters with 400', () => {
    expect(screenPath('/%E0%A4%A').kind).toBe('bad-request');
    expect(screenPath('/en/global/%00').kind).toBe('bad-request');
    expect(screenPath('/en/%0Aglobal').kind).toBe('bad-request');
  });

  it('answers 404 for dot segments in any encoding and for overlong paths', () => {
    expect(screenPath('/..%2f..%2fetc/passwd').kind).toBe('not-found');
    expect(screenPath('/a/%2e%2e/b').kind).toBe('not-found');
    expect(screenPath('/a\\..\\b').kind).toBe('not-found');
    expect(screenPath('/' + 'a'.repeat(MAX_PATH_LENGTH)).kind).toBe('not-found');
  });
});
