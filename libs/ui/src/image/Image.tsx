import type { ImgHTMLAttributes } from 'react';
import { imageAttributes, type ImageSource } from './imageAttributes';
import { useImageUrlBuilder } from './ImageServiceProvider';
import styles from './Image.module.css';

export { DEFAULT_IMAGE_WIDTHS, type ImageAsset } from './imageAttributes';

/** Props of `Image`: the sizing of {@link ImageSource} plus the `<img>`'s own attributes. */
export interface ImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'alt' | 'loading' | 'sizes'>, ImageSource {
  /** Alternative text; '' marks the image decorative. Defaults to the asset's `alt`, else ''. */
  alt?: string;
  /** First hero / above the fold: `loading="eager"` and `fetchpriority="high"`. Default lazy. */
  priority?: boolean;
  /** `cover` fills its box (crop), `contain` letterboxes; default neither (intrinsic). */
  fit?: 'cover' | 'contain';
}

/**
 * Responsive image through the Storyblok image service (docs/requirements/pages.md#block-library-goals "Responsive images"):
 * `srcset` of service URLs at several widths, `sizes`, explicit `width`/`height` so the layout
 * does not shift, `loading="lazy"` and `decoding="async"` by default, eager with
 * `fetchpriority="high"` when `priority`. Sizes in px. Never throws: a missing filename renders null.
 */
export function Image({ src, alt, width, height, aspectRatio, sizes, widths, quality, format, priority = false, fit, className, ...rest }: ImageProps) {
  const buildUrl = useImageUrlBuilder();
  const image = imageAttributes({ src, width, height, aspectRatio, sizes, widths, quality, format }, buildUrl);
  if (!image) return null;
  const classes = [styles.image, fit ? styles[fit] : undefined, className].filter(Boolean).join(' ');
  return (
    <img
      {...rest}
      className={classes}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      width={image.width}
      height={image.height}
      alt={alt ?? image.asset.alt ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      // React 18 does not know the camelCase prop; the lowercase attribute passes through.
      {...{ fetchpriority: priority ? 'high' : undefined }}
    />
  );
}
