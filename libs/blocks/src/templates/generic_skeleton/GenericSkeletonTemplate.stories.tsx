import type { Meta, StoryObj } from '@storybook/react-vite';
import { paragraphs } from '../../core/testing/storyContent';
import { GenericSkeletonTemplate } from './GenericSkeletonTemplate';

const meta = {
  title: 'Templates/GenericSkeleton',
  component: GenericSkeletonTemplate,
  args: {
    story: {
      uuid: 'generic_skeleton',
      name: 'After sales',
      slug: 'generic_skeleton',
      full_slug: 'global/generic_skeleton',
      content: {
        _uid: 'g',
        component: 'generic_skeleton',
        title: 'After sales',
        intro: 'Service, spare parts and software updates.',
        body: [{ _uid: 'r', component: 'rich_text', text: paragraphs('Our service centres repair and calibrate every Silca machine.') }],
      },
    },
  },
} satisfies Meta<typeof GenericSkeletonTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
