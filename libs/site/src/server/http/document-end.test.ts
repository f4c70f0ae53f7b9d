import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createDocumentEndMover } from './document-end';

async function through(chunks: string[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks.map((c) => Buffer.from(c))).pipe(createDocumentEndMover())) out.push(chunk as Buffer);
  return Buffer.concat(out).toString();
}

// Single fetch's data scripts come after </html> (React 18): the W3C checker calls them stray tags.
describe('createDocumentEndMover', () => {
  it('moves </body></html> after what React writes past it', async () => {
    expect(await through(['<html><body><p>x</p></body></html><script>a()</script>', '<script>b()</script>'])).toBe(
      '<html><body><p>x</p><script>a()</script><script>b()</script></body></html>',
    );
  });

  it('finds the marker split between chunks, byte by byte', async () => {
    const doc = '<html><body>é</body></html><!--$--><script>c()</script><!--/$-->';
    expect(await through([...doc])).toBe('<html><body>é<!--$--><script>c()</script><!--/$--></body></html>');
  });

  it('leaves a document that ends with its closing tags, or has none, as it is', async () => {
    expect(await through(['<html><body>ok</body></html>'])).toBe('<html><body>ok</body></html>');
    expect(await through(['partial <b>', 'text'])).toBe('partial <b>text');
  });
});
