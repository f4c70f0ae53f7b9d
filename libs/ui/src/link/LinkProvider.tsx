import { createContext, forwardRef, useContext, useMemo, type AnchorHTMLAttributes, type ComponentType, type ReactNode, type RefAttributes } from 'react';
import { defaultHrefForMultilink, defaultHrefForStory, type MultilinkLike, type ResolvedHref, type StoryRef } from './href';

/**
 * Props the app's router link receives: `to` (an internal path, already resolved) plus anchor
 * attributes. Remix's `Link` satisfies this shape directly.
 */
export type RouterLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
};

/** A router link component: accepts `RouterLinkProps` and forwards a ref to its anchor. */
export type RouterLinkComponent = ComponentType<RouterLinkProps & RefAttributes<HTMLAnchorElement>>;

/** What the app provides: its router link and the two resolvers. */
export interface LinkContextValue {
  /** Router link for internal paths (Remix `Link`). Default: a plain `<a href={to}>`. */
  component: RouterLinkComponent;
  /** Story -> path in the current locale and market. Default: `defaultHrefForStory`. */
  hrefForStory: (story: StoryRef) => string;
  /** Storyblok multilink -> `{ href, external }`. Default: `defaultHrefForMultilink`. */
  hrefForMultilink: (link: MultilinkLike | null | undefined) => ResolvedHref;
  /**
   * Client-side navigation of the app's router (Remix `useNavigate`), for "load more" that keeps
   * the scroll position (`preventScrollReset`, docs/requirements/pages.md#scrolling). Undefined without a router: callers
   * then let the link navigate normally.
   */
  navigate?: (to: string, options?: { preventScrollReset?: boolean; replace?: boolean }) => void;
}

/** The default router link: a plain anchor, for Storybook, tests and apps without a router. */
export const PlainRouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function PlainRouterLink({ to, ...rest }, ref) {
  return <a ref={ref} href={to} {...rest} />;
});

const defaultValue: LinkContextValue = {
  component: PlainRouterLink,
  hrefForStory: defaultHrefForStory,
  hrefForMultilink: (link) => defaultHrefForMultilink(link, defaultHrefForStory),
};

const LinkContext = createContext<LinkContextValue>(defaultValue);

/** Props of `LinkProvider`: any subset of the context; missing parts keep their defaults. */
export interface LinkProviderProps extends Partial<LinkContextValue> {
  children?: ReactNode;
}

/**
 * Provides the app's router link and href resolvers to every `Link`, `CtaButton` and block
 * below it (docs/requirements/architecture.md#workspace-layout: links reach the publishable libraries through context).
 * When `hrefForStory` is given but `hrefForMultilink` is not, multilinks to stories use the
 * given `hrefForStory`.
 *
 * @example
 * <LinkProvider component={RemixLink} hrefForStory={(s) => routeFor(s, locale)}>...</LinkProvider>
 */
export function LinkProvider({ component, hrefForStory, hrefForMultilink, navigate, children }: LinkProviderProps) {
  const value = useMemo<LinkContextValue>(() => {
    const storyResolver = hrefForStory ?? defaultValue.hrefForStory;
    return {
      component: component ?? defaultValue.component,
      hrefForStory: storyResolver,
      hrefForMultilink: hrefForMultilink ?? ((link) => defaultHrefForMultilink(link, storyResolver)),
      navigate,
    };
  }, [component, hrefForStory, hrefForMultilink, navigate]);
  return <LinkContext.Provider value={value}>{children}</LinkContext.Provider>;
}

/** The current link context (router link and resolvers). */
export function useLinkContext(): LinkContextValue {
  return useContext(LinkContext);
}

/** The app's router link component (Remix `Link` in the site, a plain anchor by default). */
export function useLinkComponent(): RouterLinkComponent {
  return useContext(LinkContext).component;
}
