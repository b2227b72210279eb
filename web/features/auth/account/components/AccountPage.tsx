import type { ReactNode } from 'react';
import { LoadError } from '~/components/LoadError';
import { ToneTag } from '~/components/ToneTag';
import type { AccountLoad } from '../api/account.server';
import { WechatBind } from './WechatBind';
import s from './AccountPage.module.css';

export const WECHAT_UNAVAILABLE = '本园区暂未接入微信，暂不能绑定微信账号；登录页的扫码登录不受影响。';

type Props = {
  data: AccountLoad;
  /** The SMS code form that binds a mobile (web/features/auth/sms, composed by the route). */
  phoneForm: ReactNode;
  /** WeChat was linked: the page reloads its data. */
  onWechatBound: () => void;
};

/**
 * 账号绑定 (issue 30): one person, one account. The bound mobile (masked) or a form to bind one by a code; WeChat
 * linked or not, with 扫码绑定微信 where the park has WeChat sign-in.
 */
export function AccountPage({ data, phoneForm, onWechatBound }: Props) {
  if (!data.links) return <LoadError msg={data.error ?? 'Error'} />;
  const { phone, wechat, wechat_available: wechatAvailable } = data.links;
  return (
    <div className={s.page}>
      <p className={s.intro}>
        {wechatAvailable
          ? '绑定后，用手机号验证码或微信扫码都会登录同一个账号。一个手机号、一个微信只能绑定一个账号。'
          : '绑定后，用手机号验证码也会登录同一个账号。一个手机号只能绑定一个账号。'}
      </p>
      <section className={s.section} aria-labelledby="account-phone">
        <h2 id="account-phone">手机号</h2>
        {phone ? (
          <p className={s.state}>
            <ToneTag tone="ok">已绑定</ToneTag>
            <span className={s.value}>{phone}</span>
            <span className={s.muted}>可用此手机号接收验证码登录。</span>
          </p>
        ) : (
          <>
            <p className={s.state}>
              <ToneTag tone="plain">未绑定</ToneTag>
              <span className={s.muted}>输入手机号并验证后完成绑定。</span>
            </p>
            <div className={s.form}>{phoneForm}</div>
          </>
        )}
      </section>
      <section className={s.section} aria-labelledby="account-wechat">
        <h2 id="account-wechat">微信</h2>
        {wechat ? (
          <p className={s.state}>
            <ToneTag tone="ok">已绑定</ToneTag>
            <span className={s.muted}>可用微信扫码登录。</span>
          </p>
        ) : (
          <>
            <p className={s.state}>
              <ToneTag tone="plain">未绑定</ToneTag>
              {wechatAvailable && <span className={s.muted}>用微信扫码确认后完成绑定。</span>}
            </p>
            {wechatAvailable ? <WechatBind onBound={onWechatBound} /> : <p className={s.muted}>{WECHAT_UNAVAILABLE}</p>}
          </>
        )}
      </section>
    </div>
  );
}
