import { LOCALES, MARKET_IDS, MARKETS } from '@silca/i18n';

/** Datasources the forms read (docs/content-model.md, content/datasources). */
export const REQUIRED_DATASOURCES = ['contact-interests', 'country-options', 'media-folders'] as const;
/** Stories the site reads by path besides the pages (route rules, decision 0760). */
export const REQUIRED_STORIES = ['global/home', 'global/settings/route-rules'] as const;

export interface SpaceProblem {
  check: 'languages' | 'folder' | 'story' | 'translatable-slugs' | 'datasource' | 'unreachable';
  message: string;
}

type Get = (path: string, params?: Record<string, string>) => Promise<{ status: number; body: unknown }>;

/**
 * Checks a real space through the CDN API with the public token
 * (docs/requirements/content.md#space-check, docs/running.md). Never throws: a failed request is
 * one `unreachable` problem and the check stops.
 */
export async function checkSpace(endpoint: string, token: string, fetchImpl: typeof fetch = fetch): Promise<SpaceProblem[]> {
  const base = endpoint.replace(/\/+$/, '');
  const get: Get = async (path, params = {}) => {
    const url = new URL(`${base}/cdn/${path}`);
    for (const [k, v] of Object.entries({ ...params, token })) url.searchParams.set(k, v);
    const res = await fetchImpl(url);
    return { status: res.status, body: res.status === 200 ? await res.json() : null };
  };
  const problems: SpaceProblem[] = [];
  try {
    const me = await get('spaces/me');
    if (me.status !== 200) return [{ check: 'unreachable', message: `cdn/spaces/me answered ${me.status}: check STORYBLOK_TOKEN and STORYBLOK_REGION` }];
    const codes = (me.body as { space?: { language_codes?: string[] } }).space?.language_codes ?? [];
    const missing = LOCALES.filter((l) => l !== 'en' && !codes.includes(l));
    if (missing.length) problems.push({ check: 'languages', message: `the space lacks the languages ${missing.join(', ')} (Settings > Internationalization; English is the default language)` });
    for (const website of new Set(MARKET_IDS.map((id) => MARKETS[id].website))) {
      const links = await get('links', { starts_with: `${website}/`, paginated: '1', per_page: '1' });
      if (links.status !== 200 || Object.keys((links.body as { links?: object })?.links ?? {}).length === 0) {
        problems.push({ check: 'folder', message: `no published stories in the root folder "${website}" (the ${website} market's site)` });
      }
    }
    for (const slug of REQUIRED_STORIES) {
      const found = await get(`stories/${slug}`, { language: 'it' });
      if (found.status !== 200) {
        problems.push({ check: 'story', message: `no published story "${slug}"` });
        continue;
      }
      const story = (found.body as { story: { default_full_slug?: unknown; translated_slugs?: unknown } }).story;
      if (slug === 'global/home' && (story.default_full_slug == null || !Array.isArray(story.translated_slugs))) {
        problems.push({ check: 'translatable-slugs', message: 'the Translatable Slugs app is not installed: pages keep English paths in every language' });
      }
    }
    const ds = await get('datasources', { per_page: '100' });
    const slugs = new Set(((ds.body as { datasources?: Array<{ slug: string }> })?.datasources ?? []).map((d) => d.slug));
    for (const name of REQUIRED_DATASOURCES) if (!slugs.has(name)) problems.push({ check: 'datasource', message: `no datasource "${name}" (forms read their options from it)` });
  } catch (error) {
    problems.push({ check: 'unreachable', message: `the space could not be checked: ${(error as Error).message}` });
  }
  return problems;
}
