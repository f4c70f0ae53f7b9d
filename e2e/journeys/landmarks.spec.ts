import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// docs/requirements/pages.md#accessibility: axe's `region` rule (all content inside landmarks; best practice, not a WCAG tag, so
// e2e/public/accessibility.spec.ts does not run it) reported the skip link outside every landmark.
for (const [name, width] of [
  ['desktop', 1280],
  ['phone', 375],
] as const) {
  test(`every element of a page sits in a landmark (axe region), ${name}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 812 });
    for (const path of ['/en/global', '/it/global/prodotti/silca-futura-pro', '/en/global/extranet']) {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withRules(['region']).analyze();
      expect(results.violations.flatMap((v) => v.nodes.map((n) => `${path}: ${n.target.join(' ')}`))).toEqual([]);
    }
  });
}
