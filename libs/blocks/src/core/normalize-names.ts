/**
 * Component names of the stand-ins that server-side validation (`normalizeStoryContent`,
 * decision 0781) puts in a preview in place of a blok it could not render. Kept apart from
 * normalize.ts, which imports every schema, so `<Blok>` can know them without loading those.
 */
/** A blok no block is registered for. */
export const UNKNOWN_BLOK = '__unknown_blok';
/** A blok that fails its schema. */
export const INVALID_BLOK = '__invalid_blok';
