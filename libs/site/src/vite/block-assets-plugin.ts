import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

export const BLOCK_ASSETS_FILE = 'block-assets.json';

/** Per Storyblok component: stylesheets and JavaScript chunks with their imports. */
export type BlockAssets = Record<string, { css: string[]; js: string[] }>;

/** `src/blocks/{name}`, `src/templates/{name}` (decision 1071). */
const BLOCK_FOLDER = /\/libs\/blocks\/src\/(?:blocks|templates)\/([a-z0-9_]+)\//;

/** Entry of the lazy search views' files (decision 0811). */
export const SEARCH_VIEW_ASSETS = 'site:search-view';

const SITE_VIEWS: ReadonlyArray<[RegExp, string]> = [[/\/libs\/site\/src\/search\/search-view\.tsx$/, SEARCH_VIEW_ASSETS]];

/**
 * The block, template or site view a lazy module belongs to (its `block-assets.json` key), or null. `moduleId`: absolute, forward slashes.
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

/** Records each lazy block's files, so pages link their CSS and preload their chunks (decisions 0560, 0561). */
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
      // A lazy block can sit in a chunk whose facade is another module, so chunks are looked up by module.
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
        // A block's own lazy part (decision 0969) loads after its first render: not in the head.
        if (importers.every((importer) => importer.replace(/\\/g, '/').match(BLOCK_FOLDER)?.[1] === component)) continue;
        const entry = (map[component] ??= { css: new Set(), js: new Set() });
        collect(bundle, chunk, entry.css, entry.js);
      }
      const assets: BlockAssets = Object.fromEntries(Object.entries(map).map(([name, { css, js }]) => [name, { css: [...css].sort(), js: [...js].sort() }]));
      this.emitFile({ type: 'asset', fileName: BLOCK_ASSETS_FILE, source: JSON.stringify(assets) });
    },
  };
}
