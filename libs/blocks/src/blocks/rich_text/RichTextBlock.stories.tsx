import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlokList } from '../../core/Blok';
import { withBlocks } from '../../core/testing/decorators';
import { images } from '../../core/testing/storyContent';

const t = (text: string, marks?: unknown[]) => ({ type: 'text', text, ...(marks ? { marks } : {}) });
const p = (...content: unknown[]) => ({ type: 'paragraph', content });

const everything = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [t('Sixty years of key technology')] },
    p(
      t('Silca designs '),
      t('key-cutting machines', [{ type: 'bold' }]),
      t(', '),
      t('key blanks', [{ type: 'italic' }]),
      t(' and '),
      t('transponder', [{ type: 'underline' }]),
      t(' solutions. Old price '),
      t('€ 1,200', [{ type: 'strike' }]),
      t(', CO'),
      t('2', [{ type: 'subscript' }]),
      t(' neutral since 2020'),
      t('1', [{ type: 'superscript' }]),
      t('. Use the '),
      t('cut()', [{ type: 'code' }]),
      t(' command. '),
      t('Highlighted', [{ type: 'highlight', attrs: { color: '#fff3a3' } }]),
      t(' and '),
      t('coloured', [{ type: 'textStyle', attrs: { color: '#a50d26' } }]),
      t(' text.'),
    ),
    p(
      t('Read about '),
      t('our machines', [{ type: 'link', attrs: { href: '/products/machines', linktype: 'story', uuid: 'x', target: '_self' } }]),
      t(', visit '),
      t('silca.biz', [{ type: 'link', attrs: { href: 'https://www.silca.biz', linktype: 'url', target: '_blank' } }]),
      t(', write to '),
      t('info@silca.it', [{ type: 'link', attrs: { href: 'info@silca.it', linktype: 'email' } }]),
      t(' or download the '),
      t('catalogue', [{ type: 'link', attrs: { href: 'https://a.storyblok.com/f/1/catalogue.pdf', linktype: 'asset' } }]),
      t('.'),
      { type: 'hard_break' },
      t('This link is dropped: '),
      t('unsafe', [{ type: 'link', attrs: { href: 'javascript:alert(1)', linktype: 'url' } }]),
      t(' '),
      { type: 'emoji', attrs: { name: 'key', emoji: '🔑', fallbackImage: '' } },
    ),
    { type: 'heading', attrs: { level: 3 }, content: [t('Why Silca')] },
    {
      type: 'bullet_list',
      content: [
        { type: 'list_item', content: [p(t('Over 120 countries served'))] },
        { type: 'list_item', content: [p(t('The widest key blank range'))] },
      ],
    },
    {
      type: 'ordered_list',
      attrs: { order: 1 },
      content: [
        { type: 'list_item', content: [p(t('Choose the key'))] },
        { type: 'list_item', content: [p(t('Clamp it'))] },
        { type: 'list_item', content: [p(t('Cut'))] },
      ],
    },
    { type: 'blockquote', content: [p(t('A key is a promise of security.'))] },
    { type: 'code_block', attrs: { class: 'language-text' }, content: [t('MODEL FUTURA-PRO\nFW 4.2.1')] },
    { type: 'horizontal_rule' },
    {
      type: 'table',
      content: [
        {
          type: 'tableRow',
          content: [
            { type: 'tableHeader', content: [p(t('Model'))] },
            { type: 'tableHeader', content: [p(t('Weight'))] },
            { type: 'tableHeader', content: [p(t('Keys'))] },
          ],
        },
        {
          type: 'tableRow',
          content: [
            { type: 'tableCell', content: [p(t('Futura Pro'))] },
            { type: 'tableCell', content: [p(t('18 kg'))] },
            { type: 'tableCell', content: [p(t('Flat, dimple, laser'))] },
          ],
        },
      ],
    },
    { type: 'image', attrs: { src: images.machine.filename, alt: 'Futura Pro key-cutting machine' } },
    {
      type: 'blok',
      attrs: { id: 'b', body: [{ _uid: 'emb', component: 'small_banner', title: 'Need spare parts?', text: 'Original parts ship in 48 hours.' }] },
    },
  ],
};

const meta = {
  title: 'Blocks/RichText',
  component: BlokList,
  decorators: [withBlocks()],
  args: { bloks: [{ _uid: 'rt', component: 'rich_text', text: everything }] },
} satisfies Meta<typeof BlokList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every node and mark of Storyblok's rich text, an embedded blok and a dropped unsafe link. */
export const AllNodesAndMarks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getByText('unsafe').closest('a')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Need spare parts?' })).toBeVisible();
  },
};
