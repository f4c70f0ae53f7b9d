import { Transform, type TransformCallback } from 'node:stream';

/** Size of the byte view React 18's Node stream renderer fills before it writes (`VIEW_SIZE`). */
export const REACT_VIEW_SIZE = 2048;

/** The most bytes a view can be short of: a 4-byte UTF-8 sequence with one byte of room left. */
const MAX_PADDING = 3;

/**
 * Removes the NUL bytes React 18's `renderToPipeableStream` leaves in its output (docs/requirements/pages.md#public-site-goals).
 *
 * The cause, in react-dom 18.3.1 `ReactServerStreamConfigNode.writeStringChunk`: text is encoded
 * with `TextEncoder.encodeInto` into a 2,048-byte view. When a multi-byte character (Cyrillic,
 * umlauts, accented letters: 2 to 4 bytes) does not fit in the bytes left in the view,
 * `encodeInto` stops before it, and React then writes the WHOLE view
 * (`writeToDestination(destination, currentView)`) instead of `currentView.subarray(0,
 * writtenBytes)`: the 1 to 3 unwritten bytes at its end go out as `\0`, and the character follows
 * in the next view. React 19 writes the subarray; 18.x never got the fix.
 *
 * This transform sits between React and the response and undoes exactly that: a chunk of
 * exactly 2,048 bytes (a full view) has its trailing NUL bytes (at most 3) cut. Valid HTML never
 * contains NUL (a parse error in the HTML standard), so nothing real is lost; every other chunk
 * passes untouched and the byte order is kept, so the UTF-8 sequence that follows is whole again.
 *
 * It also hands the document on in as few chunks as it was written in one go: React writes a
 * rendered shell as 2 KB views one after the other within one tick (25 of them for a 50 KB page),
 * and each chunk used to cost a read of Remix's web stream, a `res.write` and a socket write of
 * its own (docs/requirements/performance.md#uncached-throughput profile). The views of one tick are joined
 * and pushed once, on the next tick or when React ends the stream; a chunk React writes later
 * (a suspended boundary resolving) follows a tick after it comes, so streaming is not held back.
 *
 * Input and output: Buffer/Uint8Array chunks; object mode off.
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
  // React's `pipe` listens for the stream's 'close' and then aborts the request, which ends the
  // stream a second time even when the render had finished: Node builds (and drops) an
  // ERR_STREAM_ALREADY_FINISHED error for it, stack and all (0.5% of a partner page's profile).
  // A second `end()` of an ended stream does nothing here.
  const end = stream.end.bind(stream) as (...args: unknown[]) => Transform;
  stream.end = ((...args: unknown[]) => (stream.writableEnded && args.length === 0 ? stream : end(...args))) as Transform['end'];
  return stream;
}

/** One chunk with React's view padding removed (see `createReactPaddingFilter`). */
export function trimViewPadding(chunk: Uint8Array): Uint8Array {
  if (chunk.byteLength !== REACT_VIEW_SIZE || chunk[REACT_VIEW_SIZE - 1] !== 0) return chunk;
  let end = REACT_VIEW_SIZE;
  while (end > REACT_VIEW_SIZE - MAX_PADDING && chunk[end - 1] === 0) end -= 1;
  return chunk.subarray(0, end);
}
