/**
 * Minimal logger of the content layer. Product code never uses console.log (team rule); warnings
 * and errors go to stderr with a `[content]` prefix so operators can grep them.
 */
export const logger = {
  /** Only with LOG_LEVEL=debug (read at call time, so the site's setting applies). */
  debug(message: string): void {
    if (process.env.LOG_LEVEL === 'debug') console.warn(`[content] debug ${message}`);
  },
  warn(message: string, detail?: unknown): void {
    if (detail === undefined) console.warn(`[content] ${message}`);
    else console.warn(`[content] ${message}`, detail);
  },
  error(message: string, detail?: unknown): void {
    if (detail === undefined) console.error(`[content] ${message}`);
    else console.error(`[content] ${message}`, detail);
  },
};
