import { useState, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { MSG } from '@shared/messages';
import { Button, buttonClass } from '~/components/Button';
import { Callout } from '~/components/Callout';
import { paths } from '~/config/paths';
import s from './scan.module.css';

/** Before WeChat: the phone goes through WeChat's authorization (a server route, so a plain link). */
export function ScanWechatAuthorize({
  sign,
  errorText,
  siteName,
  children,
}: {
  sign: string;
  errorText: string | null;
  siteName: string;
  children?: ReactNode;
}) {
  return (
    <div className={s.stack}>
      <h1 className={s.heading}>微信扫码登录</h1>
      <p className={s.lead}>使用您的微信昵称和头像，登录电脑上的{siteName}。</p>
      {errorText && <Callout type="warning" title={errorText} />}
      {children}
      <a href={paths.wechatAuthorize(sign)} className={buttonClass({ variant: 'primary', size: 'large', block: true, className: s.big })}>
        使用微信授权登录
      </a>
    </div>
  );
}

/** Back from WeChat: the person sees who they are about to sign in as, and where, and confirms. */
export function ScanWechatConfirm({
  sign,
  nickname,
  siteName,
  children,
}: {
  sign: string;
  nickname: string;
  siteName: string;
  children?: ReactNode;
}) {
  const revalidator = useRevalidator();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onConfirm = async () => {
    setSending(true);
    setError(null);
    // The call's client (its declared answer, and so zod) is loaded on this tap, not with the phone's first page.
    const res = await import('../api/scan-confirm')
      .then(({ confirmWechatScan }) => confirmWechatScan(sign))
      .catch(() => ({ ok: false, message: MSG.networkError }));
    if (!res.ok) {
      setError(res.message);
      setSending(false);
      return;
    }
    await revalidator.revalidate();
  };
  return (
    <div className={s.stack}>
      <h1 className={s.heading}>确认登录</h1>
      <p className={s.lead}>
        将以微信用户「<span className={s.who}>{nickname}</span>」登录
      </p>
      <p className={s.note}>登录的是电脑上的{siteName}。如果不是您本人在操作，请点击“不是我，取消登录”。</p>
      {children}
      {error && <Callout type="error" title={error} />}
      <Button variant="primary" size="large" block className={s.big} loading={sending} onClick={() => void onConfirm()}>
        确认登录
      </Button>
    </div>
  );
}
