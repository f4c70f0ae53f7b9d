import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** A running local SMTP sink. */
export interface SmtpSink {
  /** `smtp://127.0.0.1:{port}` for nodemailer. */
  url: string;
  port: number;
  /** Folder of the `.eml` files. */
  dir: string;
  close(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

/**
 * The embedded mail service (docs/requirements/architecture.md#embedded-services): an SMTP server
 * on 127.0.0.1 keeping each message once as `{dir}/{sha256(Message-ID)}.eml`. `port` 0 picks a free port.
 */
export async function startSmtpSink(options: { dir: string; port?: number; host?: string }): Promise<SmtpSink> {
  mkdirSync(options.dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        try {
          const raw = Buffer.concat(chunks);
          const head =
            raw
              .subarray(0, 64 * 1024)
              .toString('utf8')
              .split(/\r?\n\r?\n/)[0] ?? '';
          const messageId = /^message-id:\s*(.+)$/im.exec(head)?.[1]?.trim() ?? `${Date.now()}-${Math.random()}`;
          const file = path.join(options.dir, createHash('sha256').update(messageId).digest('hex').slice(0, 32) + '.eml');
          if (!existsSync(file)) {
            const tmp = `${file}.${process.pid}.tmp`;
            writeFileSync(tmp, raw);
            renameSync(tmp, file);
          }
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  server.on('error', () => undefined);
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  return {
    url: `smtp://${host}:${port}`,
    port,
    dir: options.dir,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
