/**
 * Server-side validation of a story before it is rendered (issue "Speed": zod and validation code
 * are never shipped to browsers for rendering content; decision 0781). The site's loader parses
 * the story's content with its template's schema and every blok in it with the blok's schema, so
 * the loader data already holds what the components expect (defaults applied, values normalised),
 * and `<BlocksProvider validated>` renders it without parsing again, on the server and in the
 * browser alike.
 */
import { blockSchemas } from './registry/block-schemas';
import { templateSchemas } from './registry/template-schemas';
import { isTemplateName } from './registry/template-names';
import { formatIssues } from './issues';

import { INVALID_BLOK, UNKNOWN_BLOK } from './normalize-names';

export { INVALID_BLOK, UNKNOWN_BLOK };

/** One blok (or the template) left out of the page, with where it was and why. */
export interface ContentIssue {
  kind: 'unknown' | 'invalid';
  /** The Storyblok component name. */
  component: string;
  /** Path in the content, e.g. `body[2].columns[0]`; `(template)` for the content type itself. */
  path: string;
  /** Readable zod issues (invalid only). */
  reason?: string;
}

/** Result of {@link normalizeStoryContent}. */
export interface NormalizedContent {
  /** The parsed content; null when the template itself is unknown or invalid. */
  content: Record<string, unknown> | null;
  issues: ContentIssue[];
}

const DROP = Symbol('drop');

function isStory(value: object): boolean {
  return 'full_slug' in value && 'content' in value;
}

/**
 * Sub-bloks: items that exist only inside a parent blok and that the parent's schema has already
 * parsed (`accordion.items`, `custom_form.fields`, `downloadable_list.items`, a product's
 * `technical_data`...). They are no blocks of their own, so they are kept, not reported unknown.
 */
const SUB_BLOKS: ReadonlySet<string> = new Set([
  'accordion_item',
  'commercial_contact',
  'downloadable_item',
  'form_field',
  'paragraph_item',
  'technical_data_row',
  'text_with_image_item',
]);

function isBlok(value: object): value is { component: string; _uid?: unknown } {
  const component = (value as { component?: unknown }).component;
  return typeof component === 'string' && component !== '' && '_uid' in value;
}

/**
 * Parses a story's content (`story.content`) for rendering: the template's schema first, then,
 * walking the parsed fields (blok lists, nested bloks, rich-text `blok` nodes), each blok with its
 * own schema. A blok with no registered block or failing its schema is left out and reported; with
 * `placeholders` (the visual editor's preview) it becomes an `UNKNOWN_BLOK` / `INVALID_BLOK` stand-in
 * that `<Blok>` renders as a labelled placeholder. Pure; never throws, whatever the input.
 */
export function normalizeStoryContent(content: unknown, options: { placeholders?: boolean } = {}): NormalizedContent {
  const issues: ContentIssue[] = [];
  const component = typeof (content as { component?: unknown } | null)?.component === 'string' ? (content as { component: string }).component : '';
  if (!isTemplateName(component)) {
    issues.push({ kind: 'unknown', component: component || '(none)', path: '(template)' });
    return { content: null, issues };
  }
  const parsed = templateSchemas[component].safeParse(content);
  if (!parsed.success) {
    issues.push({ kind: 'invalid', component, path: '(template)', reason: formatIssues(parsed.error.issues) });
    return { content: null, issues };
  }

  const standIn = (kind: ContentIssue['kind'], blok: { component: string; _uid?: unknown }, reason?: string) =>
    options.placeholders ? { component: kind === 'unknown' ? UNKNOWN_BLOK : INVALID_BLOK, _uid: blok._uid, name: blok.component, reason } : DROP;

  const walk = (value: unknown, path: string): unknown => {
    if (Array.isArray(value)) {
      const out: unknown[] = [];
      value.forEach((item, i) => {
        const next = walk(item, `${path}[${i}]`);
        if (next !== DROP) out.push(next);
      });
      return out;
    }
    if (value === null || typeof value !== 'object') return value;
    // A related story resolved in place (`resolve_relations`): cards read its fields; it is
    // another page's content, not a blok of this one.
    if (isStory(value)) return value;
    if (isBlok(value) && !SUB_BLOKS.has(value.component)) {
      const schema = blockSchemas[value.component];
      if (!schema) {
        issues.push({ kind: 'unknown', component: value.component, path });
        return standIn('unknown', value);
      }
      const result = schema.safeParse(value);
      if (!result.success) {
        const reason = formatIssues(result.error.issues);
        issues.push({ kind: 'invalid', component: value.component, path, reason });
        return standIn('invalid', value, reason);
      }
      return fields(result.data as Record<string, unknown>, path);
    }
    return fields(value as Record<string, unknown>, path);
  };
  const fields = (object: Record<string, unknown>, path: string) => {
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(object)) {
      const next = walk(field, path ? `${path}.${key}` : key);
      if (next !== DROP) out[key] = next;
    }
    return out;
  };

  return { content: fields(parsed.data as Record<string, unknown>, ''), issues };
}

/**
 * Whether a story's content has anything to render (docs/requirements/hardening.md#hardening-goals): its template (content type) is
 * one the site knows and its own fields pass the template's schema. False means the page answers
 * 404 (`normalizeStoryContent` gives null content), so the story is also left out of the sitemap,
 * hreflang alternates and search records. Bloks inside are not checked: an invalid blok is
 * skipped, the page still renders. Pure; never throws.
 */
export function hasRenderableContent(content: unknown): boolean {
  const component = (content as { component?: unknown } | null)?.component;
  return typeof component === 'string' && isTemplateName(component) && templateSchemas[component].safeParse(content).success;
}
