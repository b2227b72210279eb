import { describe, expect, it } from 'vitest';
import { specBrowser } from './support';

/**
 * The spec's scroll reveal (§9, 80 px; issue 29): the home page's blocks below the fold are hidden only once the
 * script runs and fade in as they come into view; under reduced motion nothing is hidden; without JavaScript every
 * block is there.
 */

const browser = specBrowser();
const pending = '[data-reveal].reveal-pending';
const lastBlock = 'main [data-reveal] >> nth=-1';

describe('scroll reveal', () => {
  it('reveals a block below the fold as it is scrolled into view', async () => {
    const { page, errors } = await browser.open();
    await page.goto('/');
    // Armed after hydration: the blocks below the fold wait, those in view show at once.
    await expect.poll(() => page.locator(pending).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const last = page.locator(lastBlock);
    expect(await last.getAttribute('class')).toContain('reveal-pending');
    expect(await last.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    const first = page.locator('main [data-reveal]').first();
    expect(await first.getAttribute('class')).not.toContain('reveal-pending');

    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.getAttribute('class'), { timeout: 5_000 }).toContain('is-revealed');
    expect(await last.getAttribute('class')).not.toContain('reveal-pending');
    await expect.poll(() => last.evaluate((el) => getComputedStyle(el).opacity), { timeout: 5_000 }).toBe('1');
    expect(errors).toEqual([]);
  });

  it('hides nothing for a person who asked for reduced motion', async () => {
    const { page, errors } = await browser.open('desktop', { reducedMotion: 'reduce' });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // Wait for hydration (the reveal would have armed by then).
    await expect.poll(() => page.evaluate(() => document.querySelectorAll('[data-reveal]').length)).toBeGreaterThan(3);
    await page.waitForTimeout(500);
    expect(await page.locator(pending).count()).toBe(0);
    expect(await page.locator(lastBlock).evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    expect(errors).toEqual([]);
  });

  it('shows every block without JavaScript', async () => {
    const { page } = await browser.open('desktop', { javaScriptEnabled: false });
    await page.goto('/company');
    expect(await page.locator('[data-reveal]').count()).toBe(2);
    expect(await page.locator(pending).count()).toBe(0);
    expect(await page.locator('main [data-reveal] >> nth=-1').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  });
});
