import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rootCertificates } from 'node:tls';
import { Agent, Dispatcher, getGlobalDispatcher, setGlobalDispatcher } from 'undici';
import { AUTH_CONSTANTS } from './config';

/** A certificate and its private key, PEM. */
export interface Certificate {
  cert: string;
  key: string;
}

/**
 * A self-signed certificate for `localhost` and `127.0.0.1`, valid 2 days, made with the system's
 * `openssl` (decision 0602). Only the embedded provider uses it; throws when openssl is missing.
 */
export function createLocalCertificate(): Certificate {
  const dir = mkdtempSync(path.join(tmpdir(), 'silca-auth-tls-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        keyFile,
        '-out',
        certFile,
        '-days',
        '2',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return { cert: readFileSync(certFile, 'utf8'), key: readFileSync(keyFile, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A fetch dispatcher sending requests for one origin through an agent that trusts its
 * certificate, with the timeouts of docs/requirements/extranet.md#auth-constants, and the rest to
 * the previous one; process-wide, because arctic and jose call the global `fetch`.
 */
class OriginTrustDispatcher extends Dispatcher {
  constructor(
    private readonly origin: string,
    private readonly trusted: Agent,
    readonly fallback: Dispatcher,
  ) {
    super();
  }
  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandlers): boolean {
    const origin = typeof options.origin === 'string' ? options.origin : options.origin?.toString();
    const target = origin?.replace(/\/$/, '') === this.origin ? this.trusted : this.fallback;
    return target.dispatch(options, handler);
  }
  override async close(): Promise<void> {
    await this.trusted.close();
  }
  override async destroy(): Promise<void> {
    await this.trusted.destroy();
  }
}

/** Routes global `fetch` requests to `origin` through such an agent; returns the function that restores the previous dispatcher. */
export function trustOriginForFetch(origin: string, certificate: string | undefined, timeoutMs: number = AUTH_CONSTANTS.httpTimeoutMs): () => Promise<void> {
  const previous = getGlobalDispatcher();
  const trusted = new Agent({
    connect: { ...(certificate ? { ca: [...rootCertificates, certificate] } : {}), timeout: timeoutMs },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  const dispatcher = new OriginTrustDispatcher(origin.replace(/\/$/, ''), trusted, previous);
  setGlobalDispatcher(dispatcher);
  return async () => {
    if (getGlobalDispatcher() === dispatcher) setGlobalDispatcher(previous);
    await trusted.close().catch(() => undefined);
  };
}
