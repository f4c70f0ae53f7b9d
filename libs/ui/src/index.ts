/**
 * @silca/ui: design tokens and primitives (docs/requirements/architecture.md#publishable-libraries). Import `@silca/ui/tokens.css` and
 * `@silca/ui/base.css` once; page-specific components have their own entries.
 */
export * from './tokens';
export { UI_LOCALES, UI_NAMESPACE, UI_STRING_KEYS, uiResources, type UiLocale, type UiStringKey } from './i18n/resources';
export { ensureUiResources } from './i18n/ensureUiResources';
export { useUiTranslation } from './i18n/useUiTranslation';
export { createNamespaceTranslation, type NamespaceStrings } from './i18n/namespaceTranslation';
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
export { assetDimensions, IMAGE_FORMATS, IMAGE_ROTATIONS, imageServiceUrl, type ImageServiceOptions } from './image/imageServiceUrl';
export { ImageServiceProvider, useImageUrlBuilder, type ImageServiceProviderProps, type ImageUrlBuilder } from './image/ImageServiceProvider';
export { DEFAULT_IMAGE_WIDTHS, Image, type ImageAsset, type ImageProps } from './image/Image';
export { imageAttributes, type ImageAttributes, type ImageSource } from './image/imageAttributes';
export { CTA_SIZES, CTA_TYPES, CtaButton, toCtaSize, toCtaType, type CtaButtonProps, type CtaSize, type CtaType } from './cta/CtaButton';
export { MAIN_CONTENT_ID, SkipLink, type SkipLinkProps } from './skip-link/SkipLink';
export { Logo, type LogoProps } from './logo/Logo';
export { Header, type HeaderProps, type NavItem } from './header/Header';
export { Footer, type FooterColumn, type FooterLink, type FooterProps } from './footer/Footer';
export { PreFooter, type PreFooterProps } from './pre-footer/PreFooter';
export { LanguageSelector, type LanguageOption, type LanguageSelectorProps, type MarketOption } from './language-selector/LanguageSelector';
export { BusinessAreaExit, type BusinessAreaExitProps } from './business-area-exit/BusinessAreaExit';
export { Breadcrumbs, type BreadcrumbItem, type BreadcrumbsProps } from './breadcrumbs/Breadcrumbs';
export {
  Checkbox,
  ChoiceGroup,
  RequiredLegend,
  RequiredMark,
  Select,
  TextArea,
  TextField,
  useFieldIds,
  type CheckboxProps,
  type ChoiceGroupProps,
  type FieldAria,
  type FieldBaseProps,
  type SelectOption,
  type SelectProps,
  type TextAreaProps,
  type TextFieldProps,
} from './form/fields';
export { Modal, type ModalProps } from './modal/Modal';
export { LoadMoreButton, type LoadMoreButtonProps } from './load-more/LoadMoreButton';
export { pageHref, readPage } from './load-more/pageHref';
export { LOADING_BAR, LoadingBar, loadingProgress, type LoadingBarProps, type LoadingBarState } from './loading-bar/LoadingBar';
export {
  CustomLandingLayout,
  DefaultLayout,
  EmptyLayout,
  ExtranetLayout,
  ExtranetPrefooterLayout,
  getLayout,
  LAYOUT_NAMES,
  layoutRegistry,
  PrefooterLayout,
  SimpleLandingLayout,
  type LayoutName,
  type LayoutProps,
} from './layouts/layouts';
export { useEnhanced } from './internal/useEnhanced';
