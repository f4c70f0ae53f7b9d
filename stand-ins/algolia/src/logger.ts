/**
 * Minimal logger of the search layer (team rule: no console.log in product code). Info lines go
 * to stdout only when SEARCH_LOG is not `silent`; warnings and errors to stderr, `[search]` prefix.
 */
export const logger = {
  info(message: string, detail?: unknown): void {
    if (process.env.SEARCH_LOG === 'silent') return;
    process.stdout.write(`[search] ${message}${detail === undefined ? '' : ' ' + JSON.stringify(detail)}\n`);
  },
  warn(message: string, detail?: unknown): void {
    if (detail === undefined) console.warn(`[search] ${message}`);
    else console.warn(`[search] ${message}`, detail);
  },
  error(message: string, detail?: unknown): void {
    if (detail === undefined) console.error(`[search] ${message}`);
    else console.error(`[search] ${message}`, detail);
  },
};
