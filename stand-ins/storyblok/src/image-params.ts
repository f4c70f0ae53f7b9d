/**
 * The image service URL grammar of Storyblok (`{asset}/m/{w}x{h}/filters:a(b):c(d)`), parsed and
 * range-checked (docs/requirements/content.md#image-service); bad values throw ImageParamError (400).
 */
export class ImageParamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageParamError';
  }
}

/** Largest output side the local image service renders (Storyblok's limit is 4000 px). */
export const MAX_IMAGE_SIDE = 4000;

/** A parsed image transformation. Width/height 0 = keep aspect ratio from the other side. */
export interface ImageParams {
  width: number;
  height: number;
  fitIn: boolean;
  smart: boolean;
  quality?: number;
  format?: 'webp' | 'png' | 'jpeg';
  blur?: number;
  brightness?: number;
  rotate?: 90 | 180 | 270;
  grayscale?: boolean;
}

function intIn(name: string, raw: string, min: number, max: number): number {
  if (!/^-?\d+$/.test(raw)) throw new ImageParamError(`${name} must be an integer, got "${raw}"`);
  const n = Number(raw);
  if (n < min || n > max) throw new ImageParamError(`${name} must be from ${min} to ${max}, got ${n}`);
  return n;
}

/**
 * Parses the part after `/m/` (may be empty): `[fit-in/][{w}x{h}][/smart][/filters:...]`.
 * Throws ImageParamError for anything else.
 */
export function parseImageParams(spec: string): ImageParams {
  const out: ImageParams = { width: 0, height: 0, fitIn: false, smart: false };
  const parts = spec.split('/').filter((p) => p !== '');
  let i = 0;
  if (parts[i] === 'fit-in') {
    out.fitIn = true;
    i++;
  }
  const size = parts[i]?.match(/^(\d+)x(\d+)$/);
  if (size) {
    out.width = intIn('width', size[1]!, 0, MAX_IMAGE_SIDE);
    out.height = intIn('height', size[2]!, 0, MAX_IMAGE_SIDE);
    i++;
  }
  if (parts[i] === 'smart') {
    out.smart = true;
    i++;
  }
  const filters = parts[i];
  if (filters !== undefined) {
    if (!filters.startsWith('filters:')) throw new ImageParamError(`unexpected "${filters}"`);
    for (const f of filters.slice('filters:'.length).split(':')) {
      const m = f.match(/^([a-z_]+)\(([^()]*)\)$/);
      if (!m) throw new ImageParamError(`malformed filter "${f}"`);
      const [, name, arg] = m as unknown as [string, string, string];
      switch (name) {
        case 'quality':
          out.quality = intIn('quality', arg, 0, 100);
          break;
        case 'blur':
          out.blur = intIn('blur', arg, 0, 100);
          break;
        case 'brightness':
          out.brightness = intIn('brightness', arg, -100, 100);
          break;
        case 'format':
          if (arg !== 'webp' && arg !== 'png' && arg !== 'jpeg') throw new ImageParamError(`format must be webp, png or jpeg, got "${arg}"`);
          out.format = arg;
          break;
        case 'rotate': {
          const deg = intIn('rotate', arg, 0, 360);
          if (deg !== 90 && deg !== 180 && deg !== 270) throw new ImageParamError(`rotate must be 90, 180 or 270, got ${deg}`);
          out.rotate = deg;
          break;
        }
        case 'grayscale':
          out.grayscale = true;
          break;
        case 'focal':
        case 'fill':
          break; // accepted and ignored: cropping stays centred locally
        default:
          throw new ImageParamError(`unknown filter "${name}"`);
      }
    }
    i++;
  }
  if (i !== parts.length) throw new ImageParamError(`unexpected "${parts.slice(i).join('/')}"`);
  return out;
}
