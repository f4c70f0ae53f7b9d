import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Request, Response } from 'express';

/** Ranges and revalidation (PDF viewers ask for ranges). */
const PASSED_ON = ['range', 'if-range', 'if-none-match', 'if-modified-since'] as const;
const RELAYED = ['content-type', 'content-length', 'content-range', 'accept-ranges', 'etag', 'last-modified', 'content-disposition'] as const;
/** Other statuses of the asset host are not the partner's business. */
const RELAYED_STATUS = new Set([200, 206, 304, 416]);

export interface RelayOptions {
  /** Ms to wait for the asset host's headers, then an Error. */
  headersTimeoutMs: number;
  fetch?: typeof fetch;
}

/** `missing`: the asset host refused or lacks the file (403, 404, 410). */
export type RelayOutcome = 'sent' | 'missing';

/** Streams the asset host's file (decision 0962); `missing` when it lacks it, rejects before sending when it fails. */
export async function relayFile(req: Request, res: Response, upstreamUrl: string, opts: RelayOptions): Promise<RelayOutcome> {
  const abort = new AbortController();
  const gone = () => abort.abort();
  res.once('close', gone);
  const timer = setTimeout(() => abort.abort(new Error(`asset host answered no headers within ${opts.headersTimeoutMs} ms`)), opts.headersTimeoutMs);
  const headers: Record<string, string> = {};
  for (const name of PASSED_ON) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  let upstream: globalThis.Response;
  try {
    upstream = await (opts.fetch ?? fetch)(upstreamUrl, { method: req.method === 'HEAD' ? 'HEAD' : 'GET', headers, signal: abort.signal, redirect: 'follow' });
  } finally {
    clearTimeout(timer);
  }
  if ([403, 404, 410].includes(upstream.status)) {
    await upstream.body?.cancel();
    res.off('close', gone);
    return 'missing';
  }
  if (!RELAYED_STATUS.has(upstream.status)) {
    await upstream.body?.cancel();
    res.off('close', gone);
    throw new Error(`asset host answered ${upstream.status}`);
  }
  res.status(upstream.status);
  for (const name of RELAYED) {
    const value = upstream.headers.get(name);
    if (value !== null) res.setHeader(name, value);
  }
  if (!upstream.body || req.method === 'HEAD' || upstream.status === 304) {
    await upstream.body?.cancel();
    res.end();
    return 'sent';
  }
  try {
    await pipeline(Readable.fromWeb(upstream.body as WebReadableStream<Uint8Array>), res);
  } catch {
    // The status is already sent: nothing to add.
    res.destroy();
  }
  return 'sent';
}
