/** One line per event, `level message {json}` on stderr. */
type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };
let threshold: Level = (process.env.LOG_LEVEL as Level | undefined) ?? 'info';

function write(level: Level, message: string, fields?: Record<string, unknown>) {
  if (ORDER[level] < (ORDER[threshold] ?? 20)) return;
  const line = `${new Date().toISOString()} ${level.toUpperCase()} ${message}${fields ? ' ' + JSON.stringify(fields) : ''}\n`;
  process.stderr.write(line);
}

export const log = {
  setLevel(level: Level) {
    threshold = level;
  },
  debug: (m: string, f?: Record<string, unknown>) => write('debug', m, f),
  info: (m: string, f?: Record<string, unknown>) => write('info', m, f),
  warn: (m: string, f?: Record<string, unknown>) => write('warn', m, f),
  error: (m: string, f?: Record<string, unknown>) => write('error', m, f),
};
