import { componentsIn } from '@silca/blocks';
import { BUILTIN_FORM_BLOCKS, offersBuiltinForm } from '../forms/page-forms';
import { isSearchData } from '../search/lazy-search-view';
import { CONSENT_SETTINGS_TEMPLATE } from '../consent/lazy-consent-settings';

export const HYDRATION_HINTS_ID = 'silca-hydration-hints';

/** What the browser loads before hydrating, so nothing suspends (decisions 0560, 0843, 1040); written by the root Layout. */
export interface HydrationHints {
  locale: string;
  /** `/_strings/{locale}.{hash}.json`, null without one. */
  strings: string | null;
  template: string | null;
  /** Built-in form blocks included, each once. */
  blocks: string[];
  consent: boolean;
  search: boolean;
}

/** The hints of a page from its routes' loader data (`useMatches()` order); pure. */
export function hydrationHintsFor(locale: string, strings: string | null, routeData: readonly unknown[]): HydrationHints {
  const blocks = new Set<string>();
  let template: string | null = null;
  let consent = false;
  for (const data of routeData) {
    const page = (data ?? {}) as { story?: { content?: unknown }; familyId?: unknown };
    if (!page.story || typeof page.story !== 'object') continue;
    const root = (page.story.content as { component?: unknown } | undefined)?.component;
    if (typeof root === 'string') template = root;
    for (const name of componentsIn(page.story.content)) if (name !== root) blocks.add(name);
    if (typeof page.familyId === 'string' && offersBuiltinForm(page.story, page.familyId)) for (const name of BUILTIN_FORM_BLOCKS) blocks.add(name);
    if (root === CONSENT_SETTINGS_TEMPLATE) consent = true;
  }
  return { locale, strings, template, blocks: [...blocks], consent, search: routeData.some(isSearchData) };
}

/** JSON of `hints` safe inside a `<script>` element (`<` escaped, so no `</script>` can end it). */
export function serializeHydrationHints(hints: HydrationHints): string {
  return JSON.stringify(hints).replace(/</g, '\\u003c');
}

/** The document's hints, or null when absent or malformed (an error page before the root loader). */
export function readHydrationHints(doc: Pick<Document, 'getElementById'>): HydrationHints | null {
  const text = doc.getElementById(HYDRATION_HINTS_ID)?.textContent;
  if (!text) return null;
  try {
    const hints = JSON.parse(text) as Partial<HydrationHints>;
    if (typeof hints.locale !== 'string' || !Array.isArray(hints.blocks)) return null;
    return {
      locale: hints.locale,
      strings: typeof hints.strings === 'string' ? hints.strings : null,
      template: typeof hints.template === 'string' ? hints.template : null,
      blocks: hints.blocks.filter((name): name is string => typeof name === 'string'),
      consent: hints.consent === true,
      search: hints.search === true,
    };
  } catch {
    return null;
  }
}
