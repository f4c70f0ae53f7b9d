/** TypeScript mirror of `tokens.css` for code that cannot read custom properties; `tokens.test.ts` keeps the colours equal. */

/** Hex, sRGB; contrast ratios in tokens.css. */
export const colors = {
  blue950: '#002a52',
  blue900: '#003a70',
  blue700: '#0a4d8f',
  blue500: '#0a5cb8',
  blue50: '#e8f0f8',
  red600: '#c8102e',
  red700: '#a50d26',
  white: '#ffffff',
  grey50: '#f2f4f6',
  grey100: '#e3e7eb',
  grey300: '#b9c1c9',
  grey600: '#5c6670',
  grey800: '#2e353c',
  grey900: '#1a1f24',
  black: '#000000',
  focusOnDark: '#ffd34d',
} as const;

/** CSS px, min-width, mobile first; the layout works from 320 px (docs/requirements/pages.md#narrow-screens). */
export const breakpoints = {
  xs: 320,
  sm: 480,
  md: 768,
  lg: 1024,
  xl: 1280,
  wide: 1680,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** `(min-width: {px}px)` for `matchMedia` and `<source media>`. */
export function mediaUp(name: Breakpoint): string {
  return `(min-width: ${breakpoints[name]}px)`;
}

/** Rem (4 px base); index n is `--silca-space-n`. */
export const space = [0, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4, 6] as const;

/** Rem of the fixed steps (large steps are fluid in CSS). */
export const fontSize = { xs: 0.75, sm: 0.875, md: 1, lg: 1.25, xl: 1.5 } as const;

/** Px (90 rem). */
export const containerMax = 1440;
