/**
 * Messages between the site and its development entry's child (IPC, decision 1031); the site
 * keeps a copy of these shapes in libs/site/src/server/dev-services.ts.
 */

/** Site to child. */
export type ToStandIns =
  /** The embedded provider's Allowed Callback and Logout URLs (the site knows its port after listening). */
  | { type: 'allowed-urls'; callbacks: string[]; logouts: string[] }
  /** The publish webhook of the embedded mode: re-read `content/`, then answer `reloaded` with the same id. */
  | { type: 'reload'; id: number };

/** Child to site. */
export type FromStandIns =
  | {
      type: 'ready';
      storyblok?: { origin: string; endpoint: string };
      auth0?: { domain: string; certificate: string };
      algolia?: { port: number };
      /** The leads store's PostgreSQL (PGlite) and SMTP sink, each absent when configured (decision 1035). */
      leads?: { databaseUrl?: string; smtp?: { url: string; dir: string } };
    }
  /** `content/` re-read: on request (`id`) or by the file watch (no id). */
  | { type: 'reloaded'; id?: number }
  | { type: 'failed'; message: string };

/** What the site passes as the child's one argument (JSON). */
export interface StandInsOptions {
  /** Public base of asset URLs in CDN answers (the site's `/_assets`). */
  assetBaseUrl?: string;
  /** The site's market: the embedded leads store is `DATA_DIR/leads-{market}`. */
  market?: string;
}
