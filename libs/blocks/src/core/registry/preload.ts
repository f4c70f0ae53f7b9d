/**
 * Preloading of the lazily loaded templates and blocks a story needs (docs/requirements/pages.md#page-templates, decision 0560).
 * Call before rendering a story in the browser (before hydration, and in each story route's
 * `clientLoader`) so no component suspends: the page then renders at once, with no fallback
 * flash and no hydration mismatch.
 */
import { lazyBlock, lazyBlocks } from './lazy-blocks';
import { isTemplateName, templateRegistry } from './templates';

/** Objects nested deeper than this are not searched (content is a few levels deep; guards cycles too). */
const MAX_DEPTH = 64;

/**
 * A story resolved into a relation field (`resolve_relations`, decision 0530): `{ full_slug,
 * content: { component } }`. Cards and heroes render a few of its fields, never its bloks.
 */
function isResolvedStory(node: object): boolean {
  const { full_slug: slug, content } = node as { full_slug?: unknown; content?: unknown };
  return typeof slug === 'string' && typeof content === 'object' && content !== null;
}

/**
 * Every Storyblok component name found in `value`: any object with a string `component`, at
 * any depth (blok fields, nested bodies, rich-text `blok` nodes' `attrs.body`). Stories resolved
 * into relation fields are not entered: the page renders their cards, not their template or
 * bloks, so it must not load (or modulepreload) those (decision 0956). Never throws.
 */
export function componentsIn(value: unknown): Set<string> {
  const found = new Set<string>();
  const seen = new Set<object>();
  const walk = (node: unknown, depth: number): void => {
    if (typeof node !== 'object' || node === null || depth > MAX_DEPTH || seen.has(node)) return;
    seen.add(node);
    if (depth > 0 && isResolvedStory(node)) return;
    if (Array.isArray(node)) {
      for (const item of node) walk(item, depth + 1);
      return;
    }
    const component = (node as { component?: unknown }).component;
    if (typeof component === 'string' && component !== '') found.add(component);
    for (const child of Object.values(node)) walk(child, depth + 1);
  };
  walk(value, 0);
  return found;
}

/**
 * Loads the template of `story.content.component` and every block used anywhere in its content.
 * Input: a Content Delivery API story (`{ content: { component, ... } }`); anything else loads
 * nothing. Resolves when all are loaded; rejects with the import error when a chunk cannot be
 * fetched (e.g. removed by a deploy). Unknown bloks are skipped (<Blok> reports them); an unknown
 * content type loads the generic `page` template, the fallback the site renders.
 */
export async function preloadStory(story: unknown): Promise<void> {
  const content = typeof story === 'object' && story !== null ? (story as { content?: unknown }).content : undefined;
  const names = componentsIn(content);
  const root = (content as { component?: unknown } | undefined)?.component;
  const loads: Promise<unknown>[] = [];
  if (isTemplateName(root)) loads.push(templateRegistry[root].load());
  // An unknown content type is rendered with the generic `page` template (site StoryView).
  else if (typeof root === 'string') loads.push(templateRegistry.page.load());
  for (const name of names) {
    const entry = lazyBlock(name);
    if (entry) loads.push(entry.load());
  }
  await Promise.all(loads);
}

/**
 * Loads the blocks named (Storyblok component names; unknown ones are skipped), for bloks an app
 * renders beside a story's content (the site's built-in contact form). Resolves when loaded;
 * rejects with the import error when a chunk cannot be fetched.
 */
export async function preloadBlocks(names: Iterable<string>): Promise<void> {
  const loads: Promise<unknown>[] = [];
  for (const name of names) {
    const entry = lazyBlock(name);
    if (entry) loads.push(entry.load());
  }
  await Promise.all(loads);
}

/** Loads every template and block (Storybook, tests, tools that render arbitrary content). */
export async function preloadAll(): Promise<void> {
  await Promise.all([...Object.values(templateRegistry).map((template) => template.load()), ...Object.values(lazyBlocks).map((entry) => entry.load())]);
}
