import { assetDimensions, imageServiceUrl, type ImageServiceOptions } from './imageServiceUrl';

/** Px; capped at the asset's intrinsic width. */
export const DEFAULT_IMAGE_WIDTHS = [320, 480, 640, 768, 1024, 1280, 1600, 1920, 2560] as const;

export interface ImageAsset {
  filename: string;
  alt?: string | null;
  focus?: string | null;
  title?: string | null;
}

/** The sizing props of `Image`. */
export interface ImageSource {
  /** An empty filename gives no image. */
  src: string | ImageAsset | null | undefined;
  /** Px; the `width` attribute and largest candidate. Default intrinsic, max 1600. */
  width?: number;
  /** Px; default from the aspect ratio. */
  height?: number;
  /** e.g. 16/9. Default the asset's. */
  aspectRatio?: number;
  /** Default `100vw`. */
  sizes?: string;
  widths?: readonly number[];
  /** 0..100, default 80. */
  quality?: number;
  /** Default webp. */
  format?: 'webp' | 'png' | 'jpeg';
}

/** Of the `<img>` and of its preload link. */
export interface ImageAttributes {
  asset: ImageAsset;
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
}

export type ImageUrlBuilder = (filename: string, options: ImageServiceOptions) => string;

/**
 * An image's `src`, `srcset`, `sizes`, `width`, `height` (docs/requirements/pages.md#images): candidates capped at the intrinsic width,
 * `src` the smallest at least the display width. Pure, so the head preloads what the `<img>` asks; null without a filename. Never throws.
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
