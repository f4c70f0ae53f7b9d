/**
 * @silca/ui: design tokens and primitives of the Silca design system (DESIGN.md section 2).
 * Import the global styles once in the app: `@silca/ui/tokens.css` and `@silca/ui/base.css`.
 * Heavy, page-specific components have their own entries (see package.json `exports`).
 */
export * from './tokens';
export { UI_LOCALES, UI_NAMESPACE, uiResources, type UiLocale, type UiStringKey } from './i18n/resources';
export { ensureUiResources, useUiTranslation } from './i18n/useUiTranslation';
export {
  defaultHrefForMultilink,
  defaultHrefForStory,
  isAbsoluteUrl,
  isSafeHref,
  opensInNewTab,
  type MultilinkLike,
  type ResolvedHref,
  type StoryRef,
} from './link/href';
export {
  LinkProvider,
  PlainRouterLink,
  useLinkComponent,
  useLinkContext,
  type LinkContextValue,
  type LinkProviderProps,
  type RouterLinkComponent,
  type RouterLinkProps,
} from './link/LinkProvider';
export { Link, type LinkProps } from './link/Link';
export {
  assetDimensions,
  IMAGE_FORMATS,
  IMAGE_ROTATIONS,
  imageServiceUrl,
  type ImageServiceOptions,
} from './image/imageServiceUrl';
export { DEFAULT_IMAGE_WIDTHS, Image, type ImageAsset, type ImageProps } from './image/Image';
export {
  CTA_SIZES,
  CTA_TYPES,
  CtaButton,
  toCtaSize,
  toCtaType,
  type CtaButtonProps,
  type CtaSize,
  type CtaType,
} from './cta/CtaButton';
