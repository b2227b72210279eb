import type { FormEvent } from 'react';
import { MSG } from '@shared/messages';
import { Button } from '~/components/Button';
import { paths } from '~/config/paths';
import { logoutAndReload } from '~/lib/auth';
import { confirmDialog } from '~/lib/notify';

/** 退出: asks first (spec §5), then ends the session and reloads. Without JavaScript the form posts directly. */
export function LogoutButton({ className }: { className?: string }) {
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    confirmDialog({ title: MSG.logoutConfirm, okText: '退出', cancelText: '取消', onOk: () => logoutAndReload() });
  };
  return (
    <form method="post" action={paths.logout} onSubmit={onSubmit} className={className} style={{ display: 'inline' }}>
      <Button type="submit" variant="link" size="small">
        退出
      </Button>
    </form>
  );
}
