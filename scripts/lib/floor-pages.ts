/**
 * The floor's copy of the site's pages (docs/requirements/performance.md#measuring): the rendered HTML as a React element tree plus the
 * page's loader data from its `.data` answer, so the floor renders the same markup from the same data without the site's own work. The
 * parser reads React's server output only; it is not a general HTML parser.
 */

import { decode } from 'turbo-stream';

/** One node: a text, or `[tag, props | null, ...children]` with React prop names. */
export type FloorNode = string | [string, Record<string, unknown> | null, ...FloorNode[]];

export interface FloorPage {
  head: FloorNode[];
  body: FloorNode[];
  elements: number;
  rootData: unknown;
  routeData: unknown;
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);
/** HTML attribute names React spells differently (the rest pass through as written). */
const PROP_NAMES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  srcset: 'srcSet',
  crossorigin: 'crossOrigin',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  minlength: 'minLength',
  autocomplete: 'autoComplete',
  enctype: 'encType',
  'accept-charset': 'acceptCharset',
  'http-equiv': 'httpEquiv',
  charset: 'charSet',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  novalidate: 'noValidate',
  inputmode: 'inputMode',
  referrerpolicy: 'referrerPolicy',
  imagesizes: 'imageSizes',
  imagesrcset: 'imageSrcSet',
  itemprop: 'itemProp',
  autofocus: 'autoFocus',
  spellcheck: 'spellCheck',
  contenteditable: 'contentEditable',
  'stroke-width': 'strokeWidth',
  'stroke-linecap': 'strokeLinecap',
  'stroke-linejoin': 'strokeLinejoin',
  'fill-rule': 'fillRule',
  'clip-rule': 'clipRule',
  'xlink:href': 'xlinkHref',
};
const BOOLEAN = new Set([
  'hidden',
  'disabled',
  'checked',
  'selected',
  'required',
  'multiple',
  'open',
  'async',
  'defer',
  'readonly',
  'novalidate',
  'autofocus',
  'playsinline',
  'muted',
  'loop',
  'controls',
  'inert',
  'nomodule',
]);
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') return String.fromCodePoint(ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1)));
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** `a:b;--c:d` -> `{ a: 'b', '--c': 'd' }` with camelCased property names, as React takes styles. */
function styleObject(css: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const decl of css.split(';')) {
    const colon = decl.indexOf(':');
    if (colon < 0) continue;
    const name = decl.slice(0, colon).trim();
    if (!name) continue;
    out[name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = decl.slice(colon + 1).trim();
  }
  return out;
}

function toProps(tag: string, attrs: Array<[string, string]>): Record<string, unknown> | null {
  if (attrs.length === 0) return null;
  const props: Record<string, unknown> = {};
  for (const [raw, value] of attrs) {
    const lower = raw.toLowerCase();
    let name = PROP_NAMES[lower] ?? raw;
    if (lower === 'style') {
      props.style = styleObject(value);
      continue;
    }
    // Form fields as uncontrolled defaults: what the server rendered, without React's controlled-field rules.
    if ((tag === 'input' || tag === 'select') && lower === 'value') name = 'defaultValue';
    if (tag === 'input' && lower === 'checked') name = 'defaultChecked';
    props[name] = BOOLEAN.has(lower) && (value === '' || value === lower) ? true : value;
  }
  return props;
}

const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** React-rendered HTML as {@link FloorNode}s of `<head>` and `<body>`, scripts and comments dropped. */
export function htmlToTree(html: string): { head: FloorNode[]; body: FloorNode[]; elements: number } {
  const root: ['#root', null, ...FloorNode[]] = ['#root', null];
  const stack: Array<[string, Record<string, unknown> | null, ...FloorNode[]]> = [root];
  let elements = 0;
  let i = 0;
  const top = () => stack[stack.length - 1]!;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    const textEnd = lt < 0 ? html.length : lt;
    if (textEnd > i) {
      const text = decodeEntities(html.slice(i, textEnd));
      if (text.trim() || top()[0] === 'pre') top().push(text);
      i = textEnd;
      continue;
    }
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (html.startsWith('<!', i)) {
      i = html.indexOf('>', i) + 1;
      continue;
    }
    if (html[i + 1] === '/') {
      const end = html.indexOf('>', i);
      const tag = html
        .slice(i + 2, end)
        .trim()
        .toLowerCase();
      // Close up to the matching element (tolerates an implied close).
      for (let d = stack.length - 1; d > 0; d--) {
        if (stack[d]![0] === tag) {
          stack.length = d;
          break;
        }
      }
      i = end + 1;
      continue;
    }
    // A start tag: find its end outside quoted attribute values.
    let j = i + 1;
    let quote = '';
    while (j < html.length) {
      const c = html[j]!;
      if (quote) {
        if (c === quote) quote = '';
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '>') break;
      j++;
    }
    const inner = html.slice(i + 1, j);
    const tagMatch = /^[a-zA-Z][^\s/>]*/.exec(inner);
    const tagName = tagMatch ? tagMatch[0] : '';
    const tag = /[A-Z]/.test(tagName) && !['svg', 'math'].includes(tagName.toLowerCase()) ? tagName : tagName.toLowerCase();
    const selfClosing = inner.trimEnd().endsWith('/');
    const attrs: Array<[string, string]> = [];
    const attrText = inner.slice(tagName.length).replace(/\/\s*$/, '');
    for (const m of attrText.matchAll(ATTR)) attrs.push([m[1]!, decodeEntities(m[2] ?? m[3] ?? m[4] ?? '')]);
    i = j + 1;
    if (RAW_TEXT.has(tag)) {
      const close = html.toLowerCase().indexOf(`</${tag}`, i);
      const text = html.slice(i, close < 0 ? html.length : close);
      i = close < 0 ? html.length : html.indexOf('>', close) + 1;
      if (tag === 'script') continue;
      elements++;
      const node: FloorNode = [tag, toProps(tag, attrs)];
      if (text) node.push(tag === 'style' ? text : decodeEntities(text));
      top().push(node);
      continue;
    }
    if (tag === 'html' || tag === 'head' || tag === 'body') {
      const node: FloorNode = [tag, null];
      top().push(node);
      stack.push(node);
      continue;
    }
    elements++;
    const node: FloorNode = [tag, toProps(tag, attrs)];
    top().push(node);
    if (!selfClosing && !VOID.has(tag)) stack.push(node);
  }
  const html_ = root.slice(2).find((n): n is ['html', null, ...FloorNode[]] => Array.isArray(n) && n[0] === 'html');
  const part = (name: string) => {
    const el = html_?.slice(2).find((n) => Array.isArray(n) && n[0] === name) as FloorNode[] | undefined;
    return el ? (el.slice(2) as FloorNode[]) : [];
  };
  return { head: part('head'), body: part('body'), elements };
}

/** Loader data of one page: the root's, and the page route's (under a layout: every route's, by route id). */
export interface FloorLoaderData {
  rootData: unknown;
  routeData: unknown;
}

/** A page's loader data from its single-fetch `.data` answer (decision 1044), `{ root, page }`; throws when a route answered an error or none did. */
export async function loaderDataOf(answer: ReadableStream<Uint8Array>): Promise<FloorLoaderData> {
  const decoded = await decode(answer);
  await decoded.done;
  const results = decoded.value as Record<string, { data?: unknown; error?: unknown }>;
  const data: Record<string, unknown> = {};
  for (const [routeId, result] of Object.entries(results ?? {})) {
    if (!result || typeof result !== 'object' || !('data' in result)) throw new Error(`route ${routeId} answered no data`);
    data[routeId] = result.data;
  }
  const { root, ...routes } = data;
  const routeIds = Object.keys(routes);
  if (routeIds.length === 0) throw new Error('no route under root in the answer');
  // A page under a layout (the extranet's): the floor's one route sends all of it, by route id.
  return { rootData: root, routeData: routeIds.length === 1 ? routes[routeIds[0]!] : routes };
}

/** The single-fetch data path of a page path: `/en/global` -> `/en/global.data`, `/` -> `/_root.data`. */
export function dataPathOf(pagePath: string): string {
  const cut = pagePath.indexOf('?');
  const pathname = cut < 0 ? pagePath : pagePath.slice(0, cut);
  const data = pathname === '/' ? '/_root.data' : `${pathname.replace(/\/$/, '')}.data`;
  return data + (cut < 0 ? '' : pagePath.slice(cut));
}

export function floorPage(html: string, data: FloorLoaderData): FloorPage {
  return { ...htmlToTree(html), ...data };
}
