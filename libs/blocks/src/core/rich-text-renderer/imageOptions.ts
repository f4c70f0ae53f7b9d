/**
 * Rich-text image options (docs/requirements/content.md#image-service), checked without zod, which stays on the server (decision 0964); an
 * invalid set is reported and ignored.
 */

export interface RichTextImageOptions {
  /** Px of the largest candidate (1..4000, default 1280). */
  width?: number;
  /** 0..100. */
  quality?: number;
  /** 0..100. */
  blur?: number;
  /** -100..100. */
  brightness?: number;
  format?: 'webp' | 'png' | 'jpeg';
  /** Clockwise, degrees. */
  rotate?: 90 | 180 | 270;
}

const RANGES = { width: [1, 4000], quality: [0, 100], blur: [0, 100], brightness: [-100, 100] } as const;
const FORMATS: readonly unknown[] = ['webp', 'png', 'jpeg'];
const ROTATIONS: readonly unknown[] = [90, 180, 270];

/** `{ ok: true, options }` when every given key is known and in range, else `{ ok: false, issues }` (`key: reason` lines). Never throws. */
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
