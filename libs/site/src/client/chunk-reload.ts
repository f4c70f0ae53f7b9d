/** A chunk that fails to load reloads its page once; sessionStorage stops a loop (docs/requirements/pages.md#build-freshness). */

export const RELOAD_GUARD_MS = 10_000;

/** sessionStorage key of the guard: `{ path, expires }` (epoch ms). */
export const RELOAD_GUARD_KEY = 'silca:chunk-reload';

export type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** True for the errors browsers and Vite raise when a dynamically imported chunk cannot be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '');
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed/i.test(
    message,
  );
}

/** Reloads `path` (`navigate` is `location.assign`) unless the guard holds it; true when it navigated. */
export function reloadOnce(path: string, storage: GuardStorage, navigate: (path: string) => void, now = Date.now()): boolean {
  const stored = readGuard(storage);
  if (stored && stored.path === path && typeof stored.expires === 'number' && stored.expires > now) return false;
  try {
    storage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ path, expires: now + RELOAD_GUARD_MS }));
  } catch {
    // Storage full or blocked: without a guard, do not risk a loop.
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

function targetPath(): string {
  const router = (window as unknown as { __remixRouter?: RouterLike }).__remixRouter;
  const target = router?.state.navigation.location ?? window.location;
  return target.pathname + target.search + target.hash;
}

/** Installs the guard on `vite:preloadError` and unhandled chunk-load rejections; call once, before hydration. */
export function installChunkReloadGuard(): void {
  const reload = () => reloadOnce(targetPath(), window.sessionStorage, (p) => window.location.assign(p));
  window.addEventListener('vite:preloadError', (event) => {
    if (reload()) event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason) && reload()) event.preventDefault();
  });
}
