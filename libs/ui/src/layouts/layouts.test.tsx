import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DefaultLayout, getLayout, LAYOUT_NAMES, layoutRegistry, PrefooterLayout } from './layouts';

const header = { logo: { href: '/' }, items: [{ label: 'Products', href: '/products' }] };
const footer = { columns: [{ title: 'Company', links: [{ label: 'About us', href: '/about-us' }] }] };
const preFooter = { title: 'Need help?', cta: { label: 'Contact us', href: '/contacts' } };

describe('layouts (docs/requirements/pages.md#layouts)', () => {
  it('registers the seven layouts', () => {
    expect(Object.keys(layoutRegistry).sort()).toEqual([...LAYOUT_NAMES].sort());
  });

  it.each(LAYOUT_NAMES)('%s renders one main landmark with the content and a skip link', (name) => {
    const Layout = layoutRegistry[name];
    render(
      <Layout header={header} footer={footer} preFooter={preFooter}>
        <h1>Content</h1>
      </Layout>,
    );
    expect(screen.getByRole('main')).toHaveTextContent('Content');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    // Inside a landmark (axe `region`, docs/requirements/pages.md#accessibility).
    expect(screen.getByRole('link', { name: 'Skip to main content' }).closest('nav')).toHaveAccessibleName('Skip to main content');
  });

  it('shows the pre-footer only in pre-footer layouts', () => {
    const { unmount } = render(<DefaultLayout header={header} footer={footer} preFooter={preFooter} />);
    expect(screen.queryByText('Need help?')).toBeNull();
    unmount();
    render(<PrefooterLayout header={header} footer={footer} preFooter={preFooter} />);
    expect(screen.getByRole('heading', { name: 'Need help?' })).toBeInTheDocument();
  });

  it('falls back to the default layout for unknown names and accepts snake_case', () => {
    expect(getLayout('nope')).toBe(DefaultLayout);
    expect(getLayout(undefined)).toBe(DefaultLayout);
    expect(getLayout('simple_landing')).toBe(layoutRegistry['simple-landing']);
  });

  it('renders without header or footer data instead of crashing', () => {
    render(<DefaultLayout>x</DefaultLayout>);
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('main')).toHaveTextContent('x');
  });
});
