import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MSG } from '../shared/auth/password-policy';
import { freePort, startServer, stopServer, type ServerHandle } from '../scripts/lib/server-process';
import { screenshot, settled, specBrowser } from './support';

/**
 * Staff account security (issue 11) on a server of its own (a fresh embedded database), so enrolling the
 * administrator's second factor leaves the shared e2e server alone.
 */
const STAFF = { username: 'admin', password: 'Staff-E2E-Passw0rd!' };

const browser = specBrowser();
let server: ServerHandle;
let tmp: string;

beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'portal-e2e-staff-'));
  const port = await freePort();
  server = await startServer({
    port,
    logFile: path.join(tmp, 'server.log'),
    env: {
      DATA_DIR: path.join(tmp, 'data'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_USERNAME: STAFF.username,
      ADMIN_PASSWORD: STAFF.password,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000',
    },
  });
});
afterAll(async () => {
  if (server) await stopServer(server.pid);
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

async function openStaffPage() {
  return browser.open('desktop', { baseURL: server.baseUrl });
}

async function fillLogin(page: Page, otp?: string) {
  await page.getByLabel('账户', { exact: true }).fill(STAFF.username);
  await page.getByLabel('密码', { exact: true }).fill(STAFF.password);
  if (otp) await page.getByLabel('动态验证码', { exact: true }).fill(otp);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
}

/** A code for the next time step: the enrolment code's step is used up (replay), the server allows one step of drift. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

describe('staff sign-in and account security', () => {
  it('offers no staff sign-in on /login, and the staff page is not for search engines', async () => {
    const { context, page, errors } = await openStaffPage();
    try {
      await page.goto('/login');
      await page.getByRole('tab', { name: '扫码登录' }).waitFor();
      expect(await page.getByRole('link', { name: /管理员登录/ }).count()).toBe(0);
      expect(await page.locator('a[href*="/staff/login"]').count()).toBe(0);
      expect(await page.getByLabel('密码', { exact: true }).count()).toBe(0);
      await page.goto('/');
      expect(await page.locator('a[href*="/staff/login"]').count()).toBe(0);
      const robots = await page.request.get('/robots.txt');
      expect(await robots.text()).not.toContain('/staff');
      await page.goto('/staff/login');
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
      await screenshot(page, 'staff-login-1280');
      expect(errors.filter((e) => !/robots\.txt|status of 404/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('enrols TOTP with the QR code, refuses a weak password, then asks for the code at the next sign-in', async () => {
    const { context, page, errors } = await openStaffPage();
    try {
      await page.goto('/staff/login');
      await fillLogin(page);
      await page.waitForURL((u) => u.pathname.startsWith('/system'));

      await page.getByRole('link', { name: /账号安全/ }).click();
      await page.waitForURL((u) => u.pathname === '/system/security');
      await page.getByRole('heading', { name: '修改密码' }).waitFor();
      await screenshot(page, 'staff-security-1280');

      // A weak new password is refused with the rule it breaks.
      await page.getByLabel('当前密码', { exact: true }).first().fill(STAFF.password);
      await page.getByLabel('新密码', { exact: true }).fill('weakpassword');
      await page.getByLabel('确认新密码', { exact: true }).fill('weakpassword');
      await page.getByRole('button', { name: /修改密码/ }).click();
      await page.getByText(PASSWORD_MSG.classes).first().waitFor();
      await page.getByLabel('新密码', { exact: true }).fill(`Abc-${STAFF.username}-12345`);
      await page.getByText(PASSWORD_MSG.containsUsername).first().waitFor();

      // Enrolment asks for the current password first (a stolen session alone cannot enrol its own authenticator):
      // a wrong one is refused, then QR code and secret, confirmed with a code computed here, ten recovery codes once.
      const start = page.getByRole('form', { name: '开始绑定' });
      await start.getByLabel('当前密码').fill('not-my-password');
      await start.getByRole('button', { name: /开始绑定/ }).click();
      await page.getByText('当前密码错误').first().waitFor();
      expect(await page.getByRole('img', { name: '动态验证码绑定二维码' }).count()).toBe(0);
      await start.getByLabel('当前密码').fill(STAFF.password);
      await start.getByRole('button', { name: /开始绑定/ }).click();
      await page.getByRole('img', { name: '动态验证码绑定二维码' }).waitFor();
      const secret = (await page.getByLabel('密钥').textContent())!.trim();
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      await screenshot(page, 'staff-security-enrol-1280');
      await page
        .getByRole('form', { name: '确认绑定' })
        .getByLabel('动态验证码')
        .fill(await generate({ secret }));
      await page.getByRole('button', { name: /确认绑定/ }).click();
      const codes = page.getByRole('list', { name: '恢复码' }).getByRole('listitem');
      await codes.first().waitFor();
      expect(await codes.count()).toBe(10);
      await screenshot(page, 'staff-security-recovery-codes-1280');
      await page.getByRole('button', { name: /我已保存恢复码/ }).click();
      await page.getByText('已启用').first().waitFor();

      // Sign out.
      await page.getByRole('button', { name: /退\s*出/ }).click();
      const dialog = await settled(page.getByRole('dialog'));
      await dialog.getByRole('button', { name: /退\s*出/ }).click();
      await page.waitForURL((u) => !u.pathname.startsWith('/system'));

      // The password alone is not enough: the form asks for the code, then lets the staff member in.
      await page.goto('/staff/login');
      await fillLogin(page);
      await page.getByText('请输入动态验证码').first().waitFor();
      await screenshot(page, 'staff-login-otp-1280');
      await page.getByLabel('动态验证码', { exact: true }).fill(await nextCode(secret));
      await page.getByRole('button', { name: /^登\s*录$/ }).click();
      await page.waitForURL((u) => u.pathname.startsWith('/system'));
      expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
