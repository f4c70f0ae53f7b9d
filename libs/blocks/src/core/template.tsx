/**
 * Shared template plumbing. A template is the page component chosen by the story's content
 * type (`story.content.component`, docs/requirements/pages.md#content-blocks "page templates the content service can
 * select"). Every template takes `{ story, rels?, ...data }`.
 */
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { SbStory } from '../schema/common';
import { BlocksProvider, useBlocksContext } from './context';
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
 * Parses `story.content` with a template schema. On failure reports through
 * `onInvalidBlok(component, reason)` and returns null; the template then renders
 * `<InvalidContent>` (nothing for visitors, a placeholder in preview).
 */
export function useTemplateContent<S extends z.ZodType>(schema: S, story: SbStory | null | undefined) {
  const { onInvalidBlok, preview, validated } = useBlocksContext();
  // Parsed on the server already (normalizeStoryContent, decision 0781): no zod in the browser.
  if (validated && story?.content) return { content: story.content as z.output<S>, invalid: null, preview };
  const parsed = schema.safeParse(story?.content);
  if (parsed.success) return { content: parsed.data as z.output<S>, invalid: null, preview };
  const component = typeof story?.content?.component === 'string' ? story.content.component : '(none)';
  const reason = formatIssues(parsed.error.issues);
  onInvalidBlok(component, reason);
  return { content: null, invalid: { component, reason }, preview };
}
