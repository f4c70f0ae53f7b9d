import type { ServerBuild } from '@remix-run/node';
import type { Story } from '@silca/content';

/** What the Remix build's entry module exports for the server (libs/site/src/app/entry.server.tsx). */
interface EntryExports {
  hasRenderableContent?: (content: unknown) => boolean;
}

/**
 * The template check of libs/blocks (`hasRenderableContent`: known content type whose fields pass
 * its schema, docs/requirements/hardening.md#hardening-goals) for code of the HTTP server, which cannot import libs/blocks itself (its
 * components load CSS modules, which only the Vite/Remix build handles): the build's entry module
 * re-exports it. `build` resolves to the production build or the development loader once the
 * server has it. Returns `(story) => Promise<boolean>`; a build without the export counts every
 * story as renderable (the page loader still answers 404 for them).
 */
export function renderableCheckFrom(build: Promise<ServerBuild | (() => Promise<ServerBuild>)>): (story: Story) => Promise<boolean> {
  let check: Promise<(content: unknown) => boolean> | undefined;
  const load = async () => {
    const b = await build;
    const loaded = typeof b === 'function' ? await b() : b;
    return (loaded.entry.module as EntryExports).hasRenderableContent ?? (() => true);
  };
  return async (story) => {
    check ??= load();
    return (await check)(story.content);
  };
}
