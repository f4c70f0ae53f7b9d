/**
 * The lazy block registry used by <Blok> (docs/requirements/pages.md#block-library-goals, decision 0560): Storyblok component name ->
 * a loader of its definition (zod schema + component), so a page downloads only the blocks its
 * story uses. The eager `blockRegistry`/`blockSchemas` (registry/blocks.ts) stay for
 * validation tools, tests and the publish build; keep both lists in step (a test checks it).
 */
import { defineBlock, type BlockDefinition } from '../core/define';
import { lazyEntry, type LazyEntry } from '../core/lazy';

/** Component name -> lazily loaded block definition. */
export const lazyBlocks: Readonly<Record<string, LazyEntry<BlockDefinition>>> = Object.freeze({
  accordion: lazyEntry(() =>
    Promise.all([import('../accordion/Accordion'), import('../accordion/schema')]).then(([m, s]) => defineBlock('accordion', s.accordionSchema, m.Accordion) as unknown as BlockDefinition),
  ),
  article_hero: lazyEntry(() =>
    Promise.all([import('../article_hero/ArticleHero'), import('../article_hero/schema')]).then(([m, s]) => defineBlock('article_hero', s.articleHeroSchema, m.ArticleHero) as unknown as BlockDefinition),
  ),
  categories_sorting_automatic: lazyEntry(() =>
    Promise.all([import('../categories_sorting_automatic/CategoriesSortingAutomatic'), import('../categories_sorting_automatic/schema')]).then(([m, s]) => defineBlock('categories_sorting_automatic', s.categoriesSortingAutomaticSchema, m.CategoriesSortingAutomatic) as unknown as BlockDefinition),
  ),
  categories_sorting_manual: lazyEntry(() =>
    Promise.all([import('../categories_sorting_manual/CategoriesSortingManual'), import('../categories_sorting_manual/schema')]).then(([m, s]) => defineBlock('categories_sorting_manual', s.categoriesSortingManualSchema, m.CategoriesSortingManual) as unknown as BlockDefinition),
  ),
  centered_title_paragraph: lazyEntry(() =>
    Promise.all([import('../centered_title_paragraph/CenteredTitleParagraph'), import('../centered_title_paragraph/schema')]).then(([m, s]) => defineBlock('centered_title_paragraph', s.centeredTitleParagraphSchema, m.CenteredTitleParagraph) as unknown as BlockDefinition),
  ),
  commercial_card: lazyEntry(() =>
    Promise.all([import('../commercial_card/CommercialCard'), import('../commercial_card/schema')]).then(([m, s]) => defineBlock('commercial_card', s.commercialCardSchema, m.CommercialCard) as unknown as BlockDefinition),
  ),
  custom_form: lazyEntry(() =>
    Promise.all([import('../custom_form/CustomForm'), import('../custom_form/schema')]).then(([m, s]) => defineBlock('custom_form', s.customFormSchema, m.CustomForm) as unknown as BlockDefinition),
  ),
  downloadable_list: lazyEntry(() =>
    Promise.all([import('../downloadable_list/DownloadableList'), import('../downloadable_list/schema')]).then(([m, s]) => defineBlock('downloadable_list', s.downloadableListSchema, m.DownloadableList) as unknown as BlockDefinition),
  ),
  editorial_hero: lazyEntry(() =>
    Promise.all([import('../editorial_hero/EditorialHero'), import('../editorial_hero/schema')]).then(([m, s]) => defineBlock('editorial_hero', s.editorialHeroSchema, m.EditorialHero) as unknown as BlockDefinition),
  ),
  editorial_hero_fixed_ratio: lazyEntry(() =>
    Promise.all([import('../editorial_hero_fixed_ratio/EditorialHeroFixedRatio'), import('../editorial_hero_fixed_ratio/schema')]).then(([m, s]) => defineBlock('editorial_hero_fixed_ratio', s.editorialHeroFixedRatioSchema, m.EditorialHeroFixedRatio) as unknown as BlockDefinition),
  ),
  full_banner: lazyEntry(() =>
    Promise.all([import('../full_banner/FullBanner'), import('../full_banner/schema')]).then(([m, s]) => defineBlock('full_banner', s.fullBannerSchema, m.FullBanner) as unknown as BlockDefinition),
  ),
  full_banner_fixed_ratio: lazyEntry(() =>
    Promise.all([import('../full_banner_fixed_ratio/FullBannerFixedRatio'), import('../full_banner_fixed_ratio/schema')]).then(([m, s]) => defineBlock('full_banner_fixed_ratio', s.fullBannerFixedRatioSchema, m.FullBannerFixedRatio) as unknown as BlockDefinition),
  ),
  image_grid: lazyEntry(() =>
    Promise.all([import('../image_grid/ImageGrid'), import('../image_grid/schema')]).then(([m, s]) => defineBlock('image_grid', s.imageGridSchema, m.ImageGrid) as unknown as BlockDefinition),
  ),
  media_carousel: lazyEntry(() =>
    Promise.all([import('../media_carousel/MediaCarousel'), import('../media_carousel/schema')]).then(([m, s]) => defineBlock('media_carousel', s.mediaCarouselSchema, m.MediaCarousel) as unknown as BlockDefinition),
  ),
  news_carousel: lazyEntry(() =>
    Promise.all([import('../news_carousel/NewsCarousel'), import('../news_carousel/schema')]).then(([m, s]) => defineBlock('news_carousel', s.newsCarouselSchema, m.NewsCarousel) as unknown as BlockDefinition),
  ),
  news_grid: lazyEntry(() =>
    Promise.all([import('../news_grid/NewsGrid'), import('../news_grid/schema')]).then(([m, s]) => defineBlock('news_grid', s.newsGridSchema, m.NewsGrid) as unknown as BlockDefinition),
  ),
  pages_sorting: lazyEntry(() =>
    Promise.all([import('../pages_sorting/PagesSorting'), import('../pages_sorting/schema')]).then(([m, s]) => defineBlock('pages_sorting', s.pagesSortingSchema, m.PagesSorting) as unknown as BlockDefinition),
  ),
  paragraphs_grid: lazyEntry(() =>
    Promise.all([import('../paragraphs_grid/ParagraphsGrid'), import('../paragraphs_grid/schema')]).then(([m, s]) => defineBlock('paragraphs_grid', s.paragraphsGridSchema, m.ParagraphsGrid) as unknown as BlockDefinition),
  ),
  pre_footer: lazyEntry(() =>
    Promise.all([import('../pre_footer/PreFooter'), import('../pre_footer/schema')]).then(([m, s]) => defineBlock('pre_footer', s.preFooterSchema, m.PreFooter) as unknown as BlockDefinition),
  ),
  product_hero: lazyEntry(() =>
    Promise.all([import('../product_hero/ProductHero'), import('../product_hero/schema')]).then(([m, s]) => defineBlock('product_hero', s.productHeroSchema, m.ProductHero) as unknown as BlockDefinition),
  ),
  products_carousel: lazyEntry(() =>
    Promise.all([import('../products_carousel/ProductsCarousel'), import('../products_carousel/schema')]).then(([m, s]) => defineBlock('products_carousel', s.productsCarouselSchema, m.ProductsCarousel) as unknown as BlockDefinition),
  ),
  repeatable_text_with_image: lazyEntry(() =>
    Promise.all([import('../repeatable_text_with_image/RepeatableTextWithImage'), import('../repeatable_text_with_image/schema')]).then(([m, s]) => defineBlock('repeatable_text_with_image', s.repeatableTextWithImageSchema, m.RepeatableTextWithImage) as unknown as BlockDefinition),
  ),
  rich_text: lazyEntry(() =>
    Promise.all([import('../rich_text/RichTextBlock'), import('../rich_text/schema')]).then(([m, s]) => defineBlock('rich_text', s.richTextBlockSchema, m.RichTextBlock) as unknown as BlockDefinition),
  ),
  rich_text_with_image: lazyEntry(() =>
    Promise.all([import('../rich_text_with_image/RichTextWithImage'), import('../rich_text_with_image/schema')]).then(([m, s]) => defineBlock('rich_text_with_image', s.richTextWithImageSchema, m.RichTextWithImage) as unknown as BlockDefinition),
  ),
  slim_hero: lazyEntry(() =>
    Promise.all([import('../slim_hero/SlimHero'), import('../slim_hero/schema')]).then(([m, s]) => defineBlock('slim_hero', s.slimHeroSchema, m.SlimHero) as unknown as BlockDefinition),
  ),
  small_banner: lazyEntry(() =>
    Promise.all([import('../small_banner/SmallBanner'), import('../small_banner/schema')]).then(([m, s]) => defineBlock('small_banner', s.smallBannerSchema, m.SmallBanner) as unknown as BlockDefinition),
  ),
  standalone_media: lazyEntry(() =>
    Promise.all([import('../standalone_media/StandaloneMedia'), import('../standalone_media/schema')]).then(([m, s]) => defineBlock('standalone_media', s.standaloneMediaSchema, m.StandaloneMedia) as unknown as BlockDefinition),
  ),
});

/** The lazy entry of a component name, or undefined for an unknown component. */
export function lazyBlock(component: string): LazyEntry<BlockDefinition> | undefined {
  return Object.hasOwn(lazyBlocks, component) ? lazyBlocks[component] : undefined;
}
