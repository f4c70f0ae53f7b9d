import type { Meta, StoryObj } from '@storybook/react-vite';
import { preFooter } from '../storybook/fixtures';
import { PreFooter } from './PreFooter';

const meta = { title: 'UI/PreFooter', component: PreFooter, args: preFooter } satisfies Meta<typeof PreFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutCta: Story = { args: { title: 'Silca: keys since 1900', text: 'A Dormakaba group company.', cta: undefined } };
