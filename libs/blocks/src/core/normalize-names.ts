/** Stand-ins validation puts in a preview (decision 0781); apart from normalize.ts so `<Blok>` loads no schemas. */
export const UNKNOWN_BLOK = '__unknown_blok';
export const INVALID_BLOK = '__invalid_blok';
