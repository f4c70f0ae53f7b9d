import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { images, paragraphs } from '../../core/testing/storyContent';
import { ProductDetailTemplate } from './ProductDetailTemplate';

const file = (name: string, title: string) => ({
  id: name.length,
  filename: `https://a.storyblok.com/f/286512/x/abc/${name}`,
  alt: '',
  name: '',
  title,
  focus: '',
  fieldtype: 'asset' as const,
});

const product = {
  uuid: 'futura-pro',
  name: 'Futura Pro',
  slug: 'futura-pro',
  full_slug: 'global/products/futura-pro',
  content: {
    _uid: 'fp',
    component: 'product_detail',
    name: 'Futura Pro',
    category_name: 'Electronic key-cutting machines',
    type: 'Electronic key-cutting machine',
    details: paragraphs(
      'Futura Pro cuts flat, dimple, laser and tubular keys with one machine and one clamp.',
      'Its 7-inch touch screen guides the operator step by step.',
    ),
    features: {
      type: 'doc',
      content: [
        {
          type: 'bullet_list',
          content: ['Universal 4-sided clamp', 'Wi-Fi and Bluetooth', 'Automatic key recognition'].map((text) => ({
            type: 'list_item',
            content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
          })),
        },
      ],
    },
    technical_data: [
      ['Weight', '18 kg'],
      ['Dimensions', '420 × 380 × 350 mm'],
      ['Power supply', '100–240 V, 50/60 Hz'],
      ['Cutter', 'Tungsten carbide, 16,000 rpm'],
    ].map(([label, value], i) => ({ _uid: `td${i}`, component: 'technical_data_row', label, value })),
    functionality: paragraphs('Reads the original key, looks up the code in the Silca database and cuts the copy.'),
    application: paragraphs('Locksmiths, hardware stores and automotive key specialists.'),
    references: 'D944810ZB',
    downloads: [file('futura-pro-brochure.pdf', 'Futura Pro brochure')],
    images: [images.machine, { ...images.machine, id: 9, alt: '' }, { ...images.key, alt: 'Compatible key blank' }],
    files: [file('futura-pro-manual.pdf', 'Operating manual'), file('futura-pro-declaration.pdf', 'Declaration of conformity')],
    update_date: '2025-03-14 09:00',
  },
};

const meta = {
  title: 'Templates/ProductDetail',
  component: ProductDetailTemplate,
  args: { story: product },
} satisfies Meta<typeof ProductDetailTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every product field of docs/requirements/content.md#entities. */
export const Complete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Futura Pro' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Weight' })).toBeVisible();
  },
};

export const Minimal: Story = {
  args: {
    story: { ...product, content: { _uid: 'm', component: 'product_detail', name: 'Key blank UL050', images: [images.key] } },
  },
};

/** With related products (docs/requirements/pages.md#related-products). */
export const WithRelatedProducts: Story = {
  args: {
    relatedProducts: [
      {
        id: 'r1',
        title: 'Futura Auto',
        url: '/en/global/products/silca-futura-auto',
        image: images.machine.filename,
        category: 'Electronic key-cutting machines',
      },
      { id: 'r2', title: 'Idea Pro', url: '/en/global/products/silca-idea-pro', image: images.key.filename, category: 'Key-cutting machines' },
      { id: 'r3', title: 'Blank HU66', url: '/en/global/products/blank-hu66', image: null, category: 'Key blanks' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Related products' });
    await expect(
      within(section)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/en/global/products/silca-futura-auto', '/en/global/products/silca-idea-pro', '/en/global/products/blank-hu66']);
  },
};
