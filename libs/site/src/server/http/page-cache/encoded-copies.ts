import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { IncomingMessage } from 'node:http';
import Negotiator from 'negotiator';

/**
 * Compressed copies of a stored page (docs/requirements/performance.md#speed-goals "cached pages near static speed"). Browsers ask
 * for `br` or `gzip`; without these copies the compression middleware would compress the same
 * stored HTML again on every hit, which costs more CPU than the rest of the hit. Each copy is
 * made once, in the background, at a higher level than per-response compression can afford;
 * until it exists, hits are compressed as before.
 */

/** Encodings the page cache keeps copies of, in the server's order of preference (as `compression`). */
export const STORED_ENCODINGS = ['br', 'gzip'] as const;
export type StoredEncoding = (typeof STORED_ENCODINGS)[number];

/** Bodies below this size are answered as they are (the `compression` middleware's threshold). */
export const MIN_COPY_BYTES = 1024;

/** A stored page's compressed copies and the ones being made. */
export interface EncodedCopies {
  br?: Buffer;
  gzip?: Buffer;
  making?: Set<StoredEncoding>;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The stored encoding to answer `req` with: the client's best acceptable of `available` (default
 * {@link STORED_ENCODINGS}; the copies a stored answer has), q-values honoured, `br` preferred on
 * a tie as the `compression` middleware chooses, or null for identity (no `Accept-Encoding`,
 * `identity` only, `br;q=0`...).
 */
export function storedEncodingFor(req: IncomingMessage, available: readonly StoredEncoding[] = STORED_ENCODINGS): StoredEncoding | null {
  if (!req.headers['accept-encoding']) return null;
  // negotiator 0.6.4 takes the server's preference as a second argument (its types predate it).
  const negotiator = new Negotiator(req) as unknown as { encoding(available: string[], preferred: string[]): string | undefined };
  const best = negotiator.encoding([...available, 'identity'], [...available]);
  return best === 'br' || best === 'gzip' ? best : null;
}

/**
 * Starts making the `encoding` copy of `body` into `copies` unless it exists, is on its way, or
 * `body` is too small to gain from it ({@link MIN_COPY_BYTES}).
 * Brotli quality 9 and gzip level 9 (one compression per stored page, not per answer). Never
 * throws: a failed compression leaves the copy absent and the page served as before.
 */
export function makeCopy(copies: EncodedCopies, body: Buffer, encoding: StoredEncoding, onError: (error: unknown) => void): void {
  if (body.length < MIN_COPY_BYTES || copies[encoding] || copies.making?.has(encoding)) return;
  (copies.making ??= new Set()).add(encoding);
  const compressed =
    encoding === 'br'
      ? brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 9,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        })
      : gzipAsync(body, { level: 9 });
  compressed
    .then((buffer) => {
      copies[encoding] = buffer;
    })
    .catch(onError)
    .finally(() => copies.making?.delete(encoding));
}

/** The ETag of a compressed copy: the identity ETag with the encoding inside its quotes. */
export function encodedEtag(etag: string, encoding: StoredEncoding): string {
  return `${etag.slice(0, -1)}-${encoding}"`;
}
