import { App, Button } from 'antd';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { UserInfo } from '@shared/contracts/auth';
import { paths } from '~/config/paths';
import { personalCentreHref, personalCentreStep } from '../personal-centre';
import { LogoutButton } from './LogoutButton';
import s from './UserArea.module.css';

/** The header's sign-in link, or the welcome, 个人中心 and 退出 of a signed-in user. */
export function UserArea({ user }: { user: UserInfo | null }) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  if (!user) {
    return (
      <div className={s.area}>
        <Link to={paths.login} className={s.login}>
          登录/注册
        </Link>
      </div>
    );
  }
  const step = personalCentreStep(user);
  const onCentre = (e: MouseEvent) => {
    e.preventDefault();
    if (step.kind === 'go') {
      void navigate(step.to);
      return;
    }
    if (step.kind === 'notice') {
      void message.warning(step.text);
      const then = step.then;
      if (then) setTimeout(() => void navigate(then.to), then.delayMs);
      return;
    }
    modal.confirm({
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
      <Button type="primary" size="small" href={personalCentreHref(step)} onClick={onCentre}>
        个人中心
      </Button>
      <LogoutButton />
    </div>
  );
}
