import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { encode } from 'turbo-stream';
import { describe, expect, it } from 'vitest';
import { dataPathOf, decodeEntities, floorPage, htmlToTree, loaderDataOf, type FloorNode } from './floor-pages';

/** Renders a tree as bench/remix-floor does (app/site-pages.ts). */
function render(nodes: FloorNode[]): ReactNode[] {
  return nodes.map((node, key) => {
    if (typeof node === 'string') return node;
    const [tag, props, ...children] = node;
    return createElement(tag, props ? { ...props, key } : { key }, ...(children.length ? render(children) : []));
  });
}

/** A body React rendered: classes, styles, SVG, entities, void and boolean attributes, text separators. */
function Body() {
  return createElement(
    'main',
    { className: 'page', style: { marginTop: 4, '--accent': 'red' } as Record<string, unknown> },
    createElement('h1', { id: 'title' }, 'Keys & ', 'cutters "quoted" <ok>'),
    createElement('img', { src: '/a.webp', srcSet: '/a.webp 1x, /b.webp 2x', alt: 'it’s', loading: 'lazy' }),
    createElement('label', { htmlFor: 'q' }, 'Search'),
    createElement('input', { id: 'q', name: 'q', defaultValue: 'a>b', required: true, tabIndex: -1 }),
    createElement('svg', { viewBox: '0 0 10 10', 'aria-hidden': true }, createElement('path', { d: 'M0 0h10', strokeWidth: 2 })),
    createElement('details', { open: true }, createElement('summary', null, 'More')),
  );
}

describe('htmlToTree', () => {
  it('renders back to the markup React wrote, scripts left out', () => {
    const body = renderToStaticMarkup(createElement(Body));
    const html = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>A &amp; B</title><script>window.x = "</div>";</script></head><body>${body}<script type="module">import "/x.js";</script></body></html>`;
    const tree = htmlToTree(html);
    expect(renderToStaticMarkup(createElement('div', null, ...render(tree.body)))).toBe(`<div>${body}</div>`);
    expect(renderToStaticMarkup(createElement('head', null, ...render(tree.head)))).toBe('<head><meta charSet="utf-8"/><title>A &amp; B</title></head>');
    // main, h1, img, label, input, svg, path, details, summary + meta, title
    expect(tree.elements).toBe(11);
  });

  it('keeps text of adjacent text nodes and drops comments', () => {
    const tree = htmlToTree('<html><body><p>a<!-- -->b</p></body></html>');
    expect(tree.body).toEqual([['p', null, 'a', 'b']]);
  });
});

describe('decodeEntities', () => {
  it('decodes named and numeric references and leaves unknown ones', () => {
    expect(decodeEntities('&lt;a&gt; &#x27;b&#39; &quot;&amp;&nbsp;&unknown;')).toBe("<a> 'b' \"&\u00a0&unknown;");
  });
});

describe('loaderDataOf and floorPage (decision 1044)', () => {
  const answer = (results: unknown) => encode(results);

  it('takes the root and page route loader data from the single-fetch answer', async () => {
    const data = await loaderDataOf(answer({ root: { data: { locale: 'en' } }, page: { data: { kind: 'story', title: '</script>' } } }));
    const page = floorPage('<html><head></head><body><p>x</p></body></html>', data);
    expect(page.rootData).toEqual({ locale: 'en' });
    expect(page.routeData).toEqual({ kind: 'story', title: '</script>' });
    expect(page.body).toEqual([['p', null, 'x']]);
  });

  it('keeps every route under a layout, by route id', async () => {
    const data = await loaderDataOf(answer({ root: { data: null }, extranet: { data: { user: 'Anna' } }, 'extranet-page': { data: { kind: 'story' } } }));
    expect(data.routeData).toEqual({ extranet: { user: 'Anna' }, 'extranet-page': { kind: 'story' } });
  });

  it('refuses an answer with an error or without a page route', async () => {
    await expect(loaderDataOf(answer({ root: { data: null }, page: { error: 'x' } }))).rejects.toThrow(/page answered no data/);
    await expect(loaderDataOf(answer({ root: { data: null } }))).rejects.toThrow(/no route under root/);
  });

  it('names the data path of a page', () => {
    expect(dataPathOf('/en/global/products?page=2')).toBe('/en/global/products.data?page=2');
    expect(dataPathOf('/')).toBe('/_root.data');
  });
});
