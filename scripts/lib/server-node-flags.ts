/**
 * Node flags of every production start of a market site (decision 0960): `npm start` of each app
 * and of a release folder, the Playwright servers and the benchmarks.
 * - `--max-old-space-size=512` (MiB) caps V8's old generation; below about 1 GB V8 also lets that
 *   generation grow less past what is live before it collects (a factor of about 1.4 at 512 MB,
 *   up to 4 by default on a machine with 16 GB or more). Without it, under load the old
 *   generation filled with garbage up to 280 MB more before the first full collection
 *   (docs/requirements/performance.md#speed-goals, memory). The live heap after a full
 *   collection is 110-150 MB; 512 leaves room for full page and content caches (64 MB each).
 * - `--max-semi-space-size=32` (MiB, default 16): a render waiting in the render gate outlives
 *   two scavenges of a 16 MB young generation and is promoted, which the cap then pays for with
 *   more full collections (up to a quarter more CPU per uncached page at 50 connections in some
 *   runs on a busy machine); a 32 MB semi-space promotes less, for at most 32 MB more.
 * Only the site's own code (apps/site-* package.json `start`, scripts/release-bundle.ts) writes
 * them out; scripts/server-node-flags.test.ts keeps them equal.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-old-space-size=512', '--max-semi-space-size=32'];
