import type { Meta, StoryObj } from '@storybook/react-vite';
import { images } from '../../core/testing/storyContent';
import { DownloadsSkeletonTemplate } from './DownloadsSkeletonTemplate';

const meta = {
  title: 'Templates/DownloadsSkeleton',
  component: DownloadsSkeletonTemplate,
  args: {
    story: {
      uuid: 'downloads_skeleton',
      name: 'Catalogues',
      slug: 'downloads_skeleton',
      full_slug: 'global/downloads_skeleton',
      content: {
        _uid: 'd',
        component: 'downloads_skeleton',
        title: 'Catalogues',
        intro: 'Download the latest Silca catalogues.',
        body: [
          {
            _uid: 'dl',
            component: 'downloadable_list',
            items: [{ _uid: 'i', component: 'downloadable_item', title: 'Key blanks catalogue 2025', preview: images.key, file_high: images.key }],
          },
        ],
      },
    },
  },
} satisfies Meta<typeof DownloadsSkeletonTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
