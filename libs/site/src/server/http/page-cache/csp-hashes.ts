import { createHash } from 'node:crypto';

/**
 * Content security policy for HTML that a shared cache may serve to many visitors
 * (decision 0740): the per-response nonce is replaced by the SHA-256 hashes of the document's
 * inline scripts, so the stored header and body stay valid for every visitor and no nonce is
 * ever handed to more than one of them.
 *
 * The document is handled as bytes read as latin1 (one character per byte): tags, attributes and
 * the nonce are ASCII, so matching works as on the decoded text, offsets are byte offsets, and a
 * script's hash is taken over its UTF-8 bytes exactly as the browser does, without decoding and
 * re-encoding a 60-80 KB page on every render (docs/requirements/performance.md#uncached-throughput profile: 3-4% of an uncached request).
 */

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const HAS_SRC = /\ssrc\s*=/i;

/**
 * The `'sha256-…'` source of every inline `<script>` of an HTML document (scripts with `src`
 * are covered by `'self'`), in document order, without duplicates. Pure; `html` is the
 * document's UTF-8 bytes.
 */
export function inlineScriptHashes(html: Buffer): string[] {
  const out = new Set<string>();
  for (const match of html.toString('latin1').matchAll(INLINE_SCRIPT)) {
    const [, attributes = '', body = ''] = match;
    if (HAS_SRC.test(attributes)) continue;
    out.add(`'sha256-${createHash('sha256').update(body, 'latin1').digest('base64')}'`);
  }
  return [...out];
}

/** What {@link hashInsteadOfNonce} returns: the rewritten document (UTF-8 bytes) and policy. */
export interface HashedDocument {
  html: Buffer;
  csp: string;
}

/**
 * Rewrites a rendered document and its `Content-Security-Policy` header for shared caching:
 * every `nonce="{nonce}"` attribute is removed from the HTML and the `'nonce-{nonce}'` source
 * of the policy is replaced by the hashes of the inline scripts ({@link inlineScriptHashes}).
 * A policy without that nonce source gets the hashes appended to `script-src` (created when
 * absent). Pure. `html` is the document's UTF-8 bytes; `nonce` is the base64 value the server
 * generated for this response.
 */
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
