import net from 'node:net';
import zlib from 'node:zlib';

/** Status, lower-cased headers (repeats joined), raw body. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  raw: string;
}

/** One HTTP/1.1 request byte for byte; `status` 0 without a status line; rejects after `timeoutMs`. */
export function rawRequest(
  port: number,
  req: { method: string; target: string; headers: Array<[string, string]>; host?: string | null; body?: string },
  timeoutMs = 30_000,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`timeout: ${req.method} ${req.target.slice(0, 80)}`));
    }, timeoutMs);
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parse(Buffer.concat(chunks).toString('latin1')));
    });
    const lines = [`${req.method} ${req.target} HTTP/1.1`];
    if (req.host !== null) lines.push(`Host: ${req.host ?? `127.0.0.1:${port}`}`);
    for (const [k, v] of req.headers) lines.push(`${k}: ${v}`);
    const body = req.body !== undefined ? Buffer.from(req.body, 'utf8') : null;
    if (body) lines.push(`Content-Length: ${body.length}`);
    lines.push('Connection: close', '', '');
    socket.write(Buffer.from(lines.join('\r\n'), 'latin1'));
    if (body) socket.write(body);
  });
}

function parse(raw: string): RawAnswer {
  const end = raw.indexOf('\r\n\r\n');
  const head = end < 0 ? raw : raw.slice(0, end);
  let body = end < 0 ? '' : raw.slice(end + 4);
  const [statusLine, ...headerLines] = head.split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const i = line.indexOf(':');
    if (i <= 0) continue;
    const k = line.slice(0, i).trim().toLowerCase();
    const v = line.slice(i + 1).trim();
    headers[k] = headers[k] !== undefined ? `${headers[k]}, ${v}` : v;
  }
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
    let out = '';
    let rest = body;
    for (;;) {
      const nl = rest.indexOf('\r\n');
      const size = parseInt(rest.slice(0, nl), 16);
      if (!Number.isFinite(size) || size <= 0) break;
      out += rest.slice(nl + 2, nl + 2 + size);
      rest = rest.slice(nl + 2 + size + 2);
    }
    body = out;
  }
  let bytes = Buffer.from(body, 'latin1');
  const encoding = headers['content-encoding'] ?? '';
  try {
    if (encoding === 'gzip') bytes = zlib.gunzipSync(bytes);
    else if (encoding === 'br') bytes = zlib.brotliDecompressSync(bytes);
    else if (encoding === 'deflate') bytes = zlib.inflateSync(bytes);
  } catch {
    // a truncated or HEAD answer keeps its bytes as they came
  }
  return { status, headers, body: bytes.toString('utf8'), raw };
}
