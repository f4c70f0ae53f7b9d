import { expect, test } from '@playwright/test';
import { freePort, startNode, waitForHttp, type Spawned } from '../support';

// docs/requirements/content.md#content-outages: when the content server cannot be reached, pages answer the branded error screen with
// 503 and the log names the endpoint; the site recovers when it comes back, with no restart.
test.describe('content outage', () => {
  let site: Spawned;
  let cms: Spawned | undefined;
  let sitePort: number;
  let cmsPort: number;

  test.beforeAll(async () => {
    [sitePort, cmsPort] = await Promise.all([freePort(), freePort()]);
    site = startNode('apps/site-global/server.ts', {
      NODE_ENV: 'production',
      PORT: String(sitePort),
      HOST: '127.0.0.1',
      STORYBLOK_TOKEN: 'local-public',
      STORYBLOK_API_URL: `http://127.0.0.1:${cmsPort}/v2`,
      STORYBLOK_TIMEOUT_MS: '2000',
    });
    await waitForHttp(`http://127.0.0.1:${sitePort}/healthz`);
  });

  test.afterAll(async () => {
    await Promise.all([site?.stop(), cms?.stop()]);
  });

  test('503 branded page while down, 200 after recovery without restart', async ({ page }) => {
    test.setTimeout(90_000);
    const url = `http://127.0.0.1:${sitePort}/en/global/products`;
    const down = await page.goto(url);
    expect(down?.status()).toBe(503);
    expect(down?.headers()['cache-control']).toBe('no-store');
    expect(down?.headers()['retry-after']).toBe('30');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go back to the homepage' })).toBeVisible();
    expect(site.stderr()).toContain(`127.0.0.1:${cmsPort}`);

    cms = startNode('stand-ins/storyblok/src/cli.ts', {
      STORYBLOK_LOCAL_PORT: String(cmsPort),
      STORYBLOK_TOKEN: '',
    });
    await waitForHttp(`http://127.0.0.1:${cmsPort}/v2/cdn/spaces/me?token=local-public`);
    await expect.poll(async () => (await page.request.get(url)).status(), { timeout: 30_000, intervals: [500, 1000] }).toBe(200);
  });
});
