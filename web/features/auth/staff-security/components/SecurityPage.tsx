import { Alert } from 'antd';
import { useRevalidator } from 'react-router';
import type { SessionRestriction, StaffSecurityInfo, StaffSession } from '@shared/contracts/auth';
import { formatInstant, restrictionMessage } from '../security-view';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SessionsTable } from './SessionsTable';
import { TotpPanel } from './TotpPanel';
import s from './SecurityPage.module.css';

type Props = { info: StaffSecurityInfo | null; sessions: StaffSession[]; homePath: string };

/** 账号安全: change the password, the second factor, and the account's sessions (issue 11). */
export function SecurityPage({ info, sessions, homePath }: Props) {
  const revalidator = useRevalidator();
  if (!info) return <Alert type="error" showIcon title="账号安全信息加载失败，请刷新重试" />;
  const restrictionText = restrictionMessage(info.restriction, `每 ${info.password_max_age_days} 天`);
  // Once nothing is left to do, a restricted session goes on to the back office (a new document: the menu returns).
  const after = (restriction?: SessionRestriction | null) => {
    if (info.restriction && restriction === null) window.location.assign(homePath);
    else void revalidator.revalidate();
  };
  return (
    <div>
      {restrictionText && <Alert type="warning" showIcon title={restrictionText} style={{ marginBottom: 24 }} />}
      <section className={s.section} aria-labelledby="sec-password">
        <h2 id="sec-password">修改密码</h2>
        <p className={s.muted}>
          账户 {info.username}，上次修改 {formatInstant(info.password_changed_at)}，须于 {formatInstant(info.password_expires_at)} 前更换。
        </p>
        <ChangePasswordForm username={info.username} onChanged={after} />
      </section>
      {info.restriction !== 'password' && (
        <section className={s.section} aria-labelledby="sec-totp">
          <h2 id="sec-totp">动态验证码（双因素认证）</h2>
          <TotpPanel info={info} onChanged={after} />
        </section>
      )}
      <section className={s.section} aria-labelledby="sec-sessions">
        <h2 id="sec-sessions">登录会话</h2>
        <SessionsTable sessions={sessions} singleSession={info.single_session} onChanged={() => void revalidator.revalidate()} />
      </section>
    </div>
  );
}
