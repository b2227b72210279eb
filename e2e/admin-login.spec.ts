import { describe, expect, it } from 'vitest';
import { screenshot, signInAsAdmin, specBrowser, type Variant } from './support';

const browser = specBrowser();

describe('administrator sign-in through the login page', () => {
  it.each<Variant>(['desktop', 'phone'])('reaches the back office (%s)', async (variant) => {
    const { page, context, errors } = await browser.open(variant);
    try {
      await signInAsAdmin(page);
      expect(new URL(page.url()).pathname).toMatch(/^\/system(\/|$)/);
      const cookies = await context.cookies();
      expect(cookies.find((c) => c.name === 'token')?.httpOnly).toBe(true);
      await screenshot(page, `admin-system-${variant}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('stays on the login page with the message for a wrong password', async () => {
    const { page, context, errors } = await browser.open();
    try {
      await page.goto('/staff/login');
      await page.getByLabel('账户', { exact: true }).fill('admin');
      await page.getByLabel('密码', { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: /^登\s*录$/ }).click();
      await expect.poll(() => page.getByText('账户或密码错误').count()).toBeGreaterThan(0);
      expect(new URL(page.url()).pathname).toBe('/staff/login');
      // The form posts back with HTTP 400; the browser reports that response, nothing else may fail.
      expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
