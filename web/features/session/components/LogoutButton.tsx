import { App, Button } from 'antd';
import type { FormEvent } from 'react';
import { MSG } from '@shared/messages';
import { paths } from '~/config/paths';
import { logoutAndReload } from '~/lib/auth';

/** 退出: asks first (spec §5), then ends the session and reloads. Without JavaScript the form posts directly. */
export function LogoutButton({ className }: { className?: string }) {
  const { modal } = App.useApp();
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    modal.confirm({
      title: MSG.logoutConfirm,
      okText: '退出',
      cancelText: '取消',
      onOk: () => logoutAndReload(),
    });
  };
  return (
    <form method="post" action={paths.logout} onSubmit={onSubmit} className={className} style={{ display: 'inline' }}>
      <Button htmlType="submit" type="link" size="small">
        退出
      </Button>
    </form>
  );
}
