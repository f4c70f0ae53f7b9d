import { assetDimensions, useImageUrlBuilder } from '@silca/ui';
import type { RichTextImageOptions } from './imageOptions';
import styles from './RichText.module.css';

/** Srcset widths, px, capped at the asset's own. */
const WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** Only http(s) and root-relative sources (no data:, javascript:, file:). */
function safeImageSrc(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const src = value.trim();
  return /^https?:\/\//i.test(src) || /^\/(?!\/)/.test(src) ? src : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * A rich-text `image` through the image service (docs/requirements/content.md#image-service): srcset, intrinsic width/height (swapped when
 * rotated) so nothing shifts, lazy; alt from `attrs`, else ''. Unsafe `src`: nothing.
 */
export function RichTextImage({ attrs, options }: { attrs: Record<string, unknown>; options: RichTextImageOptions }) {
  const imageServiceUrl = useImageUrlBuilder();
  const src = safeImageSrc(attrs.src);
  if (!src) return null;
  const meta = typeof attrs.meta_data === 'object' && attrs.meta_data !== null ? (attrs.meta_data as Record<string, unknown>) : {};
  const alt = text(attrs.alt) ?? text(meta.alt) ?? '';
  const title = text(attrs.title) ?? text(meta.title);
  const intrinsic = assetDimensions(src);
  const turned = options.rotate === 90 || options.rotate === 270;
  const natural = intrinsic && turned ? { width: intrinsic.height, height: intrinsic.width } : intrinsic;
  const maxDisplay = options.width ?? 1280;
  const displayWidth = Math.min(natural?.width ?? maxDisplay, maxDisplay);
  const displayHeight = natural ? Math.round((displayWidth * natural.height) / natural.width) : undefined;
  const limit = natural?.width ?? Number.POSITIVE_INFINITY;
  const candidates: number[] = WIDTHS.filter((w) => w <= limit);
  if (candidates.length === 0) candidates.push(displayWidth);
  const urlFor = (width: number) =>
    imageServiceUrl(src, {
      width,
      height: 0,
      quality: options.quality ?? 80,
      format: options.format ?? 'webp',
      blur: options.blur,
      brightness: options.brightness,
      rotate: options.rotate,
    });
  const fallback = candidates.find((w) => w >= displayWidth) ?? candidates[candidates.length - 1] ?? displayWidth;
  return (
    <img
      className={styles.image}
      src={urlFor(fallback)}
      srcSet={candidates.map((w) => `${urlFor(w)} ${w}w`).join(', ')}
      sizes={`(min-width: ${displayWidth}px) ${displayWidth}px, 100vw`}
      width={displayWidth}
      height={displayHeight}
      alt={alt}
      title={title}
      loading="lazy"
      decoding="async"
    />
  );
}
