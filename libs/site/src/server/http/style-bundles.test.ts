import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { ServerBuild } from '@remix-run/node';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { createStyleBundles, STYLE_BUNDLE_PREFIX } from './style-bundles';

function fixture() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'styles-'));
  mkdirSync(path.join(dir, 'assets'));
  for (const [name, css] of Object.entries({ 'a.css': '.a{}', 'b.css': '.b{}', 'hero.css': '.hero{}', 'card.css': '.card{}' })) {
    writeFileSync(path.join(dir, 'assets', name), css);
  }
  const build = {
    assets: {
      routes: {
        page: { id: 'page', css: ['/assets/b.css'] },
        root: { id: 'root', css: ['/assets/a.css'] },
      },
    },
  } as unknown as ServerBuild;
  return { dir, build };
}

async function get(app: express.Express, url: string) {
  const server = app.listen(0);
  const port = (server.address() as { port: number }).port;
  try {
    const response = await fetch(`http://127.0.0.1:${port}${url}`);
    return { status: response.status, body: await response.text(), cache: response.headers.get('cache-control') };
  } finally {
    server.close();
  }
}

describe('createStyleBundles', () => {
  it("leaves the build's manifest as built: Remix links the route modules' CSS itself (decision 1040)", () => {
    const { dir, build } = fixture();
    createStyleBundles(build, dir);
    expect(build.assets.routes.root!.css).toEqual(['/assets/a.css']);
    expect(build.assets.routes.page!.css).toEqual(['/assets/b.css']);
  });

  it("bundles a page's own files in their order, without the route modules' files", async () => {
    const { dir, build } = fixture();
    const styles = createStyleBundles(build, dir);
    const bundle = styles.pageBundle(['assets/hero.css', '/assets/a.css', 'assets/card.css', 'assets/hero.css', 'assets/unknown.css']);
    const app = express().use(STYLE_BUNDLE_PREFIX, styles.handler);
    expect((await get(app, bundle.href!)).body).toBe('.hero{}\n.card{}');
    // The files that bundle combines, in its order.
    expect(bundle.files).toEqual(['/assets/hero.css', '/assets/card.css']);
    expect(styles.pageBundle(['/assets/a.css']).href).toBeNull();
    expect(styles.pageBundle(['/assets/a.css']).files).toEqual([]);
  });

  it('answers 404, not cached, for indices the build does not have or malformed names', async () => {
    const { dir, build } = fixture();
    const app = express().use(STYLE_BUNDLE_PREFIX, createStyleBundles(build, dir).handler);
    for (const url of ['9.css', '0.x.css', '..%2Fsecret.css', '0.1', `${Array(200).fill(0).join('.')}.css`]) {
      const response = await get(app, STYLE_BUNDLE_PREFIX + url);
      expect(response.status, url).toBe(404);
      expect(response.cache).toBe('no-store');
    }
  });

  // Decision 0983: a bundle asked for again is answered from its kept Brotli copy, not compressed per request.
  it('answers a bundle asked for twice from its Brotli copy; identity requests stay plain', async () => {
    const { dir, build } = fixture();
    const css = '.hero{display:grid;grid-template-columns:repeat(12,minmax(0,1fr))}\n'.repeat(40);
    writeFileSync(path.join(dir, 'assets', 'hero.css'), css);
    const styles = createStyleBundles(build, dir);
    const href = styles.pageBundle(['assets/hero.css']).href!;
    const server = express().use(STYLE_BUNDLE_PREFIX, styles.handler).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const port = (server.address() as { port: number }).port;
    const raw = (headers: Record<string, string>, method = 'GET') =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .request({ host: '127.0.0.1', port, path: href, method, headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject)
          .end();
      });
    try {
      const chrome = { 'accept-encoding': 'gzip, deflate, br, zstd' };
      const first = await raw(chrome);
      expect(first.headers['content-encoding']).toBeUndefined();
      expect(first.body.toString()).toBe(css);
      let answer = await raw(chrome);
      for (let i = 0; i < 50 && answer.headers['content-encoding'] !== 'br'; i++) {
        await new Promise((r) => setTimeout(r, 20));
        answer = await raw(chrome);
      }
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-type']).toMatch(/^text\/css/);
      expect(answer.headers['cache-control']).toContain('immutable');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.byteLength);
      expect(brotliDecompressSync(answer.body).toString()).toBe(css);
      expect((await raw(chrome, 'HEAD')).body.byteLength).toBe(0);
      const plain = await raw({});
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(css);
    } finally {
      server.close();
    }
  });
});
