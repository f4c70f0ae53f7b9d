import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBlocks } from '../testing/render';
import { RichText } from './RichText';

const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
const para = (...content: unknown[]) => ({ type: 'paragraph', content });
const docOf = (...content: unknown[]) => ({ type: 'doc', content });
const link = (attrs: Record<string, unknown>) => ({ type: 'link', attrs });

afterEach(() => vi.restoreAllMocks());

describe('RichText nodes', () => {
  it('renders paragraphs, headings of each level and keeps text alignment', () => {
    const { container } = renderBlocks(
      <RichText
        doc={docOf(
          { type: 'heading', attrs: { level: 2 }, content: [text('Machines')] },
          { type: 'heading', attrs: { level: 4, textAlign: 'center' }, content: [text('Details')] },
          { type: 'paragraph', attrs: { textAlign: 'right' }, content: [text('Body')] },
        )}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Machines' })).toBeInTheDocument();
    const h4 = screen.getByRole('heading', { level: 4, name: 'Details' });
    expect(h4).toHaveStyle({ textAlign: 'center' });
    expect(container.querySelector('p')).toHaveStyle({ textAlign: 'right' });
  });

  it('clamps a bad heading level to h2 and ignores unknown alignments', () => {
    renderBlocks(<RichText doc={docOf({ type: 'heading', attrs: { level: 9, textAlign: 'url(x)' }, content: [text('T')] })} />);
    const heading = screen.getByRole('heading', { name: 'T' });
    expect(heading.tagName).toBe('H2');
    expect(heading.getAttribute('style')).toBeNull();
  });

  it('renders bullet and ordered lists with their start number', () => {
    const { container } = renderBlocks(
      <RichText
        doc={docOf(
          { type: 'bullet_list', content: [{ type: 'list_item', content: [para(text('One'))] }] },
          {
            type: 'ordered_list',
            attrs: { order: 3 },
            content: [
              { type: 'list_item', content: [para(text('Three'))] },
              { type: 'list_item', content: [para(text('Four'))] },
            ],
          },
        )}
      />,
    );
    expect(container.querySelector('ul > li')).toHaveTextContent('One');
    const ol = container.querySelector('ol');
    expect(ol).toHaveAttribute('start', '3');
    expect(within(ol as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
  });

  it('renders blockquote, code block with a safe language class, hr and hard break', () => {
    const { container } = renderBlocks(
      <RichText
        doc={docOf(
          { type: 'blockquote', content: [para(text('Quote'))] },
          { type: 'code_block', attrs: { class: 'language-js on"click=x' }, content: [text('const a = 1;')] },
          { type: 'code_block', attrs: { class: 'language-ts' }, content: [text('let b')] },
          { type: 'horizontal_rule' },
          para(text('line 1'), { type: 'hard_break' }, text('line 2')),
        )}
      />,
    );
    expect(container.querySelector('blockquote')).toHaveTextContent('Quote');
    const codes = container.querySelectorAll('pre > code');
    expect(codes[0]).toHaveTextContent('const a = 1;');
    expect(codes[0]?.getAttribute('class')).toBe('language-js');
    expect(codes[1]?.getAttribute('class')).toBe('language-ts');
    expect(container.querySelector('hr')).not.toBeNull();
    expect(container.querySelector('p br')).not.toBeNull();
  });

  it('renders tables with a header row (scope col), row headers (scope row), spans and a scroll box', () => {
    const cell = (type: string, value: string, attrs: Record<string, unknown> = {}) => ({
      type,
      attrs,
      content: [para(text(value))],
    });
    const { container } = renderBlocks(
      <RichText
        doc={docOf({
          type: 'table',
          content: [
            { type: 'tableRow', content: [cell('tableHeader', 'Model'), cell('tableHeader', 'Weight')] },
            { type: 'tableRow', content: [cell('tableHeader', 'Futura'), cell('tableCell', '18 kg', { colspan: 2, backgroundColor: '#eeeeee' })] },
            { type: 'tableRow', content: [cell('tableCell', 'Alpha', { rowspan: 2 }), cell('tableCell', 'bad', { colspan: 'x' })] },
          ],
        })}
      />,
    );
    const table = screen.getByRole('table');
    expect(table.parentElement).toHaveAttribute('tabindex', '0');
    const colHeaders = screen.getAllByRole('columnheader');
    expect(colHeaders.map((th) => th.textContent)).toEqual(['Model', 'Weight']);
    expect(colHeaders[0]).toHaveAttribute('scope', 'col');
    expect(screen.getByRole('rowheader', { name: 'Futura' })).toHaveAttribute('scope', 'row');
    const cells = container.querySelectorAll('tbody td');
    expect(cells[0]).toHaveAttribute('colspan', '2');
    expect(cells[0]).toHaveStyle({ backgroundColor: '#eeeeee' });
    expect(cells[1]).toHaveAttribute('rowspan', '2');
    expect(cells[2]).not.toHaveAttribute('colspan');
  });

  it('renders emoji with an accessible name, and a fallback image when no character is given', () => {
    renderBlocks(
      <RichText
        doc={docOf(
          para(
            { type: 'emoji', attrs: { name: 'thumbs_up', emoji: '👍', fallbackImage: '' } },
            { type: 'emoji', attrs: { name: 'key', emoji: '', fallbackImage: 'https://cdn.example/key.png' } },
          ),
        )}
      />,
    );
    expect(screen.getByRole('img', { name: 'thumbs up' })).toHaveTextContent('👍');
    expect(screen.getByRole('img', { name: 'key' })).toHaveAttribute('src', 'https://cdn.example/key.png');
  });

  it('renders an embedded blok through the block registry', () => {
    renderBlocks(
      <RichText
        doc={docOf({
          type: 'blok',
          attrs: {
            id: 'b1',
            body: [{ _uid: 'x1', component: 'small_banner', title: 'Need a spare part?' }],
          },
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Need a spare part?' })).toBeInTheDocument();
  });

  it('reports an unknown embedded blok and renders nothing for it', () => {
    const onUnknownBlok = vi.fn();
    const { container } = renderBlocks(
      <RichText doc={docOf(para(text('Before')), { type: 'blok', attrs: { body: [{ _uid: 'u', component: 'mystery' }] } })} />,
      { onUnknownBlok },
    );
    expect(onUnknownBlok).toHaveBeenCalledWith('mystery');
    expect(container.textContent).toBe('Before');
  });

  it('keeps the text of unknown node types', () => {
    renderBlocks(<RichText doc={docOf({ type: 'details', content: [para(text('Hidden treasure'))] })} />);
    expect(screen.getByText('Hidden treasure')).toBeInTheDocument();
  });
});

describe('RichText marks', () => {
  it('renders bold, italic, strike, underline, code, superscript and subscript, nested in order', () => {
    const { container } = renderBlocks(
      <RichText
        doc={docOf(
          para(
            text('b', [{ type: 'bold' }]),
            text('i', [{ type: 'italic' }]),
            text('s', [{ type: 'strike' }]),
            text('u', [{ type: 'underline' }]),
            text('c', [{ type: 'code' }]),
            text('2', [{ type: 'superscript' }]),
            text('0', [{ type: 'subscript' }]),
            text('both', [{ type: 'bold' }, { type: 'italic' }]),
          ),
        )}
      />,
    );
    const p = container.querySelector('p') as HTMLElement;
    expect(p.querySelector('strong')).toHaveTextContent('b');
    expect(p.querySelector('em')).toHaveTextContent('i');
    expect(p.querySelector('s')).toHaveTextContent('s');
    expect(p.querySelector('u')).toHaveTextContent('u');
    expect(p.querySelector('code')).toHaveTextContent('c');
    expect(p.querySelector('sup')).toHaveTextContent('2');
    expect(p.querySelector('sub')).toHaveTextContent('0');
    expect(p.querySelector('strong > em')).toHaveTextContent('both');
  });

  it('renders highlight and text colour, anchors and styled classes, dropping unsafe values', () => {
    const { container } = renderBlocks(
      <RichText
        doc={docOf(
          para(
            text('hl', [{ type: 'highlight', attrs: { color: '#ffff00' } }]),
            text('red', [{ type: 'textStyle', attrs: { color: 'rgb(200, 16, 46)' } }]),
            text('evil', [{ type: 'textStyle', attrs: { color: 'red; background:url(https://x)' } }]),
            text('here', [{ type: 'anchor', attrs: { id: 'section-2' } }]),
            text('fancy', [{ type: 'styled', attrs: { class: 'lead "><script>' } }]),
          ),
        )}
      />,
    );
    expect(container.querySelector('mark')).toHaveStyle({ backgroundColor: '#ffff00' });
    expect(screen.getByText('red')).toHaveStyle({ color: 'rgb(200, 16, 46)' });
    expect(screen.getByText('evil').tagName).toBe('P');
    expect(container.querySelector('#section-2')).toHaveTextContent('here');
    expect(screen.getByText('fancy')).toHaveAttribute('class', 'lead');
  });

  it('escapes text: markup in content is shown, never parsed', () => {
    const { container } = renderBlocks(<RichText doc={docOf(para(text('<img src=x onerror=alert(1)> & "quotes"')))} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('p')).toHaveTextContent('<img src=x onerror=alert(1)> & "quotes"');
  });
});

describe('RichText links', () => {
  it('resolves story links through the app hrefForStory, with the anchor', () => {
    const hrefForStory = vi.fn((story: unknown) => `/en/global/${String(typeof story === 'string' ? story : '').replace(/^\/+/, '')}`);
    renderBlocks(<RichText doc={docOf(para(text('See product', [link({ href: '/products/futura', linktype: 'story', uuid: 'u1', anchor: 'specs' })])))} />, {
      links: { hrefForStory },
    });
    expect(screen.getByRole('link', { name: 'See product' })).toHaveAttribute('href', '/en/global/products/futura#specs');
  });

  it('renders url links, opening a new tab with rel noopener noreferrer only when the editor chose _blank', () => {
    renderBlocks(
      <RichText
        doc={docOf(
          para(
            text('Same tab', [link({ href: 'https://www.silca.biz', linktype: 'url', target: '_self' })]),
            text(' '),
            text('New tab', [link({ href: 'https://www.silca.biz/x', linktype: 'url', target: '_blank' })]),
          ),
        )}
      />,
    );
    const same = screen.getByRole('link', { name: 'Same tab' });
    expect(same).toHaveAttribute('href', 'https://www.silca.biz');
    expect(same).not.toHaveAttribute('target');
    const blank = screen.getByRole('link', { name: /New tab/ });
    expect(blank).toHaveAttribute('target', '_blank');
    expect(blank).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders email links as mailto: and asset links to the file', () => {
    renderBlocks(
      <RichText
        doc={docOf(
          para(
            text('Write us', [link({ href: 'info@silca.it', linktype: 'email' })]),
            text(' '),
            text('Catalogue', [link({ href: 'https://a.storyblok.com/f/1/cat.pdf', linktype: 'asset' })]),
          ),
        )}
      />,
    );
    expect(screen.getByRole('link', { name: /Write us/ })).toHaveAttribute('href', 'mailto:info@silca.it');
    expect(screen.getByRole('link', { name: /Catalogue/ })).toHaveAttribute('href', 'https://a.storyblok.com/f/1/cat.pdf');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
  ])('drops the unsafe link %j but keeps its text', (href) => {
    const { container } = renderBlocks(<RichText doc={docOf(para(text('Click me', [link({ href, linktype: 'url' })])))} />);
    expect(container.querySelector('a')).toBeNull();
    expect(screen.getByText('Click me')).toBeInTheDocument();
  });

  it('merges adjacent text nodes with the same link into one anchor, keeping inner marks', () => {
    const mark = link({ href: 'https://www.silca.biz', linktype: 'url', target: null });
    const { container } = renderBlocks(<RichText doc={docOf(para(text('Silca ', [mark]), text('machines', [mark, { type: 'bold' }])))} />);
    const anchors = container.querySelectorAll('a');
    expect(anchors).toHaveLength(1);
    expect(anchors[0]).toHaveTextContent('Silca machines');
    expect(anchors[0]?.querySelector('strong')).toHaveTextContent('machines');
  });

  it('renders an anchor-only link as an in-page jump', () => {
    renderBlocks(<RichText doc={docOf(para(text('Jump', [link({ href: '', anchor: 'faq', linktype: 'story' })])))} />);
    expect(screen.getByRole('link', { name: 'Jump' })).toHaveAttribute('href', '#faq');
  });
});

describe('RichText images', () => {
  const image = (attrs: Record<string, unknown>) => docOf({ type: 'image', attrs });
  const src = 'https://a.storyblok.com/f/286512/1600x900/abc/machine.jpg';

  it('renders through the image service with width, height, srcset and lazy loading', () => {
    renderBlocks(<RichText doc={image({ src, alt: 'Futura machine' })} />);
    const img = screen.getByRole('img', { name: 'Futura machine' });
    expect(img).toHaveAttribute('width', '1280');
    expect(img).toHaveAttribute('height', '720');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.getAttribute('src')).toBe(`${src}/m/1280x0/filters:quality(80):format(webp)`);
    expect(img.getAttribute('srcset')).toContain(`${src}/m/320x0/filters:quality(80):format(webp) 320w`);
    expect(img.getAttribute('srcset')).not.toContain('1920w');
  });

  it('applies quality, blur, brightness, format and rotate (docs/requirements/content.md#image-service), swapping dimensions for 90°', () => {
    renderBlocks(
      <RichText doc={image({ src, alt: 'Rotated' })} imageOptions={{ quality: 60, blur: 10, brightness: -20, format: 'png', rotate: 90, width: 450 }} />,
    );
    const img = screen.getByRole('img', { name: 'Rotated' });
    expect(img.getAttribute('src')).toBe(`${src}/m/640x0/filters:quality(60):blur(10):brightness(-20):format(png):rotate(90)`);
    expect(img).toHaveAttribute('width', '450');
    expect(img).toHaveAttribute('height', '800');
  });

  it.each([{ quality: 101 }, { blur: -1 }, { brightness: 120 }, { format: 'gif' }, { rotate: 45 }, { width: 12.5 }, { tint: 10 }])(
    'ignores out-of-range options %j with a warning',
    (options) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      renderBlocks(<RichText doc={image({ src, alt: 'X' })} imageOptions={options as never} />);
      expect(screen.getByRole('img', { name: 'X' }).getAttribute('src')).toBe(`${src}/m/1280x0/filters:quality(80):format(webp)`);
      expect(warn).toHaveBeenCalledOnce();
    },
  );

  it('uses meta_data alt, marks images without alt decorative, and drops unsafe sources', () => {
    const { container } = renderBlocks(
      <RichText
        doc={docOf(
          { type: 'image', attrs: { src, alt: '', meta_data: { alt: 'From meta' } } },
          { type: 'image', attrs: { src: `${src}?2`, alt: null } },
          { type: 'image', attrs: { src: 'javascript:alert(1)', alt: 'bad' } },
          { type: 'image', attrs: { src: 'data:image/png;base64,AAAA', alt: 'bad' } },
        )}
      />,
    );
    expect(screen.getByRole('img', { name: 'From meta' })).toBeInTheDocument();
    const imgs = container.querySelectorAll('img');
    expect(imgs).toHaveLength(2);
    expect(imgs[1]).toHaveAttribute('alt', '');
  });
});

describe('RichText robustness', () => {
  it.each([null, undefined, '', 42, 'plain', {}, { type: 'doc' }, { type: 'doc', content: null }, []])(
    'renders nothing for empty or non-document input %j',
    (input) => {
      const { container } = renderBlocks(<RichText doc={input} />);
      expect(container).toBeEmptyDOMElement();
    },
  );

  it('skips malformed nodes and marks and renders the rest', () => {
    const { container } = renderBlocks(
      <RichText
        doc={{
          type: 'doc',
          content: [null, 5, { type: 'paragraph', content: [null, { text: 'no type' }, text('ok', [null, { attrs: {} }, { type: 'bold', attrs: null }])] }],
        }}
      />,
    );
    expect(container.querySelector('p strong')).toHaveTextContent('ok');
    expect(container.textContent).toBe('ok');
  });

  it('accepts a single node or an array of nodes', () => {
    const { container } = renderBlocks(<RichText doc={[para(text('A')), para(text('B'))]} />);
    expect(container.querySelectorAll('p')).toHaveLength(2);
  });

  it('survives absurdly deep nesting', () => {
    let node: Record<string, unknown> = text('deep');
    for (let i = 0; i < 500; i++) node = { type: 'blockquote', content: [node] };
    expect(() => renderBlocks(<RichText doc={docOf(node)} />)).not.toThrow();
  });
});
