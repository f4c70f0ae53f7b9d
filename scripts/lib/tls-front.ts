import type { OutgoingHttpHeaders } from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import proxy from 'http2-proxy';
import { generate } from 'selfsigned';

/** A running HTTPS front: its `https://127.0.0.1:<port>` origin and a stop function. */
export interface TlsFront {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * An HTTPS front on 127.0.0.1 that speaks HTTP/2 (and HTTP/1.1 to clients without ALPN h2) and
 * forwards every request to the plain-HTTP site at `backend` (`http://127.0.0.1:<port>`), the way
 * a CDN or a TLS terminator before Varnish reaches an instance (docs/operations/scaling.md,
 * decision 0988). The certificate is self-signed for the IP 127.0.0.1, made at start (P-256, one
 * day): a browser must be told to accept it (`--ignore-certificate-errors`). `port` 0 picks a
 * free one. Answers 502 when the site cannot be reached. Errors: the port is taken.
 */
export async function startTlsFront(backend: string, port = 0): Promise<TlsFront> {
  const target = new URL(backend);
  const now = new Date();
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate: new Date(now.getTime() - 60_000),
    notAfterDate: new Date(now.getTime() + 86_400_000),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const server = http2.createSecureServer({ key: pems.private, cert: pems.cert, allowHTTP1: true });
  server.on('request', (req, res) => {
    proxy.web(
      req,
      res,
      {
        hostname: target.hostname,
        port: Number(target.port),
        onReq: async (_req, options) => {
          options.headers = { ...(options.headers as OutgoingHttpHeaders), 'x-forwarded-proto': 'https' };
        },
      },
      (error) => {
        if (!error) return;
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
        res.end('site unreachable');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `https://127.0.0.1:${bound}`,
    port: bound,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
