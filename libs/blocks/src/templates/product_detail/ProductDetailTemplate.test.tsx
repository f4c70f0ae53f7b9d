import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { asset, doc, productStory } from '../../core/testing/fixtures';
import { renderBlocks } from '../../core/testing/render';
import { ProductDetailTemplate } from './ProductDetailTemplate';

const pdf = { ...asset('futura-brochure.pdf'), title: 'Futura brochure' };
const story = productStory('Futura Pro', {
  category_name: 'Key-cutting machines',
  type: 'Electronic key-cutting machine',
  details: doc('Futura Pro cuts flat and laser keys.'),
  features: doc('Touch screen, Wi-Fi.'),
  technical_data: [
    { _uid: 't1', component: 'technical_data_row', label: 'Weight', value: '18 kg' },
    { _uid: 't2', component: 'technical_data_row', label: 'Power', value: '230 V / 50 Hz' },
  ],
  functionality: doc('Automatic clamp recognition.'),
  application: doc('Residential and automotive keys.'),
  references: 'FUT-PRO-01',
  downloads: [pdf],
  images: [asset('futura-1.png', 1200, 1200, 'Futura Pro front'), asset('futura-2.png', 1200, 1200, '')],
  files: [{ ...asset('futura-manual.pdf'), name: 'Operating manual' }],
  update_date: '2024-05-01 10:30',
});

describe('product_detail template', () => {
  it('renders every product field of docs/requirements/content.md#entities', () => {
    renderBlocks(<ProductDetailTemplate story={story} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Futura Pro' })).toBeInTheDocument();
    expect(screen.getAllByText('Key-cutting machines').length).toBeGreaterThan(0);
    expect(screen.getByText('Electronic key-cutting machine')).toBeInTheDocument();
    expect(screen.getByText('FUT-PRO-01')).toBeInTheDocument();
    for (const [title, body] of [
      ['Details', 'Futura Pro cuts flat and laser keys.'],
      ['Features', 'Touch screen, Wi-Fi.'],
      ['Functionality', 'Automatic clamp recognition.'],
      ['Application', 'Residential and automotive keys.'],
    ] as const) {
      const section = screen.getByRole('region', { name: title });
      expect(within(section).getByText(body)).toBeInTheDocument();
    }
    const table = within(screen.getByRole('region', { name: 'Technical data' })).getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Weight' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '230 V / 50 Hz' })).toBeInTheDocument();
    // Downloads and files to pick and zip (docs/requirements/pages.md#downloads), each with its direct link.
    const downloads = within(screen.getByRole('region', { name: 'Downloads' }));
    expect(downloads.getByRole('checkbox', { name: 'Futura brochure' })).toHaveAttribute('name', 'file');
    expect(downloads.getAllByRole('link', { name: 'Download (PDF)' }).map((a) => a.getAttribute('href'))).toContain(pdf.filename);
    expect(downloads.getByRole('checkbox', { name: 'Operating manual' })).toBeInTheDocument();
    expect(downloads.getByRole('button', { name: 'Download selected' })).toHaveAttribute('type', 'submit');
    expect(downloads.getByRole('button', { name: 'Download all' })).toHaveAttribute('name', 'all');
    const time = screen.getByText('1 May 2024');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2024-05-01T10:30:00Z');
  });

  it('loads the main image eagerly and gives images without alt a descriptive one', () => {
    renderBlocks(<ProductDetailTemplate story={story} />);
    expect(screen.getByRole('link', { name: 'Enlarge image: Futura Pro front' }).querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Futura Pro, image 2 of 2' })).toHaveAttribute('loading', 'lazy');
  });

  it('a thumbnail changes the main image (a ?image=N link without JavaScript)', () => {
    renderBlocks(<ProductDetailTemplate story={story} />);
    const thumbs = within(screen.getByRole('list', { name: 'Images' })).getAllByRole('link');
    expect(thumbs[0]).toHaveAttribute('aria-current', 'true');
    expect(thumbs[1]).toHaveAttribute('href', '?image=2#gallery');
    fireEvent.click(thumbs[1]!);
    expect(screen.getByRole('link', { name: 'Enlarge image: Futura Pro, image 2 of 2' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Images' })).getAllByRole('link')[1]).toHaveAttribute('aria-current', 'true');
  });

  it('omits empty sections', () => {
    renderBlocks(<ProductDetailTemplate story={productStory('Bare', { details: doc(), technical_data: null, images: [] })} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('formats the update date in the page locale', () => {
    renderBlocks(<ProductDetailTemplate story={story} />, { locale: 'de' });
    expect(screen.getByText('1. Mai 2024')).toBeInTheDocument();
  });

  it('renders nothing for invalid content and reports it', () => {
    const onInvalidBlok = vi.fn();
    const broken = { ...story, content: { ...story.content, name: '' } };
    const { container } = renderBlocks(<ProductDetailTemplate story={broken} />, { onInvalidBlok });
    expect(container).toBeEmptyDOMElement();
    expect(onInvalidBlok).toHaveBeenCalledWith('product_detail', expect.stringContaining('name'));
  });
});
