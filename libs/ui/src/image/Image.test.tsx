import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Image } from './Image';

const F = 'https://a.storyblok.com/f/1/1200x800/abc/key.jpg';

describe('Image', () => {
  it('renders srcset of service URLs capped at the intrinsic width, with explicit size and lazy loading', () => {
    render(<Image src={{ filename: F, alt: 'A key' }} sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'A key' });
    const srcset = img.getAttribute('srcset') ?? '';
    expect(srcset).toContain(`${F}/m/320x0/filters:quality(80):format(webp) 320w`);
    expect(srcset).toContain('1024w');
    expect(srcset).not.toContain('1280w');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '800');
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('crops to an aspect ratio and loads eagerly with high priority when priority', () => {
    render(<Image src={F} alt="Hero" width={800} aspectRatio={2} priority />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img).toHaveAttribute('height', '400');
    expect(img.getAttribute('src')).toBe(`${F}/m/1024x512/filters:quality(80):format(webp)`);
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('renders nothing for a missing filename', () => {
    const { container } = render(<Image src={{ filename: '' }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is decorative (empty alt) when no alt is known', () => {
    const { container } = render(<Image src={F} />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });
});
