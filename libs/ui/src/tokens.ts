/**
 * TypeScript mirror of `tokens.css` for code that cannot read custom properties: media queries
 * in JS, `sizes` attributes, Storybook viewports and tests. Keep both files in step; the test
 * `tokens.test.ts` checks that every colour here has the same value in the CSS.
 */

/** Palette (hex, sRGB). Source: tokens.css. Contrast ratios are documented there. */
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

/**
 * Breakpoints in CSS pixels (min-width, mobile first). The layout works from 320 px up;
 * `wide` is a large desktop. Use `mediaUp('md')` for a JS media query string.
 */
export const breakpoints = {
  xs: 320,
  sm: 480,
  md: 768,
  lg: 1024,
  xl: 1280,
  wide: 1680,
} as const;

/** A breakpoint name. */
export type Breakpoint = keyof typeof breakpoints;

/** `(min-width: {px}px)` for the named breakpoint, for `matchMedia` and `<source media>`. */
export function mediaUp(name: Breakpoint): string {
  return `(min-width: ${breakpoints[name]}px)`;
}

/** Spacing scale in rem (4 px base); index n is `--silca-space-n`. */
export const space = [0, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4, 6] as const;

/** Type scale in rem for the fixed steps (the large steps are fluid `clamp()` in CSS). */
export const fontSize = { xs: 0.75, sm: 0.875, md: 1, lg: 1.25, xl: 1.5 } as const;

/** Max content width in px (90 rem at 16 px). */
export const containerMax = 1440;
