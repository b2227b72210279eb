import { Alert, App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { passwordProblem, PASSWORD_MSG, PASSWORD_RULES_TEXT } from '@shared/auth/password-policy';
import type { SessionRestriction } from '@shared/contracts/auth';
import { ApiError } from '~/lib/api';
import { FORM_SUCCESS_SECONDS } from '~/lib/feedback';
import { securityApi } from '../api/security';
import { CurrentPassword, SecurityForm } from './SecurityForm';

type Values = { old_password: string; password: string; confirm: string };

/**
 * 修改密码: the same rules as the server (shared/auth/password-policy) checked as the person types; the server
 * also refuses the last five passwords. Other sessions of the account end when it changes.
 */
export function ChangePasswordForm({
  username,
  onChanged,
}: {
  username: string;
  onChanged: (restriction: SessionRestriction | null) => void;
}) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setSending(true);
    setError(null);
    try {
      const res = await securityApi.changePassword(values);
      void message.success(res.msg, FORM_SUCCESS_SECONDS);
      form.resetFields();
      onChanged(res.data.restriction);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : '修改失败，请重试');
    } finally {
      setSending(false);
    }
  };

  return (
    <SecurityForm form={form} onFinish={(v) => void submit(v)} aria-label="修改密码">
      <p style={{ color: 'var(--care-text, #59616d)', marginTop: 0 }}>密码要求：{PASSWORD_RULES_TEXT}。</p>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <CurrentPassword name="old_password" message="请输入当前密码" />
      <Form.Item
        label="新密码"
        name="password"
        rules={[
          { required: true, message: '请输入新密码' },
          {
            validator: async (_, value: string | undefined) => {
              const p = value ? passwordProblem(value, username) : null;
              if (p) throw new Error(p);
            },
          },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="确认新密码"
        name="confirm"
        dependencies={['password']}
        rules={[
          { required: true, message: '请再次输入新密码' },
          ({ getFieldValue }) => ({
            validator: async (_, value: string | undefined) => {
              if (value && value !== getFieldValue('password')) throw new Error(PASSWORD_MSG.mismatch);
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={sending}>
        修改密码
      </Button>
    </SecurityForm>
  );
}
