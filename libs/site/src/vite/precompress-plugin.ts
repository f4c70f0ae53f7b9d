import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const PRECOMPRESSED_EXTENSIONS = ['.js', '.css', '.svg', '.json'] as const;

/** Smaller, a compressed copy saves less than its headers cost. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/** `.br` (11) and `.gz` (9) beside text files of `dir` when smaller (decision 0983); resolves the names, rejects on I/O errors. */
export async function precompressFolder(dir: string): Promise<string[]> {
  const names = (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && PRECOMPRESSED_EXTENSIONS.some((ext) => entry.name.endsWith(ext)))
    .map((entry) => entry.name);
  const done: string[] = [];
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const body = await readFile(file);
      if (body.byteLength < PRECOMPRESS_MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
        gzipAsync(body, { level: 9 }),
      ]);
      const smaller = [br.byteLength < body.byteLength, gz.byteLength < body.byteLength];
      if (smaller[0]) await writeFile(`${file}.br`, br);
      if (smaller[1]) await writeFile(`${file}.gz`, gz);
      if (smaller.some(Boolean)) done.push(name);
    }),
  );
  return done.sort();
}

/** Compresses the browser build's `assets/` once at the best levels (decision 0983). */
export function precompressPlugin(): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'silca:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (ssr || !outDir) return;
      await precompressFolder(path.join(outDir, 'assets'));
    },
  };
}
