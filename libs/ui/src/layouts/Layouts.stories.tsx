import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CtaButton } from '../cta/CtaButton';
import { Image } from '../image/Image';
import { assets, footer, header, preFooter } from '../storybook/fixtures';
import { layoutRegistry, type LayoutName } from './layouts';

function Page({ layout }: { layout: LayoutName }) {
  const Layout = layoutRegistry[layout];
  const extranet = layout.startsWith('extranet');
  return (
    <Layout
      header={extranet ? { ...header, languageSelector: undefined, businessAreaExit: { href: '/en/global' } } : header}
      footer={footer}
      preFooter={preFooter}
    >
      <section className="silca-container" style={{ paddingBlock: 48 }}>
        <h1>Key-cutting machines</h1>
        <p>Electronic and mechanical machines for every key profile, made in Vittorio Veneto.</p>
        <Image src={assets.news} width={720} sizes="(min-width: 768px) 720px, 100vw" />
        <p style={{ marginTop: 24 }}>
          <CtaButton label="See all machines" href="/en/global/products" />
        </p>
      </section>
    </Layout>
  );
}

const meta = { title: 'UI/Layouts', component: Page } satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const check: Story['play'] = async ({ canvasElement }) => {
  await expect(within(canvasElement).getByRole('main')).toBeVisible();
};

export const Default: Story = { args: { layout: 'default' }, play: check };
export const Empty: Story = { args: { layout: 'empty' }, play: check };
export const Extranet: Story = { args: { layout: 'extranet' }, play: check };
export const ExtranetPrefooter: Story = { args: { layout: 'extranet-prefooter' }, play: check };
export const Prefooter: Story = { args: { layout: 'prefooter' }, play: check };
export const SimpleLanding: Story = { args: { layout: 'simple-landing' }, play: check };
export const CustomLanding: Story = { args: { layout: 'custom-landing' }, play: check };

export const DefaultWide: Story = {
  args: { layout: 'default' },
  globals: { viewport: { value: 'wide', isRotated: false } },
  play: check,
};
/** The extranet layout at the 320 px minimum. */
export const ExtranetSmallPhone: Story = {
  args: { layout: 'extranet' },
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('main')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};
