/** Storyblok image service URLs (docs/requirements/content.md#image-service): `{filename}/m/{w}x{h}/filters:quality(q):format(webp)`. */

export const IMAGE_FORMATS = ['webp', 'png', 'jpeg'] as const;
/** Degrees. */
export const IMAGE_ROTATIONS = [90, 180, 270] as const;

/** Px; 0 or absent keeps proportions. */
export interface ImageServiceOptions {
  /** 0..10000. */
  width?: number;
  /** 0..10000; 0 keeps the aspect ratio. */
  height?: number;
  /** 0..100. */
  quality?: number;
  /** 0..100. */
  blur?: number;
  /** -100..100. */
  brightness?: number;
  /** webp, png or jpeg. */
  format?: string;
  /** 90, 180 or 270. */
  rotate?: number;
  /** The asset's `focus` (`"x1xy1:x2xy2"`), used when cropping. */
  focus?: string | null;
}

const MAX_DIMENSION = 10000;

function intInRange(value: unknown, min: number, max: number): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  const n = Math.round(value);
  return n >= min && n <= max ? n : undefined;
}

/**
 * An image service URL for an asset filename (docs/requirements/content.md#image-service); out-of-range values are dropped, never thrown.
 * SVG, GIF, empty and already transformed (`/m/`) filenames come back unchanged.
 * @example imageServiceUrl('https://a.storyblok.com/f/1/800x600/abc/key.jpg', { width: 400, quality: 80, format: 'webp' })
 * // -> 'https://a.storyblok.com/f/1/800x600/abc/key.jpg/m/400x0/filters:quality(80):format(webp)'
 */
export function imageServiceUrl(filename: string | null | undefined, options: ImageServiceOptions = {}): string {
  if (typeof filename !== 'string' || filename.trim() === '') return '';
  const base = filename.trim();
  if (/\.(svg|gif)(\?.*)?$/i.test(base) || /\/m\//.test(base)) return base;

  const width = intInRange(options.width, 0, MAX_DIMENSION) ?? 0;
  const height = intInRange(options.height, 0, MAX_DIMENSION) ?? 0;
  const filters: string[] = [];
  const focus = typeof options.focus === 'string' && /^\d+x\d+:\d+x\d+$/.test(options.focus) ? options.focus : undefined;
  if (focus && width > 0 && height > 0) filters.push(`focal(${focus})`);
  const quality = intInRange(options.quality, 0, 100);
  if (quality !== undefined) filters.push(`quality(${quality})`);
  const blur = intInRange(options.blur, 0, 100);
  if (blur !== undefined) filters.push(`blur(${blur})`);
  const brightness = intInRange(options.brightness, -100, 100);
  if (brightness !== undefined) filters.push(`brightness(${brightness})`);
  const format = typeof options.format === 'string' ? options.format.toLowerCase() : undefined;
  if (format && (IMAGE_FORMATS as readonly string[]).includes(format)) filters.push(`format(${format})`);
  const rotate = typeof options.rotate === 'number' ? options.rotate : undefined;
  if (rotate !== undefined && (IMAGE_ROTATIONS as readonly number[]).includes(rotate)) filters.push(`rotate(${rotate})`);

  let url = `${base}/m/`;
  if (width > 0 || height > 0) url += `${width}x${height}/`;
  if (filters.length > 0) url += `filters:${filters.join(':')}`;
  return url;
}

/** Intrinsic size from a filename (`/f/{space}/{W}x{H}/{hash}/{file}`), or null. */
export function assetDimensions(filename: string | null | undefined): { width: number; height: number } | null {
  if (typeof filename !== 'string') return null;
  const match = /\/(\d{1,5})x(\d{1,5})\//.exec(filename);
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}
