/**
 * The library's only console access: warnings for content problems a developer can fix
 * (invalid rich-text image options, unsafe links). Product code never calls console directly.
 */
export const logger = {
  /** Writes `[@silca/blocks] message` with optional details to console.warn. */
  warn(message: string, details?: unknown): void {
    if (details === undefined) console.warn(`[@silca/blocks] ${message}`);
    else console.warn(`[@silca/blocks] ${message}`, details);
  },
};
