/** The library's only console access, for content problems a developer can fix. */
export const logger = {
  warn(message: string, details?: unknown): void {
    if (details === undefined) console.warn(`[@silca/blocks] ${message}`);
    else console.warn(`[@silca/blocks] ${message}`, details);
  },
};
