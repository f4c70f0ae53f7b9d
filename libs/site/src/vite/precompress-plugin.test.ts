import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress-plugin';

describe('precompressFolder (decision 0983)', () => {
  it('writes Brotli and gzip copies that decompress to the file, for text files of 1 KB or more only', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
    writeFileSync(path.join(dir, 'chunk-abc.js'), script);
    writeFileSync(path.join(dir, 'tiny-abc.js'), 'export {};\n');
    writeFileSync(path.join(dir, 'photo-abc.png'), Buffer.alloc(4096, 7));
    writeFileSync(path.join(dir, 'sheet-abc.css'), '.a{color:red}\n'.repeat(200));

    expect(await precompressFolder(dir)).toEqual(['chunk-abc.js', 'sheet-abc.css']);
    const br = readFileSync(path.join(dir, 'chunk-abc.js.br'));
    const gz = readFileSync(path.join(dir, 'chunk-abc.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.byteLength).toBeLessThan(gz.byteLength);
    expect(existsSync(path.join(dir, 'sheet-abc.css.br'))).toBe(true);
    for (const skipped of ['tiny-abc.js.br', 'tiny-abc.js.gz', 'photo-abc.png.br', 'photo-abc.png.gz']) {
      expect(existsSync(path.join(dir, skipped)), skipped).toBe(false);
    }
  });

  it('rejects when the folder does not exist', async () => {
    await expect(precompressFolder(path.join(os.tmpdir(), 'no-such-folder-precompress'))).rejects.toThrow(/ENOENT/);
  });
});
