import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { SbStory } from '../schema/common';
import { asset, doc, productStory, storyLink, urlLink } from '../testing/fixtures';
import { renderBlocks } from '../testing/render';
import { templateSchemas, validateStory } from './template-schemas';
import { EXTRANET_TEMPLATES, LISTING_TEMPLATES, templateRegistry, type TemplateName } from './templates';

const story = (content: Record<string, unknown>, name = 'Story'): SbStory => ({
  uuid: `u-${String(content.component)}`,
  name,
  slug: 'slug',
  full_slug: `global/${String(content.component)}`,
  content: { _uid: 'c', component: String(content.component), ...content },
});

/** A minimal valid content per template, as an editor would create it. */
const minimal: Record<TemplateName, Record<string, unknown>> = {
  page: { component: 'page', title: 'About us', body: [] },
  product_detail: { component: 'product_detail', name: 'Futura' },
  product_listing: { component: 'product_listing', title: 'Products', body: [] },
  category_listing: { component: 'category_listing', title: 'Machines', body: [] },
  general_product_listing: { component: 'general_product_listing', title: 'Automotive', body: [] },
  extranet_category_listing: { component: 'extranet_category_listing', title: 'Machines', body: [] },
  extranet_product_detail: { component: 'extranet_product_detail', name: 'Futura' },
  extranet_general_product_listing: { component: 'extranet_general_product_listing', title: 'Residential', body: [] },
  extranet_product_listing: { component: 'extranet_product_listing', title: 'Products', body: [] },
  landing_page: { component: 'landing_page', title: 'Smart Pro Mini', body: [] },
  product_resource: { component: 'product_resource', title: 'Bulletin 12/2024', body: [] },
  downloads_skeleton: { component: 'downloads_skeleton', title: 'Downloads', body: [] },
  generic_skeleton: { component: 'generic_skeleton', title: 'After sales', body: [] },
  cookie_consent: { component: 'cookie_consent', title: 'Cookie policy', body: [] },
  thank_you_page: { component: 'thank_you_page', title: 'Thank you', body: [] },
  news_article: { component: 'news_article', title: 'Silca at Eisenwarenmesse' },
  event: { component: 'event', title: 'Key Expo 2025' },
  forbidden: { component: 'forbidden' },
  generic_error: { component: 'generic_error' },
  not_found: { component: 'not_found' },
  unauthorized: { component: 'unauthorized' },
  athlete: { component: 'athlete', name: 'Giulia Moretti' },
  photo_album: { component: 'photo_album', title: 'Machines' },
  shop: { component: 'shop', name: 'Silca Shop Madrid' },
};

const listingData = { products: [], total: 0, page: 1, perPage: 25 };

describe('templateRegistry', () => {
  it('has a template and a schema for every page template of docs/requirements/pages.md#page-templates and the athlete, album and shop types', () => {
    expect(Object.keys(templateRegistry).sort()).toEqual(Object.keys(minimal).sort());
    expect(Object.keys(templateSchemas).sort()).toEqual(Object.keys(minimal).sort());
  });

  it.each(Object.keys(minimal) as TemplateName[])('%s renders minimal content with exactly one <h1>', (name) => {
    const Template = templateRegistry[name] as ComponentType<Record<string, unknown>>;
    const extra = LISTING_TEMPLATES.has(name) ? listingData : {};
    renderBlocks(<Template story={story(minimal[name])} {...extra} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(validateStory(story(minimal[name]))).toEqual({ ok: true, template: name });
  });

  it.each([...EXTRANET_TEMPLATES])('%s is marked as the partner area', (name) => {
    const Template = templateRegistry[name] as ComponentType<Record<string, unknown>>;
    renderBlocks(<Template story={story(minimal[name])} {...listingData} />);
    expect(screen.getByText('Partner area')).toBeInTheDocument();
  });
});

describe('validateStory', () => {
  it('reports unknown content types and invalid content without throwing', () => {
    expect(validateStory(story({ component: 'spaceship' }))).toMatchObject({ ok: false, reason: 'unknown-template', component: 'spaceship' });
    expect(validateStory(story({ component: 'page', body: [] }))).toMatchObject({
      ok: false,
      reason: 'invalid-content',
      message: expect.stringContaining('title'),
    });
    expect(validateStory(null)).toMatchObject({ ok: false, reason: 'unknown-template' });
    expect(validateStory(story({ component: 'toString' }))).toMatchObject({ ok: false, reason: 'unknown-template' });
  });
});

describe('page-like templates', () => {
  it('category_listing links sub-categories and lists products', () => {
    const Template = templateRegistry.category_listing;
    const sub = story({ component: 'category', name: 'Laser machines' }, 'Laser machines');
    renderBlocks(<Template story={story(minimal.category_listing)} subcategories={[sub]} {...listingData} products={[productStory('Futura')]} total={1} />);
    expect(within(screen.getByRole('navigation', { name: 'Categories' })).getByRole('link', { name: 'Laser machines' })).toHaveAttribute(
      'href',
      '/global/category',
    );
    expect(screen.getByRole('link', { name: 'Futura' })).toBeInTheDocument();
  });

  it('thank_you_page uses the story CTA, else a back-to-home button', () => {
    const Template = templateRegistry.thank_you_page;
    const { unmount } = renderBlocks(
      <Template story={story({ ...minimal.thank_you_page, cta_label: 'Discover our machines', cta_link: storyLink('global/products') })} />,
    );
    expect(screen.getByRole('link', { name: 'Discover our machines' })).toHaveAttribute('href', '/global/products');
    unmount();
    renderBlocks(<Template story={story(minimal.thank_you_page)} homeHref="/it/global" />);
    expect(screen.getByRole('link', { name: 'Go back to the homepage' })).toHaveAttribute('href', '/it/global');
  });

  it('news_article renders header facts and the rich-text body', () => {
    const Template = templateRegistry.news_article;
    renderBlocks(
      <Template
        story={story({
          ...minimal.news_article,
          date: '2025-03-04 08:00',
          category: 'Press release',
          excerpt: 'Silca presents Futura Pro.',
          image: asset('fair.jpg', 1600, 900, 'Silca stand'),
          body: doc('The new machine cuts every key.'),
        })}
      />,
    );
    expect(screen.getByText('Press release')).toBeInTheDocument();
    expect(screen.getByText('4 March 2025')).toHaveAttribute('datetime', '2025-03-04T08:00:00Z');
    expect(screen.getByText('The new machine cuts every key.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Silca stand' })).toHaveAttribute('loading', 'eager');
  });

  it('event shows status, date range, place, discipline and a live link only when live', () => {
    const Template = templateRegistry.event;
    const content = {
      ...minimal.event,
      status: 'live',
      discipline: 'Trade fair',
      date_from: '2025-05-20 09:00',
      date_to: '2025-05-23 18:00',
      where: 'Cologne, Hall 4',
      when: '9:00–18:00',
      live_event: urlLink('https://live.silca.biz'),
      body: doc('Meet us at stand A12.'),
    };
    const { unmount } = renderBlocks(<Template story={story(content)} />);
    expect(screen.getByText('Live now')).toBeInTheDocument();
    expect(screen.getByText('20 May 2025')).toHaveAttribute('datetime', '2025-05-20T09:00:00Z');
    expect(screen.getByText('23 May 2025')).toBeInTheDocument();
    expect(screen.getByText('Cologne, Hall 4')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Watch live/ })).toHaveAttribute('href', 'https://live.silca.biz');
    unmount();
    renderBlocks(<Template story={story({ ...content, status: 'ended' })} />);
    expect(screen.getByText('Ended')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Watch live/ })).toBeNull();
  });

  it('event rejects an unknown status', () => {
    expect(validateStory(story({ ...minimal.event, status: 'postponed' }))).toMatchObject({ ok: false, reason: 'invalid-content' });
  });

  it('product_resource lists its files', () => {
    const Template = templateRegistry.product_resource;
    renderBlocks(<Template story={story({ ...minimal.product_resource, files: [{ ...asset('bulletin.pdf'), title: 'Bulletin PDF' }] })} />);
    expect(within(screen.getByRole('region', { name: 'Downloads' })).getByRole('link', { name: /Bulletin PDF/ })).toBeInTheDocument();
  });
});
