import type { ServerBuild } from '@remix-run/node';
import type { Story } from '@silca/content';
import { describe, expect, it } from 'vitest';
import { hasRenderableContent } from '@silca/blocks';
import { renderableCheckFrom } from './renderable-check';

const story = (content: Record<string, unknown>) => ({ full_slug: 'global/x', content }) as unknown as Story;
const buildWith = (module: Record<string, unknown>) => ({ entry: { module } }) as unknown as ServerBuild;

describe('renderableCheckFrom (docs/requirements/hardening.md#hardening-goals)', () => {
  it("uses the build's template check, production build or development loader alike", async () => {
    for (const build of [buildWith({ hasRenderableContent }), async () => buildWith({ hasRenderableContent })]) {
      const check = renderableCheckFrom(Promise.resolve(build));
      expect(await check(story({ _uid: 'a', component: 'page', title: 'About', body: [] }))).toBe(true);
      expect(await check(story({ _uid: 'b', component: 'page', title: '', body: [] }))).toBe(false);
      expect(await check(story({ _uid: 'c', component: 'mystery_type' }))).toBe(false);
    }
  });

  it('waits for the build, and a build without the export counts every story', async () => {
    let resolve: (b: ServerBuild) => void = () => undefined;
    const check = renderableCheckFrom(new Promise<ServerBuild>((r) => (resolve = r)));
    const pending = check(story({ component: 'mystery_type' }));
    resolve(buildWith({}));
    expect(await pending).toBe(true);
  });
});
