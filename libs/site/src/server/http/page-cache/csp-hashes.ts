import { createHash } from 'node:crypto';

/** Shared documents get inline-script hashes instead of a nonce (decision 0740), hashed on the raw bytes without decoding. */

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const HAS_SRC = /\ssrc\s*=/i;

/** The `'sha256-…'` source of each inline `<script>` of `html` (UTF-8 bytes), in order, once each. Pure. */
export function inlineScriptHashes(html: Buffer): string[] {
  const out = new Set<string>();
  for (const match of html.toString('latin1').matchAll(INLINE_SCRIPT)) {
    const [, attributes = '', body = ''] = match;
    if (HAS_SRC.test(attributes)) continue;
    out.add(`'sha256-${createHash('sha256').update(body, 'latin1').digest('base64')}'`);
  }
  return [...out];
}

export interface HashedDocument {
  html: Buffer;
  csp: string;
}

/** `html` without its nonces and `csp` with the inline scripts' hashes in place of `'nonce-{nonce}'`. Pure. */
export function hashInsteadOfNonce(html: Buffer, csp: string, nonce: string | undefined): HashedDocument {
  const attribute = nonce ? ` nonce="${nonce}"` : null;
  const stripped = attribute && html.includes(attribute, 0, 'latin1') ? Buffer.from(html.toString('latin1').split(attribute).join(''), 'latin1') : html;
  const hashes = inlineScriptHashes(stripped).join(' ');
  const nonceSource = nonce ? `'nonce-${nonce}'` : null;
  let policy: string;
  if (nonceSource && csp.includes(nonceSource)) {
    policy = csp.split(nonceSource).join(hashes);
  } else if (/(^|;)\s*script-src\s/.test(csp)) {
    policy = csp.replace(/((?:^|;)\s*script-src\s[^;]*)/, `$1 ${hashes}`);
  } else {
    policy = `${csp}${csp ? ';' : ''}script-src 'self' ${hashes}`;
  }
  return { html: stripped, csp: policy.replace(/ {2,}/g, ' ').replace(/ ;/g, ';') };
}
