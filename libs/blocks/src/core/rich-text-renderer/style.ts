/**
 * Editor-supplied styling values (text colour, highlight colour, alignment, CSS classes) pass
 * through strict allow-lists: a colour may not smuggle `url(...)`, `expression(...)` or a second
 * declaration into the page, and a class may not contain spaces or quotes.
 */

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNC = /^(?:rgb|rgba|hsl|hsla)\(\s*[-\d.%\s,/]+\)$/i;
const NAMED = /^[a-z]{3,20}$/i;

/** The colour if it is a hex, rgb()/hsl() or named colour; otherwise undefined. */
export function safeColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  return HEX.test(v) || FUNC.test(v) || NAMED.test(v) ? v : undefined;
}

const ALIGN = new Set(['left', 'center', 'right', 'justify']);

/** `text-align` value of a paragraph/heading `textAlign` attr, if allowed. */
export function safeTextAlign(value: unknown): 'left' | 'center' | 'right' | 'justify' | undefined {
  return typeof value === 'string' && ALIGN.has(value) ? (value as 'left' | 'center' | 'right' | 'justify') : undefined;
}

/** Space-separated CSS class names made only of `[A-Za-z0-9_-]`; others dropped. */
export function safeClassName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const names = value.split(/\s+/).filter((name) => /^[A-Za-z_][\w-]{0,63}$/.test(name));
  return names.length > 0 ? names.join(' ') : undefined;
}
