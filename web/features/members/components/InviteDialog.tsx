import { Alert, Form, Input } from 'antd';
import { INVITATION_DAYS } from '@shared/auth/member-roles';
import { ActionDialog } from '~/components/ActionDialog';
import { showFieldErrors, useSaveForm } from '~/components/useSaveForm';
import { membersApi } from '../api/members';
import { inviteBody } from '../members-check';
import { DEFAULT_INVITE_ROLE } from '../members-view';
import s from './Members.module.css';
import { RolePicker } from './RolePicker';

type Values = { phone: string; role: number };
const FIELDS = ['phone', 'role'] as const;

/**
 * 邀请成员 (负责人): a mobile and a role, checked with the server's contract; the invited person joins by signing in
 * with that mobile within INVITATION_DAYS days.
 */
export function InviteDialog({ onCancel, onInvited }: { onCancel: () => void; onInvited: () => void }) {
  const [form] = Form.useForm<Values>();
  const { sending, serverError, setServerError, send } = useSaveForm();
  const submit = async () => {
    const v = form.getFieldsValue(true) as Values;
    const checked = inviteBody(v.phone ?? '', v.role);
    showFieldErrors(form, checked.ok ? {} : checked.errors, FIELDS);
    if (!checked.ok) return;
    await send(() => membersApi.invite(checked.body), onInvited, { fallback: '邀请已发出' });
  };
  return (
    <ActionDialog title="邀请成员" okText="发送邀请" sending={sending} onOk={() => void submit()} onCancel={onCancel} width={520}>
      <p className={s.note}>
        对方用该手机号登录（短信验证码登录，或绑定该手机号后扫码登录）即加入本企业。邀请 {INVITATION_DAYS} 天内有效，可随时撤回。
      </p>
      {serverError && <Alert type="error" showIcon title={serverError} role="alert" style={{ marginBottom: 16 }} />}
      <Form<Values>
        form={form}
        name="member-invite"
        layout="vertical"
        initialValues={{ phone: '', role: DEFAULT_INVITE_ROLE }}
        onValuesChange={(changed: Partial<Values>) => {
          setServerError(null);
          // A field's message goes as soon as it is changed; the next 保存 checks it again.
          form.setFields(Object.keys(changed).map((name) => ({ name: name as keyof Values, errors: [] })));
        }}
        onFinish={() => void submit()}
      >
        <Form.Item name="phone" label="手机号" required>
          <Input maxLength={11} inputMode="numeric" autoComplete="off" placeholder="请输入对方的手机号" />
        </Form.Item>
        <Form.Item name="role" label="角色" required>
          <RolePicker aria-label="角色" />
        </Form.Item>
      </Form>
    </ActionDialog>
  );
}
