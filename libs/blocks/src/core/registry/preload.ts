/** Preloads a story's lazy templates and blocks before hydration and each `clientLoader` (decision 0560), so nothing suspends. */
import { lazyBlock, lazyBlocks } from './lazy-blocks';
import { isTemplateName, templateRegistry } from './templates';

/** Content is a few levels deep; this also guards cycles. */
const MAX_DEPTH = 64;

/** A story resolved into a relation field (decision 0530): cards render a few fields, never its bloks. */
function isResolvedStory(node: object): boolean {
  const { full_slug: slug, content } = node as { full_slug?: unknown; content?: unknown };
  return typeof slug === 'string' && typeof content === 'object' && content !== null;
}

/**
 * Every component name in `value` at any depth, without entering resolved relation stories, whose bloks the page never renders (decision
 * 0956). Never throws.
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
 * Loads a story's template (`page` for an unknown type) and every block in its content; unknown bloks are skipped. Rejects with the import
 * error when a chunk cannot be fetched.
 */
export async function preloadStory(story: unknown): Promise<void> {
  const content = typeof story === 'object' && story !== null ? (story as { content?: unknown }).content : undefined;
  const names = componentsIn(content);
  const root = (content as { component?: unknown } | undefined)?.component;
  const loads: Promise<unknown>[] = [];
  if (isTemplateName(root)) loads.push(templateRegistry[root].load());
  else if (typeof root === 'string') loads.push(templateRegistry.page.load());
  for (const name of names) {
    const entry = lazyBlock(name);
    if (entry) loads.push(entry.load());
  }
  await Promise.all(loads);
}

/**
 * Loads the named blocks an app renders beside a story (the built-in contact form); unknown ones skipped. Rejects when a chunk cannot be
 * fetched.
 */
export async function preloadBlocks(names: Iterable<string>): Promise<void> {
  const loads: Promise<unknown>[] = [];
  for (const name of names) {
    const entry = lazyBlock(name);
    if (entry) loads.push(entry.load());
  }
  await Promise.all(loads);
}

/** Loads every template and block (Storybook, tests, tools). */
export async function preloadAll(): Promise<void> {
  await Promise.all([...Object.values(templateRegistry).map((template) => template.load()), ...Object.values(lazyBlocks).map((entry) => entry.load())]);
}
