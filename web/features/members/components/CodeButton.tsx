import { Button, Input } from 'antd';
import { useEffect, useState } from 'react';
import { SMS_MSG, SMS_RESEND_SECONDS } from '@shared/auth/sms-code';
import { phoneField, type CaptchaData, type SmsCodeData } from '@shared/contracts/sms';
import { ApiError } from '~/lib/api';
import s from './Members.module.css';

/** Asks for the code (sms_code with the form's purpose); rejects when refused (the API client has said why). */
export type SendCode = (
  phone: string,
  check?: { captcha_id: string; captcha: string },
) => Promise<{ data: SmsCodeData | { captcha_required: true } }>;
/** A fresh picture check. */
export type LoadCaptcha = () => Promise<{ data: CaptchaData }>;

type Props = {
  phone: string;
  send: SendCode;
  loadCaptcha: LoadCaptcha;
  /** The mobile is not one (请输入手机号 / 手机号码错误！): said under the field instead of sending. */
  onInvalid: (msg: string) => void;
};

/** The server asks for the picture check (first time, or a wrong answer: a new picture either way). */
const wantsCaptcha = (err: unknown) =>
  err instanceof ApiError && (err.message === SMS_MSG.captchaRequired || err.message === SMS_MSG.captchaWrong);

/**
 * 获取验证码 for a mobile: checked first, then sent; 重新发送 after the server's countdown; the picture check when the
 * server asks for it (from the fourth code an address asks for in an hour). In 演示模式 (no SMS settings) the server
 * hands the code back and it is shown under the button, as the login page shows it.
 */
export function CodeButton({ phone, send, loadCaptcha, onInvalid }: Props) {
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const [demoCode, setDemoCode] = useState('');
  const [captcha, setCaptcha] = useState<CaptchaData | null>(null);
  const [answer, setAnswer] = useState('');
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  const newCaptcha = () => {
    setAnswer('');
    loadCaptcha().then(
      (res) => setCaptcha(res.data),
      () => setCaptcha(null),
    );
  };

  const click = async () => {
    const checked = phoneField.safeParse(phone);
    if (!checked.success) return onInvalid(checked.error.issues[0]?.message ?? '');
    setSending(true);
    try {
      const { data } = await send(checked.data, captcha ? { captcha_id: captcha.id, captcha: answer.trim() } : undefined);
      if ('resend_in' in data) {
        setLeft(data.resend_in || SMS_RESEND_SECONDS);
        setDemoCode(data.demo_code ?? '');
        setCaptcha(null);
      }
    } catch (err) {
      // The API client has shown the server's message (发送过于频繁，请稍后再试, 请输入图形验证码 …).
      if (wantsCaptcha(err)) newCaptcha();
    } finally {
      setSending(false);
    }
  };

  return (
    <div>
      {captcha && (
        <div className={s.captcha}>
          <img src={captcha.image} alt="图形验证码，看不清可换一张" width={120} height={40} />
          <Input
            value={answer}
            onChange={(e) => setAnswer(e.target.value)}
            maxLength={10}
            aria-label="图形验证码"
            placeholder="图形验证码"
          />
          <Button type="link" size="small" onClick={newCaptcha}>
            换一张
          </Button>
        </div>
      )}
      <Button onClick={() => void click()} loading={sending} disabled={sending || left > 0}>
        {left > 0 ? `${left} 秒后重新发送` : '获取验证码'}
      </Button>
      {demoCode && (
        <p className={s.demoCode} role="status">
          演示模式验证码：{demoCode}
        </p>
      )}
    </div>
  );
}
