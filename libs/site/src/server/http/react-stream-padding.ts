import { Transform, type TransformCallback } from 'node:stream';

/** React 18's Node stream view size (`VIEW_SIZE`). */
export const REACT_VIEW_SIZE = 2048;

/** A 4-byte UTF-8 sequence with one byte of room left. */
const MAX_PADDING = 3;

/**
 * Removes the NUL bytes React 18's `renderToPipeableStream` leaves in its output (docs/requirements/pages.md#valid-html): when a multi-byte
 * character does not fit its 2,048-byte view, react-dom 18.3.1 writes the whole view, unwritten bytes as `\0` (React 19 fixed it). A chunk
 * of exactly 2,048 bytes loses its trailing NULs (at most 3); others pass. The views of one tick are joined and pushed once
 * (docs/requirements/performance.md#uncached-throughput). Buffer chunks; object mode off.
 */
export function createReactPaddingFilter(): Transform {
  let pending: Uint8Array[] = [];
  let scheduled = false;
  const flushPending = () => {
    scheduled = false;
    if (pending.length === 0 || stream.destroyed) return;
    const out = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    pending = [];
    stream.push(out);
  };
  const stream = new Transform({
    transform(chunk: Buffer | Uint8Array, _encoding: BufferEncoding, callback: TransformCallback) {
      pending.push(trimViewPadding(chunk));
      if (!scheduled) {
        scheduled = true;
        process.nextTick(flushPending);
      }
      callback();
    },
    flush(callback: TransformCallback) {
      flushPending();
      callback();
    },
  });
  // React's `pipe` ends the stream again on 'close'; Node would build and drop an ERR_STREAM_ALREADY_FINISHED with its stack. A second
  // `end()` does nothing here.
  const end = stream.end.bind(stream) as (...args: unknown[]) => Transform;
  stream.end = ((...args: unknown[]) => (stream.writableEnded && args.length === 0 ? stream : end(...args))) as Transform['end'];
  return stream;
}

/** One chunk without React's view padding. */
export function trimViewPadding(chunk: Uint8Array): Uint8Array {
  if (chunk.byteLength !== REACT_VIEW_SIZE || chunk[REACT_VIEW_SIZE - 1] !== 0) return chunk;
  let end = REACT_VIEW_SIZE;
  while (end > REACT_VIEW_SIZE - MAX_PADDING && chunk[end - 1] === 0) end -= 1;
  return chunk.subarray(0, end);
}
