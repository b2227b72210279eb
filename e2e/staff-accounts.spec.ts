import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, stopServer, type ServerHandle } from '../scripts/lib/server-process';
import { screenshot, settled, specBrowser, type Variant } from './support';

/**
 * Staff accounts and roles (issue 13) on a server of its own (a fresh embedded database without demo content), so
 * the accounts made, the roles changed and the account disabled leave the shared e2e server alone.
 */
const ADMIN = { username: 'admin', password: 'Staff-Accounts-E2E-1!' };

const browser = specBrowser();
let server: ServerHandle;
let tmp: string;

beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'portal-e2e-accounts-'));
  const port = await freePort();
  server = await startServer({
    port,
    logFile: path.join(tmp, 'server.log'),
    env: {
      DATA_DIR: path.join(tmp, 'data'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
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

async function open(variant: Variant = 'desktop') {
  return browser.open(variant, { baseURL: server.baseUrl });
}

async function signIn(page: Page, creds: { username: string; password: string }) {
  await page.goto('/staff/login');
  await page.getByLabel('账户', { exact: true }).fill(creds.username);
  await page.getByLabel('密码', { exact: true }).fill(creds.password);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await page.waitForURL((u) => u.pathname.startsWith('/system'), { timeout: 15_000 });
}

/** The 三员 roles as the forms label them. */
const SECURITY_ROLE = '安全管理员（三员）';
const AUDITOR_ROLE = '审计管理员（三员）';

/** The generated password in its dialog, read once. */
async function shownPassword(page: Page, title: string): Promise<string> {
  const dialog = await settled(page.getByRole('dialog').filter({ hasText: title }));
  const password = (await dialog.getByLabel('初始密码').textContent())!.trim();
  expect(password).toMatch(/^[\w-]{16}$/);
  return password;
}

/**
 * The first administrator creates an account in the drawer (with a role, or none); the generated password is read
 * from the dialog once. `absent`: role choices the drawer must not offer.
 */
async function createAccount(page: Page, username: string, nickname: string, role: string | null, absent: string[] = []): Promise<string> {
  await page.getByRole('button', { name: '新建账号' }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: '新建账号' });
  await drawer.getByLabel('账户名').fill(username);
  await drawer.getByLabel('姓名').fill(nickname);
  for (const name of absent) expect(await drawer.getByRole('checkbox', { name }).count(), name).toBe(0);
  if (role) await drawer.getByRole('checkbox', { name: role }).check();
  await drawer.getByRole('button', { name: '创建账号' }).click();
  return shownPassword(page, '账号已创建');
}

const tokenOf = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'token')?.value ?? '';

async function call(call: string, body: object, token: string) {
  const res = await fetch(new URL(call, server.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; msg: string; data: unknown };
}

describe('staff accounts and roles', () => {
  it('the system administrator creates accounts, the security administrator gives the 三员 roles, disables an auditor (its session ends at once) and resets a second factor', async () => {
    // 1. The first administrator (system) creates the first security administrator (offered while there is none, the
    //    auditor role never), then an account without a role for the auditor; each password shows once.
    const admin = await open();
    await signIn(admin.page, ADMIN);
    await admin.page.goto('/system/staff');
    await admin.page.getByRole('heading', { name: '后台账号' }).waitFor();
    const secPassword = await createAccount(admin.page, 'security.li', '李安全', SECURITY_ROLE, [AUDITOR_ROLE]);
    await screenshot(admin.page, 'staff-accounts-password-once-1280');
    await admin.page.getByRole('button', { name: '我已记下' }).click();
    await admin.page.getByRole('row', { name: /security\.li/ }).waitFor();
    // Now that a security administrator exists, neither 三员 role is offered to the system administrator.
    const creatorPassword = await createAccount(admin.page, 'auditor.wang', '王审计', null, [SECURITY_ROLE, AUDITOR_ROLE]);
    await admin.page.getByRole('button', { name: '我已记下' }).click();
    await admin.page.getByRole('row', { name: /auditor\.wang/ }).waitFor();
    expect(
      await admin.page
        .getByRole('row', { name: /security\.li/ })
        .getByText('须修改密码')
        .count(),
    ).toBe(1);
    // The system administrator does not change a security administrator's roles, reset its password or disable it
    // (the duty table: the security administrator's); it may change the roles of the account without a role (the
    // system role is its to give).
    expect(await admin.page.getByRole('button', { name: '修改角色：security.li' }).count()).toBe(0);
    expect(await admin.page.getByRole('button', { name: '修改角色：auditor.wang' }).count()).toBe(1);
    expect(
      await admin.page
        .getByRole('row', { name: /security\.li/ })
        .getByRole('button', { name: '重置密码' })
        .isDisabled(),
    ).toBe(true);
    expect(
      await admin.page
        .getByRole('row', { name: /security\.li/ })
        .getByRole('button', { name: '停用' })
        .isDisabled(),
    ).toBe(true);
    expect(
      await admin.page
        .getByRole('row', { name: /auditor\.wang/ })
        .getByRole('button', { name: '重置密码' })
        .isEnabled(),
    ).toBe(true);
    await screenshot(admin.page, 'staff-accounts-1280');

    // 2. The security administrator signs in, must change the generated password first, then changes a role.
    const sec = await open();
    await signIn(sec.page, { username: 'security.li', password: secPassword });
    await sec.page.waitForURL((u) => u.pathname === '/system/security');
    const newPassword = 'Security-Li-Passw0rd!';
    await sec.page.getByLabel('当前密码', { exact: true }).first().fill(secPassword);
    await sec.page.getByLabel('新密码', { exact: true }).fill(newPassword);
    await sec.page.getByLabel('确认新密码', { exact: true }).fill(newPassword);
    await sec.page.getByRole('button', { name: /修改密码/ }).click();
    await sec.page.waitForURL((u) => u.pathname === '/system/staff', { timeout: 15_000 });
    expect(await sec.page.getByRole('button', { name: '新建账号' }).count()).toBe(0);
    // Accounts without a security-kept role are the system administrator's to reset.
    expect(await sec.page.getByRole('button', { name: '重置密码' }).count()).toBe(0);
    await sec.page.getByRole('button', { name: '修改角色：auditor.wang' }).click();
    const rolesDialog = await settled(sec.page.getByRole('dialog').filter({ hasText: '修改角色' }));
    // Two of the three 等保 roles on one account are refused with the shared message, nothing sent.
    await rolesDialog.getByRole('checkbox', { name: AUDITOR_ROLE }).check();
    await rolesDialog.getByRole('checkbox', { name: '系统管理员（三员）' }).check();
    await rolesDialog.getByRole('button', { name: '保存角色' }).click();
    await rolesDialog.getByRole('alert').filter({ hasText: '系统管理员、安全管理员、审计管理员须由不同账号担任' }).waitFor();
    await rolesDialog.getByRole('checkbox', { name: '系统管理员（三员）' }).uncheck();
    await screenshot(sec.page, 'staff-accounts-roles-1280');
    await rolesDialog.getByRole('button', { name: '保存角色' }).click();
    // Giving the auditor role gives the account a new password, shown once to the security administrator: the one
    // its creator (the system administrator) received no longer works.
    const audPassword = await shownPassword(sec.page, '角色已保存，已生成新密码');
    expect(audPassword).not.toBe(creatorPassword);
    await sec.page.getByRole('button', { name: '我已记下' }).click();
    await sec.page
      .getByRole('row', { name: /auditor\.wang/ })
      .getByText('审计管理员')
      .waitFor();
    expect((await call('/api/user/admin_login', { username: 'auditor.wang', password: creatorPassword }, '')).code).toBe(0);
    // The auditor's password is now the security administrator's to reset.
    expect(
      await sec.page
        .getByRole('row', { name: /auditor\.wang/ })
        .getByRole('button', { name: '重置密码' })
        .isEnabled(),
    ).toBe(true);

    // 3. The auditor signs in (a live session), and the security administrator sees it among everyone's sessions.
    const aud = await open();
    await signIn(aud.page, { username: 'auditor.wang', password: audPassword });
    const audToken = await tokenOf(aud.context);
    expect((await call('/api/index/userinfo', {}, audToken)).code).toBe(1);
    await sec.page.goto('/system/sessions');
    await sec.page.getByRole('heading', { name: '在线会话' }).waitFor();
    await sec.page.getByRole('row', { name: /auditor\.wang/ }).waitFor();
    await sec.page.getByRole('heading', { name: '登录锁定' }).waitFor();
    await screenshot(sec.page, 'staff-sessions-1280');

    // 4. Disabling an auditor is the security administrator's (the system administrator's button is disabled): its
    //    open session ends at once.
    await admin.page.reload();
    expect(
      await admin.page
        .getByRole('row', { name: /auditor\.wang/ })
        .getByRole('button', { name: '停用' })
        .isDisabled(),
    ).toBe(true);
    await sec.page.goto('/system/staff');
    await sec.page
      .getByRole('row', { name: /auditor\.wang/ })
      .getByRole('button', { name: '停用' })
      .click();
    const confirm = await settled(sec.page.getByRole('dialog').filter({ hasText: '确定停用账号 auditor.wang 吗？' }));
    await confirm.getByRole('button', { name: '确定停用' }).click();
    await sec.page
      .getByRole('row', { name: /auditor\.wang/ })
      .getByText('停用', { exact: true })
      .first()
      .waitFor();
    expect((await call('/api/index/userinfo', {}, audToken)).code).toBe(50008);
    await aud.page.reload();
    await aud.page.waitForURL((u) => !u.pathname.startsWith('/system'));
    await sec.page.goto('/system/sessions');
    await sec.page.getByRole('heading', { name: '在线会话' }).waitFor();
    expect(await sec.page.getByRole('row', { name: /auditor\.wang/ }).count()).toBe(0);

    // 5. The first administrator enrols a second factor (with its password), loses the phone: the security
    //    administrator resets it, which ends the administrator's session.
    const adminToken = await tokenOf(admin.context);
    const setup = await call('/api/admin/totp_setup', { password: ADMIN.password }, adminToken);
    const { secret } = setup.data as { secret: string };
    expect((await call('/api/admin/totp_enable', { password: ADMIN.password, code: await generate({ secret }) }, adminToken)).code).toBe(1);
    await sec.page.goto('/system/staff');
    const adminRow = sec.page.getByRole('row', { name: /^\s*admin(?![.\w])/ });
    await adminRow.getByText('动态验证码已启用').waitFor();
    await adminRow.getByRole('button', { name: '重置动态验证码' }).click();
    const reset = await settled(sec.page.getByRole('dialog').filter({ hasText: '确定重置 admin 的动态验证码吗？' }));
    await reset.getByRole('button', { name: '确定重置' }).click();
    await adminRow.getByText('未启用动态验证码').waitFor();
    expect((await call('/api/index/userinfo', {}, adminToken)).code).toBe(50008);

    expect(admin.errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    expect(sec.errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  });

  it('fits a phone (360 px): the accounts table and the sessions page', async () => {
    const sec = await open('phone');
    await signIn(sec.page, { username: 'security.li', password: 'Security-Li-Passw0rd!' });
    await sec.page.goto('/system/staff');
    await sec.page.getByRole('row', { name: /security\.li/ }).waitFor();
    await screenshot(sec.page, 'staff-accounts-360');
    await sec.page.goto('/system/sessions');
    await sec.page.getByRole('heading', { name: '登录锁定' }).waitFor();
    await screenshot(sec.page, 'staff-sessions-360');
    const overflow = await sec.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    expect(sec.errors).toEqual([]);
  });
});
