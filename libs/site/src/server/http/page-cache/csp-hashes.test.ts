import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashInsteadOfNonce, inlineScriptHashes } from './csp-hashes';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const nonce = 'bm9uY2UtMTIzNDU2Nzg5MA==';

// Non-ASCII text in the page and inside inline scripts (a Russian page's loader data).
const page = [
  '<!DOCTYPE html><html lang="ru"><head>',
  `<script nonce="${nonce}">window.__remixContext = {"title":"Продукты — ключи","q":"<\\/x>"};</script>`,
  `<script type="module" nonce="${nonce}" src="/assets/entry.js"></script>`,
  '</head><body><h1>Заготовки ключей «Silca»</h1>',
  `<SCRIPT NONCE="other" type="module">import "/a.js"; console.log("é");</SCRIPT>`,
  `<script nonce="${nonce}">window.x = 1</script>`,
  `<script nonce="${nonce}">window.x = 1</script>`,
  '</body></html>',
].join('');

describe('inlineScriptHashes', () => {
  it('hashes the UTF-8 bytes of each inline script, any case, once, skipping scripts with src', () => {
    expect(inlineScriptHashes(Buffer.from(page, 'utf8'))).toEqual([
      sha('window.__remixContext = {"title":"Продукты — ключи","q":"<\\/x>"};'),
      sha('import "/a.js"; console.log("é");'),
      sha('window.x = 1'),
    ]);
  });
});

describe('hashInsteadOfNonce', () => {
  it('removes every nonce attribute and leaves every other byte as it was', () => {
    const { html } = hashInsteadOfNonce(Buffer.from(page, 'utf8'), `script-src 'self' 'nonce-${nonce}'`, nonce);
    expect(html.toString('utf8')).toBe(page.split(` nonce="${nonce}"`).join(''));
    expect(html.toString('utf8')).toContain('<h1>Заготовки ключей «Silca»</h1>');
  });

  it('puts the hashes where the policy had the nonce, or into script-src, or adds script-src', () => {
    const body = Buffer.from(page, 'utf8');
    const hashes = inlineScriptHashes(body).join(' ');
    expect(hashInsteadOfNonce(body, `default-src 'self'; script-src 'self' 'nonce-${nonce}'; object-src 'none'`, nonce).csp).toBe(
      `default-src 'self'; script-src 'self' ${hashes}; object-src 'none'`,
    );
    expect(hashInsteadOfNonce(body, "script-src 'self'; object-src 'none'", undefined).csp).toBe(`script-src 'self' ${hashes}; object-src 'none'`);
    expect(hashInsteadOfNonce(body, "object-src 'none'", undefined).csp).toBe(`object-src 'none';script-src 'self' ${hashes}`);
  });

  it('returns the same bytes when there is no nonce to remove', () => {
    const body = Buffer.from('<p>ü</p><script>1</script>', 'utf8');
    expect(hashInsteadOfNonce(body, "script-src 'self'", 'absent').html).toBe(body);
  });
});
