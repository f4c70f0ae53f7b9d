import { AccessMap, EXTRANET_ROOT, storyDefaultPath, type ContentService, type Story } from '@silca/content';
import { MARKET_IDS, MARKETS, type Locale, type Market, type MarketId } from '@silca/i18n';
import type { Algoliasearch } from 'algoliasearch';
import { indexName, indexSettings, storyRecords, type SearchRecord } from './records';
import { indexSynonyms } from './site-synonyms';

/** Whether a story has a page to show (docs/requirements/hardening.md#partial-content); others get no records. */
export type RenderableCheck = (story: Story) => boolean | Promise<boolean>;

/** One index to build: its name, market, locale and whether it is an extranet index. */
export interface IndexPlan {
  name: string;
  market: Market;
  locale: Locale;
  extranet: boolean;
}

/** Every index of the platform (docs/requirements/search.md#indexes-and-records). */
export function allIndexes(prefix: string, markets: readonly MarketId[] = MARKET_IDS): IndexPlan[] {
  return markets.flatMap((id) => {
    const market = MARKETS[id];
    return market.locales.flatMap((locale) => [false, true].map((extranet) => ({ name: indexName(prefix, id, locale, extranet), market, locale, extranet })));
  });
}

const PER_PAGE = 100;
const MAX_PAGES = 50;

/** Story folders a market's pages come from: its own first, then `global/` (docs/requirements/content.md#space-layout). */
export function marketFolders(market: Market, extranet: boolean): string[] {
  if (extranet) return ['global/extranet/'];
  return market.website === 'global' ? ['global/'] : [`${market.website}/`, 'global/'];
}

/** Reads published stories, memoised per folder and language; extranet folders only here, never for a request. */
export class StoryReader {
  private lists = new Map<string, Promise<Story[]>>();
  constructor(private readonly content: ContentService) {}

  list(folder: string, language: Locale): Promise<Story[]> {
    const key = `${folder}|${language}`;
    let p = this.lists.get(key);
    if (!p) {
      p = this.read(folder, language);
      this.lists.set(key, p);
    }
    return p;
  }

  private async read(folder: string, language: Locale): Promise<Story[]> {
    const out: Story[] = [];
    const includeExtranet = folder.startsWith('global/extranet');
    for (let page = 1; page <= MAX_PAGES; page++) {
      const list = await this.content.listStories({ startsWith: folder, language, page, perPage: PER_PAGE, includeExtranet });
      out.push(...list.stories.filter((s) => !(s as Story & { is_folder?: boolean }).is_folder));
      if (out.length >= list.total || list.stories.length < PER_PAGE) break;
    }
    return out;
  }
}

/** Titles of each story (by uuid) in every language the reader was asked for. */
async function titlesByStory(reader: StoryReader, folder: string, locales: readonly Locale[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const locale of locales) {
    for (const s of await reader.list(folder, locale)) {
      const t = String(s.content.title ?? s.content.name ?? s.name ?? '');
      const list = out.get(s.uuid) ?? [];
      if (t && !list.includes(t)) list.push(t);
      out.set(s.uuid, list);
    }
  }
  return out;
}

const ALT_LOCALES: readonly Locale[] = ['en', 'it', 'de', 'es', 'fr', 'pt', 'nl', 'ro', 'ru'];

/**
 * The records of one index: the market's folders in that locale, each page once (the market
 * folder wins over `global/`); stories `isRenderable` rejects get none.
 */
export async function recordsFor(
  plan: IndexPlan,
  reader: StoryReader,
  onlyStoryIds?: ReadonlySet<number>,
  isRenderable: RenderableCheck = () => true,
): Promise<SearchRecord[]> {
  const out: SearchRecord[] = [];
  const seen = new Set<string>();
  const access = plan.extranet ? new AccessMap(await reader.list(EXTRANET_ROOT, plan.locale)) : null;
  for (const folder of marketFolders(plan.market, plan.extranet)) {
    // Fewer languages for a country folder: fewer content requests at Storyblok's 5 per second.
    const altLocales = folder.startsWith('global/') ? ALT_LOCALES : [...new Set<Locale>([plan.locale, 'en'])];
    const alts = await titlesByStory(reader, folder, altLocales);
    for (const story of await reader.list(folder, plan.locale)) {
      if (onlyStoryIds && !onlyStoryIds.has(story.id)) continue;
      if (!(await isRenderable(story))) continue;
      const records = storyRecords(story, plan, alts.get(story.uuid) ?? [], access?.ruleForStory(story));
      const url = records[0]?.url;
      if (!url || seen.has(url)) continue;
      seen.add(url);
      out.push(...records);
    }
  }
  return out;
}

/** Progress of a build: called after each index. */
export type BuildProgress = (done: number, total: number, index: string, records: number) => void;

/** What a build did (the summary of `npm run search:index`). */
export interface BuildSummary {
  indexes: number;
  records: number;
  stories: number;
  byIndex: Record<string, number>;
  ms: number;
}

/**
 * Builds every index (docs/requirements/search.md#indexes-and-records): settings, synonyms, then
 * all records through `replaceAllObjects`, so searches never see a half-built index (`atomic:
 * false` for the embedded twin, which writes synchronously). Needs the admin key's client.
 */
export async function buildIndexes(
  client: Algoliasearch,
  content: ContentService,
  opts: { prefix: string; markets?: readonly MarketId[]; onProgress?: BuildProgress; atomic?: boolean; isRenderable?: RenderableCheck },
): Promise<BuildSummary> {
  const started = Date.now();
  const plans = allIndexes(opts.prefix, opts.markets);
  const reader = new StoryReader(content);
  const byIndex: Record<string, number> = {};
  const stories = new Set<string>();
  let done = 0;
  let records = 0;
  for (const plan of plans) {
    const recs = await recordsFor(plan, reader, undefined, opts.isRenderable);
    await client.setSettings({ indexName: plan.name, indexSettings: indexSettings(plan.locale) as never });
    await client.saveSynonyms({ indexName: plan.name, synonymHit: indexSynonyms(plan.locale), replaceExistingSynonyms: true });
    if (opts.atomic === false) {
      await client.clearObjects({ indexName: plan.name });
      for (let i = 0; i < recs.length; i += 1000) {
        await client.batch({
          indexName: plan.name,
          batchWriteParams: {
            requests: recs.slice(i, i + 1000).map((body) => ({ action: 'updateObject' as const, body: body as unknown as Record<string, unknown> })),
          },
        });
      }
    } else {
      await client.replaceAllObjects({ indexName: plan.name, objects: recs as never[], batchSize: 500 });
    }
    byIndex[plan.name] = recs.length;
    records += recs.length;
    recs.forEach((r) => stories.add(r.storyId));
    done++;
    opts.onProgress?.(done, plans.length, plan.name, recs.length);
  }
  return { indexes: plans.length, records, stories: stories.size, byIndex, ms: Date.now() - started };
}

/**
 * Brings the records of one story up to date in every index
 * (docs/requirements/search.md#indexes-and-records): deletes its old records, then saves its
 * current ones where it has a page. Returns records written per index.
 */
export async function reindexStory(
  client: Algoliasearch,
  content: ContentService,
  event: { action: string; storyId?: number; fullSlug?: string },
  opts: { prefix: string; markets?: readonly MarketId[]; isRenderable?: RenderableCheck },
): Promise<Record<string, number>> {
  const plans = allIndexes(opts.prefix, opts.markets);
  const slug = event.fullSlug?.replace(/^\/+|\/+$/g, '');
  const removing = event.action === 'unpublished' || event.action === 'deleted';
  let storyId = event.storyId;
  if (storyId === undefined && slug && !removing) {
    storyId = (await content.getStory(slug, { language: 'en' }).catch(() => null))?.story.id;
  }
  const clauses = [storyId !== undefined ? `sid:"${storyId}"` : null, slug ? `slug:"${slug.replace(/"/g, '')}"` : null].filter(Boolean);
  if (!clauses.length) return {};
  const written: Record<string, number> = {};
  const versions = new Map<Locale, Story>();
  if (!removing && slug) {
    for (const locale of ALT_LOCALES) {
      const found = await content.getStory(slug, { language: locale }).catch(() => null);
      if (found) versions.set(locale, found.story);
    }
  }
  const alt = [...new Set([...versions.values()].map((s) => String(s.content.title ?? s.content.name ?? s.name ?? '')).filter(Boolean))];
  let access: AccessMap | null = null;
  const extranetAccess = async () => (access ??= new AccessMap(await new StoryReader(content).list(EXTRANET_ROOT, 'en')));
  for (const plan of plans) {
    await client.deleteBy({ indexName: plan.name, deleteByParams: { filters: clauses.join(' OR ') } });
    written[plan.name] = 0;
    const story = versions.get(plan.locale);
    if (removing || !story || !(await (opts.isRenderable?.(story) ?? true))) continue;
    const storySlug = storyDefaultPath(story);
    if (!marketFolders(plan.market, plan.extranet).some((f) => storySlug.startsWith(f))) continue;
    const recs = storyRecords(story, plan, alt, plan.extranet ? (await extranetAccess()).ruleForStory(story) : undefined);
    if (recs.length) {
      await client.saveObjects({ indexName: plan.name, objects: recs as never[] });
      written[plan.name] = recs.length;
    }
  }
  return written;
}
