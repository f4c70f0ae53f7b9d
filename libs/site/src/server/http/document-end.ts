import { Transform, type TransformCallback } from 'node:stream';

const DOCUMENT_END = Buffer.from('</body></html>');

/**
 * Moves the document's closing `</body></html>` to the end of the stream (docs/requirements/pages.md#conformance-goals).
 *
 * With single fetch, Remix renders the script tags that stream the loader data in as a sibling of
 * the `<html>` element, so React 18 writes them after `</html>`: browsers put them in the body
 * anyway, but it is a parse error to the W3C checker ("Stray start tag script"). This transform
 * holds the first `</body></html>` back and writes it after everything else (decision 1044).
 * Bytes before it pass on as they come, but for the last 13 of a chunk, kept in case the marker
 * is split between chunks. Input and output: Buffer/Uint8Array chunks; object mode off.
 */
export function createDocumentEndMover(): Transform {
  let carry: Buffer = Buffer.alloc(0);
  let held = false;
  return new Transform({
    transform(chunk: Buffer | Uint8Array, _encoding: BufferEncoding, callback: TransformCallback) {
      if (held) return callback(null, chunk);
      const bytes = carry.length ? Buffer.concat([carry, chunk]) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      const at = bytes.indexOf(DOCUMENT_END);
      if (at >= 0) {
        held = true;
        carry = Buffer.alloc(0);
        const rest = Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + DOCUMENT_END.length)]);
        return callback(null, rest.length ? rest : undefined);
      }
      const keep = Math.min(bytes.length, DOCUMENT_END.length - 1);
      carry = Buffer.from(bytes.subarray(bytes.length - keep));
      const out = bytes.subarray(0, bytes.length - keep);
      callback(null, out.length ? out : undefined);
    },
    flush(callback: TransformCallback) {
      if (carry.length) this.push(carry);
      if (held) this.push(DOCUMENT_END);
      callback();
    },
  });
}
