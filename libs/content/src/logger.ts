/**
 * Minimal logger of the content layer. Product code never uses console.log (team rule); warnings
 * and errors go to stderr with a `[content]` prefix so operators can grep them.
 */
export const logger = {
  warn(message: string, detail?: unknown): void {
    if (detail === undefined) console.warn(`[content] ${message}`);
    else console.warn(`[content] ${message}`, detail);
  },
  error(message: string, detail?: unknown): void {
    if (detail === undefined) console.error(`[content] ${message}`);
    else console.error(`[content] ${message}`, detail);
  },
};
