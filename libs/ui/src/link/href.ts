/**
 * Link shapes and the default link resolution used when no app provides its own
 * (Storybook, tests, the publish smoke test). The app overrides these through
 * `LinkProvider` with locale- and market-aware versions (libs/i18n route table).
 */

/** A story reference: a story object as the Content Delivery API returns it, or a full_slug. */
export type StoryRef =
  | string
  | {
      full_slug: string;
      lang?: string;
      translated_slugs?: { path: string; lang: string; name?: string | null }[] | null;
    };

/** A Storyblok multilink field (docs/content-model.md, "Common field shapes"). */
export interface MultilinkLike {
  id?: string;
  url?: string;
  cached_url?: string;
  linktype?: 'story' | 'url' | 'email' | 'asset' | string;
  fieldtype?: 'multilink' | string;
  email?: string;
  target?: '_blank' | '_self' | string;
  anchor?: string;
  story?: { full_slug: string; lang?: string; translated_slugs?: { path: string; lang: string }[] | null };
}

/** The resolved target of a link: `href` is '' when there is nothing safe to link to. */
export interface ResolvedHref {
  href: string;
  external: boolean;
}

/** Schemes that run code or smuggle content: never rendered as an href. */
const UNSAFE_SCHEME = /^(?:javascript|vbscript|data|file|blob):/i;

/**
 * True when `url` is safe to put in an `href`: relative paths, anchors, `http(s):`, `mailto:`,
 * `tel:`. Control characters and whitespace inside the scheme are stripped before the check,
 * as browsers do (`java\nscript:` is `javascript:`).
 */
export function isSafeHref(url: string | null | undefined): boolean {
  if (typeof url !== 'string' || url.trim() === '') return false;
  // eslint-disable-next-line no-control-regex
  const normalized = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return !UNSAFE_SCHEME.test(normalized);
}

/**
 * True for an absolute URL (`scheme:` or protocol-relative `//host`); such links are rendered
 * as plain `<a>`, never through the router.
 */
export function isAbsoluteUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

/**
 * Default story href: `/{path}` where path is the translated slug for `story.lang` when present,
 * else `full_slug`. Trailing slashes are removed (docs/requirements/urls.md#trailing-slash: no trailing slash); `home` and
 * an empty slug map to `/`. Apps replace this with the route-table-aware version.
 */
export function defaultHrefForStory(story: StoryRef): string {
  let path: string;
  if (typeof story === 'string') {
    path = story;
  } else {
    const translated = story.lang ? story.translated_slugs?.find((entry) => entry.lang === story.lang)?.path : undefined;
    path = translated ?? story.full_slug ?? '';
  }
  path = path.replace(/^\/+/, '').replace(/\/+$/, '');
  if (path === '' || path === 'home') return '/';
  return `/${path}`;
}

/**
 * Default multilink resolution (Storyblok multilink, docs/content-model.md):
 * - `story`: the resolved story's href if present, else `/{cached_url}`; internal.
 * - `url`: as given; external when absolute.
 * - `email`: `mailto:{email}`; external.
 * - `asset`: the asset URL; external.
 * An `anchor` is appended as `#anchor`. Unsafe or empty targets give `{ href: '' }`.
 */
export function defaultHrefForMultilink(link: MultilinkLike | null | undefined, hrefForStory: (story: StoryRef) => string = defaultHrefForStory): ResolvedHref {
  const none: ResolvedHref = { href: '', external: false };
  if (!link || typeof link !== 'object') return none;
  let href = '';
  let external = false;
  switch (link.linktype) {
    case 'email': {
      const address = (link.email ?? link.url ?? '').replace(/^mailto:/i, '').trim();
      if (!address) return none;
      href = `mailto:${address}`;
      external = true;
      break;
    }
    case 'story': {
      if (link.story?.full_slug !== undefined) href = hrefForStory(link.story);
      else if (link.cached_url || link.url) href = hrefForStory(link.cached_url || link.url || '');
      break;
    }
    default: {
      href = (link.url || link.cached_url || '').trim();
      external = href !== '' && isAbsoluteUrl(href);
      if (link.linktype === 'asset' && href) external = true;
    }
  }
  if (!href || !isSafeHref(href)) return none;
  if (link.anchor) href = `${href.split('#')[0]}#${link.anchor.replace(/^#/, '')}`;
  return { href, external };
}

/**
 * docs/requirements/pages.md#call-to-action: an `https://` or `mailto:` target opens in a new tab (with
 * `rel="noopener noreferrer"`); everything else opens in the same tab.
 */
export function opensInNewTab(href: string): boolean {
  return /^(?:https:\/\/|mailto:)/i.test(href.trim());
}
