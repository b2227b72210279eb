import { redirect } from 'react-router';
import * as authCalls from '@shared/calls/auth';
import { adminLoginBody } from '@shared/contracts/auth';
import { LoginType } from '@shared/constants';
import { Code } from '@shared/envelope';
import { MSG } from '@shared/messages';
import { Callout } from '~/components/Callout';
import { paths } from '~/config/paths';
import { AdminLoginForm, LOGIN_FIELDS, type AdminLoginState } from '~/features/auth/session/components/AdminLoginForm';
import { fieldErrors, formFields } from '~/lib/form-errors';
import { useRootData } from '~/lib/root-data';
import { tokenCookie } from '~/lib/session.server';
import type { Route } from './+types/staff.login';
import s from './login.module.css';

/**
 * Staff sign in here, at an address of their own (issue 11): no public page links to it, robots are asked not to
 * index it, and the public /login offers only the QR sign-in (spec §2). Account and password, then the
 * second factor's code when the account has one.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const fields = formFields(form, LOGIN_FIELDS);
  const hadOtp = Boolean(fields.otp?.trim());
  const parsed = adminLoginBody.safeParse(fields);
  if (!parsed.success) {
    const state: AdminLoginState = {
      fieldErrors: fieldErrors(parsed.error),
      formError: null,
      username: fields.username?.trim() ?? '',
      otpRequired: hadOtp,
    };
    return state;
  }
  const res = await context.api(authCalls.adminLogin, parsed.data);
  if (res.code !== Code.OK || !('token' in res.data)) {
    const otpRequired = hadOtp || Boolean(res.data && 'otp_required' in res.data) || res.msg === MSG.otpInvalid;
    const state: AdminLoginState = { fieldErrors: {}, formError: res.msg || 'Error', username: parsed.data.username, otpRequired };
    return state;
  }
  const cookie = tokenCookie(res.data.token, res.data.expires_at, context.secureCookies);
  const to = res.data.type !== LoginType.ADMIN ? paths.home : res.data.restriction ? paths.system.security : paths.system.root;
  return redirect(to, { headers: { 'Set-Cookie': cookie } });
}

/** Not in search results: the page exists for staff who know its address. */
export const meta: Route.MetaFunction = () => [{ title: '工作人员登录' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function StaffLogin({ actionData }: Route.ComponentProps) {
  const { user } = useRootData();
  return (
    <div className={`container ${s.page}`}>
      <section className={`panel ${s.card}`} aria-labelledby="staff-login-heading">
        <h1 id="staff-login-heading" className={s.title}>
          工作人员登录
        </h1>
        {user && <Callout type="info" title={`您已登录：${user.nickname || user.username}`} className={s.signedIn} />}
        <AdminLoginForm state={actionData} />
      </section>
    </div>
  );
}
