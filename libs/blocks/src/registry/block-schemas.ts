/**
 * The content contract of every block: Storyblok component name -> zod schema of the blok
 * (docs/content-model.md), and the relation fields the site resolves. No components and no CSS:
 * the server entry (content.ts), `npm run content:validate` and the normaliser read it in plain
 * Node. Add a block here and in lazy-blocks.ts (a test keeps the two lists equal).
 */
import type { z } from 'zod';
import { accordionSchema } from '../accordion/schema';
import { articleHeroSchema } from '../article_hero/schema';
import { categoriesSortingAutomaticSchema } from '../categories_sorting_automatic/schema';
import { categoriesSortingManualSchema } from '../categories_sorting_manual/schema';
import { centeredTitleParagraphSchema } from '../centered_title_paragraph/schema';
import { commercialCardSchema } from '../commercial_card/schema';
import { customFormSchema } from '../custom_form/schema';
import { downloadableListSchema } from '../downloadable_list/schema';
import { editorialHeroSchema } from '../editorial_hero/schema';
import { editorialHeroFixedRatioSchema } from '../editorial_hero_fixed_ratio/schema';
import { fullBannerSchema } from '../full_banner/schema';
import { fullBannerFixedRatioSchema } from '../full_banner_fixed_ratio/schema';
import { imageGridSchema } from '../image_grid/schema';
import { mediaCarouselSchema } from '../media_carousel/schema';
import { newsCarouselSchema } from '../news_carousel/schema';
import { newsGridSchema } from '../news_grid/schema';
import { pagesSortingSchema } from '../pages_sorting/schema';
import { paragraphsGridSchema } from '../paragraphs_grid/schema';
import { preFooterSchema } from '../pre_footer/schema';
import { productHeroSchema } from '../product_hero/schema';
import { productsCarouselSchema } from '../products_carousel/schema';
import { repeatableTextWithImageSchema } from '../repeatable_text_with_image/schema';
import { richTextBlockSchema } from '../rich_text/schema';
import { richTextWithImageSchema } from '../rich_text_with_image/schema';
import { slimHeroSchema } from '../slim_hero/schema';
import { smallBannerSchema } from '../small_banner/schema';
import { standaloneMediaSchema } from '../standalone_media/schema';
import { CATEGORIES_SORTING_MANUAL_RELATIONS } from '../categories_sorting_manual/relations';
import { NEWS_CAROUSEL_RELATIONS } from '../news_carousel/relations';
import { PAGES_SORTING_RELATIONS } from '../pages_sorting/relations';
import { PRODUCT_HERO_RELATIONS } from '../product_hero/relations';
import { PRODUCTS_CAROUSEL_RELATIONS } from '../products_carousel/relations';

/** Storyblok component name -> zod schema of the blok (the content contract, docs/content-model.md). */
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

/**
 * Relation fields of blocks, for the site's `resolve_relations` parameter
 * (decision 0530): without them, related stories are missing and their cards are skipped. Each
 * block declares its own in its folder's `relations.ts` (decision 0965); a block with relation
 * fields is added here too.
 */
export const BLOCK_RELATIONS: readonly string[] = Object.freeze([
  ...PRODUCTS_CAROUSEL_RELATIONS,
  ...CATEGORIES_SORTING_MANUAL_RELATIONS,
  ...PAGES_SORTING_RELATIONS,
  ...NEWS_CAROUSEL_RELATIONS,
  ...PRODUCT_HERO_RELATIONS,
]);
