import { QrcodeOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { Link, redirect, useSearchParams } from 'react-router';
import { adminLoginBody, type LoginResult } from '@shared/contracts/auth';
import { LoginType } from '@shared/constants';
import { Code } from '@shared/envelope';
import { paths } from '~/config/paths';
import { AdminLoginForm, LOGIN_FIELDS, type AdminLoginState } from '~/features/session/components/AdminLoginForm';
import { fieldErrors, formFields } from '~/lib/form-errors';
import { pageMeta } from '~/lib/meta';
import { useRootData } from '~/lib/root-data';
import { tokenCookie } from '~/lib/session.server';
import type { Route } from './+types/login';
import s from './login.module.css';

/** Administrator sign-in: validated with the shared contract, then the session goes into an HttpOnly cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const fields = formFields(await request.formData(), LOGIN_FIELDS);
  const parsed = adminLoginBody.safeParse(fields);
  if (!parsed.success) {
    const state: AdminLoginState = { fieldErrors: fieldErrors(parsed.error), formError: null, username: fields.username?.trim() ?? '' };
    return state;
  }
  const res = await context.api<LoginResult>('/api/user/admin_login', parsed.data);
  if (res.code !== Code.OK) {
    const state: AdminLoginState = { fieldErrors: {}, formError: res.msg || 'Error', username: parsed.data.username };
    return state;
  }
  const cookie = tokenCookie(res.data.token, res.data.expires_at, context.secureCookies);
  return redirect(res.data.type === LoginType.ADMIN ? paths.system.root : paths.home, { headers: { 'Set-Cookie': cookie } });
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, '登录', '个人用户微信扫码登录，管理员账户密码登录。');

export default function Login({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { user } = useRootData();
  const admin = params.get('mode') === 'admin';
  return (
    <div className={`container ${s.page}`}>
      <section className={`panel ${s.card}`} aria-labelledby="login-heading">
        <h1 id="login-heading" className={s.title}>{admin ? '管理员登录' : '微信扫码登录'}</h1>
        {user && <Alert type="info" showIcon title={`您已登录：${user.nickname || user.username}`} className={s.signedIn} />}
        {admin ? (
          <AdminLoginForm state={actionData} />
        ) : (
          <div className={s.qr}>
            <span className={s.qrIcon} aria-hidden>
              <QrcodeOutlined />
            </span>
            <p className={s.qrTitle}>微信扫码登录即将开通</p>
            <p className={s.qrText}>开通后，企业和个人用户使用微信扫一扫即可登录，无需注册。</p>
          </div>
        )}
        <p className={s.switch}>
          {admin ? <Link to={paths.login}>返回扫码登录</Link> : <Link to={paths.adminLogin}>管理员登录</Link>}
        </p>
      </section>
    </div>
  );
}
