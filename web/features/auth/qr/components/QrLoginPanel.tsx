import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '~/components/Button';
import { AttentionIcon, ReloadIcon } from '~/components/icons/qr';
import { SuccessIcon } from '~/components/icons/status';
import { useQrLogin } from '../hooks/useQrLogin';
import { qrStatusText, type QrSession } from '../qr-machine';
import s from './QrLoginPanel.module.css';

type Props = {
  /** Called once, when the phone has confirmed and checkStatus handed over the session. */
  onSignedIn: (session: QrSession) => void;
};

/** What covers the code once it is scanned, expired or used: a tick when it went well, the word, what to do next. */
function Overlay({ ok = false, title, children }: { ok?: boolean; title: string; children?: ReactNode }) {
  return (
    <div className={s.overlay}>
      {ok && (
        <span className={s.okIcon} aria-hidden>
          <SuccessIcon />
        </span>
      )}
      <strong>{title}</strong>
      {children}
    </div>
  );
}

/** The computer's half of QR sign-in: the code, its state over it, and what to do next. */
export function QrLoginPanel({ onSignedIn }: Props) {
  const [state, refresh] = useQrLogin();
  const { phase, code, session } = state;

  const signedIn = useRef(onSignedIn);
  signedIn.current = onSignedIn;
  useEffect(() => {
    if (session) signedIn.current(session);
  }, [session]);

  const showCode = code && phase !== 'loading' && phase !== 'failed';
  const live = phase === 'waiting' || phase === 'scanned';
  return (
    <div className={s.panel}>
      {code?.demo && phase !== 'failed' && <span className={s.demoTag}>演示模式</span>}
      <div className={s.frame} aria-busy={phase === 'loading'}>
        {phase === 'loading' && <span className={s.spinner} role="img" aria-label="正在获取二维码" />}
        {phase === 'failed' && (
          <div className={s.failed}>
            <span className={s.failedIcon} aria-hidden>
              <AttentionIcon />
            </span>
            <p className={s.failedText}>{state.error}</p>
            <Button onClick={refresh} icon={<ReloadIcon />}>
              重新获取
            </Button>
          </div>
        )}
        {showCode && <img src={code.image} alt="登录二维码" width={240} height={240} className={s.code} />}
        {phase === 'scanned' && (
          <Overlay ok title="扫码成功">
            <span>请在手机上确认</span>
          </Overlay>
        )}
        {phase === 'expired' && (
          <Overlay title="二维码已失效">
            <Button variant="primary" icon={<ReloadIcon />} onClick={refresh}>
              刷新二维码
            </Button>
          </Overlay>
        )}
        {phase === 'signed-in' && <Overlay ok title="登录成功" />}
      </div>
      <p className={s.status} role="status" aria-live="polite">
        {qrStatusText(state)}
      </p>
      {code?.demo && live && (
        <p className={s.hint}>
          演示模式：用手机扫码，或在新窗口打开下面的链接，输入昵称即可登录演示账号（正式用户的昵称不能使用）。
          <a href={code.url} target="_blank" rel="noopener" className={s.link}>
            {code.url}
          </a>
        </p>
      )}
      {code && !code.demo && live && <p className={s.hint}>打开微信“扫一扫”扫描二维码，在手机上确认即可登录。</p>}
    </div>
  );
}
