/**
 * Image options of rich-text images (docs/requirements/content.md#image-service): quality and blur 0..100, brightness
 * -100..100, format webp/png/jpeg, rotate 90/180/270. Checked once per `<RichText>`; an
 * invalid set is reported and ignored (the image still renders, unfiltered). A prop the
 * developer passes, checked in the browser too: written without zod so zod stays on the server
 * (decision 0964).
 */

/** Options of rich-text images. */
export interface RichTextImageOptions {
  /** Display width in px of the largest candidate (integer 1..4000, default 1280). */
  width?: number;
  /** JPEG/WebP quality, integer 0..100 (docs/requirements/content.md#image-service). */
  quality?: number;
  /** Gaussian blur, integer 0..100 (docs/requirements/content.md#image-service). */
  blur?: number;
  /** Brightness, integer -100..100 (docs/requirements/content.md#image-service). */
  brightness?: number;
  /** Output format (docs/requirements/content.md#image-service). */
  format?: 'webp' | 'png' | 'jpeg';
  /** Clockwise rotation in degrees (docs/requirements/content.md#image-service). */
  rotate?: 90 | 180 | 270;
}

const RANGES = { width: [1, 4000], quality: [0, 100], blur: [0, 100], brightness: [-100, 100] } as const;
const FORMATS: readonly unknown[] = ['webp', 'png', 'jpeg'];
const ROTATIONS: readonly unknown[] = [90, 180, 270];

/**
 * Checks image options: `{ ok: true, options }` when every given key is known and in range
 * (undefined values count as not given), else `{ ok: false, issues }`, one `key: reason` line per
 * problem. Never throws.
 */
export function checkImageOptions(value: unknown): { ok: true; options: RichTextImageOptions } | { ok: false; issues: string[] } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, issues: ['expected an object'] };
  const issues: string[] = [];
  for (const [key, option] of Object.entries(value)) {
    if (option === undefined) continue;
    if (key in RANGES) {
      const [min, max] = RANGES[key as keyof typeof RANGES];
      if (!Number.isInteger(option) || (option as number) < min || (option as number) > max) issues.push(`${key}: an integer ${min}..${max}`);
    } else if (key === 'format') {
      if (!FORMATS.includes(option)) issues.push(`format: one of ${FORMATS.join(', ')}`);
    } else if (key === 'rotate') {
      if (!ROTATIONS.includes(option)) issues.push(`rotate: one of ${ROTATIONS.join(', ')}`);
    } else {
      issues.push(`${key}: unknown option`);
    }
  }
  return issues.length ? { ok: false, issues } : { ok: true, options: value as RichTextImageOptions };
}
