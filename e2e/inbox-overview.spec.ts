import { describe, expect, it } from 'vitest';
import { screenshot, signInAsAdmin, specBrowser, VIEWPORTS } from './support';

/** Polls wait up to 10 s: the machine may be busy with other builds. */
const SLOW = { timeout: 10_000 };

const browser = specBrowser();

// The demo seed leaves a consultation and a service request unanswered for about 80 days (close to the
// three-month line) and others past the reply limit: the overview and the menu must say so.
describe('answers due, on the overview and in the menu', () => {
  for (const variant of ['desktop', 'phone'] as const) {
    it(`flags what waits too long and leads to it (${variant})`, async () => {
      const { page, context, errors } = await browser.open(variant);
      try {
        await signInAsAdmin(page);
        await page.goto('/system/warning');
        const overview = page.getByRole('region', { name: '待办答复' });
        await overview.waitFor(SLOW);
        const critical = overview.getByRole('alert');
        await expect.poll(() => critical.count(), SLOW).toBe(2);
        expect(await critical.first().innerText()).toMatch(/项临近3个月仍未答复（最久 \d+ 天），请立即处理/);

        const menu = page.getByRole('navigation', { name: '管理后台菜单' });
        for (const item of ['服务诉求', '咨询管理']) {
          const badge = menu.getByRole('link', { name: new RegExp(item) }).locator('[aria-label$="项超时未答复"]');
          expect(Number(await badge.innerText())).toBeGreaterThan(0);
        }
        await screenshot(page, `inbox-overview-${variant === 'desktop' ? VIEWPORTS.desktop.width : VIEWPORTS.phone.width}`);

        await overview
          .getByRole('link', { name: /临近3个月/ })
          .last()
          .click();
        await page.waitForURL((u) => u.pathname === '/system/questions' && u.searchParams.get('age') === 'critical', SLOW);
        await expect.poll(() => page.getByText('临近三个月未答复').count(), SLOW).toBeGreaterThan(0);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
