import { useEffect, useRef, useState } from 'react';
import { data, useFetcher, useNavigate } from 'react-router';
import { MSG } from '@shared/messages';
import { Callout } from '~/components/Callout';
import { paths } from '~/config/paths';
import { QrLoginPanel } from '~/features/auth/qr/components/QrLoginPanel';
import type { QrSession } from '~/features/auth/qr/qr-machine';
import { parseQrSession } from '~/features/auth/qr/qr-session';
import { FORM_SUCCESS_SECONDS } from '~/lib/feedback';
import { metaOf } from '~/lib/meta';
import { toast } from '~/lib/notify';
import { useRootData } from '~/lib/root-data';
import { tokenCookie } from '~/lib/session.server';
import type { Route } from './+types/login';
import s from './login.module.css';

/** Spec §4: home 1 s after '登录成功'. */
const GO_HOME_MS = 1000;

type QrResult = { qr: 'ok' | 'refused' };

/**
 * The QR sign-in posts here (`intent=qr`): the page hands over the token checkStatus gave it, and the session
 * goes into the HttpOnly cookie (the page never keeps it). Spec §2: no staff tab here (issue 11).
 * Only a token checkStatus has just handed to this browser's QR sign-in is set (context.isQrHandOver): a form of
 * another site posting the attacker's own token signs nobody in (login CSRF), nor does a post with neither
 * Origin nor Referer (our page's fetch always sends Origin).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (!request.headers.get('origin') && !request.headers.get('referer')) return data<QrResult>({ qr: 'refused' }, { status: 403 });
  const form = await request.formData();
  if (form.get('intent') === 'qr') {
    const session = parseQrSession(form);
    if (!session) return data<QrResult>({ qr: 'refused' }, { status: 400 });
    if (!(await context.isQrHandOver(session.token))) return data<QrResult>({ qr: 'refused' }, { status: 403 });
    const cookie = tokenCookie(session.token, session.expiresAt, context.secureCookies);
    return data<QrResult>({ qr: 'ok' }, { headers: { 'Set-Cookie': cookie } });
  }
  // Staff sign in at their own address (paths.adminLogin); this public page takes only the QR hand-over.
  return data<QrResult>({ qr: 'refused' }, { status: 400 });
}

export const meta = metaOf('登录', '个人用户微信扫码登录。');

/** After the phone confirms: '登录成功', the cookie is set by the action (which reloads the user), home after 1 s. */
function useQrSignIn() {
  const navigate = useNavigate();
  const fetcher = useFetcher<QrResult>();
  const [attempt, setAttempt] = useState(0);
  const [signingIn, setSigningIn] = useState(false);
  const since = useRef(0);
  const onSignedIn = (session: QrSession) => {
    since.current = Date.now();
    setSigningIn(true);
    toast.success(MSG.loginSuccess, FORM_SUCCESS_SECONDS);
    void fetcher.submit({ intent: 'qr', token: session.token, expires_at: session.expiresAt }, { method: 'post', action: paths.login });
  };
  // A new object per submission, so a second refusal is noticed too.
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    const result = answer?.qr;
    if (result === 'ok') {
      const t = setTimeout(() => void navigate(paths.home), Math.max(0, GO_HOME_MS - (Date.now() - since.current)));
      return () => clearTimeout(t);
    }
    if (result === 'refused') {
      toast.error('登录未完成，请重新扫码');
      setSigningIn(false);
      setAttempt((n) => n + 1);
    }
  }, [answer, navigate]);
  return { onSignedIn, attempt, signingIn };
}

export default function Login() {
  const { user } = useRootData();
  const qr = useQrSignIn();
  return (
    <div className={`container ${s.page}`}>
      <section className={`panel ${s.card}`} aria-labelledby="login-heading">
        <h1 id="login-heading" className={s.title}>
          扫码登录
        </h1>
        {user && !qr.signingIn && <Callout type="info" title={`您已登录：${user.nickname || user.username}`} className={s.signedIn} />}
        <QrLoginPanel key={qr.attempt} onSignedIn={qr.onSignedIn} />
      </section>
    </div>
  );
}
