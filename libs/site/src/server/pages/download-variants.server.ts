import sharp from 'sharp';

// The resolution variants of a zip download (docs/requirements/pages.md#download-variants).

/** Longest side of a low-resolution image (px). */
export const LOW_RES_MAX_SIDE = 1600;
/** Encoder quality (1-100) of a low-resolution JPEG or WebP re-encode. */
export const LOW_RES_QUALITY = 70;
/** Longest one re-encode may take (s) before the download fails. */
const ENCODE_TIMEOUT_S = 10;
/** Largest input decoded (pixels), the embedded image service's bound. */
const MAX_INPUT_PIXELS = 40_000_000;

const RASTER = /\.(jpe?g|png|webp)$/i;

/** True for JPEG, PNG and WebP, by the path's extension. */
export function isRaster(pathname: string): boolean {
  return RASTER.test(pathname.split('?')[0] ?? '');
}

/** Which variant a zip entry holds. */
export type Variant = 'low' | 'high';

/** Width x height of an image (pixels), or null when it cannot be read as one. */
export async function imageSize(bytes: Buffer): Promise<{ width: number; height: number } | null> {
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

/** The low-resolution bytes of a raster image, or the original when that is no smaller or unreadable. */
export async function lowResolutionImage(original: Buffer): Promise<Buffer> {
  let encoded: Buffer;
  try {
    const image = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
      .timeout({ seconds: ENCODE_TIMEOUT_S })
      .resize({ width: LOW_RES_MAX_SIDE, height: LOW_RES_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const { format } = await image.metadata();
    if (format === 'jpeg') encoded = await image.jpeg({ quality: LOW_RES_QUALITY, mozjpeg: true }).toBuffer();
    else if (format === 'png') encoded = await image.png({ compressionLevel: 9, palette: true }).toBuffer();
    else if (format === 'webp') encoded = await image.webp({ quality: LOW_RES_QUALITY }).toBuffer();
    else return original;
  } catch {
    return original;
  }
  return encoded.length < original.length ? encoded : original;
}

/** The low variant of an item with its own `file_low`: that file when no larger, else made from the original. */
export async function chooseLowVariant(high: Buffer, low: Buffer | null, highPath: string, lowPath: string): Promise<Buffer> {
  if (low && low.length <= high.length) {
    if (!isRaster(lowPath)) return low;
    const [h, l] = await Promise.all([imageSize(high), imageSize(low)]);
    if (h && l && l.width * l.height <= h.width * h.height) return low;
  }
  return isRaster(highPath) ? lowResolutionImage(high) : high;
}
