/**
 * Server-side validation of a story's content with its template's and bloks' schemas, so `<BlocksProvider validated>` renders it without
 * zod in the browser (decision 0781).
 */
import { blockSchemas } from './registry/block-schemas';
import { templateSchemas } from './registry/template-schemas';
import { isTemplateName } from './registry/template-names';
import { formatIssues } from './issues';

import { INVALID_BLOK, UNKNOWN_BLOK } from './normalize-names';

export { INVALID_BLOK, UNKNOWN_BLOK };

export interface ContentIssue {
  kind: 'unknown' | 'invalid';
  component: string;
  /** e.g. `body[2].columns[0]`; `(template)` for the content type. */
  path: string;
  reason?: string;
}

export interface NormalizedContent {
  /** Null when the template is unknown or invalid. */
  content: Record<string, unknown> | null;
  issues: ContentIssue[];
}

const DROP = Symbol('drop');

function isStory(value: object): boolean {
  return 'full_slug' in value && 'content' in value;
}

/** Items parsed by their parent's schema (`accordion.items`, `custom_form.fields`...): kept, not reported unknown. */
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
 * Parses `story.content` with its template's schema, then each blok with its own; failing or unknown bloks are left out and reported, or
 * become `UNKNOWN_BLOK`/`INVALID_BLOK` placeholders with `placeholders`. Pure; never throws.
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
    // A related story resolved in place is another page's content, not a blok.
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
 * Whether a story has anything to render (docs/requirements/hardening.md#partial-content): a known template whose own fields pass; false
 * answers 404 and leaves it out of sitemap, alternates and search. Pure; never throws.
 */
export function hasRenderableContent(content: unknown): boolean {
  const component = (content as { component?: unknown } | null)?.component;
  return typeof component === 'string' && isTemplateName(component) && templateSchemas[component].safeParse(content).success;
}
