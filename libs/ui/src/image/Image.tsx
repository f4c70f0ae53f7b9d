import type { ImgHTMLAttributes } from 'react';
import { assetDimensions } from './imageServiceUrl';
import { useImageUrlBuilder } from './ImageServiceProvider';
import styles from './Image.module.css';

/** Widths (px) offered in `srcset` by default; capped at the asset's intrinsic width. */
export const DEFAULT_IMAGE_WIDTHS = [320, 480, 640, 768, 1024, 1280, 1600, 1920, 2560] as const;

/** A Storyblok asset (docs/content-model.md): only the fields the image needs. */
export interface ImageAsset {
  filename: string;
  alt?: string | null;
  focus?: string | null;
  title?: string | null;
}

/** Props of `Image`. */
export interface ImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'alt' | 'loading'> {
  /** Asset filename or asset object. An empty filename renders nothing. */
  src: string | ImageAsset | null | undefined;
  /** Alternative text; '' marks the image decorative. Defaults to the asset's `alt`, else ''. */
  alt?: string;
  /** Display width in px used for the `width` attribute and the largest candidate. Default: intrinsic, max 1600. */
  width?: number;
  /** Display height in px; default from the asset's aspect ratio (or `aspectRatio`). */
  height?: number;
  /** Crop to this width/height ratio (e.g. 16/9). Default: the asset's own ratio. */
  aspectRatio?: number;
  /** `sizes` attribute (CSS). Default `100vw`. */
  sizes?: string;
  /** Candidate widths for `srcset`. */
  widths?: readonly number[];
  /** Quality 0..100, default 80. */
  quality?: number;
  /** Output format, default webp. */
  format?: 'webp' | 'png' | 'jpeg';
  /** First hero / above the fold: `loading="eager"` and `fetchpriority="high"`. Default lazy. */
  priority?: boolean;
  /** `cover` fills its box (crop), `contain` letterboxes; default neither (intrinsic). */
  fit?: 'cover' | 'contain';
}

/**
 * Responsive image through the Storyblok image service (issue 5 "Responsive images"):
 * `srcset` of service URLs at several widths, `sizes`, explicit `width`/`height` so the layout
 * does not shift, `loading="lazy"` and `decoding="async"` by default, eager with
 * `fetchpriority="high"` when `priority`. Sizes in px. Never throws: a missing filename renders null.
 */
export function Image({
  src,
  alt,
  width,
  height,
  aspectRatio,
  sizes = '100vw',
  widths = DEFAULT_IMAGE_WIDTHS,
  quality = 80,
  format = 'webp',
  priority = false,
  fit,
  className,
  ...rest
}: ImageProps) {
  const buildUrl = useImageUrlBuilder();
  const asset: ImageAsset | null = typeof src === 'string' ? { filename: src } : src ?? null;
  if (!asset || typeof asset.filename !== 'string' || asset.filename.trim() === '') return null;
  const intrinsic = assetDimensions(asset.filename);
  const ratio =
    aspectRatio && aspectRatio > 0
      ? aspectRatio
      : width && height
        ? width / height
        : intrinsic
          ? intrinsic.width / intrinsic.height
          : 16 / 9;
  const displayWidth = Math.round(width ?? Math.min(intrinsic?.width ?? 1600, 1600));
  const displayHeight = Math.round(height ?? displayWidth / ratio);
  const crop = aspectRatio !== undefined || (width !== undefined && height !== undefined);
  const maxWidth = intrinsic?.width ?? Number.POSITIVE_INFINITY;
  let candidates = [...new Set(widths.filter((w) => w > 0 && w <= maxWidth))].sort((a, b) => a - b);
  if (candidates.length === 0) candidates = [Math.min(displayWidth, maxWidth)];
  const urlFor = (w: number) =>
    buildUrl(asset.filename, {
      width: w,
      height: crop ? Math.round(w / ratio) : 0,
      quality,
      format,
      focus: asset.focus,
    });
  const srcSet = candidates.map((w) => `${urlFor(w)} ${w}w`).join(', ');
  const fallbackWidth = candidates.find((w) => w >= displayWidth) ?? candidates[candidates.length - 1] ?? displayWidth;
  const classes = [styles.image, fit ? styles[fit] : undefined, className].filter(Boolean).join(' ');
  return (
    <img
      {...rest}
      className={classes}
      src={urlFor(fallbackWidth)}
      srcSet={srcSet}
      sizes={sizes}
      width={displayWidth}
      height={displayHeight}
      alt={alt ?? asset.alt ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      // React 18 does not know the camelCase prop; the lowercase attribute passes through.
      {...{ fetchpriority: priority ? 'high' : undefined }}
    />
  );
}
