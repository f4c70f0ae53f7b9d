import { describe, expect, it } from 'vitest';
import { assetDimensions, imageServiceUrl } from './imageServiceUrl';

const F = 'https://a.storyblok.com/f/1/1600x900/abc/machine.jpg';

describe('imageServiceUrl (docs/requirements/content.md#image-service)', () => {
  it('builds the size and filter grammar', () => {
    expect(imageServiceUrl(F, { width: 800, height: 450, quality: 80, format: 'webp' })).toBe(`${F}/m/800x450/filters:quality(80):format(webp)`);
  });

  it('keeps every valid filter at the range boundaries', () => {
    expect(imageServiceUrl(F, { width: 10, quality: 0, blur: 100, brightness: -100, format: 'PNG', rotate: 270 })).toBe(
      `${F}/m/10x0/filters:quality(0):blur(100):brightness(-100):format(png):rotate(270)`,
    );
  });

  it('drops out-of-range and unknown values instead of throwing', () => {
    expect(
      imageServiceUrl(F, {
        width: 400,
        quality: 101,
        blur: -1,
        brightness: 101,
        format: 'gif',
        rotate: 45,
      }),
    ).toBe(`${F}/m/400x0/`);
    expect(imageServiceUrl(F, { width: Number.NaN, height: -5, quality: Number.POSITIVE_INFINITY })).toBe(`${F}/m/`);
  });

  it('adds the focal point only when cropping', () => {
    expect(imageServiceUrl(F, { width: 400, height: 400, focus: '10x20:30x40' })).toBe(`${F}/m/400x400/filters:focal(10x20:30x40)`);
    expect(imageServiceUrl(F, { width: 400, focus: '10x20:30x40' })).toBe(`${F}/m/400x0/`);
    expect(imageServiceUrl(F, { width: 400, height: 400, focus: 'bad' })).toBe(`${F}/m/400x400/`);
  });

  it('leaves svg, already-transformed and empty filenames alone', () => {
    expect(imageServiceUrl('https://a.storyblok.com/f/1/x/logo.svg', { width: 100 })).toBe('https://a.storyblok.com/f/1/x/logo.svg');
    expect(imageServiceUrl(`${F}/m/100x0`, { width: 200 })).toBe(`${F}/m/100x0`);
    expect(imageServiceUrl('', { width: 200 })).toBe('');
    expect(imageServiceUrl(undefined)).toBe('');
  });
});

describe('assetDimensions', () => {
  it('reads W x H from a Storyblok asset path', () => {
    expect(assetDimensions(F)).toEqual({ width: 1600, height: 900 });
  });
  it('returns null when absent or zero', () => {
    expect(assetDimensions('https://example.com/a.jpg')).toBeNull();
    expect(assetDimensions('https://a.storyblok.com/f/1/0x0/abc/a.jpg')).toBeNull();
    expect(assetDimensions(null)).toBeNull();
  });
});
