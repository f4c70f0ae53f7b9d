import { createElement } from 'react';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createReactPaddingFilter, REACT_VIEW_SIZE, trimViewPadding } from './react-stream-padding';

/** Many paragraphs of 2- and 3-byte characters so several fall on a 2,048-byte view boundary. */
function page(text: string) {
  return createElement(
    'div',
    null,
    Array.from({ length: 300 }, (_, i) => createElement('p', { key: i }, `${text} ${'я€'.repeat(i % 7)}`)),
  );
}

function render(element: ReturnType<typeof page>, filtered: boolean, chunks: Buffer[] = []): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const sink = new Writable({
      write(chunk: Buffer, _e, cb) {
        chunks.push(Buffer.from(chunk));
        cb();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks)));
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        if (filtered) {
          const filter = createReactPaddingFilter();
          filter.pipe(sink);
          pipe(filter);
        } else pipe(sink);
      },
      onError: reject,
    });
  });
}

describe('React 18 stream padding', () => {
  it('React 18 itself writes NUL bytes at view boundaries with multi-byte text (the bug is real)', async () => {
    const raw = await render(page('Привет, мир: ключи и машины'), false);
    expect(raw.includes(0)).toBe(true);
  });

  it.each([
    ['ru', 'Привет, мир: ключи и машины'],
    ['de', 'Schlüssel für Türen, Größe und Maße'],
    ['emoji', 'keys 🔑 and cars 🚗'],
  ])('filtered output of %s has no NUL and equals the markup React renders at once', async (_name, text) => {
    const element = page(text);
    const html = (await render(element, true)).toString('utf8');
    expect(html).not.toContain('\u0000');
    expect(html).not.toContain('\uFFFD');
    expect(html).toBe(renderToStaticMarkup(element));
  });

  it('only trims a full view ending in NUL, at most 3 bytes', () => {
    const full = new Uint8Array(REACT_VIEW_SIZE).fill(65);
    full.fill(0, REACT_VIEW_SIZE - 2);
    expect(trimViewPadding(full).byteLength).toBe(REACT_VIEW_SIZE - 2);
    const allZero = new Uint8Array(REACT_VIEW_SIZE);
    expect(trimViewPadding(allZero).byteLength).toBe(REACT_VIEW_SIZE - 3);
    const short = new Uint8Array([65, 0]);
    expect(trimViewPadding(short)).toBe(short);
  });

  it('hands a shell written in one go on as one chunk, with the same bytes', async () => {
    const element = page('Schlüssel und Maschinen');
    const raw: Buffer[] = [];
    await render(element, false, raw);
    expect(raw.length).toBeGreaterThan(5);
    const joined: Buffer[] = [];
    const html = await render(element, true, joined);
    expect(joined).toHaveLength(1);
    expect(html.toString('utf8')).toBe(renderToStaticMarkup(element));
  });

  it('passes a chunk written later on in its own tick (streaming is not held back)', async () => {
    const filter = createReactPaddingFilter();
    const seen: string[] = [];
    filter.on('data', (chunk: Buffer) => seen.push(chunk.toString()));
    filter.write(Buffer.from('<head>'));
    filter.write(Buffer.from('<body>'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual(['<head><body>']);
    filter.write(Buffer.from('<p>late</p>'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual(['<head><body>', '<p>late</p>']);
    filter.end();
  });
});
