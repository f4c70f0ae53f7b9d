/**
 * The image that opens a page (docs/requirements/pages.md#images): heroes render from these descriptors, so the head's preload names the
 * candidates the `<img>` asks for. Pure, no components.
 */
import type { ImageSource } from '@silca/ui';
import type { SbAsset } from './schema/common';

/** Sizing props; alt, class and priority are the caller's. */
export type LeadImage = ImageSource & { src: SbAsset & { filename: string } };

type Blok = Record<string, unknown> & { component?: unknown };

// `hasAsset` without importing schema/common's schemas into the first load.
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

/** 800 px, half of a wide screen (ImageZoom's thumbnail). */
export const PRODUCT_MAIN_IMAGE = { width: 800, sizes: '(min-width: 1024px) 50vw, 100vw' } as const;

export function productMainImage(image: unknown): LeadImage | null {
  const src = assetOf(image);
  return src ? { src, ...PRODUCT_MAIN_IMAGE } : null;
}

const HERO_IMAGES: Readonly<Record<string, (blok: Blok) => LeadImage | null>> = {
  editorial_hero: (blok) => editorialHeroImage(blok.image, 'free'),
  editorial_hero_fixed_ratio: (blok) => editorialHeroImage(blok.image, 'fixed'),
  slim_hero: (blok) => slimHeroImage(blok.image),
  product_hero: (blok) => productHeroImage(blok.image),
  article_hero: (blok) => articleHeaderImage(blok.image),
};

const TEMPLATE_IMAGES: Readonly<Record<string, (content: Blok) => LeadImage | null>> = {
  news_article: (content) => articleHeaderImage(content.image),
  event: (content) => articleHeaderImage(content.image),
  product_detail: (content) => productMainImage(Array.isArray(content.images) ? content.images.find((i) => assetOf(i)) : null),
};

/** The lead image of server-parsed content: the template's header image, else the opening hero's; null without one. Never throws. */
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
