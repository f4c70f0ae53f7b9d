import { normalizeStoryContent } from '@silca/blocks';
import type { Story } from '@silca/content';
import { log } from '../http/log';
import { notFound } from '../http/http-errors.server';

/** A story ready to render: content parsed on the server (decision 0781). */
export interface RenderableStory {
  story: Story;
  /** True when the content was parsed here: the page renders it without zod (`validated`). */
  validated: boolean;
  /** Not validated (preview only): why the template's content has nothing to render. */
  invalid?: { component: string; reason: string };
}

/**
 * Parses a story's content for rendering with the blocks' schemas (`normalizeStoryContent`,
 * decision 0781), so no validation code ships to browsers and loader data holds no content of
 * components the site does not know. Bloks that fail are left out and logged as warnings naming the
 * story's full_slug and the URL. A story whose template is unknown or invalid has nothing to render:
 * 404 for visitors (never an empty 200 page); in the visual editor's preview the raw story is kept
 * (`validated: false`) with the reason (`invalid`), which the page shows as a labelled note instead
 * of the template (nothing parses content in the browser, decision 0964).
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
