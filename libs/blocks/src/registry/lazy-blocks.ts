/**
 * The lazy block registry used by <Blok> (docs/requirements/pages.md#content-blocks, decisions 0560, 0953): Storyblok component
 * name -> a loader of the block's definition (`<folder>/block.ts`: schema + component), so a page
 * downloads only the blocks its story uses. The schemas alone, for the server and tools, are in
 * block-schemas.ts; a test keeps the two lists equal.
 */
import type { BlockDefinition } from '../core/define';
import { lazyEntry, type LazyEntry } from '../core/lazy';

/** Component name -> lazily loaded block definition. */
export const lazyBlocks: Readonly<Record<string, LazyEntry<BlockDefinition>>> = Object.freeze({
  accordion: lazyEntry(() => import('../accordion/block').then((m) => m.block)),
  article_hero: lazyEntry(() => import('../article_hero/block').then((m) => m.block)),
  categories_sorting_automatic: lazyEntry(() => import('../categories_sorting_automatic/block').then((m) => m.block)),
  categories_sorting_manual: lazyEntry(() => import('../categories_sorting_manual/block').then((m) => m.block)),
  centered_title_paragraph: lazyEntry(() => import('../centered_title_paragraph/block').then((m) => m.block)),
  commercial_card: lazyEntry(() => import('../commercial_card/block').then((m) => m.block)),
  custom_form: lazyEntry(() => import('../custom_form/block').then((m) => m.block)),
  downloadable_list: lazyEntry(() => import('../downloadable_list/block').then((m) => m.block)),
  editorial_hero: lazyEntry(() => import('../editorial_hero/block').then((m) => m.block)),
  editorial_hero_fixed_ratio: lazyEntry(() => import('../editorial_hero_fixed_ratio/block').then((m) => m.block)),
  full_banner: lazyEntry(() => import('../full_banner/block').then((m) => m.block)),
  full_banner_fixed_ratio: lazyEntry(() => import('../full_banner_fixed_ratio/block').then((m) => m.block)),
  image_grid: lazyEntry(() => import('../image_grid/block').then((m) => m.block)),
  media_carousel: lazyEntry(() => import('../media_carousel/block').then((m) => m.block)),
  news_carousel: lazyEntry(() => import('../news_carousel/block').then((m) => m.block)),
  news_grid: lazyEntry(() => import('../news_grid/block').then((m) => m.block)),
  pages_sorting: lazyEntry(() => import('../pages_sorting/block').then((m) => m.block)),
  paragraphs_grid: lazyEntry(() => import('../paragraphs_grid/block').then((m) => m.block)),
  pre_footer: lazyEntry(() => import('../pre_footer/block').then((m) => m.block)),
  product_hero: lazyEntry(() => import('../product_hero/block').then((m) => m.block)),
  products_carousel: lazyEntry(() => import('../products_carousel/block').then((m) => m.block)),
  repeatable_text_with_image: lazyEntry(() => import('../repeatable_text_with_image/block').then((m) => m.block)),
  rich_text: lazyEntry(() => import('../rich_text/block').then((m) => m.block)),
  rich_text_with_image: lazyEntry(() => import('../rich_text_with_image/block').then((m) => m.block)),
  slim_hero: lazyEntry(() => import('../slim_hero/block').then((m) => m.block)),
  small_banner: lazyEntry(() => import('../small_banner/block').then((m) => m.block)),
  standalone_media: lazyEntry(() => import('../standalone_media/block').then((m) => m.block)),
});

/** The lazy entry of a component name, or undefined for an unknown component. */
export function lazyBlock(component: string): LazyEntry<BlockDefinition> | undefined {
  return Object.hasOwn(lazyBlocks, component) ? lazyBlocks[component] : undefined;
}
