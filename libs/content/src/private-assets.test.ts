import { describe, expect, it } from 'vitest';
import { isAssetPath, signAssetPath, verifyAssetSignature } from './private-assets';

const SECRET = 'test-secret';
const PATH = '/f/1/aaaa000001/price-list.pdf';
const NOW = 1_800_000_000;

const query = (q: string) => new URLSearchParams(q);

describe('signed asset URLs (decision 0800)', () => {
  it('accepts its own signature until the expiry, then calls it expired', () => {
    const q = signAssetPath(SECRET, PATH, NOW + 300);
    expect(verifyAssetSignature(SECRET, PATH, query(q), NOW)).toBe('valid');
    expect(verifyAssetSignature(SECRET, PATH, query(q), NOW + 300)).toBe('valid');
    expect(verifyAssetSignature(SECRET, PATH, query(q), NOW + 301)).toBe('expired');
  });

  it('refuses a signature for another path, another secret, a moved expiry or a changed signature', () => {
    const q = query(signAssetPath(SECRET, PATH, NOW + 300));
    expect(verifyAssetSignature(SECRET, '/f/1/aaaa000001/other.pdf', q, NOW)).toBe('invalid');
    expect(verifyAssetSignature(SECRET, `${PATH}/m/100x0`, q, NOW)).toBe('invalid');
    expect(verifyAssetSignature('other-secret', PATH, q, NOW)).toBe('invalid');
    const later = new URLSearchParams(q);
    later.set('exp', String(NOW + 9999));
    expect(verifyAssetSignature(SECRET, PATH, later, NOW)).toBe('invalid');
    const sig = q.get('sig')!;
    const flipped = new URLSearchParams(q);
    flipped.set('sig', (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1));
    expect(verifyAssetSignature(SECRET, PATH, flipped, NOW)).toBe('invalid');
  });

  it('refuses missing and malformed parameters without throwing', () => {
    for (const q of ['', 'exp=1', 'sig=abc', 'exp=abc&sig=' + 'a'.repeat(43), 'exp=1e9&sig=' + 'a'.repeat(43), `exp=${NOW}&sig=${'é'.repeat(43)}`, `exp=${NOW}&sig=short`]) {
      expect(verifyAssetSignature(SECRET, PATH, query(q), NOW), q).toBe('invalid');
    }
  });

  it('accepts only plain /f/ asset paths', () => {
    expect(isAssetPath(PATH)).toBe(true);
    expect(isAssetPath(`${PATH}/m/200x0/filters:format(webp)`)).toBe(true);
    for (const bad of ['/x/1/a.pdf', '/f/../secret', '/f/1//a.pdf', '/f/1/a\\b.pdf', '/f/1/a\u0000.pdf', `/f/${'a'.repeat(2050)}`, '/f/1/a.pdf?x=1', '/f/1/%2e%2e/a.pdf', '/f/1/a%2fb.pdf', '/f/1/%E0%A4%A.pdf']) {
      expect(isAssetPath(bad), bad).toBe(false);
    }
  });
});
