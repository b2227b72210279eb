import { Alert, App, Button, Space } from 'antd';
import { FORM_SUCCESS_SECONDS } from '~/lib/feedback';
import { recoveryCodesText } from '../security-view';
import s from './SecurityPage.module.css';

/** The ten recovery codes, shown once after binding, to copy or write down; 我已保存恢复码 leaves them. */
export function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const { message } = App.useApp();
  return (
    <div>
      <Alert
        type="success"
        showIcon
        title="动态验证码已启用。请立即保存下面的 10 个恢复码：每个只能用一次，手机丢失时用它登录。它们只显示这一次。"
      />
      <ol className={s.codes} aria-label="恢复码">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <Space>
        <Button
          onClick={() =>
            void navigator.clipboard?.writeText(recoveryCodesText(codes)).then(() => message.success('复制成功', FORM_SUCCESS_SECONDS))
          }
        >
          复制恢复码
        </Button>
        <Button type="primary" onClick={onSaved}>
          我已保存恢复码
        </Button>
      </Space>
    </div>
  );
}
