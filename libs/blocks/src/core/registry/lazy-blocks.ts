/** The lazy block registry (docs/requirements/pages.md#content-blocks, decisions 0560, 0953): a page downloads only its story's blocks. */
import type { BlockDefinition } from '../define';
import { lazyEntry, type LazyEntry } from '../lazy';

export const lazyBlocks: Readonly<Record<string, LazyEntry<BlockDefinition>>> = Object.freeze({
  accordion: lazyEntry(() => import('../../blocks/accordion/block').then((m) => m.block)),
  article_hero: lazyEntry(() => import('../../blocks/article_hero/block').then((m) => m.block)),
  categories_sorting_automatic: lazyEntry(() => import('../../blocks/categories_sorting_automatic/block').then((m) => m.block)),
  categories_sorting_manual: lazyEntry(() => import('../../blocks/categories_sorting_manual/block').then((m) => m.block)),
  centered_title_paragraph: lazyEntry(() => import('../../blocks/centered_title_paragraph/block').then((m) => m.block)),
  commercial_card: lazyEntry(() => import('../../blocks/commercial_card/block').then((m) => m.block)),
  custom_form: lazyEntry(() => import('../../blocks/custom_form/block').then((m) => m.block)),
  downloadable_list: lazyEntry(() => import('../../blocks/downloadable_list/block').then((m) => m.block)),
  editorial_hero: lazyEntry(() => import('../../blocks/editorial_hero/block').then((m) => m.block)),
  editorial_hero_fixed_ratio: lazyEntry(() => import('../../blocks/editorial_hero_fixed_ratio/block').then((m) => m.block)),
  full_banner: lazyEntry(() => import('../../blocks/full_banner/block').then((m) => m.block)),
  full_banner_fixed_ratio: lazyEntry(() => import('../../blocks/full_banner_fixed_ratio/block').then((m) => m.block)),
  image_grid: lazyEntry(() => import('../../blocks/image_grid/block').then((m) => m.block)),
  media_carousel: lazyEntry(() => import('../../blocks/media_carousel/block').then((m) => m.block)),
  news_carousel: lazyEntry(() => import('../../blocks/news_carousel/block').then((m) => m.block)),
  news_grid: lazyEntry(() => import('../../blocks/news_grid/block').then((m) => m.block)),
  pages_sorting: lazyEntry(() => import('../../blocks/pages_sorting/block').then((m) => m.block)),
  paragraphs_grid: lazyEntry(() => import('../../blocks/paragraphs_grid/block').then((m) => m.block)),
  pre_footer: lazyEntry(() => import('../../blocks/pre_footer/block').then((m) => m.block)),
  product_hero: lazyEntry(() => import('../../blocks/product_hero/block').then((m) => m.block)),
  products_carousel: lazyEntry(() => import('../../blocks/products_carousel/block').then((m) => m.block)),
  repeatable_text_with_image: lazyEntry(() => import('../../blocks/repeatable_text_with_image/block').then((m) => m.block)),
  rich_text: lazyEntry(() => import('../../blocks/rich_text/block').then((m) => m.block)),
  rich_text_with_image: lazyEntry(() => import('../../blocks/rich_text_with_image/block').then((m) => m.block)),
  slim_hero: lazyEntry(() => import('../../blocks/slim_hero/block').then((m) => m.block)),
  small_banner: lazyEntry(() => import('../../blocks/small_banner/block').then((m) => m.block)),
  standalone_media: lazyEntry(() => import('../../blocks/standalone_media/block').then((m) => m.block)),
});

export function lazyBlock(component: string): LazyEntry<BlockDefinition> | undefined {
  return Object.hasOwn(lazyBlocks, component) ? lazyBlocks[component] : undefined;
}
