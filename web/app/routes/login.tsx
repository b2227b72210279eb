import { useEffect, useRef, useState } from 'react';
import { data, redirect, useFetcher, useNavigate } from 'react-router';
import * as authCalls from '@shared/calls/auth';
import { Code } from '@shared/envelope';
import { MSG } from '@shared/messages';
import { Callout } from '~/components/Callout';
import { paths } from '~/config/paths';
import { QrLoginPanel } from '~/features/auth/qr/components/QrLoginPanel';
import type { QrSession } from '~/features/auth/qr/qr-machine';
import { parseQrSession } from '~/features/auth/qr/qr-session';
import { freshCaptcha, loadSmsStatus, postedByScript, readSmsSubmit, sendSmsCode } from '~/features/auth/sms/api/sms.server';
import { signInReason } from '~/features/auth/sign-in-reason';
import { returnPathOf } from '~/lib/guard';
import { LoginTabs, type LoginTab } from '~/features/auth/sms/components/LoginTabs';
import { SmsCodeForm } from '~/features/auth/sms/components/SmsCodeForm';
import { isSmsAnswer, refusal, SMS_INTENT, type SmsAnswer } from '~/features/auth/sms/sms-form';
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

/** The ways in (issue 30): the QR code first, as the spec shows it; SMS when sms_status says it is on. */
type Method = 'qr' | 'sms';
const SMS_TAB_HREF = `${paths.login}?tab=sms`;
/** The tabs' addresses keep where to return after signing in (`redirect`). */
const backOf = (next: string | null) => (next ? `redirect=${encodeURIComponent(next)}` : '');
/** The SMS tab's address, which its form also posts to (so a post without JavaScript keeps the way back). */
const smsTabHref = (next: string | null) => (next ? `${SMS_TAB_HREF}&${backOf(next)}` : SMS_TAB_HREF);
const tabsFor = (next: string | null): readonly LoginTab<Method>[] => [
  { key: 'qr', label: '扫码登录', href: next ? `${paths.login}?${backOf(next)}` : paths.login },
  { key: 'sms', label: '短信登录', href: smsTabHref(next) },
];
/** The SMS form's submit on this page. */
const SMS_SIGN_IN = 'sms';

/** Whether 短信登录 is offered (and is the demonstration), and the tab the address asks for (?tab=sms). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const sms = await loadSmsStatus(context);
  const query = new URL(request.url).searchParams;
  const tab: Method = sms.enabled && query.get('tab') === 'sms' ? 'sms' : 'qr';
  // Where to go once signed in: a company-area page the visitor was asked to sign in for (登录后预约), else home; and
  // why they must sign in first (登录后可查看入驻企业名录), said above the code.
  const next = returnPathOf(query.get('redirect'));
  return { sms, tab, next, reason: signInReason(next) };
}

/**
 * The QR sign-in posts here (`intent=qr`): the page hands over the token checkStatus gave it, and the session
 * goes into the HttpOnly cookie (the page never keeps it). Spec §2: no staff tab here (issue 11).
 * Only a token checkStatus has just handed to this browser's QR sign-in is set (context.isQrHandOver): a form of
 * another site posting the attacker's own token signs nobody in (login CSRF), nor does a post with neither
 * Origin nor Referer (our page's fetch always sends Origin).
 * The SMS form posts here too (issue 30): `sms_code` and `captcha` ask for a code and a picture check, `sms` signs in
 * with the code (sms_login in process) and sets the session cookie the same way.
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
  if (form.get('intent') === SMS_INTENT.send) return data<SmsAnswer>(await sendSmsCode(context, form, 'login'));
  if (form.get('intent') === SMS_INTENT.captcha) return data<SmsAnswer>(await freshCaptcha(context, form));
  if (form.get('intent') === SMS_SIGN_IN) return smsSignIn(context, form, returnPathOf(new URL(request.url).searchParams.get('redirect')));
  // Staff sign in at their own address (paths.adminLogin); this public page takes only the QR hand-over and SMS.
  return data<QrResult>({ qr: 'refused' }, { status: 400 });
}

/**
 * 登录 by SMS code: the session into the cookie; for a plain form post (no JavaScript) at once to the page the visitor
 * was asked to sign in for (`next`, the address's `redirect`) or home, else the page says 登录成功 and goes there.
 */
async function smsSignIn(context: Route.ActionArgs['context'], form: FormData, next: string | null) {
  const read = readSmsSubmit(form, SMS_SIGN_IN);
  if ('intent' in read) return data<SmsAnswer>(read);
  const res = await context.api(authCalls.smsLogin, read);
  if (res.code !== Code.OK) return data<SmsAnswer>(refusal(SMS_SIGN_IN, read.phone, res.msg));
  const headers = { 'Set-Cookie': tokenCookie(res.data.token, res.data.expires_at, context.secureCookies) };
  if (!postedByScript(form)) return redirect(next ?? paths.home, { headers });
  return data<SmsAnswer>({ intent: SMS_SIGN_IN, phone: read.phone, errors: {}, done: true }, { headers });
}

export const meta = metaOf('登录', '个人用户微信扫码或短信验证码登录。');

/** After the phone confirms: '登录成功', the cookie is set by the action (which reloads the user), home (or the `redirect` page) after 1 s. */
function useQrSignIn(next: string) {
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
      const t = setTimeout(() => void navigate(next), Math.max(0, GO_HOME_MS - (Date.now() - since.current)));
      return () => clearTimeout(t);
    }
    if (result === 'refused') {
      toast.error('登录未完成，请重新扫码');
      setSigningIn(false);
      setAttempt((n) => n + 1);
    }
  }, [answer, navigate, next]);
  return { onSignedIn, attempt, signingIn };
}

/** Signed in by SMS code (the action set the cookie and the user is reloaded): '登录成功', home (or the `redirect` page) after 1 s. */
function useSmsSignIn(next: string) {
  const navigate = useNavigate();
  const [signingIn, setSigningIn] = useState(false);
  useEffect(() => {
    if (!signingIn) return;
    const t = setTimeout(() => void navigate(next), GO_HOME_MS);
    return () => clearTimeout(t);
  }, [signingIn, navigate, next]);
  const onSignedIn = () => {
    toast.success(MSG.loginSuccess, FORM_SUCCESS_SECONDS);
    setSigningIn(true);
  };
  return { onSignedIn, signingIn };
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { user } = useRootData();
  const next = loaderData.next ?? paths.home;
  const qr = useQrSignIn(next);
  const sms = useSmsSignIn(next);
  const [method, setMethod] = useState<Method>(loaderData.tab);
  const smsOn = loaderData.sms.enabled;
  const qrPanel = <QrLoginPanel key={qr.attempt} onSignedIn={qr.onSignedIn} />;
  return (
    <div className={`container ${s.page}`}>
      <section className={`panel ${s.card}`} aria-labelledby="login-heading">
        <h1 id="login-heading" className={s.title}>
          {smsOn ? '登录' : '扫码登录'}
        </h1>
        {user && !qr.signingIn && !sms.signingIn && (
          <Callout type="info" title={`您已登录：${user.nickname || user.username}`} className={s.signedIn} />
        )}
        {!user && loaderData.reason && <Callout type="info" title={loaderData.reason} className={s.signedIn} />}
        {smsOn ? (
          <LoginTabs tabs={tabsFor(loaderData.next)} active={method} onChange={setMethod}>
            {method === 'sms' ? (
              <SmsCodeForm
                action={smsTabHref(loaderData.next)}
                submitIntent={SMS_SIGN_IN}
                submitLabel="登录"
                demo={loaderData.sms.demo}
                initial={isSmsAnswer(actionData) ? actionData : undefined}
                onDone={sms.onSignedIn}
                label="短信登录"
              />
            ) : (
              qrPanel
            )}
          </LoginTabs>
        ) : (
          qrPanel
        )}
      </section>
    </div>
  );
}
