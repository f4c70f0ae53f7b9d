import type { Meta, StoryObj } from '@storybook/react-vite';
import { images, paragraphs } from '../../core/testing/storyContent';
import { ProductResourceTemplate } from './ProductResourceTemplate';

const meta = {
  title: 'Templates/ProductResource',
  component: ProductResourceTemplate,
  args: {
    story: {
      uuid: 'product_resource',
      name: 'Bulletin',
      slug: 'product_resource',
      full_slug: 'global/product_resource',
      content: {
        _uid: 'r',
        component: 'product_resource',
        title: 'Technical bulletin 12/2025',
        category: 'Bulletins',
        date: '2025-02-01 09:00',
        description: paragraphs('New clamps for laser keys.'),
        image: images.key,
        files: [{ ...images.key, filename: 'https://a.storyblok.com/f/1/x/abc/bulletin-12-2025.pdf', title: 'Bulletin 12/2025' }],
        body: [],
      },
    },
  },
} satisfies Meta<typeof ProductResourceTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
