import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderBlocks } from './testing/render';
import { Blok, BlokList } from './Blok';

const banner = (title: string, uid = title) => ({ _uid: uid, component: 'small_banner', title });

describe('Blok', () => {
  it('renders a registered block', () => {
    renderBlocks(<Blok blok={banner('Spare parts')} />);
    expect(screen.getByRole('heading', { name: 'Spare parts' })).toBeInTheDocument();
  });

  it('renders nothing for an unknown component and reports it', () => {
    const onUnknownBlok = vi.fn();
    const { container } = renderBlocks(<Blok blok={{ _uid: '1', component: 'teleporter' }} />, { onUnknownBlok });
    expect(container).toBeEmptyDOMElement();
    expect(onUnknownBlok).toHaveBeenCalledWith('teleporter');
  });

  it('shows a labelled placeholder for an unknown component in preview', () => {
    renderBlocks(<Blok blok={{ _uid: '1', component: 'teleporter' }} />, { preview: true });
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('teleporter');
    expect(note).toHaveAttribute('data-blok-placeholder', 'unknown');
  });

  it('does not treat Object.prototype names as registered components', () => {
    const onUnknownBlok = vi.fn();
    const { container } = renderBlocks(<Blok blok={{ _uid: '1', component: 'constructor' }} />, { onUnknownBlok });
    expect(container).toBeEmptyDOMElement();
    expect(onUnknownBlok).toHaveBeenCalledWith('constructor');
  });

  it('hides a blok that fails its schema and reports the field', () => {
    const onInvalidBlok = vi.fn();
    const { container } = renderBlocks(<Blok blok={{ _uid: '1', component: 'small_banner', title: 42 }} />, { onInvalidBlok });
    expect(container).toBeEmptyDOMElement();
    expect(onInvalidBlok).toHaveBeenCalledWith('small_banner', expect.stringContaining('title'));
  });

  it('explains an invalid blok in preview', () => {
    renderBlocks(<Blok blok={{ _uid: '1', component: 'small_banner' }} />, { preview: true });
    expect(screen.getByRole('note')).toHaveTextContent(/small_banner.*title/);
  });

  it.each([null, undefined, 'small_banner', 7, [], {}, { component: '' }, { component: 3 }])('never throws on non-blok input %j', (input) => {
    expect(() => renderBlocks(<Blok blok={input} />)).not.toThrow();
  });
});

describe('Blok, content parsed or not (decision 0964)', () => {
  it('renders content the server parsed as given, with no schemas at hand', () => {
    renderBlocks(<Blok blok={banner('Parsed upstream')} />, { validated: true, schemas: null });
    expect(screen.getByRole('heading', { name: 'Parsed upstream' })).toBeInTheDocument();
  });

  it('refuses to render content nobody parsed when the provider has no schemas', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderBlocks(<Blok blok={banner('Unparsed')} />, { schemas: null })).toThrow(/"small_banner" rendered with content that was not parsed/);
  });

  it('treats a registered block missing from the given schemas as unknown', () => {
    const onUnknownBlok = vi.fn();
    const { container } = renderBlocks(<Blok blok={banner('No schema')} />, { schemas: { blocks: {}, templates: {} }, onUnknownBlok });
    expect(container).toBeEmptyDOMElement();
    expect(onUnknownBlok).toHaveBeenCalledWith('small_banner');
  });
});

describe('BlokList', () => {
  it('renders bloks in order and skips the broken ones', () => {
    renderBlocks(<BlokList bloks={[banner('First'), null, { _uid: 'x', component: 'nope' }, banner('Second')]} />);
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['First', 'Second']);
  });

  it('renders nothing for a non-array', () => {
    const { container } = renderBlocks(<BlokList bloks={'oops' as never} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('gives the first top-level hero the <h1> and an eager, high-priority image; later heroes get <h2>', () => {
    const hero = (uid: string, title: string) => ({
      _uid: uid,
      component: 'editorial_hero',
      title,
      image: { id: 1, filename: 'https://a.storyblok.com/f/1/1600x900/abc/hero.jpg', alt: title, fieldtype: 'asset' },
    });
    renderBlocks(<BlokList bloks={[hero('a', 'Top'), hero('b', 'Lower')]} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Top' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Lower' })).toBeInTheDocument();
    const [top, lower] = screen.getAllByRole('img');
    expect(top).toHaveAttribute('loading', 'eager');
    expect(top).toHaveAttribute('fetchpriority', 'high');
    expect(lower).toHaveAttribute('loading', 'lazy');
  });
});
