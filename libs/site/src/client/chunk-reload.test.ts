import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, RELOAD_GUARD_KEY, RELOAD_GUARD_MS, reloadOnce } from './chunk-reload';

function memory() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe('chunk-load reload guard (docs/requirements/pages.md#build-freshness)', () => {
  it('recognises the chunk-load errors of Chrome, Firefox, Safari and Vite', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads the target once, stores path and expiry, and never loops within 10 s', () => {
    const storage = memory();
    const navigate = vi.fn();
    expect(reloadOnce('/it/global/prodotti', storage, navigate, 1_000)).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/it/global/prodotti');
    expect(JSON.parse(storage.map.get(RELOAD_GUARD_KEY)!)).toEqual({ path: '/it/global/prodotti', expires: 1_000 + RELOAD_GUARD_MS });
    expect(reloadOnce('/it/global/prodotti', storage, navigate, 1_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('reloads again after the expiry, or at once for another path', () => {
    const storage = memory();
    const navigate = vi.fn();
    reloadOnce('/a', storage, navigate, 0);
    expect(reloadOnce('/b', storage, navigate, 10)).toBe(true);
    expect(reloadOnce('/b', storage, navigate, 10 + RELOAD_GUARD_MS + 1)).toBe(true);
    expect(navigate.mock.calls.map((c) => c[0])).toEqual(['/a', '/b', '/b']);
  });

  it('does not reload when the guard cannot be stored', () => {
    const navigate = vi.fn();
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
    };
    expect(reloadOnce('/a', broken, navigate)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});
