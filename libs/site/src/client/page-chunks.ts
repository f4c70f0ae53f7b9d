import { hydrationHintsFor, type HydrationHints } from './hydration-hints';

/** Names a page's lazy chunks on its `.data` answer for the prefetch, which cannot read turbo-stream (decision 1044). */
export const PAGE_CHUNKS_HEADER = 'X-Page-Chunks';

/** What a page's chunks are: the hints entry.client preloads before hydrating, less locale and strings. */
export type PageChunks = Pick<HydrationHints, 'template' | 'blocks' | 'consent'>;

const CHUNK_NAME = /^[\w-]{1,64}$/;

/** e.g. `template=product_detail; blocks=hero faq; consent=0` (docs/requirements/performance.md#prefetching). */
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
