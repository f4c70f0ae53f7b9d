import { canonicalPathFor, storyDefaultPath, storyDisplayName, type ContentService, type Story } from '@silca/content';
import { MARKETS, parsePath, type Locale, type Market } from '@silca/i18n';
import { log } from '../http/log';

/** One link of the site navigation: label in the page's locale, canonical path. */
export interface NavLink {
  label: string;
  href: string;
}

/**
 * The content-driven part of the navigation (docs/requirements/content.md#site-navigation): submenus keyed by the route
 * family id of the section's page (`about-us`, `products`...), the footer's legal pages and the download area.
 */
export interface SiteNavigationTree {
  sections: Record<string, NavLink[]>;
  legal: NavLink[];
  downloads: NavLink | null;
  /** The privacy policy page, linked by forms (docs/requirements/forms.md#contact-form). */
  privacy: NavLink | null;
}

/** The tree when content is unavailable. */
export const EMPTY_NAVIGATION: SiteNavigationTree = { sections: {}, legal: [], downloads: null, privacy: null };

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

/** Legal pages of the footer, in this order. */
const LEGAL = ['privacy-policy', 'cookie-policy', 'terms-of-sale'];

function restOf(story: Pick<Story, 'full_slug' | 'default_full_slug' | 'lang'>): string {
  const slug = storyDefaultPath(story);
  return slug.split('/').slice(1).join('/');
}

function labelOf(story: Story): string {
  const title = (story.content as { title?: unknown }).title;
  return typeof title === 'string' && title.trim() ? title : storyDisplayName(story);
}

/** Builds the tree from the market's public stories, its own folder's first (they replace global ones at the same path). */
export function buildNavigationTree(stories: Story[], locale: Locale, market: Market): SiteNavigationTree {
  const sections: Record<string, Array<NavLink & { position: number; group: string; start: number }>> = {};
  const legal: NavLink[] = [];
  let downloads: NavLink | null = null;
  const seen = new Set<string>();
  for (const story of stories) {
    const href = canonicalPathFor(story, locale, market);
    if (!href || seen.has(href)) continue;
    // A story is a page only under its own family: ro and ru lack the automotive family (docs/requirements/urls.md#public-routes).
    const own = canonicalPathFor(story, 'en', MARKETS.global);
    const ownFamily = own ? parsePath(own, MARKETS.global)?.family.id : undefined;
    if (ownFamily && parsePath(href, market)?.family.id !== ownFamily) continue;
    seen.add(href);
    const rest = restOf(story);
    // docs/requirements/content.md#site-navigation: athletes are reached from their listing.
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
      // A sub-folder's pages stay together after its own page.
      .sort((a, b) => a.group.localeCompare(b.group) || a.start - b.start || a.position - b.position || a.label.localeCompare(b.label, locale))
      .map(({ label, href }) => ({ label, href }));
  }
  return { sections: sorted, legal: legal.filter(Boolean), downloads, privacy: legal[0] ?? null };
}

/**
 * Trees per market and locale with the listings they came from: the content client returns the same arrays until
 * a listing changes, so identical arrays mean an identical tree (docs/requirements/performance.md#uncached-throughput).
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

/** Loads the navigation tree of `locale`; a content failure gives the empty tree and a warning (docs/requirements/content.md#site-navigation). */
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

/** Title and intro of the cookie-consent story in `locale`, for the banner; null when missing or unavailable. */
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
