import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productStory } from '../../core/testing/fixtures';
import { renderBlocks } from '../../core/testing/render';
import { ProductDetailTemplate } from './ProductDetailTemplate';

const story = productStory('Futura Pro', {});
const related = [
  {
    id: 'a',
    title: 'Futura Auto',
    url: '/it/global/prodotti/silca-futura-auto',
    image: 'https://a.storyblok.com/f/286512/800x800/abc/futura-auto.png',
    category: 'Macchine elettroniche',
  },
  { id: 'b', title: 'Idea Pro', url: '/it/global/prodotti/silca-idea-pro', image: null, category: '' },
  // Never rendered: no title, an outside URL, a protocol-relative URL, a script URL.
  { id: 'c', title: '', url: '/it/global/prodotti/x', image: null, category: '' },
  { id: 'd', title: 'Elsewhere', url: 'https://example.com/', image: null, category: '' },
  { id: 'e', title: 'Elsewhere too', url: '//example.com/', image: null, category: '' },
  { id: 'f', title: 'Script', url: 'javascript:alert(1)', image: null, category: '' },
];

describe('product_detail related products', () => {
  it('lists each related product as a link with its image, under a localized heading', async () => {
    renderBlocks(<ProductDetailTemplate story={story} relatedProducts={related} />, { locale: 'it' });
    const section = await screen.findByRole('region', { name: 'Prodotti correlati' });
    const links = within(section).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Futura Auto', '/it/global/prodotti/silca-futura-auto'],
      ['Idea Pro', '/it/global/prodotti/silca-idea-pro'],
    ]);
    expect(section.querySelector('img')?.getAttribute('src')).toContain('futura-auto.png');
    expect(within(section).getByText('Macchine elettroniche')).toBeInTheDocument();
  });

  it('renders no section without related products', () => {
    renderBlocks(<ProductDetailTemplate story={story} relatedProducts={[]} />);
    expect(screen.queryByTestId('related-products')).toBeNull();
    renderBlocks(<ProductDetailTemplate story={story} relatedProducts={'nonsense'} />);
    expect(screen.queryByTestId('related-products')).toBeNull();
  });
});
