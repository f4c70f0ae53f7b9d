import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { useUiTranslation } from '../i18n/useUiTranslation';
import { isAbsoluteUrl, isSafeHref, opensInNewTab, type MultilinkLike, type StoryRef } from './href';
import { useLinkContext } from './LinkProvider';

/** Give exactly one of `href`, `story` or `link`. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href?: string;
  /** Resolved by `hrefForStory`. */
  story?: StoryRef;
  /** Resolved by `hrefForMultilink`. */
  link?: MultilinkLike | null;
  /**
   * `'auto'` (default) follows docs/requirements/pages.md#call-to-action; new-tab links get noopener and a hidden "(opens in a new tab)".
   */
  newTab?: boolean | 'auto';
  children?: ReactNode;
}

/**
 * The design system's one link: internal paths through the app's router link, absolute URLs as anchors; unsafe or empty targets render the
 * children in a `<span>`.
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

/** Its own component, so only new-tab links use the translation hook (docs/requirements/performance.md#uncached-throughput). */
function NewTabNote() {
  const { t } = useUiTranslation();
  return <span className="silca-visually-hidden"> {t('opensInNewTab')}</span>;
}

function mergeRel(existing: string | undefined, add: string): string {
  const parts = new Set([...(existing ?? '').split(/\s+/), ...add.split(/\s+/)].filter(Boolean));
  return [...parts].join(' ');
}
