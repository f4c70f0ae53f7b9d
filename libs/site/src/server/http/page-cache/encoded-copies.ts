import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { IncomingMessage } from 'node:http';
import Negotiator from 'negotiator';

/** Compressed copies of a stored page, made once in the background (docs/requirements/performance.md#cached-throughput). */

/** Encodings kept, in the server's order of preference (as `compression`). */
export const STORED_ENCODINGS = ['br', 'gzip'] as const;
export type StoredEncoding = (typeof STORED_ENCODINGS)[number];

/** Smaller bodies go as they are (`compression`'s threshold). */
export const MIN_COPY_BYTES = 1024;

export interface EncodedCopies {
  br?: Buffer;
  gzip?: Buffer;
  making?: Set<StoredEncoding>;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The best stored encoding `req` accepts (q-values, `br` on a tie), or null for identity. */
export function storedEncodingFor(req: IncomingMessage, available: readonly StoredEncoding[] = STORED_ENCODINGS): StoredEncoding | null {
  if (!req.headers['accept-encoding']) return null;
  // negotiator 0.6.4 takes the preference as a second argument; its types predate it.
  const negotiator = new Negotiator(req) as unknown as { encoding(available: string[], preferred: string[]): string | undefined };
  const best = negotiator.encoding([...available, 'identity'], [...available]);
  return best === 'br' || best === 'gzip' ? best : null;
}

/** Makes the `encoding` copy of `body` (Brotli 9, gzip 9) unless present, pending or below {@link MIN_COPY_BYTES}. Never throws. */
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

/** The identity ETag with the encoding inside its quotes. */
export function encodedEtag(etag: string, encoding: StoredEncoding): string {
  return `${etag.slice(0, -1)}-${encoding}"`;
}
