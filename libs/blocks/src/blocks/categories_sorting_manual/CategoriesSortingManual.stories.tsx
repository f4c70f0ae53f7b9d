import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlokList } from '../../core/Blok';
import { withBlocks } from '../../core/testing/decorators';
import { images } from '../../core/testing/storyContent';

const categories = ['Automotive', 'Residential', 'Machines', 'Transponder'].map((name, i) => ({
  uuid: `cat-${i}`,
  name,
  slug: name.toLowerCase(),
  full_slug: `global/categories/${name.toLowerCase()}`,
  content: { _uid: `c${i}`, component: 'category', name, description: `${name} keys and tools`, image: i % 2 ? images.key : images.machine },
}));

const meta = {
  title: 'Blocks/CategoriesSorting',
  component: BlokList,
  decorators: [withBlocks({ rels: categories, collections: { csa: { stories: categories } } })],
  args: { bloks: [{ _uid: 'csm', component: 'categories_sorting_manual', title: 'Our ranges', categories: categories.map((c) => c.uuid) }] },
} satisfies Meta<typeof BlokList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Manual: Story = {};

export const Automatic: Story = {
  args: { bloks: [{ _uid: 'csa', component: 'categories_sorting_automatic', title: 'All categories', folder: 'global/categories/' }] },
};
