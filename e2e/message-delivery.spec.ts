import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeAliyunSms } from '../server/test/fake-aliyun-sms';
import { FakeSmtp } from '../server/test/fake-smtp';
import { unreadOf } from './message-support';
import { applyByApi, reviewByApi, signInByQr, tokenOf } from './qr-support';
import { restartServer, screenshot, signInAsAdmin, specBrowser, textOf } from './support';

/**
 * Issue 32, the channels: the suite's server restarted with the message centre's SMS and e-mail pointed at local
 * fakes of Alibaba Cloud SMS and of an SMTP server. A person applies to settle in (company mobile and e-mail given);
 * staff approve it; the person's bell counts it without a reload, and the fake SMS and e-mail servers each got exactly
 * one message about it. The person turns e-mail off for 入驻审核 in 通知设置; staff find the two sends in 发送记录.
 * The server is restarted with the suite's own settings afterwards.
 */

const browser = specBrowser();
const SLOW = { timeout: 20_000 };
const run = Date.now().toString(36);
const companyName = `送达旅程${run}科技有限公司`;
const email = `boss-${run}@example.cn`;
/**
 * A mobile and an address of this spec's own: the suite's other applications give the same mobile, and a message of
 * theirs still waiting when the server restarts goes out to the fakes as well (rightly: its SMS is due); only what
 * reached this person is counted.
 */
const mobile = `139${Date.now().toString().slice(-8)}`;
const maskedMobile = `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
const sms = new FakeAliyunSms();
const smtp = new FakeSmtp();

beforeAll(async () => {
  await Promise.all([sms.start(), smtp.start()]);
  await restartServer({
    ...sms.messageEnv(),
    SMTP_URL: smtp.url(),
    SMTP_FROM: '园区企业服务门户 <noreply@park.example.cn>',
    MESSAGE_SEND_INTERVAL_SECONDS: '1',
  });
}, 120_000);
afterAll(async () => {
  await restartServer();
  await Promise.all([sms.stop(), smtp.stop()]);
}, 120_000);

describe('messages by SMS and e-mail', () => {
  it('an approval reaches the bell, the fake SMS server and the fake mail server once each', { timeout: 240_000 }, async () => {
    const { page, context, errors } = await browser.open('desktop');
    await signInByQr(page, `送达${run}`);
    const id = await applyByApi(await tokenOf(context), companyName, undefined, email, mobile);
    const smsToMe = () => sms.messages.filter((m) => m.phone === mobile);
    const mailToMe = () => smtp.messages.filter((m) => m.to.includes(email));
    await page.goto('/messages');
    await expect.poll(() => unreadOf(page), SLOW).toBe(0);

    await reviewByApi(id, 1);
    // Without a reload: the bell's poll brings it (at most every 30 s, with a margin for a busy machine).
    await expect.poll(() => unreadOf(page), { timeout: 45_000, interval: 1_000 }).toBe(1);
    await expect.poll(() => smsToMe().length, SLOW).toBe(1);
    await expect.poll(() => mailToMe().length, SLOW).toBe(1);
    expect(smsToMe()[0]).toMatchObject({
      phone: mobile,
      templateCode: sms.messageTemplateCode,
      params: { title: '入驻申请已通过' },
    });
    expect(mailToMe()[0]!.to).toEqual([email]);
    expect(mailToMe()[0]!.subject).toBe('【园区企业服务门户】入驻申请已通过');
    expect(mailToMe()[0]!.text).toContain('/companyinfo');

    // 通知设置: where each channel reaches the person, and e-mail turned off for 入驻审核.
    await page.goto('/message_settings');
    const reach = page.getByRole('list', { name: '接收方式' });
    await expect.poll(() => textOf(reach), SLOW).toContain(maskedMobile);
    expect(await textOf(reach)).toContain(`b***@example.cn`);
    const emailSwitch = page.getByRole('switch', { name: '“入驻审核”的电子邮件通知' });
    expect(await emailSwitch.getAttribute('aria-checked')).toBe('true');
    await emailSwitch.click();
    await expect.poll(() => emailSwitch.getAttribute('aria-checked'), SLOW).toBe('false');
    await screenshot(page, 'message-settings-1280');
    await page.reload();
    expect(await page.getByRole('switch', { name: '“入驻审核”的电子邮件通知' }).getAttribute('aria-checked')).toBe('false');
    expect(errors).toEqual([]);

    // Nothing more went out for the one approval.
    expect(smsToMe()).toHaveLength(1);
    expect(mailToMe()).toHaveLength(1);
  });

  it('staff of 园区运营 find the sends in 发送记录', { timeout: 120_000 }, async () => {
    const { page, errors } = await browser.open('desktop');
    await signInAsAdmin(page);
    await page.goto(`/system/message-deliveries?keyword=${encodeURIComponent(companyName)}`);
    const rows = page.locator('tbody tr').filter({ hasText: '入驻申请已通过' });
    await expect.poll(() => rows.count(), SLOW).toBe(2);
    const text = await textOf(page.locator('tbody'));
    expect(text).toContain(maskedMobile);
    expect(text).toContain('已发送');
    expect(text).not.toContain('发送失败');
    await screenshot(page, 'message-deliveries-1280');
    // No failed send here, so nothing to resend.
    expect(await page.getByRole('button', { name: '重新发送' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
