import { normalizeStoryContent } from '@silca/blocks';
import type { Story } from '@silca/content';
import { log } from '../http/log';
import { notFound } from '../http/http-errors.server';

/** A story ready to render: content parsed on the server (decision 0781). */
export interface RenderableStory {
  story: Story;
  /** True when the content was parsed here. */
  validated: boolean;
  /** Not validated (preview only): why the template's content has nothing to render. */
  invalid?: { component: string; reason: string };
}

/**
 * Parses a story's content with the blocks' schemas (decisions 0781, 0964, docs/requirements/hardening.md#partial-content).
 * Throws a 404 when the template has nothing to render; in preview the raw story is kept with the reason.
 */
export function renderableStory(story: Story, { preview, url }: { preview: boolean; url: URL }): RenderableStory {
  const { content, issues } = normalizeStoryContent(story.content, { placeholders: preview });
  for (const issue of issues) {
    log.warn(issue.kind === 'unknown' ? 'content: unknown component skipped' : 'content: invalid blok skipped', {
      full_slug: story.full_slug,
      url: url.pathname + url.search,
      component: issue.component,
      path: issue.path,
      ...(issue.reason ? { reason: issue.reason } : {}),
    });
  }
  if (content) return { story: { ...story, content: content as Story['content'] }, validated: true };
  if (preview) {
    const issue = issues.find((i) => i.path === '(template)');
    const reason = issue?.reason ?? `no template for the content type "${issue?.component ?? '(none)'}"`;
    return { story, validated: false, invalid: { component: issue?.component ?? '(none)', reason } };
  }
  throw notFound(url.pathname);
}
