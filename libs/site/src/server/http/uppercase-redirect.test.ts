import { MARKETS } from '@silca/i18n';
import { describe, expect, it } from 'vitest';
import { lowerCaseLocation } from './uppercase-redirect';

describe('lowerCaseLocation (docs/requirements/urls.md#uppercase-paths)', () => {
  it('sends a page path with capitals to its lower-case route, the query as sent', () => {
    expect(lowerCaseLocation('/EN/global/products', MARKETS.global)).toBe('/en/global/products');
    expect(lowerCaseLocation('/EN/Global/Products?q=Key&type=product', MARKETS.global)).toBe('/en/global/products?q=Key&type=product');
    expect(lowerCaseLocation('/IT/global/CERCA?q=chiave', MARKETS.global)).toBe('/it/global/cerca?q=chiave');
    expect(lowerCaseLocation('/Prodotti', MARKETS.italy)).toBe('/prodotti');
  });

  it('takes percent-escapes in either case as they are: no redirect for them, and kept as sent', () => {
    expect(lowerCaseLocation('/en/global/products/%3Cxss%20onload%3Dalert(1)%3E', MARKETS.global)).toBeNull();
    expect(lowerCaseLocation('/en/global/produkte/schl%C3%BCssel', MARKETS.global)).toBeNull();
    expect(lowerCaseLocation('/DE/global/produkte/schl%C3%BCssel', MARKETS.global)).toBe('/de/global/produkte/schl%C3%BCssel');
  });

  it('leaves lower-case paths alone', () => {
    expect(lowerCaseLocation('/en/global/products?q=Key', MARKETS.global)).toBeNull();
    expect(lowerCaseLocation('/', MARKETS.global)).toBeNull();
  });

  it('never rewrites files, assets, signed links, API or login routes, whose case matters', () => {
    for (const target of [
      '/_assets/f/287745/1200x800/84aecf33ce/Category-Key-Blanks.jpg',
      '/_extranet-assets/f/287745/1600x1067/11fa0a25bb/Gallery.JPG',
      '/_signed-assets/f/287745/AbC/file?sig=AbCdEf&exp=1',
      '/_signed-assets/F/287745/AbC',
      '/assets/Root-AbC123.js',
      '/API/search?q=x',
      '/auth/Login?returnTo=%2F',
      '/EN/global/Catalogue.PDF',
      '/_build.json',
    ]) {
      expect(lowerCaseLocation(target, MARKETS.global), target).toBeNull();
    }
  });

  it('leaves capitals alone when the lower-case path is no route (its 404 stays)', () => {
    expect(lowerCaseLocation('/XX/Nowhere', MARKETS.global)).toBeNull();
    expect(lowerCaseLocation('/EN/global', MARKETS.italy)).toBeNull();
  });
});
