import { hydrationHintsFor, type HydrationHints } from './hydration-hints';

/**
 * Response header of a public page's single-fetch data answer (`/path.data`, decision 1044)
 * naming the lazy chunks the page renders, for the link prefetch: the turbo-stream body is
 * Remix's to decode, so the prefetch reads this instead of the loader data.
 */
export const PAGE_CHUNKS_HEADER = 'X-Page-Chunks';

/** What a page's chunks are: the hints entry.client preloads before hydrating, less locale and strings. */
export type PageChunks = Pick<HydrationHints, 'template' | 'blocks' | 'consent'>;

/** A chunk name as the content gives it (Storyblok technical names); anything else is left out. */
const CHUNK_NAME = /^[\w-]{1,64}$/;

/**
 * The {@link PAGE_CHUNKS_HEADER} value of a page's loader data (docs/requirements/performance.md#prefetching):
 * `template=product_detail; blocks=hero faq; consent=0`. Pure; data without a story gives an
 * empty template and no blocks.
 */
export function pageChunksHeader(data: unknown): string {
  const hints = hydrationHintsFor('', null, [data]);
  const template = hints.template && CHUNK_NAME.test(hints.template) ? hints.template : '';
  const blocks = hints.blocks.filter((name) => CHUNK_NAME.test(name));
  return `template=${template}; blocks=${blocks.join(' ')}; consent=${hints.consent ? 1 : 0}`;
}

/** The chunks a {@link PAGE_CHUNKS_HEADER} value names, or null without one or for another shape. */
export function readPageChunksHeader(value: string | null): PageChunks | null {
  const match = value ? /^template=([\w-]*); blocks=([\w -]*); consent=([01])$/.exec(value) : null;
  if (!match) return null;
  return { template: match[1] || null, blocks: match[2]!.split(' ').filter((name) => CHUNK_NAME.test(name)), consent: match[3] === '1' };
}
