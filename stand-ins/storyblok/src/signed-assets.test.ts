import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentBackend, type ContentBackend } from '@silca/content';
import { createFixtureSpace } from '@silca/content/testing';
import { startLocalServer } from './server';
import { storyblokStandIn } from './stand-in';

// The embedded stand-in of Storyblok's private assets (docs/requirements/extranet.md#private-files, decision 0800): `cdn/assets/me`
// answers signed, expiring URLs; the private route serves a file only on such a URL.
const FILE = '/f/1/aaaa000001/price-list.pdf';
const PUBLIC_IMG = '/f/1/400x300/abcdef0123/key.png';
let clock = 1_800_000_000;
let backend: ContentBackend;

beforeAll(async () => {
  backend = await startContentBackend({ standIn: storyblokStandIn, env: {}, config: { contentDir: await createFixtureSpace() } });
});
afterAll(() => backend.close());

const origin = () => backend.localServer!.origin;
const assetsMe = (token: string, filename: string) => fetch(`${origin()}/v2/cdn/assets/me?token=${token}&filename=${encodeURIComponent(filename)}`);

describe('embedded cdn/assets/me', () => {
  it('answers 401 without the asset token and 404 for files it does not have, uncached', async () => {
    for (const token of ['', 'local-public', 'nope']) {
      const res = await assetsMe(token, `https://a.storyblok.com${FILE}`);
      expect(res.status, token).toBe(401);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    for (const filename of [
      '',
      'not a url',
      'https://a.storyblok.com/f/1/none/missing.pdf',
      'https://a.storyblok.com/f/1/../../space.json',
      'https://a.storyblok.com/x',
    ]) {
      expect((await assetsMe('local-asset', filename)).status, filename).toBe(404);
    }
  });

  it('signs a private file; the signed URL serves it privately until it expires', async () => {
    const res = await assetsMe('local-asset', `https://a.storyblok.com${FILE}`);
    expect(res.status).toBe(200);
    const { asset } = (await res.json()) as { asset: { signed_url: string; is_private: boolean; content_length: number } };
    expect(asset.is_private).toBe(true);
    expect(asset.signed_url).toMatch(new RegExp(`^${origin()}/private${FILE}\\?exp=\\d+&sig=[\\w-]{43}$`));
    const file = await fetch(asset.signed_url);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(await file.text()).toContain('partner prices');
  });

  it('refuses tampered, unsigned and expired links with 403, uncached', async () => {
    const { asset } = (await (await assetsMe('local-asset', `https://a.storyblok.com${FILE}`)).json()) as { asset: { signed_url: string } };
    const url = new URL(asset.signed_url);
    const tampered = [
      `${origin()}/private${FILE}`,
      `${origin()}/private${FILE}?exp=${url.searchParams.get('exp')}`,
      `${origin()}/private${FILE}?exp=${Number(url.searchParams.get('exp')) + 3600}&sig=${url.searchParams.get('sig')}`,
      `${origin()}/private/f/1/aaaa000001/other.pdf${url.search}`,
    ];
    for (const link of tampered) {
      const res = await fetch(link);
      expect(res.status, link).toBe(403);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(await res.text()).not.toContain('partner prices');
    }
    // A server with a clock of its own: the link works within its 300 s, then not.
    const timed = await startLocalServer({ contentDir: backend.config.contentDir, now: () => clock });
    try {
      const signed = (
        (await (await fetch(`${timed.origin}/v2/cdn/assets/me?token=local-asset&filename=${encodeURIComponent(`https://a.storyblok.com${FILE}`)}`)).json()) as {
          asset: { signed_url: string };
        }
      ).asset.signed_url;
      expect((await fetch(signed)).status).toBe(200);
      // Another server (another secret) refuses it.
      expect((await fetch(signed.replace(timed.origin, origin()))).status).toBe(403);
      clock += 301;
      const late = await fetch(signed);
      expect(late.status).toBe(403);
      expect(late.headers.get('cache-control')).toBe('private, no-store');
      expect(await late.text()).toBe('Link expired');
    } finally {
      await timed.close();
    }
  });

  it('answers a public file with its public URL', async () => {
    const { asset } = (await (await assetsMe('local-asset', `https://a.storyblok.com${PUBLIC_IMG}`)).json()) as {
      asset: { signed_url: string; is_private: boolean };
    };
    expect(asset).toMatchObject({ is_private: false, signed_url: `${origin()}${PUBLIC_IMG}` });
  });
});

describe('content service signedAssetUrl', () => {
  it('asks cdn/assets/me once per file and half-minute and answers null for an unknown file', async () => {
    const before = backend.upstreamRequests();
    const first = await backend.service.signedAssetUrl(FILE);
    const again = await backend.service.signedAssetUrl(FILE);
    expect(first).toMatch(/\/private\/f\/1\/aaaa000001\/price-list\.pdf\?exp=/);
    expect(again).toBe(first);
    expect(backend.upstreamRequests() - before).toBe(1);
    expect(await backend.service.signedAssetUrl('/f/1/none/missing.pdf')).toBeNull();
  });
});
