import { describe, expect, it } from 'vitest';
import { isDataRequest } from './data-request';

describe('isDataRequest (decision 1044)', () => {
  it('is true for single-fetch `.data` paths and Remix v2 `?_data=`, false for documents', () => {
    expect(isDataRequest('/en/global.data')).toBe(true);
    expect(isDataRequest('/_root.data?_routes=root')).toBe(true);
    expect(isDataRequest('/en/global/extranet/catalogues?_data=extranet-page')).toBe(true);
    expect(isDataRequest('/en/global/extranet/catalogues')).toBe(false);
    expect(isDataRequest('/en/global/search?q=x.data')).toBe(false);
    expect(isDataRequest('/en/global/data')).toBe(false);
  });
});
