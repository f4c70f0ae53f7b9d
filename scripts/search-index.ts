/**
 * `npm run search:index` (docs/requirements/search.md#indexes-and-records): builds every search index (public and extranet, per market
 * and locale) from the published stories, with a progress bar and a summary.
 * - With ALGOLIA_APP_ID + ALGOLIA_ADMIN_KEY (+ ALGOLIA_SEARCH_KEY): writes to Algolia through
 *   algoliasearch (`replaceAllObjects`: searches never see a half-built index).
 * - Without: builds them in a throw-away embedded twin and reports the same figures (a dry run
 *   of the content: records per index, stories, time); the site builds its own at start.
 * Content comes from Storyblok (STORYBLOK_TOKEN) or the embedded space, as for the site.
 * Stories with nothing renderable (a content type without a schema, or content failing it: their
 * page answers 404, docs/requirements/hardening.md#partial-content) get no records; the check is
 * the server's own, `hasRenderableContent` of `@silca/blocks/content` (decision 0953).
 * Options: `--market=italy` (repeatable) limits the markets. Exit code 1 on failure.
 */
import { hasRenderableContent } from '@silca/blocks/content';
import { startContentBackend } from '@silca/content';
import { MARKET_IDS, type MarketId } from '@silca/i18n';
import { startSearchBackend } from '@silca/search';
import { algoliaStandIn } from '@silca/stand-in-algolia';
import { storyblokStandIn } from '@silca/stand-in-storyblok';

const markets = process.argv
  .filter((a) => a.startsWith('--market='))
  .map((a) => a.slice('--market='.length))
  .filter((m): m is MarketId => (MARKET_IDS as readonly string[]).includes(m));

function bar(done: number, total: number, width = 28): string {
  const filled = Math.round((done / total) * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(done).padStart(String(total).length)}/${total}`;
}

const tty = process.stdout.isTTY;
const content = await startContentBackend({ standIn: storyblokStandIn, env: process.env });
const isRenderable = (story: { content: unknown }) => hasRenderableContent(story.content);
const search = await startSearchBackend({
  standIn: algoliaStandIn,
  env: { ...process.env },
  content: content.service,
  markets: markets.length ? markets : undefined,
  buildOnStart: false,
  isRenderable,
});
let status = 0;
try {
  const started = Date.now();
  const summary = await search.service.rebuild((done, total, index, records) => {
    const line = `${bar(done, total)} ${index} (${records} records)`;
    process.stdout.write(tty ? `\r\x1b[2K${line}` : `${line}\n`);
  });
  if (tty) process.stdout.write('\n');
  const rows = Object.entries(summary.byIndex).map(([name, n]) => `  ${name.padEnd(36)} ${String(n).padStart(6)}`);
  process.stdout.write(
    [
      '',
      `Search indexes built (${search.config.mode === 'algolia' ? `Algolia app ${search.config.appId}` : 'embedded twin, dry run'})`,
      ...rows,
      '',
      `  indexes ${summary.indexes}, records ${summary.records}, stories ${summary.stories}, ${((Date.now() - started) / 1000).toFixed(1)} s`,
      '',
    ].join('\n'),
  );
} catch (error) {
  process.stderr.write(`search:index failed: ${(error as Error).message}\n`);
  status = 1;
} finally {
  await search.close();
  await content.close();
}
process.exit(status);
