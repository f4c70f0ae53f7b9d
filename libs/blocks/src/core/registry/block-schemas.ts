/**
 * Component name -> blok schema, and relation fields, without components or CSS for plain Node; lazy-blocks.ts must list the same names
 * (tested).
 */
import type { z } from 'zod';
import { accordionSchema } from '../../blocks/accordion/schema';
import { articleHeroSchema } from '../../blocks/article_hero/schema';
import { categoriesSortingAutomaticSchema } from '../../blocks/categories_sorting_automatic/schema';
import { categoriesSortingManualSchema } from '../../blocks/categories_sorting_manual/schema';
import { centeredTitleParagraphSchema } from '../../blocks/centered_title_paragraph/schema';
import { commercialCardSchema } from '../../blocks/commercial_card/schema';
import { customFormSchema } from '../../blocks/custom_form/schema';
import { downloadableListSchema } from '../../blocks/downloadable_list/schema';
import { editorialHeroSchema } from '../../blocks/editorial_hero/schema';
import { editorialHeroFixedRatioSchema } from '../../blocks/editorial_hero_fixed_ratio/schema';
import { fullBannerSchema } from '../../blocks/full_banner/schema';
import { fullBannerFixedRatioSchema } from '../../blocks/full_banner_fixed_ratio/schema';
import { imageGridSchema } from '../../blocks/image_grid/schema';
import { mediaCarouselSchema } from '../../blocks/media_carousel/schema';
import { newsCarouselSchema } from '../../blocks/news_carousel/schema';
import { newsGridSchema } from '../../blocks/news_grid/schema';
import { pagesSortingSchema } from '../../blocks/pages_sorting/schema';
import { paragraphsGridSchema } from '../../blocks/paragraphs_grid/schema';
import { preFooterSchema } from '../../blocks/pre_footer/schema';
import { productHeroSchema } from '../../blocks/product_hero/schema';
import { productsCarouselSchema } from '../../blocks/products_carousel/schema';
import { repeatableTextWithImageSchema } from '../../blocks/repeatable_text_with_image/schema';
import { richTextBlockSchema } from '../../blocks/rich_text/schema';
import { richTextWithImageSchema } from '../../blocks/rich_text_with_image/schema';
import { slimHeroSchema } from '../../blocks/slim_hero/schema';
import { smallBannerSchema } from '../../blocks/small_banner/schema';
import { standaloneMediaSchema } from '../../blocks/standalone_media/schema';
import { CATEGORIES_SORTING_MANUAL_RELATIONS } from '../../blocks/categories_sorting_manual/relations';
import { NEWS_CAROUSEL_RELATIONS } from '../../blocks/news_carousel/relations';
import { PAGES_SORTING_RELATIONS } from '../../blocks/pages_sorting/relations';
import { PRODUCT_HERO_RELATIONS } from '../../blocks/product_hero/relations';
import { PRODUCTS_CAROUSEL_RELATIONS } from '../../blocks/products_carousel/relations';

export const blockSchemas: Readonly<Record<string, z.ZodType>> = Object.freeze({
  accordion: accordionSchema,
  article_hero: articleHeroSchema,
  categories_sorting_automatic: categoriesSortingAutomaticSchema,
  categories_sorting_manual: categoriesSortingManualSchema,
  centered_title_paragraph: centeredTitleParagraphSchema,
  commercial_card: commercialCardSchema,
  custom_form: customFormSchema,
  downloadable_list: downloadableListSchema,
  editorial_hero: editorialHeroSchema,
  editorial_hero_fixed_ratio: editorialHeroFixedRatioSchema,
  full_banner: fullBannerSchema,
  full_banner_fixed_ratio: fullBannerFixedRatioSchema,
  image_grid: imageGridSchema,
  media_carousel: mediaCarouselSchema,
  news_carousel: newsCarouselSchema,
  news_grid: newsGridSchema,
  pages_sorting: pagesSortingSchema,
  paragraphs_grid: paragraphsGridSchema,
  pre_footer: preFooterSchema,
  product_hero: productHeroSchema,
  products_carousel: productsCarouselSchema,
  repeatable_text_with_image: repeatableTextWithImageSchema,
  rich_text: richTextBlockSchema,
  rich_text_with_image: richTextWithImageSchema,
  slim_hero: slimHeroSchema,
  small_banner: smallBannerSchema,
  standalone_media: standaloneMediaSchema,
});

/** Relation fields for `resolve_relations` (decisions 0530, 0965): without them related cards are skipped. */
export const BLOCK_RELATIONS: readonly string[] = Object.freeze([
  ...PRODUCTS_CAROUSEL_RELATIONS,
  ...CATEGORIES_SORTING_MANUAL_RELATIONS,
  ...PAGES_SORTING_RELATIONS,
  ...NEWS_CAROUSEL_RELATIONS,
  ...PRODUCT_HERO_RELATIONS,
]);
