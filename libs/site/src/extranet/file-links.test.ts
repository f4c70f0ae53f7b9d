import { describe, expect, it } from 'vitest';
import { createFileLinkSigner } from './file-links.server';

// Signed links of extranet files carry their roles and expire (decision 0962).
const FILE = '/f/287745/c14171663d/partner-price-list-2025.pdf';

describe('file links', () => {
  it('verify what they signed: the roles, sorted and without duplicates, until the expiry', () => {
    let now = 100;
    const links = createFileLinkSigner({ secrets: ['a'], ttlS: 60, now: () => now });
    const query = new URLSearchParams(links.sign(FILE, ['partner', 'bu-italia', 'partner']));
    expect(query.get('roles')).toBe('bu-italia,partner');
    expect(links.verify(FILE, query)).toEqual({ kind: 'valid', roles: ['bu-italia', 'partner'] });
    now = 160;
    expect(links.verify(FILE, query).kind).toBe('valid');
    now = 161;
    expect(links.verify(FILE, query)).toEqual({ kind: 'expired' });
  });

  it('verify with an older secret after rotation, and never with a secret they were not signed with', () => {
    const old = createFileLinkSigner({ secrets: ['old'], ttlS: 60 });
    const query = new URLSearchParams(old.sign(FILE, ['partner']));
    expect(createFileLinkSigner({ secrets: ['new', 'old'], ttlS: 60 }).verify(FILE, query).kind).toBe('valid');
    expect(createFileLinkSigner({ secrets: ['new'], ttlS: 60 }).verify(FILE, query).kind).toBe('invalid');
  });

  it('refuse another path, malformed values and every single-character change of the signature', () => {
    const links = createFileLinkSigner({ secrets: ['a'], ttlS: 60 });
    const query = new URLSearchParams(links.sign(FILE, ['partner']));
    expect(links.verify(`${FILE}x`, query).kind).toBe('invalid');
    for (const [name, value] of [
      ['roles', 'Partner'],
      ['roles', 'partner,'],
      ['exp', '-1'],
      ['exp', '1e9'],
      ['sig', 'short'],
    ]) {
      const bad = new URLSearchParams(query);
      bad.set(name!, value!);
      expect(links.verify(FILE, bad).kind, `${name}=${value}`).toBe('invalid');
    }
    const sig = query.get('sig')!;
    for (let i = 0; i < sig.length; i++) {
      const bad = new URLSearchParams(query);
      bad.set('sig', `${sig.slice(0, i)}${sig[i] === 'A' ? 'B' : 'A'}${sig.slice(i + 1)}`);
      expect(links.verify(FILE, bad).kind, `character ${i}`).toBe('invalid');
    }
  });

  it('cannot be built without a secret', () => {
    expect(() => createFileLinkSigner({ secrets: [], ttlS: 60 })).toThrow(/secret/);
  });
});
