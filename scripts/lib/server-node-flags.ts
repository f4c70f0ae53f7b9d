/**
 * Node flags of every production start of a market site (decision 0960; docs/requirements/performance.md#memory):
 * - `--max-old-space-size=512` (MiB): below about 1 GB V8 also grows the old generation less past what is live; the live heap after a full
 *   collection is 110-150 MB, leaving room for the page and content caches (64 MB each);
 * - `--max-semi-space-size=32` (MiB, default 16): a render waiting in the render gate would outlive two scavenges and be promoted.
 * Written out only by the apps' `start` and scripts/release-bundle.ts; scripts/server-node-flags.test.ts keeps them equal.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-old-space-size=512', '--max-semi-space-size=32'];
