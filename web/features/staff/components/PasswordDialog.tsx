import { Alert, App, Button, Modal } from 'antd';
import type { GeneratedPassword } from '@shared/contracts/staff';
import { MSG } from '@shared/messages';
import { copyText } from '~/lib/clipboard';
import { FORM_SUCCESS_SECONDS } from '~/lib/feedback';
import { passwordCopyText } from '../staff-view';
import s from './Staff.module.css';

type Props = { shown: { title: string; result: GeneratedPassword } | null; onClose: () => void };

/**
 * A generated password, shown this once (only its hash is kept): copy it, hand it over in person; the account
 * must change it at its first sign-in. Closed only with 我已记下.
 */
export function PasswordDialog({ shown, onClose }: Props) {
  const { message } = App.useApp();
  const copy = async () => {
    if (!shown) return;
    const ok = await copyText(passwordCopyText(shown.result.username, shown.result.password));
    if (ok) void message.success(MSG.copied, FORM_SUCCESS_SECONDS);
    else void message.error(MSG.copyFailed);
  };
  return (
    <Modal
      open={shown !== null}
      title={shown?.title}
      closable={false}
      maskClosable={false}
      keyboard={false}
      destroyOnHidden
      footer={[
        <Button key="copy" onClick={() => void copy()}>
          复制账户和密码
        </Button>,
        <Button key="ok" type="primary" onClick={onClose}>
          我已记下
        </Button>,
      ]}
    >
      {shown && (
        <>
          <Alert
            type="warning"
            showIcon
            title="初始密码只显示这一次，关闭后无法再次查看。请当面或通过安全渠道交给本人；首次登录时须修改密码。"
          />
          <p style={{ margin: '12px 0 0' }}>
            账户：<strong>{shown.result.username}</strong>
          </p>
          <code className={s.password} aria-label="初始密码">
            {shown.result.password}
          </code>
        </>
      )}
    </Modal>
  );
}
