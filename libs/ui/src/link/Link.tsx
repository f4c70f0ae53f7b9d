import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { useUiTranslation } from '../i18n/useUiTranslation';
import { isAbsoluteUrl, isSafeHref, opensInNewTab, type MultilinkLike, type StoryRef } from './href';
import { useLinkContext } from './LinkProvider';

/** Props of `Link`: give exactly one of `href`, `story` or `link`. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A resolved href: a path (router link) or an absolute URL (plain anchor). */
  href?: string;
  /** A story or full_slug, resolved by the app's `hrefForStory`. */
  story?: StoryRef;
  /** A Storyblok multilink, resolved by the app's `hrefForMultilink`. */
  link?: MultilinkLike | null;
  /**
   * New-tab behaviour. `'auto'` (default) applies docs/requirements/pages.md#call-to-action (https:// and mailto: open in a
   * new tab); `true`/`false` force it. New-tab links get `rel="noopener noreferrer"` and a
   * visually hidden "(opens in a new tab)".
   */
  newTab?: boolean | 'auto';
  children?: ReactNode;
}

/**
 * The one link of the design system. Internal paths go through the app's router link
 * (`LinkProvider`), absolute URLs are plain anchors. An unsafe (`javascript:` etc.) or empty
 * target renders the children in a `<span>`: content never breaks the page.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ href, story, link, newTab = 'auto', children, target, rel, ...rest }, ref) {
  const { component: RouterLink, hrefForStory, hrefForMultilink } = useLinkContext();
  let resolved = '';
  if (href !== undefined) resolved = isSafeHref(href) ? href : '';
  else if (story !== undefined) resolved = hrefForStory(story);
  else if (link) resolved = hrefForMultilink(link).href;

  if (!resolved || !isSafeHref(resolved)) {
    return <span className={rest.className}>{children}</span>;
  }
  const blank = newTab === 'auto' ? opensInNewTab(resolved) || target === '_blank' : newTab;
  const newTabProps = blank ? { target: '_blank', rel: mergeRel(rel, 'noopener noreferrer') } : { target: target === '_blank' ? undefined : target, rel };
  const content = (
    <>
      {children}
      {blank ? <NewTabNote /> : null}
    </>
  );
  if (isAbsoluteUrl(resolved)) {
    return (
      <a ref={ref} href={resolved} {...rest} {...newTabProps}>
        {content}
      </a>
    );
  }
  return (
    <RouterLink ref={ref} to={resolved} {...rest} {...newTabProps}>
      {content}
    </RouterLink>
  );
});

/**
 * The visually hidden "(opens in a new tab)" of a new-tab link. Its own component so that only
 * new-tab links use the translation hook, not every link of the page (docs/requirements/performance.md#speed-goals: about 90 links
 * per page, each rendered on every uncached request).
 */
function NewTabNote() {
  const { t } = useUiTranslation();
  return <span className="silca-visually-hidden"> {t('opensInNewTab')}</span>;
}

function mergeRel(existing: string | undefined, add: string): string {
  const parts = new Set([...(existing ?? '').split(/\s+/), ...add.split(/\s+/)].filter(Boolean));
  return [...parts].join(' ');
}
