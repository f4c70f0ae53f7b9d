/**
 * The block registry: Storyblok component name -> { schema, component } (SPEC.md 2.4
 * "content blocks"). Add a block here and it is rendered by <Blok>, validated by
 * `npm run content:validate` (through `blockSchemas`) and listed in the README.
 */
import type { ComponentType } from 'react';
import type { z } from 'zod';
import { ArticleHero } from '../article_hero/ArticleHero';
import { articleHeroSchema } from '../article_hero/schema';
import { defineBlock, type BlockDefinition, type BlockProps } from '../core/define';
import { EditorialHero } from '../editorial_hero/EditorialHero';
import { editorialHeroSchema } from '../editorial_hero/schema';
import { PreFooter } from '../pre_footer/PreFooter';
import { preFooterSchema } from '../pre_footer/schema';
import { ProductsCarousel } from '../products_carousel/ProductsCarousel';
import { productsCarouselSchema } from '../products_carousel/schema';
import { RichTextBlock } from '../rich_text/RichTextBlock';
import { richTextBlockSchema } from '../rich_text/schema';
import { SmallBanner } from '../small_banner/SmallBanner';
import { smallBannerSchema } from '../small_banner/schema';

const definitions = [
  defineBlock('article_hero', articleHeroSchema, ArticleHero),
  defineBlock('editorial_hero', editorialHeroSchema, EditorialHero),
  defineBlock('pre_footer', preFooterSchema, PreFooter),
  defineBlock('products_carousel', productsCarouselSchema, ProductsCarousel),
  defineBlock('rich_text', richTextBlockSchema, RichTextBlock),
  defineBlock('small_banner', smallBannerSchema, SmallBanner),
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

/** Storyblok component name -> zod schema of the blok (the content contract, docs/content-model.md). */
export const blockSchemas: Readonly<Record<string, z.ZodType>> = Object.freeze(
  Object.fromEntries(definitions.map((definition) => [definition.component, definition.schema])),
);
