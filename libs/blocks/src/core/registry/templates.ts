/**
 * Content type -> page template (docs/requirements/pages.md#page-templates), lazily loaded (decision 0560): call `preloadStory` before
 * rendering. Error screens are eager: error boundaries have no loader to preload.
 */
import { createElement, type ComponentType } from 'react';
import { lazyEntry, readLazy } from '../lazy';
import type { TemplateName } from './template-names';

export { EXTRANET_TEMPLATES, isTemplateName, LISTING_TEMPLATES, TEMPLATE_NAMES, type TemplateName } from './template-names';

import { ForbiddenTemplate } from '../../templates/forbidden/ForbiddenTemplate';
import { GenericErrorTemplate } from '../../templates/generic_error/GenericErrorTemplate';
import { NotFoundTemplate } from '../../templates/not_found/NotFoundTemplate';
import { UnauthorizedTemplate } from '../../templates/unauthorized/UnauthorizedTemplate';

/** Renders like the template; `load()` fetches its chunk. */
export type LazyTemplate<P extends object> = ComponentType<P> & {
  load(): Promise<unknown>;
};

function lazyTemplate<P extends object>(name: string, importer: () => Promise<ComponentType<P>>): LazyTemplate<P> {
  const entry = lazyEntry(importer);
  const Lazy = (props: P) => createElement(readLazy(entry), props);
  Lazy.displayName = `LazyTemplate(${name})`;
  Lazy.load = entry.load;
  return Lazy;
}

function eagerTemplate<P extends object>(Component: ComponentType<P>): LazyTemplate<P> {
  const Eager = (props: P) => createElement(Component, props);
  Eager.displayName = Component.displayName ?? Component.name;
  Eager.load = () => Promise.resolve(Component);
  return Eager;
}

/** Content type -> template. Each takes `{ story, rels?, ...data }`; extra data is documented in its folder. */
export const templateRegistry = Object.freeze({
  page: lazyTemplate('page', () => import('../../templates/page/PageTemplate').then((m) => m.PageTemplate)),
  product_detail: lazyTemplate('product_detail', () => import('../../templates/product_detail/ProductDetailTemplate').then((m) => m.ProductDetailTemplate)),
  product_listing: lazyTemplate('product_listing', () =>
    import('../../templates/product_listing/ProductListingTemplate').then((m) => m.ProductListingTemplate),
  ),
  category_listing: lazyTemplate('category_listing', () =>
    import('../../templates/category_listing/CategoryListingTemplate').then((m) => m.CategoryListingTemplate),
  ),
  general_product_listing: lazyTemplate('general_product_listing', () =>
    import('../../templates/general_product_listing/GeneralProductListingTemplate').then((m) => m.GeneralProductListingTemplate),
  ),
  extranet_category_listing: lazyTemplate('extranet_category_listing', () =>
    import('../../templates/extranet_category_listing/ExtranetCategoryListingTemplate').then((m) => m.ExtranetCategoryListingTemplate),
  ),
  extranet_product_detail: lazyTemplate('extranet_product_detail', () =>
    import('../../templates/extranet_product_detail/ExtranetProductDetailTemplate').then((m) => m.ExtranetProductDetailTemplate),
  ),
  extranet_general_product_listing: lazyTemplate('extranet_general_product_listing', () =>
    import('../../templates/extranet_general_product_listing/ExtranetGeneralProductListingTemplate').then((m) => m.ExtranetGeneralProductListingTemplate),
  ),
  extranet_product_listing: lazyTemplate('extranet_product_listing', () =>
    import('../../templates/extranet_product_listing/ExtranetProductListingTemplate').then((m) => m.ExtranetProductListingTemplate),
  ),
  landing_page: lazyTemplate('landing_page', () => import('../../templates/landing_page/LandingPageTemplate').then((m) => m.LandingPageTemplate)),
  product_resource: lazyTemplate('product_resource', () =>
    import('../../templates/product_resource/ProductResourceTemplate').then((m) => m.ProductResourceTemplate),
  ),
  downloads_skeleton: lazyTemplate('downloads_skeleton', () =>
    import('../../templates/downloads_skeleton/DownloadsSkeletonTemplate').then((m) => m.DownloadsSkeletonTemplate),
  ),
  generic_skeleton: lazyTemplate('generic_skeleton', () =>
    import('../../templates/generic_skeleton/GenericSkeletonTemplate').then((m) => m.GenericSkeletonTemplate),
  ),
  cookie_consent: lazyTemplate('cookie_consent', () => import('../../templates/cookie_consent/CookieConsentTemplate').then((m) => m.CookieConsentTemplate)),
  thank_you_page: lazyTemplate('thank_you_page', () => import('../../templates/thank_you_page/ThankYouPageTemplate').then((m) => m.ThankYouPageTemplate)),
  news_article: lazyTemplate('news_article', () => import('../../templates/news_article/NewsArticleTemplate').then((m) => m.NewsArticleTemplate)),
  event: lazyTemplate('event', () => import('../../templates/event/EventTemplate').then((m) => m.EventTemplate)),
  forbidden: eagerTemplate(ForbiddenTemplate),
  generic_error: eagerTemplate(GenericErrorTemplate),
  not_found: eagerTemplate(NotFoundTemplate),
  unauthorized: eagerTemplate(UnauthorizedTemplate),
  athlete: lazyTemplate('athlete', () => import('../../templates/athlete/AthleteTemplate').then((m) => m.AthleteTemplate)),
  photo_album: lazyTemplate('photo_album', () => import('../../templates/photo_album/PhotoAlbumTemplate').then((m) => m.PhotoAlbumTemplate)),
  shop: lazyTemplate('shop', () => import('../../templates/shop/ShopTemplate').then((m) => m.ShopTemplate)),
} satisfies Record<TemplateName, { load(): Promise<unknown> }>);
