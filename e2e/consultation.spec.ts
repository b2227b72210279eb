import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { personalToken as qrPersonalToken } from './qr-support';
import { api, baseUrl, screenshot, settled, specBrowser, watch } from './support';

/** Polls wait up to 10 s: the machine may be busy with other builds. */
const SLOW = { timeout: 10_000 };

const browser = specBrowser();

/** A personal user signed in through the QR demo (web_login → scan_confirm → checkStatus hands out the token). */
async function personalToken(nickname: string): Promise<string> {
  // The binding cookie web_login sets must go with checkStatus (issue 11): the shared helper carries it.
  return qrPersonalToken(nickname);
}

async function signedInContext(token: string): Promise<BrowserContext> {
  const context = await browser.context();
  await context.addCookies([{ name: 'token', value: token, url: baseUrl(), httpOnly: true, sameSite: 'Lax' }]);
  return context;
}

const dialog = (page: Page) => page.getByRole('dialog', { name: '在线咨询' });
/** The message under a field: the input names it with aria-describedby. */
async function fieldError(page: Page, label: RegExp): Promise<string | null> {
  const input = dialog(page).getByLabel(label);
  const id = await input.getAttribute('aria-describedby');
  return id ? page.locator(`[id="${id}"]`).textContent() : null;
}

describe('signed out', () => {
  it("a detail page's consultation button says '请登录' and opens nothing", async () => {
    const { page, context, errors } = await browser.open();
    try {
      await page.goto('/tenancydetail?id=1');
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: '咨询看房' }).click();
      await expect.poll(() => page.getByText('请登录', { exact: true }).count(), SLOW).toBeGreaterThan(0);
      await page.waitForTimeout(1500);
      expect(await dialog(page).count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/tenancydetail');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("home's consultation entry says '请登录' and goes to /login after 1 s", async () => {
    const { page, context, errors } = await browser.open();
    try {
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: '在线咨询' }).click();
      await expect.poll(() => page.getByText('请登录', { exact: true }).count(), SLOW).toBeGreaterThan(0);
      await page.waitForURL((u) => u.pathname === '/login', { timeout: 5000 });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('signed in (personal user)', () => {
  it('validates with the spec messages, then sends, says so, closes and clears the fields', async () => {
    const token = await personalToken('咨询测试用户');
    const before = (await api<{ question_number: number }>('/api/demo/tech_detail', { id: 3 })).body.data.question_number;
    const context = await signedInContext(token);
    const page = await context.newPage();
    const errors = watch(page);
    try {
      await page.goto('/techdetail?id=3');
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: '我要咨询' }).click();
      await settled(dialog(page));
      const submit = dialog(page).getByRole('button', { name: '提交咨询' });

      await submit.click();
      await expect.poll(() => fieldError(page, /^姓名/), SLOW).toBe('请完善信息');

      await dialog(page).getByLabel(/^姓名/).fill('王经理');
      await dialog(page)
        .getByLabel(/^咨询内容/)
        .fill('想了解测试排期和费用');
      await submit.click();
      await expect.poll(() => fieldError(page, /^手机号/), SLOW).toBe('请输入手机号');

      await dialog(page)
        .getByLabel(/^手机号/)
        .fill('12345678901');
      await submit.click();
      await expect.poll(() => fieldError(page, /^手机号/), SLOW).toBe('手机号码错误！');
      await screenshot(page, 'consultation-dialog-errors');

      await dialog(page)
        .getByLabel(/^手机号/)
        .fill('13812345678');
      await dialog(page)
        .getByLabel(/^企业名称/)
        .fill('杭州测试科技有限公司');
      await submit.click();
      await expect.poll(() => page.getByText('提交成功，我们会尽快与您联系').count(), SLOW).toBeGreaterThan(0);
      await expect.poll(() => dialog(page).isVisible(), SLOW).toBe(false);

      // Reopened, the form is empty again.
      await page.getByRole('button', { name: '我要咨询' }).click();
      await settled(dialog(page));
      for (const label of [/^姓名/, /^手机号/, /^企业名称/, /^咨询内容/]) {
        expect(await dialog(page).getByLabel(label).inputValue()).toBe('');
      }

      // Stored for this user, about this item, and the item's consultation count went up.
      const mine = await api<{ type: number; question_id: number; name: string; phone: string; company_name: string; content: string }[]>(
        '/api/index/my_question',
        {},
        token,
      );
      expect(mine.body.code).toBe(1);
      expect(mine.body.data[0]).toMatchObject({
        type: 1,
        question_id: 3,
        name: '王经理',
        phone: '13812345678',
        company_name: '杭州测试科技有限公司',
        content: '想了解测试排期和费用',
      });
      const after = (await api<{ question_number: number }>('/api/demo/tech_detail', { id: 3 })).body.data.question_number;
      expect(after).toBe(before + 1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('disables submit while sending and gives it back with the server message on failure', async () => {
    const token = await personalToken('咨询失败用户');
    const context = await signedInContext(token);
    const page = await context.newPage();
    const errors = watch(page);
    try {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/index/question_add', async (route) => {
        await held;
        await route.fulfill({ json: { code: 0, msg: '提交过于频繁，请稍后再试', data: null } });
      });
      await page.goto('/tenancy');
      await page.waitForLoadState('networkidle');
      await page.locator('main article').first().getByRole('button', { name: '我要咨询' }).click();
      await settled(dialog(page));
      await dialog(page).getByLabel(/^姓名/).fill('李女士');
      await dialog(page)
        .getByLabel(/^手机号/)
        .fill('13900001111');
      await dialog(page)
        .getByLabel(/^咨询内容/)
        .fill('预约看房');
      const submit = dialog(page).getByRole('button', { name: /提交咨询/ });
      await submit.click();
      await expect.poll(() => submit.isDisabled(), SLOW).toBe(true);
      release();
      await expect.poll(() => page.getByText('提交过于频繁，请稍后再试').count(), SLOW).toBeGreaterThan(0);
      await expect.poll(() => submit.isDisabled(), SLOW).toBe(false);
      expect(await dialog(page).isVisible()).toBe(true);
      expect(await dialog(page).getByLabel(/^姓名/).inputValue()).toBe('李女士');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
