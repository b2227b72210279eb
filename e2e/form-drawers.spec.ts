import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, signInAsAdmin, specBrowser, textOf } from './support';

/**
 * The back office's form drawers (components/FormDrawer.tsx) do not lose what staff typed to a stray Escape, a
 * click beside the drawer, its × or 取消: with changes they ask 「放弃未保存的修改吗？」 first; 继续编辑 keeps the
 * drawer and its text, 放弃修改 closes it. A drawer opened and left unchanged, the rich-text body included (the
 * editor's own form of a stored body is not a change), closes at once. Read-only: nothing is saved here.
 */

const SLOW = { timeout: 15_000 };
const DISCARD_PROMPT = '放弃未保存的修改吗？';

const browser = specBrowser();

async function policiesPage(): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await browser.open();
  await signInAsAdmin(page);
  await page.goto('/system/policies');
  await expect.poll(() => textOf(page.locator('main')), SLOW).toContain('新建政策');
  return { page, errors };
}

const discardConfirm = (page: Page) => page.locator('.ant-modal-confirm').filter({ hasText: DISCARD_PROMPT });
const drawerOf = (page: Page, title: string) => page.getByRole('dialog').filter({ hasText: title });

describe('form drawers keep unsaved changes', () => {
  it('a new policy: unchanged, Escape closes at once; typed, Escape asks; 继续编辑 keeps the text; × then 放弃修改 closes', async () => {
    const { page, errors } = await policiesPage();
    const drawer = drawerOf(page, '新建政策');
    const title = drawer.getByLabel('标题', { exact: true });

    await page.getByRole('button', { name: '新建政策' }).click();
    await title.waitFor(SLOW);
    await drawer.getByRole('textbox', { name: '政策正文' }).waitFor(SLOW);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden', ...SLOW });
    expect(await discardConfirm(page).count()).toBe(0);

    await page.getByRole('button', { name: '新建政策' }).click();
    await title.waitFor(SLOW);
    await title.fill('关于开展园区企业走访的通知');
    await page.keyboard.press('Escape');
    await discardConfirm(page).waitFor(SLOW);
    await screenshot(page, 'form-drawer-discard-question');
    // Focus waits on the safe choice.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''), SLOW).toBe('继续编辑');
    await discardConfirm(page).getByRole('button', { name: '继续编辑' }).click();
    await discardConfirm(page).waitFor({ state: 'hidden', ...SLOW });
    expect(await drawer.isVisible()).toBe(true);
    expect(await title.inputValue()).toBe('关于开展园区企业走访的通知');

    await drawer.locator('.ant-drawer-close').click();
    await discardConfirm(page).waitFor(SLOW);
    await discardConfirm(page).getByRole('button', { name: '放弃修改' }).click();
    await drawer.waitFor({ state: 'hidden', ...SLOW });

    // Opened again: a fresh, empty form.
    await page.getByRole('button', { name: '新建政策' }).click();
    await title.waitFor(SLOW);
    expect(await title.inputValue()).toBe('');
    expect(errors).toEqual([]);
  });

  it('text typed only in the rich-text body counts: 取消 asks; an existing policy opened and left alone closes at once', async () => {
    const { page, errors } = await policiesPage();
    const created = drawerOf(page, '新建政策');
    await page.getByRole('button', { name: '新建政策' }).click();
    const body = created.getByRole('textbox', { name: '政策正文' });
    await body.waitFor(SLOW);
    await body.click();
    await page.keyboard.type('申报材料请于月底前提交。');
    await created.getByRole('button', { name: /^取\s*消$/ }).click();
    await discardConfirm(page).waitFor(SLOW);
    await discardConfirm(page).getByRole('button', { name: '放弃修改' }).click();
    await created.waitFor({ state: 'hidden', ...SLOW });

    // A demo policy with a stored body: its editor loads and normalises it, which is not a change.
    await page
      .getByRole('button', { name: /^编\s*辑$/ })
      .first()
      .click();
    const edited = drawerOf(page, '编辑政策');
    await edited.getByRole('textbox', { name: '政策正文' }).waitFor(SLOW);
    await expect.poll(() => textOf(edited.getByRole('textbox', { name: '政策正文' })), SLOW).not.toBe('');
    await page.keyboard.press('Escape');
    await edited.waitFor({ state: 'hidden', ...SLOW });
    expect(await discardConfirm(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
