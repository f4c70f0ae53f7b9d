import { Transform, type TransformCallback } from 'node:stream';

const DOCUMENT_END = Buffer.from('</body></html>');

/** Moves `</body></html>` after single fetch's data scripts (decision 1044; docs/requirements/pages.md#valid-html). */
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
