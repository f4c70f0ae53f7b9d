/** Editors' colours, alignment and classes pass allow-lists: no `url(...)`, `expression(...)`, extra declarations, spaces or quotes. */

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNC = /^(?:rgb|rgba|hsl|hsla)\(\s*[-\d.%\s,/]+\)$/i;
const NAMED = /^[a-z]{3,20}$/i;

/** A hex, rgb()/hsl() or named colour, else undefined. */
export function safeColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  return HEX.test(v) || FUNC.test(v) || NAMED.test(v) ? v : undefined;
}

const ALIGN = new Set(['left', 'center', 'right', 'justify']);

export function safeTextAlign(value: unknown): 'left' | 'center' | 'right' | 'justify' | undefined {
  return typeof value === 'string' && ALIGN.has(value) ? (value as 'left' | 'center' | 'right' | 'justify') : undefined;
}

/** Class names of `[A-Za-z0-9_-]` only; others dropped. */
export function safeClassName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const names = value.split(/\s+/).filter((name) => /^[A-Za-z_][\w-]{0,63}$/.test(name));
  return names.length > 0 ? names.join(' ') : undefined;
}
