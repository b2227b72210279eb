import { useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { UserInfo } from '@shared/contracts/auth';
import { LoginType } from '@shared/constants';
import { buttonClass, ButtonContent, useDelayedBusy } from '~/components/Button';
import { paths } from '~/config/paths';
import { confirmDialog, toast } from '~/lib/notify';
import { fetchUserInfo } from '../api/userinfo';
import { personalCentreHref, personalCentreStep } from '../personal-centre';
import { LogoutButton } from './LogoutButton';
import s from './UserArea.module.css';

/** A quick answer shows no spinner. */
const BUSY_DELAY_MS = 300;

/** The header's sign-in link, or the welcome, 个人中心 and 退出 of a signed-in user. */
export function UserArea({ user }: { user: UserInfo | null }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const spinning = useDelayedBusy(busy, BUSY_DELAY_MS);
  if (!user) {
    return (
      <div className={s.area}>
        <Link to={paths.login} className={s.login}>
          登录/注册
        </Link>
      </div>
    );
  }
  const onCentre = async (e: MouseEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    // The review status may have changed since the page loaded; an ended session is reported by the client.
    const current = await fetchUserInfo().catch(() => null);
    setBusy(false);
    if (!current) return;
    const step = personalCentreStep(current);
    if (step.kind === 'go') {
      void navigate(step.to);
      return;
    }
    if (step.kind === 'toast') {
      toast.warning(step.text);
      const then = step.then;
      if (then) setTimeout(() => void navigate(then.to), then.delayMs);
      return;
    }
    confirmDialog({
      title: '入驻申请未通过',
      content: step.text,
      okText: '重新申请',
      cancelText: '关闭',
      onOk: () => void navigate(step.reapplyTo),
    });
  };
  return (
    <div className={s.area}>
      <span className={s.welcome}>欢迎您，{user.nickname || user.username}</span>
      <a
        href={personalCentreHref(personalCentreStep(user))}
        className={buttonClass({ variant: 'primary', size: 'small' })}
        aria-busy={spinning || undefined}
        onClick={(e) => void onCentre(e)}
      >
        <ButtonContent loading={spinning}>个人中心</ButtonContent>
      </a>
      {/* Any personal user, settled or not, reaches the consultations they sent (个人中心 needs a settled company). */}
      {user.type === LoginType.PERSONAL && (
        <Link to={paths.personal.myConsultations} className={s.link}>
          我的咨询
        </Link>
      )}
      <LogoutButton />
    </div>
  );
}
