import { describe, expect, it, vi } from 'vitest';
import { lazyEntry, readLazy } from './lazy';

describe('lazyEntry', () => {
  it('imports once and answers synchronously after the load', async () => {
    const importer = vi.fn(async () => 'module');
    const entry = lazyEntry(importer);
    expect(entry.peek()).toBeUndefined();
    await Promise.all([entry.load(), entry.load()]);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(entry.peek()).toBe('module');
  });

  it('forgets a failed load so the next load retries', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('chunk missing')).mockResolvedValueOnce('module');
    const entry = lazyEntry(importer as () => Promise<string>);
    await expect(entry.load()).rejects.toThrow('chunk missing');
    await expect(entry.load()).resolves.toBe('module');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe('readLazy', () => {
  it('suspends (throws the load promise) until loaded, then returns the value', async () => {
    const entry = lazyEntry(async () => 42);
    let thrown: unknown;
    try {
      readLazy(entry);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    expect(readLazy(entry)).toBe(42);
  });
});
