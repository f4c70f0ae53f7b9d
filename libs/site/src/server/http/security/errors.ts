import type { Server } from 'node:http';
import type { ErrorRequestHandler } from 'express';
import { log } from '../log';
import { plainErrorPage } from '../plain-error-page';
import { PERMISSIONS_POLICY } from './headers';

/** Last Express error handler: 4xx `status` or 500, the plain page, nothing of the error (docs/requirements/hardening.md#hostile-requests). */
export const plainErrorHandler: ErrorRequestHandler = (err, req, res, next) => {
  const raw = (err as { status?: unknown; statusCode?: unknown } | null) ?? {};
  const candidate = Number(raw.status ?? raw.statusCode);
  const status = Number.isInteger(candidate) && candidate >= 400 && candidate < 500 ? candidate : 500;
  if (status === 500) log.error('unhandled error', { path: req.path.slice(0, 200), message: (err as Error)?.message });
  else log.info('request error', { status, message: (err as Error)?.message });
  if (res.headersSent) return next(err);
  res.status(status).type('html').set('Cache-Control', 'no-store').send(plainErrorPage(status));
};

const RAW_400 = (() => {
  const body = plainErrorPage(400);
  return (
    'HTTP/1.1 400 Bad Request\r\nContent-Type: text/html; charset=utf-8\r\nCache-Control: no-store\r\n' +
    "X-Content-Type-Options: nosniff\r\nContent-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'\r\n" +
    `Permissions-Policy: ${PERMISSIONS_POLICY}\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
})();

/** Node's own answers (400, 431, 408, 405 for CONNECT) get the branded page (docs/requirements/hardening.md#hostile-requests). */
export function answerClientErrors(server: Server): void {
  // A request without Host gets the request screen's branded 400, not Node's bare one.
  (server as Server & { requireHostHeader?: boolean }).requireHostHeader = false;
  // CONNECT never reaches Express.
  server.on('connect', (_req, socket: import('node:stream').Duplex) => {
    socket.end(RAW_400.replace('400 Bad Request', '405 Method Not Allowed').replace('Connection: close', 'Allow: GET, HEAD, POST\r\nConnection: close'));
  });
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      socket.end(RAW_400.replace('400 Bad Request', '408 Request Timeout'));
      return;
    }
    if (err.code === 'HPE_HEADER_OVERFLOW') {
      socket.end(RAW_400.replace('400 Bad Request', '431 Request Header Fields Too Large'));
      return;
    }
    socket.end(RAW_400);
  });
}
