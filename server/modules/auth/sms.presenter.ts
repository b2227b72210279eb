import { SMS_CODE_TTL_SECONDS, SMS_RESEND_SECONDS } from '../../../shared/auth/sms-code';
import type { CaptchaData, SmsCodeData, SmsStatusData } from '../../../shared/contracts/sms';
import type { SmsMode } from './sms-sender';

/** Whether the login page offers 短信登录, and whether it is the demonstration (the code then shows on the page). */
export function presentSmsStatus(mode: SmsMode): SmsStatusData {
  return { enabled: mode !== 'none', demo: mode === 'demo' };
}

/** A code sent: how long it lives and when the phone may ask again; in 演示模式 the code itself. */
export function presentSmsCode(demoCode?: string): SmsCodeData {
  return { expires_in: SMS_CODE_TTL_SECONDS, resend_in: SMS_RESEND_SECONDS, ...(demoCode ? { demo_code: demoCode } : {}) };
}

/** A picture check: its id, the SVG as a data: URL, and the seconds it lives. */
export function presentCaptcha(captcha: { id: string; svg: string; expiresAt: Date }, now: Date): CaptchaData {
  return {
    id: captcha.id,
    image: `data:image/svg+xml;base64,${Buffer.from(captcha.svg, 'utf8').toString('base64')}`,
    expires_in: Math.round((captcha.expiresAt.getTime() - now.getTime()) / 1000),
  };
}
