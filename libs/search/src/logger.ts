/** Logger of the search layer: info to stdout unless SEARCH_LOG is `silent`, the rest to stderr. */
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
