import { expect, test } from '@playwright/test';

// docs/requirements/forms.md#validation-messages: a message that appears when a field is left must
// not move the control being clicked. Leaving the required e-mail empty by clicking the consent box
// showed the e-mail's message on mousedown, pushed the box 25 px down, and the click was lost.

for (const width of [1280, 375]) {
  test(`at ${width} px, leaving an empty required field by clicking the consent box checks the box`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/en/global/contact-us/request-information');
    const form = page.locator('form[method="post"]').filter({ has: page.locator('input[name="email"]') });
    const email = form.locator('input[name="email"]');
    const phone = form.locator('input[name="phone"]');
    const consent = form.locator('input[name="consent"]');
    await phone.scrollIntoViewIfNeeded();
    // The validation code loads once the form is near (decision 0984): wait until a field validates on blur.
    await phone.fill('12');
    await expect
      .poll(
        async () => {
          await phone.focus();
          await phone.blur();
          return phone.getAttribute('aria-invalid');
        },
        { timeout: 30_000, intervals: [500] },
      )
      .toBe('true');

    // Where the box is in the document (not the viewport: scrolling must not count as a move).
    const top = () => consent.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await consent.scrollIntoViewIfNeeded();
    await email.focus();
    await expect(email).toHaveValue('');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    const before = await top();
    await consent.click();
    await expect(consent).toBeChecked();
    // The e-mail's message did appear, after the click: the box moved only once it was checked.
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(await top()).toBeGreaterThan(before + 10);
  });
}
