import { Form, Input, type FormProps } from 'antd';
import type { ReactNode } from 'react';

/** The security page's forms: labels above the fields, no required marks, at most 420 px wide. */
export function SecurityForm<V>({ children, ...props }: Omit<FormProps<V>, 'children'> & { children: ReactNode }) {
  return (
    <Form<V> layout="vertical" requiredMark={false} style={{ maxWidth: 420 }} {...props}>
      {children}
    </Form>
  );
}

/** 当前密码, asked before a change to how one signs in. */
export function CurrentPassword({ name = 'password', message = '请输入您的密码' }: { name?: string; message?: string }) {
  return (
    <Form.Item label="当前密码" name={name} rules={[{ required: true, message }]}>
      <Input.Password autoComplete="current-password" />
    </Form.Item>
  );
}
