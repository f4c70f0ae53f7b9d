/**
 * Chunk-load reload guard (docs/requirements/pages.md#build-freshness): a script chunk that fails to load (a visitor on a
 * page of an old build after a deploy) reloads the target page once. The guard stores the path
 * and an expiry (10,000 ms, docs/requirements/pages.md#build-freshness) in sessionStorage: a second failure for the same path
 * before the expiry does not reload again, so a chunk that is really gone never loops.
 */

/** How long a reload for a path blocks another reload of that path (docs/requirements/pages.md#build-freshness: 10000 ms). */
export const RELOAD_GUARD_MS = 10_000;

/** sessionStorage key of the guard: `{ path, expires }` (expires in epoch ms). */
export const RELOAD_GUARD_KEY = 'silca:chunk-reload';

/** Storage the guard writes to (sessionStorage in the browser; a stand-in in tests). */
export type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** True for the errors browsers and Vite raise when a dynamically imported chunk cannot be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '');
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed/i.test(
    message,
  );
}

/**
 * Reloads `path` unless the guard says it was reloaded for the same path less than 10 s ago.
 * Returns true when it navigated. `navigate` is `location.assign` in the browser.
 */
export function reloadOnce(path: string, storage: GuardStorage, navigate: (path: string) => void, now = Date.now()): boolean {
  const stored = readGuard(storage);
  if (stored && stored.path === path && typeof stored.expires === 'number' && stored.expires > now) return false;
  try {
    storage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ path, expires: now + RELOAD_GUARD_MS }));
  } catch {
    // storage full or blocked: without a guard, do not risk a loop
    return false;
  }
  navigate(path);
  return true;
}

function readGuard(storage: GuardStorage): { path?: unknown; expires?: unknown } | null {
  try {
    return JSON.parse(storage.getItem(RELOAD_GUARD_KEY) ?? 'null') as { path?: unknown; expires?: unknown } | null;
  } catch {
    return null;
  }
}

interface RouterLike {
  state: { navigation: { location?: { pathname: string; search: string; hash: string } } };
}

/** The page the visitor is going to: the pending navigation's target, else the current page. */
function targetPath(): string {
  const router = (window as unknown as { __remixRouter?: RouterLike }).__remixRouter;
  const target = router?.state.navigation.location ?? window.location;
  return target.pathname + target.search + target.hash;
}

/**
 * Installs the guard in the browser: Vite's `vite:preloadError` (a lazy chunk or its CSS failed)
 * and unhandled chunk-load rejections reload the target page once. Call once, before hydration.
 */
export function installChunkReloadGuard(): void {
  const reload = () => reloadOnce(targetPath(), window.sessionStorage, (p) => window.location.assign(p));
  window.addEventListener('vite:preloadError', (event) => {
    if (reload()) event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason) && reload()) event.preventDefault();
  });
}
