/**
 * A template is the page component the story's content type selects (docs/requirements/pages.md#page-templates); each takes `{ story,
 * rels?, ...data }`.
 */
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { SbStory } from './schema/common';
import { BlocksProvider, schemaFor, useBlocksContext } from './context';
import { formatIssues } from './issues';

export interface TemplateBaseProps {
  story: SbStory;
  /** The response's `rels`, when the template's bloks need them. */
  rels?: readonly SbStory[];
}

export function WithRels({ rels, children }: { rels?: readonly SbStory[]; children: ReactNode }) {
  return rels ? <BlocksProvider rels={rels}>{children}</BlocksProvider> : <>{children}</>;
}

/**
 * The content of `template`, typed by its schema `S` (decision 0964): as given when `validated` (decision 0781), else parsed with the
 * provider's schema (throws without schemas). On failure reports `onInvalidBlok` and returns null: the template renders `<InvalidContent>`.
 * @example useTemplateContent<typeof pageSchema>('page', story)
 */
export function useTemplateContent<S extends z.ZodType>(template: string, story: SbStory | null | undefined) {
  const context = useBlocksContext();
  const { onInvalidBlok, preview, validated } = context;
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
