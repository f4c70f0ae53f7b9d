import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findContentDir } from './config';
import { startLocalServer, type LocalServer } from '@silca/stand-in-storyblok';
import { checkSpace } from './space-check';

// docs/requirements/content.md#space-check: what a real space must have, checked at start through the CDN API (docs/running.md).
const servers: LocalServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

async function serve(dir: string): Promise<LocalServer> {
  const server = await startLocalServer({ contentDir: dir });
  servers.push(server);
  return server;
}

describe('checkSpace', () => {
  it('finds nothing missing in the embedded space', async () => {
    const server = await serve(findContentDir(undefined));
    expect(await checkSpace(server.endpoint, 'local-public')).toEqual([]);
  });

  it('names what a space lacks: languages, market folders, stories, the Translatable Slugs app, datasources', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'space-check-'));
    const write = (rel: string, body: unknown) => {
      mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      writeFileSync(path.join(dir, rel), JSON.stringify(body));
    };
    write('space.json', { space: { id: 5, name: 'Half', domain: 'https://x/', version: 1, language_codes: ['it', 'de'], translatable_slugs: false } });
    write('stories/global/home.json', { story: { id: 2, uuid: '00000000-0000-4000-8000-000000000002', name: 'Home', slug: 'home', full_slug: 'global/home', created_at: '2024-01-01T00:00:00Z', content: { _uid: 'h', component: 'page' } } });
    const server = await serve(dir);
    const problems = await checkSpace(server.endpoint, 'local-public');
    expect(problems.map((p) => p.check).sort()).toEqual(['datasource', 'datasource', 'datasource', 'folder', 'folder', 'folder', 'folder', 'languages', 'story', 'translatable-slugs']);
    expect(problems.find((p) => p.check === 'languages')!.message).toContain('es, pt, fr, ro, nl, ru');
    expect(problems.find((p) => p.check === 'story')!.message).toContain('global/settings/route-rules');
  });

  it('says so when the space does not answer the token', async () => {
    const server = await serve(findContentDir(undefined));
    expect(await checkSpace(server.endpoint, 'wrong')).toEqual([{ check: 'unreachable', message: expect.stringContaining('401') }]);
  });
});
