/** Logger of the content stand-in: stderr with a `[content]` prefix (no console.log in product code). */
export const logger = {
  /** Only with LOG_LEVEL=debug, read at call time. */
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
