import { assetDimensions, imageServiceUrl, type ImageServiceOptions } from './imageServiceUrl';

/** Widths (px) offered in `srcset` by default; capped at the asset's intrinsic width. */
export const DEFAULT_IMAGE_WIDTHS = [320, 480, 640, 768, 1024, 1280, 1600, 1920, 2560] as const;

/** A Storyblok asset (docs/content-model.md): only the fields the image needs. */
export interface ImageAsset {
  filename: string;
  alt?: string | null;
  focus?: string | null;
  title?: string | null;
}

/** What decides an image's candidates and box: the sizing props of `Image`. */
export interface ImageSource {
  /** Asset filename or asset object. An empty filename gives no image. */
  src: string | ImageAsset | null | undefined;
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
}

/** The attributes of the `<img>` (and of a `<link rel="preload" as="image">` for it). */
export interface ImageAttributes {
  asset: ImageAsset;
  src: string;
  srcSet: string;
  sizes: string;
  /** px */
  width: number;
  /** px */
  height: number;
}

/** Builds the URL of one image variant: `(filename, options) => url`. */
export type ImageUrlBuilder = (filename: string, options: ImageServiceOptions) => string;

/**
 * The `src`, `srcset`, `sizes`, `width` and `height` of an image through the image service
 * (docs/requirements/pages.md#block-library-goals "Responsive images"): candidates at `widths` capped at the asset's intrinsic width
 * (from its Storyblok filename), `src` the smallest candidate at least as wide as the display
 * width, width/height set so the layout does not shift (docs/requirements/performance.md#front-end-budget: CLS 0). Pure, so a page's head
 * can preload exactly what its hero `<img>` will ask for (docs/requirements/performance.md#front-end-budget). Null for a missing or empty
 * filename; never throws.
 */
export function imageAttributes(source: ImageSource, buildUrl: ImageUrlBuilder = imageServiceUrl): ImageAttributes | null {
  const { src, width, height, aspectRatio, sizes = '100vw', widths = DEFAULT_IMAGE_WIDTHS, quality = 80, format = 'webp' } = source;
  const asset: ImageAsset | null = typeof src === 'string' ? { filename: src } : (src ?? null);
  if (!asset || typeof asset.filename !== 'string' || asset.filename.trim() === '') return null;
  const intrinsic = assetDimensions(asset.filename);
  const ratio = aspectRatio && aspectRatio > 0 ? aspectRatio : width && height ? width / height : intrinsic ? intrinsic.width / intrinsic.height : 16 / 9;
  const displayWidth = Math.round(width ?? Math.min(intrinsic?.width ?? 1600, 1600));
  const displayHeight = Math.round(height ?? displayWidth / ratio);
  const crop = aspectRatio !== undefined || (width !== undefined && height !== undefined);
  const maxWidth = intrinsic?.width ?? Number.POSITIVE_INFINITY;
  let candidates = [...new Set(widths.filter((w) => w > 0 && w <= maxWidth))].sort((a, b) => a - b);
  if (candidates.length === 0) candidates = [Math.min(displayWidth, maxWidth)];
  const urlFor = (w: number) => buildUrl(asset.filename, { width: w, height: crop ? Math.round(w / ratio) : 0, quality, format, focus: asset.focus });
  const fallbackWidth = candidates.find((w) => w >= displayWidth) ?? candidates[candidates.length - 1] ?? displayWidth;
  return {
    asset,
    src: urlFor(fallbackWidth),
    srcSet: candidates.map((w) => `${urlFor(w)} ${w}w`).join(', '),
    sizes,
    width: displayWidth,
    height: displayHeight,
  };
}
