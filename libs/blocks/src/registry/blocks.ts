/**
 * The block registry: Storyblok component name -> { schema, component } (docs/requirements/pages.md#content-blocks
 * "content blocks"). Add a block here and it is rendered by <Blok>, validated by
 * `npm run content:validate` (through `blockSchemas`) and listed in the README.
 */
import type { ComponentType } from 'react';
import { Accordion } from '../accordion/Accordion';
import { accordionSchema } from '../accordion/schema';
import { ArticleHero } from '../article_hero/ArticleHero';
import { articleHeroSchema } from '../article_hero/schema';
import { CategoriesSortingAutomatic } from '../categories_sorting_automatic/CategoriesSortingAutomatic';
import { categoriesSortingAutomaticSchema } from '../categories_sorting_automatic/schema';
import { CategoriesSortingManual } from '../categories_sorting_manual/CategoriesSortingManual';
import { categoriesSortingManualSchema } from '../categories_sorting_manual/schema';
import { CenteredTitleParagraph } from '../centered_title_paragraph/CenteredTitleParagraph';
import { centeredTitleParagraphSchema } from '../centered_title_paragraph/schema';
import { CommercialCard } from '../commercial_card/CommercialCard';
import { commercialCardSchema } from '../commercial_card/schema';
import { CustomForm } from '../custom_form/CustomForm';
import { customFormSchema } from '../custom_form/schema';
import { DownloadableList } from '../downloadable_list/DownloadableList';
import { downloadableListSchema } from '../downloadable_list/schema';
import { EditorialHero } from '../editorial_hero/EditorialHero';
import { editorialHeroSchema } from '../editorial_hero/schema';
import { EditorialHeroFixedRatio } from '../editorial_hero_fixed_ratio/EditorialHeroFixedRatio';
import { editorialHeroFixedRatioSchema } from '../editorial_hero_fixed_ratio/schema';
import { FullBanner } from '../full_banner/FullBanner';
import { fullBannerSchema } from '../full_banner/schema';
import { FullBannerFixedRatio } from '../full_banner_fixed_ratio/FullBannerFixedRatio';
import { fullBannerFixedRatioSchema } from '../full_banner_fixed_ratio/schema';
import { ImageGrid } from '../image_grid/ImageGrid';
import { imageGridSchema } from '../image_grid/schema';
import { MediaCarousel } from '../media_carousel/MediaCarousel';
import { mediaCarouselSchema } from '../media_carousel/schema';
import { NewsCarousel } from '../news_carousel/NewsCarousel';
import { newsCarouselSchema } from '../news_carousel/schema';
import { NewsGrid } from '../news_grid/NewsGrid';
import { newsGridSchema } from '../news_grid/schema';
import { PagesSorting } from '../pages_sorting/PagesSorting';
import { pagesSortingSchema } from '../pages_sorting/schema';
import { ParagraphsGrid } from '../paragraphs_grid/ParagraphsGrid';
import { paragraphsGridSchema } from '../paragraphs_grid/schema';
import { PreFooter } from '../pre_footer/PreFooter';
import { preFooterSchema } from '../pre_footer/schema';
import { ProductHero } from '../product_hero/ProductHero';
import { productHeroSchema } from '../product_hero/schema';
import { ProductsCarousel } from '../products_carousel/ProductsCarousel';
import { productsCarouselSchema } from '../products_carousel/schema';
import { RepeatableTextWithImage } from '../repeatable_text_with_image/RepeatableTextWithImage';
import { repeatableTextWithImageSchema } from '../repeatable_text_with_image/schema';
import { RichTextBlock } from '../rich_text/RichTextBlock';
import { richTextBlockSchema } from '../rich_text/schema';
import { RichTextWithImage } from '../rich_text_with_image/RichTextWithImage';
import { richTextWithImageSchema } from '../rich_text_with_image/schema';
import { SlimHero } from '../slim_hero/SlimHero';
import { slimHeroSchema } from '../slim_hero/schema';
import { SmallBanner } from '../small_banner/SmallBanner';
import { smallBannerSchema } from '../small_banner/schema';
import { StandaloneMedia } from '../standalone_media/StandaloneMedia';
import { standaloneMediaSchema } from '../standalone_media/schema';
import { defineBlock, type BlockDefinition, type BlockProps } from '../core/define';

export { BLOCK_RELATIONS, blockSchemas } from './block-schemas';

const definitions = [
  defineBlock('accordion', accordionSchema, Accordion),
  defineBlock('article_hero', articleHeroSchema, ArticleHero),
  defineBlock('categories_sorting_automatic', categoriesSortingAutomaticSchema, CategoriesSortingAutomatic),
  defineBlock('categories_sorting_manual', categoriesSortingManualSchema, CategoriesSortingManual),
  defineBlock('centered_title_paragraph', centeredTitleParagraphSchema, CenteredTitleParagraph),
  defineBlock('commercial_card', commercialCardSchema, CommercialCard),
  defineBlock('custom_form', customFormSchema, CustomForm),
  defineBlock('downloadable_list', downloadableListSchema, DownloadableList),
  defineBlock('editorial_hero', editorialHeroSchema, EditorialHero),
  defineBlock('editorial_hero_fixed_ratio', editorialHeroFixedRatioSchema, EditorialHeroFixedRatio),
  defineBlock('full_banner', fullBannerSchema, FullBanner),
  defineBlock('full_banner_fixed_ratio', fullBannerFixedRatioSchema, FullBannerFixedRatio),
  defineBlock('image_grid', imageGridSchema, ImageGrid),
  defineBlock('media_carousel', mediaCarouselSchema, MediaCarousel),
  defineBlock('news_carousel', newsCarouselSchema, NewsCarousel),
  defineBlock('news_grid', newsGridSchema, NewsGrid),
  defineBlock('pages_sorting', pagesSortingSchema, PagesSorting),
  defineBlock('paragraphs_grid', paragraphsGridSchema, ParagraphsGrid),
  defineBlock('pre_footer', preFooterSchema, PreFooter),
  defineBlock('product_hero', productHeroSchema, ProductHero),
  defineBlock('products_carousel', productsCarouselSchema, ProductsCarousel),
  defineBlock('repeatable_text_with_image', repeatableTextWithImageSchema, RepeatableTextWithImage),
  defineBlock('rich_text', richTextBlockSchema, RichTextBlock),
  defineBlock('rich_text_with_image', richTextWithImageSchema, RichTextWithImage),
  defineBlock('slim_hero', slimHeroSchema, SlimHero),
  defineBlock('small_banner', smallBannerSchema, SmallBanner),
  defineBlock('standalone_media', standaloneMediaSchema, StandaloneMedia),
];

/** Internal: every block definition by component name (used by <Blok>). */
export const blockDefinitions: Readonly<Record<string, BlockDefinition>> = Object.freeze(
  Object.fromEntries(definitions.map((definition) => [definition.component, definition as unknown as BlockDefinition])),
);

/**
 * Storyblok component name -> block component. The component expects its blok already parsed
 * by `blockSchemas[name]`; render through `<Blok blok={...} />` rather than directly.
 */
export const blockRegistry: Readonly<Record<string, ComponentType<BlockProps<never>>>> = Object.freeze(
  Object.fromEntries(definitions.map((definition) => [definition.component, definition.Component as ComponentType<BlockProps<never>>])),
);
