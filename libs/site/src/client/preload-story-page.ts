import { preloadBlocks, preloadStory } from '@silca/blocks';
import { CONSENT_SETTINGS_TEMPLATE, consentSettingsEntry } from '../consent/lazy-consent-settings';
import { BUILTIN_FORM_BLOCKS, offersBuiltinForm } from '../forms/page-forms';
import type { HydrationHints } from './hydration-hints';

/**
 * Loads the template and block chunks a story page renders (decision 0560): those its story's
 * content names, and the built-in contact form's when the page offers it (product and contacts
 * pages: the site adds that blok, so the content does not name it, and hydrating without it
 * suspended and made React throw away the server HTML, error #418), and the cookie policy's
 * consent form on its page (docs/requirements/pages.md#cookie-consent). Input: loader data with
 * `story` (and `familyId`); anything else loads nothing. Rejects when a chunk cannot be fetched.
 */
export async function preloadStoryPage(data: unknown): Promise<void> {
  const page = (data ?? {}) as { story?: { content?: unknown }; familyId?: unknown };
  if (!page.story || typeof page.story !== 'object') return;
  const builtin = typeof page.familyId === 'string' && offersBuiltinForm(page.story, page.familyId);
  const consent = (page.story.content as { component?: unknown } | undefined)?.component === CONSENT_SETTINGS_TEMPLATE;
  await Promise.all([preloadStory(page.story), builtin ? preloadBlocks(BUILTIN_FORM_BLOCKS) : undefined, consent ? consentSettingsEntry.load() : undefined]);
}

/**
 * Loads the chunks the document's hydration hints name (decision 1040): the template, the blocks
 * (built-in form blocks included) and the consent form; entry.client's counterpart of
 * {@link preloadStoryPage}, which reads loader data. Rejects when a chunk cannot be fetched.
 */
export async function preloadHintedChunks(hints: Pick<HydrationHints, 'template' | 'blocks' | 'consent'>): Promise<void> {
  await Promise.all([
    hints.template ? preloadStory({ content: { component: hints.template } }) : undefined,
    preloadBlocks(hints.blocks),
    hints.consent ? consentSettingsEntry.load() : undefined,
  ]);
}
