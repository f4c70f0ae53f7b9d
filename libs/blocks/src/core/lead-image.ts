/**
 * The image that opens a page (its LCP element, docs/requirements/performance.md#front-end-budget): which hero or template image it is, and
 * the sizing props its `<Image>` renders with. The hero components render from these same
 * descriptors, so a page's `<link rel="preload" as="image">` (built from {@link leadImageOf} with
 * `imageAttributes` of libs/ui) names exactly the candidates the `<img>` asks for.
 * Pure and free of components: the site calls it from the page's head in every page's first load.
 */
import type { ImageSource } from '@silca/ui';
import type { SbAsset } from './schema/common';

/** An image's sizing props (`src` an asset with a filename); alt, class and priority are the caller's. */
export type LeadImage = ImageSource & { src: SbAsset & { filename: string } };

type Blok = Record<string, unknown> & { component?: unknown };

// `hasAsset` of schema/common, without importing that module (its schemas) into the first load.
function assetOf(value: unknown): (SbAsset & { filename: string }) | null {
  const filename = (value as { filename?: unknown } | null | undefined)?.filename;
  return typeof filename === 'string' && filename.trim() !== '' ? (value as SbAsset & { filename: string }) : null;
}

/** editorial_hero (free ratio) and editorial_hero_fixed_ratio (16:9 crop): 60% of a wide screen. */
export function editorialHeroImage(image: unknown, ratio: 'free' | 'fixed'): LeadImage | null {
  const src = assetOf(image);
  return src ? { src, sizes: '(min-width: 1024px) 60vw, 100vw', aspectRatio: ratio === 'fixed' ? 16 / 9 : undefined } : null;
}

/** slim_hero: a full-width band. */
export function slimHeroImage(image: unknown): LeadImage | null {
  const src = assetOf(image);
  return src ? { src, sizes: '100vw' } : null;
}

/** product_hero: half of a wide screen, letterboxed. */
export function productHeroImage(image: unknown): LeadImage | null {
  const src = assetOf(image);
  return src ? { src, sizes: '(min-width: 1024px) 50vw, 100vw' } : null;
}

/** The article header (article_hero, news_article, event): a 16:9 image up to the container's 1344 px. */
export function articleHeaderImage(image: unknown): LeadImage | null {
  const src = assetOf(image);
  return src ? { src, aspectRatio: 16 / 9, sizes: '(min-width: 1440px) 1344px, 100vw' } : null;
}

/** Sizing of the product page's main gallery image (ImageZoom's thumbnail): 800 px, half of a wide screen. */
export const PRODUCT_MAIN_IMAGE = { width: 800, sizes: '(min-width: 1024px) 50vw, 100vw' } as const;

/** The product page's main gallery image with {@link PRODUCT_MAIN_IMAGE} sizing. */
export function productMainImage(image: unknown): LeadImage | null {
  const src = assetOf(image);
  return src ? { src, ...PRODUCT_MAIN_IMAGE } : null;
}

/** The hero bloks that open a body (`HERO_COMPONENTS` of core/position) and their image. */
const HERO_IMAGES: Readonly<Record<string, (blok: Blok) => LeadImage | null>> = {
  editorial_hero: (blok) => editorialHeroImage(blok.image, 'free'),
  editorial_hero_fixed_ratio: (blok) => editorialHeroImage(blok.image, 'fixed'),
  slim_hero: (blok) => slimHeroImage(blok.image),
  product_hero: (blok) => productHeroImage(blok.image),
  article_hero: (blok) => articleHeaderImage(blok.image),
};

/** Templates whose own header image opens the page (rendered with priority). */
const TEMPLATE_IMAGES: Readonly<Record<string, (content: Blok) => LeadImage | null>> = {
  news_article: (content) => articleHeaderImage(content.image),
  event: (content) => articleHeaderImage(content.image),
  product_detail: (content) => productMainImage(Array.isArray(content.images) ? content.images.find((i) => assetOf(i)) : null),
};

/**
 * The page's lead image from a story's (server-parsed) content: the template's own header image
 * (news article, event, product page), else the image of the hero blok that opens `body` (the
 * first blok, rendered eagerly with `fetchpriority="high"`). Null when the page opens with no
 * image (a listing, a text page) or the content is not an object. Never throws.
 */
export function leadImageOf(content: unknown): LeadImage | null {
  if (!content || typeof content !== 'object') return null;
  const page = content as Blok;
  const fromTemplate = typeof page.component === 'string' ? TEMPLATE_IMAGES[page.component] : undefined;
  if (fromTemplate) return fromTemplate(page);
  const first = Array.isArray(page.body) ? (page.body[0] as Blok | undefined) : undefined;
  if (!first || typeof first.component !== 'string') return null;
  const fromHero = HERO_IMAGES[first.component];
  return fromHero ? fromHero(first) : null;
}
