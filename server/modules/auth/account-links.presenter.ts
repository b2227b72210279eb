import type { AccountLinks } from '../../../shared/contracts/sms';
import { maskPhone } from '../notifications/notifications.public';

/** The 账号绑定 card: the mobile masked (138****5678, '' when none), whether WeChat is linked and whether it can be. */
export function presentAccountLinks(facts: { phone: string | null; wechatOpenid: string | null }, wechatAvailable: boolean): AccountLinks {
  return { phone: facts.phone ? maskPhone(facts.phone) : '', wechat: !!facts.wechatOpenid, wechat_available: wechatAvailable };
}
