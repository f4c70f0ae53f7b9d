/** Link shapes and default resolution for Storybook, tests and the smoke test; the app's `LinkProvider` replaces them. */

/** A Content Delivery API story or a full_slug. */
export type StoryRef =
  | string
  | {
      full_slug: string;
      lang?: string;
      translated_slugs?: { path: string; lang: string; name?: string | null }[] | null;
    };

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

/** `href` is '' when nothing is safe to link to. */
export interface ResolvedHref {
  href: string;
  external: boolean;
}

/** Schemes that run code or smuggle content. */
const UNSAFE_SCHEME = /^(?:javascript|vbscript|data|file|blob):/i;

/**
 * True for relative paths, anchors, `http(s):`, `mailto:`, `tel:`; control characters and whitespace in the scheme are stripped first, as
 * browsers do (`java\nscript:`).
 */
export function isSafeHref(url: string | null | undefined): boolean {
  if (typeof url !== 'string' || url.trim() === '') return false;
  // eslint-disable-next-line no-control-regex
  const normalized = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return !UNSAFE_SCHEME.test(normalized);
}

/** True for `scheme:` or `//host`: a plain `<a>`, never the router. */
export function isAbsoluteUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

/**
 * `/{path}` of the translated slug for `story.lang`, else `full_slug`, without trailing slash (docs/requirements/urls.md#trailing-slash);
 * `home` and empty give `/`.
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
 * Default multilink resolution: `story` internal (`/{cached_url}` without a resolved story), `url` as given, `email` as `mailto:`, `asset`
 * external; `anchor` appended. Unsafe or empty: `{ href: '' }`.
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

/** `https://` and `mailto:` open in a new tab (docs/requirements/pages.md#call-to-action). */
export function opensInNewTab(href: string): boolean {
  return /^(?:https:\/\/|mailto:)/i.test(href.trim());
}
