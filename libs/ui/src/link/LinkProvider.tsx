import { createContext, forwardRef, useContext, useMemo, type AnchorHTMLAttributes, type ComponentType, type ReactNode, type RefAttributes } from 'react';
import { defaultHrefForMultilink, defaultHrefForStory, type MultilinkLike, type ResolvedHref, type StoryRef } from './href';

/** `to` (a resolved internal path) and anchor attributes; Remix's `Link` fits. */
export type RouterLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
};

export type RouterLinkComponent = ComponentType<RouterLinkProps & RefAttributes<HTMLAnchorElement>>;

export interface LinkContextValue {
  /** Default: a plain `<a href={to}>`. */
  component: RouterLinkComponent;
  /** Default `defaultHrefForStory`. */
  hrefForStory: (story: StoryRef) => string;
  /** Default `defaultHrefForMultilink`. */
  hrefForMultilink: (link: MultilinkLike | null | undefined) => ResolvedHref;
  /** The router's navigation, for "load more" keeping the scroll (docs/requirements/pages.md#scrolling); undefined without a router. */
  navigate?: (to: string, options?: { preventScrollReset?: boolean; replace?: boolean }) => void;
}

export const PlainRouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function PlainRouterLink({ to, ...rest }, ref) {
  return <a ref={ref} href={to} {...rest} />;
});

const defaultValue: LinkContextValue = {
  component: PlainRouterLink,
  hrefForStory: defaultHrefForStory,
  hrefForMultilink: (link) => defaultHrefForMultilink(link, defaultHrefForStory),
};

const LinkContext = createContext<LinkContextValue>(defaultValue);

/** Any subset of the context; the rest keeps its defaults. */
export interface LinkProviderProps extends Partial<LinkContextValue> {
  children?: ReactNode;
}

/**
 * Provides the app's router link and href resolvers to everything below (docs/requirements/architecture.md#dependency-direction);
 * `hrefForStory` alone also serves multilinks to stories.
 * @example <LinkProvider component={RemixLink} hrefForStory={(s) => routeFor(s, locale)}>...</LinkProvider>
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

export function useLinkContext(): LinkContextValue {
  return useContext(LinkContext);
}

/** The app's router link (a plain anchor by default). */
export function useLinkComponent(): RouterLinkComponent {
  return useContext(LinkContext).component;
}
