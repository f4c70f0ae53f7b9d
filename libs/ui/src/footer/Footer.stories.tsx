import type { Meta, StoryObj } from '@storybook/react-vite';
import { footer } from '../storybook/fixtures';
import { Footer } from './Footer';

const meta = { title: 'UI/Footer', component: Footer, args: footer } satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LegalOnly: Story = { args: { columns: [], legalLinks: footer.legalLinks, copyright: '© 2026 Silca S.p.A.' } };
