import { Alert, Checkbox, Form, Input } from 'antd';
import type { StaffRoleValue } from '@shared/auth/staff-roles';
import {
  NICKNAME_MAX,
  staffCreateBody,
  staffUpdateBody,
  USERNAME_MAX,
  type GeneratedPassword,
  type StaffAccount,
} from '@shared/contracts/staff';
import { SaveButtons } from '~/components/DraftForm';
import { FormDrawer, useDiscardGuard } from '~/components/FormDrawer';
import { showFieldErrors, useSaveForm } from '~/components/useSaveForm';
import { fieldErrors } from '~/lib/form-errors';
import { staffApi } from '../api/staff';
import { createRoleOptions } from '../staff-view';
import admin from '~/components/AdminPage.module.css';

type Values = { username: string; nickname: string; roles: StaffRoleValue[] };
const FIELDS = ['username', 'nickname', 'roles'] as const;

type FormProps = {
  item: StaffAccount | undefined;
  securityHeld: boolean;
  onCancel: () => void;
  onSaved: (created?: GeneratedPassword) => void;
};

/**
 * 新建账号 (username, name, first roles: those the system administrator may give, or none) or 编辑 (the name),
 * checked with the server's contract before it is sent.
 */
function StaffForm({ item, securityHeld, onCancel, onSaved }: FormProps) {
  const [form] = Form.useForm<Values>();
  const { sending, serverError, setServerError, send } = useSaveForm();
  const cancel = useDiscardGuard(() => form.isFieldsTouched(), onCancel);

  const submit = async () => {
    const values = form.getFieldsValue(true) as Values;
    const checked = item
      ? staffUpdateBody.safeParse({ id: item.id, nickname: values.nickname ?? '' })
      : staffCreateBody.safeParse({ username: values.username ?? '', nickname: values.nickname ?? '', roles: values.roles ?? [] });
    const errors = checked.success ? {} : fieldErrors(checked.error);
    showFieldErrors(form, errors, FIELDS);
    if (!checked.success) return;
    if (item) {
      await send(
        () => staffApi.update(item.id, values.nickname.trim()),
        () => onSaved(),
      );
      return;
    }
    // A new account's first password is shown by the page, not in a toast.
    const body = { username: values.username.trim(), nickname: values.nickname.trim(), roles: values.roles };
    await send(
      () => staffApi.create(body),
      (res) => onSaved(res.data),
      { quiet: true },
    );
  };

  return (
    <Form<Values>
      form={form}
      name="staff-form"
      layout="vertical"
      initialValues={{ username: item?.username ?? '', nickname: item?.nickname ?? '', roles: [] }}
      onValuesChange={() => setServerError(null)}
      onFinish={() => void submit()}
    >
      {serverError && <Alert className={admin.alert} type="error" showIcon title={serverError} role="alert" />}
      <Form.Item
        name="username"
        label="账户名"
        required={!item}
        extra={item ? '账户名创建后不能修改' : '用于登录；字母、数字和 . _ - @，3 至 64 个字符'}
      >
        <Input maxLength={USERNAME_MAX} autoComplete="off" disabled={Boolean(item)} />
      </Form.Item>
      <Form.Item name="nickname" label="姓名" required>
        <Input maxLength={NICKNAME_MAX} autoComplete="off" />
      </Form.Item>
      {!item && (
        <Form.Item
          name="roles"
          label="角色"
          extra={
            securityHeld
              ? '可不选。审计管理员、安全管理员角色由安全管理员授予：先创建账号，再请安全管理员修改其角色。'
              : '可不选。尚无安全管理员：可在此创建首个安全管理员（仅此一次），审计管理员等其他三员角色由其授予。系统管理员、安全管理员、审计管理员须由不同账号担任。'
          }
        >
          <Checkbox.Group options={createRoleOptions(securityHeld)} aria-label="角色" />
        </Form.Item>
      )}
      {!item && <p className={admin.muted}>保存后系统生成初始密码，只显示一次；该账号首次登录须修改密码。</p>}
      <SaveButtons sending={sending} onCancel={cancel} style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        {item ? '保存' : '创建账号'}
      </SaveButtons>
    </Form>
  );
}

type Props = {
  target: { item?: StaffAccount } | null;
  securityHeld: boolean;
  onClose: () => void;
  onSaved: (created?: GeneratedPassword) => void;
};

/** 新建账号 / 编辑账号 in a drawer, full width on phones. */
export function StaffFormDrawer({ target, securityHeld, onClose, onSaved }: Props) {
  return (
    <FormDrawer open={target !== null} title={target?.item ? '编辑账号' : '新建账号'} onClose={onClose} size="min(480px, 100vw)">
      {target && <StaffForm item={target.item} securityHeld={securityHeld} onCancel={onClose} onSaved={onSaved} />}
    </FormDrawer>
  );
}
