import type { ImgHTMLAttributes } from 'react';
import { imageAttributes, type ImageSource } from './imageAttributes';
import { useImageUrlBuilder } from './ImageServiceProvider';
import styles from './Image.module.css';

export { DEFAULT_IMAGE_WIDTHS, type ImageAsset } from './imageAttributes';

export interface ImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'alt' | 'loading' | 'sizes'>, ImageSource {
  /** '' marks it decorative. Default the asset's `alt`, else ''. */
  alt?: string;
  /** `loading="eager"` and `fetchpriority="high"`. Default lazy. */
  priority?: boolean;
  fit?: 'cover' | 'contain';
}

/**
 * Responsive image through the image service (docs/requirements/pages.md#images): srcset, sizes, explicit width/height, lazy and async
 * unless `priority`. Px. A missing filename renders null.
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
      // React 18 does not know the camelCase prop; lowercase passes through.
      {...{ fetchpriority: priority ? 'high' : undefined }}
    />
  );
}
