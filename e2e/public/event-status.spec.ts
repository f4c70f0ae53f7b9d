import { expect, test } from '@playwright/test';

// docs/requirements/content.md#event-call-to-action: an ended event never invites the visitor to "come and try";
// planned and live ones do; the words are the page's language.
const ENDED = '/events-and-news/events/practical-world-2024';
const PLANNED = '/events-and-news/events/eisenwarenmesse-2027';

const LOCALES: Array<[string, RegExp, RegExp]> = [
  ['/en/global', /This event has ended/, /Come and try/i],
  ['/it/global', /Questo evento si è concluso/, /Vieni a trovarci/i],
  ['/de/global', /Diese Veranstaltung ist beendet/, /Besuchen Sie uns/i],
  ['/ru/global', /Это мероприятие завершилось/, /Приходите опробовать/i],
];

test('an ended event says it has ended and invites nobody, in every sampled language; a planned one invites', async ({ page, request }) => {
  test.setTimeout(90_000);
  // The ended and planned events' pages in each locale, from the English page's language links.
  const en = await request.get(`/en/global${ENDED}`);
  expect(en.status()).toBe(200);
  const endedAlternates = Object.fromEntries([...(await en.text()).matchAll(/hreflang="([a-z]{2})" href="https?:\/\/[^/]+([^"]+)"/g)].map((m) => [m[1], m[2]]));
  const planned = await request.get(`/en/global${PLANNED}`);
  const plannedAlternates = Object.fromEntries(
    [...(await planned.text()).matchAll(/hreflang="([a-z]{2})" href="https?:\/\/[^/]+([^"]+)"/g)].map((m) => [m[1], m[2]]),
  );
  for (const [home, ended, invite] of LOCALES) {
    const lang = home.slice(1, 3);
    await page.goto(endedAlternates[lang] ?? `${home}${ENDED}`);
    const main = page.locator('main');
    await expect(main).toContainText(ended);
    await expect(main).not.toContainText(invite);
    await page.goto(plannedAlternates[lang] ?? `${home}${PLANNED}`);
    await expect(page.locator('main')).toContainText(invite);
    await expect(page.locator('main')).not.toContainText(ended);
  }
});
