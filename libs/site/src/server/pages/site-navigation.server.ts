import { canonicalPathFor, storyDefaultPath, storyDisplayName, type ContentService, type Story } from '@silca/content';
import { MARKETS, parsePath, type Locale, type Market } from '@silca/i18n';
import { log } from '../http/log';

/** One link of the site navigation: label in the page's locale and the canonical path. */
export interface NavLink {
  label: string;
  href: string;
}

/**
 * The content-driven part of the navigation (docs/requirements/pages.md#public-site-goals, docs/requirements/urls.md#public-routes "every public page reachable"):
 * sub-navigation per main section, keyed by the route family id of the section's own page
 * (`about-us`, `after-sales`, `resources`, `contacts`, `events-and-news`, `products`,
 * `new-solutions`, `industrial-solutions`), the legal pages of the footer and the download area.
 */
export interface SiteNavigationTree {
  sections: Record<string, NavLink[]>;
  legal: NavLink[];
  downloads: NavLink | null;
  /** The privacy policy page in this locale (forms link it next to their consent, docs/requirements/forms.md#contact-form). */
  privacy: NavLink | null;
}

/** An empty tree (content unavailable: the route-table navigation still renders). */
export const EMPTY_NAVIGATION: SiteNavigationTree = { sections: {}, legal: [], downloads: null, privacy: null };

/** Which stories (by path inside the website folder) each section's submenu lists. */
const SECTION_RULES: Array<[section: string, test: (rest: string) => boolean]> = [
  ['products', (r) => r === 'products/automotive' || r === 'products/residential' || /^category\/[^/]+$/.test(r)],
  ['new-solutions', (r) => /^new-solutions\/[^/]+$/.test(r)],
  ['industrial-solutions', (r) => /^industrial-solutions\/[^/]+$/.test(r)],
  ['resources', (r) => /^resources\/[^/]+\/$/.test(r) || r === 'download-area'],
  ['events-and-news', (r) => /^events-and-news\/[^/]+\/$/.test(r)],
  ['after-sales', (r) => /^after-sales\/[^/]+$/.test(r)],
  ['about-us', (r) => /^about-us\/(our-company\/|our-company\/[^/]+|[^/]+)$/.test(r)],
  ['contacts', (r) => /^(contacts|contact-us|forms)\/[^/]+$/.test(r)],
];

/** Legal pages of the footer's bottom bar, in this order (docs/requirements/urls.md#public-routes generic pages). */
const LEGAL = ['privacy-policy', 'cookie-policy', 'terms-of-sale'];

function restOf(story: Pick<Story, 'full_slug' | 'default_full_slug' | 'lang'>): string {
  const slug = storyDefaultPath(story);
  return slug.split('/').slice(1).join('/');
}

function labelOf(story: Story): string {
  const title = (story.content as { title?: unknown }).title;
  return typeof title === 'string' && title.trim() ? title : storyDisplayName(story);
}

/**
 * Builds the tree from the public stories of the market's folders (the market's own first, so a
 * country page replaces the global one at the same path), in `locale`. Stories without a URL in
 * this market and locale are left out; each section lists its pages grouped by sub-folder, then
 * by position and label.
 */
export function buildNavigationTree(stories: Story[], locale: Locale, market: Market): SiteNavigationTree {
  const sections: Record<string, Array<NavLink & { position: number; group: string; start: number }>> = {};
  const legal: NavLink[] = [];
  let downloads: NavLink | null = null;
  const seen = new Set<string>();
  for (const story of stories) {
    const href = canonicalPathFor(story, locale, market);
    if (!href || seen.has(href)) continue;
    // A story is a page only under its own route family: the automotive family page has no
    // ro/ru version, and its ro path would read as a product that does not exist (docs/requirements/urls.md#public-routes).
    const own = canonicalPathFor(story, 'en', MARKETS.global);
    const ownFamily = own ? parsePath(own, MARKETS.global)?.family.id : undefined;
    if (ownFamily && parsePath(href, market)?.family.id !== ownFamily) continue;
    seen.add(href);
    const rest = restOf(story);
    // Athletes are reached from the athletes page, not one by one from the menu.
    if ((story.content as { component?: unknown }).component === 'athlete') continue;
    const link = { label: labelOf(story), href };
    if (rest === 'download-area') downloads = link;
    const legalIndex = LEGAL.indexOf(rest);
    if (legalIndex >= 0) legal[legalIndex] = link;
    for (const [section, test] of SECTION_RULES) {
      if (test(rest))
        (sections[section] ??= []).push({
          ...link,
          position: story.position ?? 0,
          start: story.is_startpage ? 0 : 1,
          group: rest.split('/').slice(0, 2).join('/'),
        });
    }
  }
  const sorted: Record<string, NavLink[]> = {};
  for (const [section, links] of Object.entries(sections)) {
    sorted[section] = links
      // A sub-folder's pages stay together after its own page (our company, then history...).
      .sort((a, b) => a.group.localeCompare(b.group) || a.start - b.start || a.position - b.position || a.label.localeCompare(b.label, locale))
      .map(({ label, href }) => ({ label, href }));
  }
  return { sections: sorted, legal: legal.filter(Boolean), downloads, privacy: legal[0] ?? null };
}

/**
 * Trees already built, per market and locale, with the story pages they were built from. The
 * content client answers a cached listing with the same array until the listing changes (a
 * publish, a new cv), so identical arrays mean an identical tree: building it costs about 2 ms
 * of CPU per request (hundreds of canonical paths), reusing it nothing (docs/requirements/performance.md#uncached-throughput profile).
 */
const trees = new Map<string, { pages: Story[][]; tree: SiteNavigationTree }>();

function memoizedTree(pages: Story[][], locale: Locale, market: Market): SiteNavigationTree {
  const key = `${market.id}|${locale}`;
  const known = trees.get(key);
  if (known && known.pages.length === pages.length && known.pages.every((list, i) => list === pages[i])) return known.tree;
  const tree = buildNavigationTree(pages.flat(), locale, market);
  trees.set(key, { pages, tree });
  return tree;
}

const PER_PAGE = 100;
const MAX_PAGES = 10;

/**
 * Loads the navigation tree of `locale` (a few cached content requests: the market's folders,
 * 100 stories a page, docs/requirements/content.md#client-limits). A content failure gives the empty tree and a warning: the
 * page still renders with the route-table navigation.
 */
export async function loadSiteNavigation(content: ContentService, locale: Locale, market: Market): Promise<SiteNavigationTree> {
  const folders = market.website === 'global' ? ['global/'] : [`${market.website}/`, 'global/'];
  try {
    const pages: Story[][] = [];
    for (const startsWith of folders) {
      for (let page = 1; page <= MAX_PAGES; page++) {
        const list = await content.listStories({ startsWith, language: locale, page, perPage: PER_PAGE });
        pages.push(list.stories);
        if (page * PER_PAGE >= list.total || list.stories.length === 0) break;
      }
    }
    return memoizedTree(pages, locale, market);
  } catch (error) {
    log.warn('navigation: content unavailable, route-table navigation only', { error: String(error) });
    return EMPTY_NAVIGATION;
  }
}

/** The cookie-consent story (docs/requirements/pages.md#page-templates): the cookie policy page, whose title and intro the banner shows. */
export const CONSENT_STORY = 'global/cookie-policy';

/**
 * Title and intro of the cookie-consent story (docs/requirements/pages.md#page-templates `cookie_consent`) in `locale`, for the
 * banner; null when the space has none or content is unavailable (the banner's own strings then).
 */
export async function loadConsentContent(content: ContentService, locale: Locale): Promise<{ title: string; intro: string } | null> {
  try {
    const result = await content.getStory(CONSENT_STORY, { language: locale });
    const c = result?.story.content as { component?: unknown; title?: unknown; intro?: unknown } | undefined;
    if (!c || c.component !== 'cookie_consent' || typeof c.title !== 'string') return null;
    return { title: c.title, intro: typeof c.intro === 'string' ? c.intro : '' };
  } catch (error) {
    log.warn('consent: content unavailable, banner strings only', { error: String(error) });
    return null;
  }
}
