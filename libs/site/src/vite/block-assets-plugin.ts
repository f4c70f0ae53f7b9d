import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

/** `build/client/block-assets.json`: the CSS and JS files of each lazy block or template. */
export const BLOCK_ASSETS_FILE = 'block-assets.json';

/** Per Storyblok component: its stylesheets and its JavaScript chunks (with their imports). */
export type BlockAssets = Record<string, { css: string[]; js: string[] }>;

/** Folder of a module in libs/blocks = its Storyblok component name (libs/blocks convention). */
/** A block's or template's folder in libs/blocks (decision 1071: `src/blocks/{name}`, `src/templates/{name}`). */
const BLOCK_FOLDER = /\/libs\/blocks\/src\/(?:blocks|templates)\/([a-z0-9_]+)\//;

/** Entry of the search views' files (libs/site `search/search-view`, loaded lazily, decision 0811). */
export const SEARCH_VIEW_ASSETS = 'site:search-view';

/** Lazily loaded views of libs/site recorded beside the blocks, by module path. */
const SITE_VIEWS: ReadonlyArray<[RegExp, string]> = [[/\/libs\/site\/src\/search\/search-view\.tsx$/, SEARCH_VIEW_ASSETS]];

/**
 * The block or template (its component name, the folder's) or site view a lazily imported module
 * belongs to, the key of its entry in `block-assets.json`; null for any other module.
 * `moduleId` is an absolute path with forward slashes. Implements docs/requirements/performance.md#front-end-budget.
 */
export function lazyComponentOf(moduleId: string): string | null {
  return moduleId.match(BLOCK_FOLDER)?.[1] ?? SITE_VIEWS.find(([re]) => re.test(moduleId))?.[1] ?? null;
}

function collect(bundle: OutputBundle, chunk: OutputChunk, css: Set<string>, js: Set<string>): void {
  if (js.has(chunk.fileName)) return;
  js.add(chunk.fileName);
  for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
  for (const name of chunk.imports) {
    const next = bundle[name];
    if (next?.type === 'chunk') collect(bundle, next, css, js);
  }
}

/**
 * Records, in the client build, which files each lazily loaded block and template needs
 * (decision 0561; not what a block imports lazily itself), and the site's lazy search views ({@link SEARCH_VIEW_ASSETS}). The server links their stylesheets and modulepreloads their chunks in the
 * page head, so a server-rendered page is styled at first paint and hydration does not wait for
 * a second round trip, although blocks load their code lazily (decision 0560).
 */
export function blockAssetsPlugin(): Plugin {
  let ssr = false;
  return {
    name: 'silca-block-assets',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      // Which chunk holds each module: a lazily imported block can end up in a chunk whose facade
      // is another module (DownloadableList, imported statically by the product template too,
      // had no chunk of its own, and its stylesheet was missing from every download area page).
      const chunkOf = new Map<string, OutputChunk>();
      for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') for (const id of chunk.moduleIds) chunkOf.set(id, chunk);
      const map: Record<string, { css: Set<string>; js: Set<string> }> = {};
      for (const moduleId of this.getModuleIds()) {
        const importers = this.getModuleInfo(moduleId)?.dynamicImporters ?? [];
        if (!importers.length) continue;
        const chunk = chunkOf.get(moduleId);
        if (!chunk) continue;
        const id = moduleId.replace(/\\/g, '/');
        const component = lazyComponentOf(id);
        if (!component) continue;
        // A block's own lazy part (custom_form's live validation, decision 0969) loads when the
        // block asks for it, after its first render: not in the page head.
        if (importers.every((importer) => importer.replace(/\\/g, '/').match(BLOCK_FOLDER)?.[1] === component)) continue;
        const entry = (map[component] ??= { css: new Set(), js: new Set() });
        collect(bundle, chunk, entry.css, entry.js);
      }
      const assets: BlockAssets = Object.fromEntries(Object.entries(map).map(([name, { css, js }]) => [name, { css: [...css].sort(), js: [...js].sort() }]));
      this.emitFile({ type: 'asset', fileName: BLOCK_ASSETS_FILE, source: JSON.stringify(assets) });
    },
  };
}
