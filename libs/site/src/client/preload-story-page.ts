import { preloadBlocks, preloadStory } from '@silca/blocks';
import { CONSENT_SETTINGS_TEMPLATE, consentSettingsEntry } from '../consent/lazy-consent-settings';
import { BUILTIN_FORM_BLOCKS, offersBuiltinForm } from '../forms/page-forms';
import type { HydrationHints } from './hydration-hints';

/** Loads the chunks a story page renders, so hydration does not suspend (decision 0560); rejects when one cannot be fetched. */
export async function preloadStoryPage(data: unknown): Promise<void> {
  const page = (data ?? {}) as { story?: { content?: unknown }; familyId?: unknown };
  if (!page.story || typeof page.story !== 'object') return;
  const builtin = typeof page.familyId === 'string' && offersBuiltinForm(page.story, page.familyId);
  const consent = (page.story.content as { component?: unknown } | undefined)?.component === CONSENT_SETTINGS_TEMPLATE;
  await Promise.all([preloadStory(page.story), builtin ? preloadBlocks(BUILTIN_FORM_BLOCKS) : undefined, consent ? consentSettingsEntry.load() : undefined]);
}

/** Loads the chunks the hydration hints name (decision 1040). Rejects when a chunk cannot be fetched. */
export async function preloadHintedChunks(hints: Pick<HydrationHints, 'template' | 'blocks' | 'consent'>): Promise<void> {
  await Promise.all([
    hints.template ? preloadStory({ content: { component: hints.template } }) : undefined,
    preloadBlocks(hints.blocks),
    hints.consent ? consentSettingsEntry.load() : undefined,
  ]);
}
