/**
 * Shared template plumbing. A template is the page component chosen by the story's content
 * type (`story.content.component`, docs/requirements/pages.md#content-blocks "page templates the content service can
 * select"). Every template takes `{ story, rels?, ...data }`.
 */
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { SbStory } from './schema/common';
import { BlocksProvider, schemaFor, useBlocksContext } from './context';
import { formatIssues } from './issues';

/** Props every template accepts. */
export interface TemplateBaseProps {
  /** The story (Content Delivery API v2 `story`). */
  story: SbStory;
  /** Resolved relations of the same response (`rels`), when the template's bloks need them. */
  rels?: readonly SbStory[];
}

/** Wraps a template's output in a BlocksProvider carrying `rels` when given. */
export function WithRels({ rels, children }: { rels?: readonly SbStory[]; children: ReactNode }) {
  return rels ? <BlocksProvider rels={rels}>{children}</BlocksProvider> : <>{children}</>;
}

/**
 * The content of the template `template` (its content type, e.g. `page`), typed by its schema
 * `S` (a type argument, imported with `import type`: decision 0964). Content the server parsed
 * (`validated`, normalizeStoryContent, decision 0781) is returned as given; else it is parsed with
 * the provider's `schemas.templates[template]` (throws without schemas, see `schemaFor`). On
 * failure reports through `onInvalidBlok(component, reason)` and returns null; the template then
 * renders `<InvalidContent>` (nothing for visitors, a placeholder in preview).
 *
 * @example useTemplateContent<typeof pageSchema>('page', story)
 */
export function useTemplateContent<S extends z.ZodType>(template: string, story: SbStory | null | undefined) {
  const context = useBlocksContext();
  const { onInvalidBlok, preview, validated } = context;
  // Parsed on the server already (normalizeStoryContent, decision 0781): no zod in the browser.
  if (validated && story?.content) return { content: story.content as z.output<S>, invalid: null, preview };
  const component = typeof story?.content?.component === 'string' ? story.content.component : '(none)';
  const schema = schemaFor(context, 'templates', template);
  if (!schema) {
    const reason = `no schema for the template "${template}"`;
    onInvalidBlok(component, reason);
    return { content: null, invalid: { component, reason }, preview };
  }
  const parsed = schema.safeParse(story?.content);
  if (parsed.success) return { content: parsed.data as z.output<S>, invalid: null, preview };
  const reason = formatIssues(parsed.error.issues);
  onInvalidBlok(component, reason);
  return { content: null, invalid: { component, reason }, preview };
}
