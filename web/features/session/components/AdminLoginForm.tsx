import { Alert, Button, Input } from 'antd';
import { useState, type FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import { adminLoginBody } from '@shared/contracts/auth';
import { fieldErrors, formFields, type FieldErrors } from '~/lib/form-errors';
import s from './AdminLoginForm.module.css';

export const LOGIN_FIELDS = ['username', 'password', 'otp'] as const;

/** `otpRequired`: the account has a second factor; the form now asks for the code beside the password. */
export type AdminLoginState = { fieldErrors: FieldErrors; formError: string | null; username: string; otpRequired?: boolean };

/**
 * The administrator's password form (at the staff sign-in address). Checked in the browser with the server's
 * own contract, and again by the server; a plain form post without JavaScript. Once the server says the account
 * has a second factor, a 动态验证码 field appears (the password stays typed in when JavaScript runs).
 */
export function AdminLoginForm({ state }: { state: AdminLoginState | undefined }) {
  const navigation = useNavigation();
  const sending = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const errors = clientErrors ?? state?.fieldErrors ?? {};

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const form = e.currentTarget;
    for (const name of LOGIN_FIELDS) {
      const input = form.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = input.value.trim();
    }
    const parsed = adminLoginBody.safeParse(formFields(new FormData(form), LOGIN_FIELDS));
    if (parsed.success) return setClientErrors(null);
    e.preventDefault();
    setClientErrors(fieldErrors(parsed.error));
  };

  return (
    <Form method="post" noValidate onSubmit={onSubmit} className={s.form}>
      {state?.formError && !clientErrors && <Alert type="error" showIcon title={state.formError} className={s.alert} />}
      <div className={s.field}>
        <label htmlFor="login-username">账户</label>
        <Input
          id="login-username"
          name="username"
          size="large"
          autoComplete="username"
          defaultValue={state?.username}
          status={errors.username ? 'error' : undefined}
          aria-invalid={Boolean(errors.username)}
          aria-describedby={errors.username ? 'login-username-error' : undefined}
        />
        {errors.username && <p id="login-username-error" className={s.error}>{errors.username}</p>}
      </div>
      <div className={s.field}>
        <label htmlFor="login-password">密码</label>
        <Input.Password
          id="login-password"
          name="password"
          size="large"
          autoComplete="current-password"
          status={errors.password ? 'error' : undefined}
          aria-invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
        />
        {errors.password && <p id="login-password-error" className={s.error}>{errors.password}</p>}
      </div>
      {state?.otpRequired && (
        <div className={s.field}>
          <label htmlFor="login-otp">动态验证码</label>
          <Input
            id="login-otp"
            name="otp"
            size="large"
            autoComplete="one-time-code"
            inputMode="numeric"
            placeholder="身份验证器中的 6 位数字，或一个恢复码"
            autoFocus
            status={errors.otp ? 'error' : undefined}
            aria-invalid={Boolean(errors.otp)}
            aria-describedby={errors.otp ? 'login-otp-error' : undefined}
          />
          {errors.otp && <p id="login-otp-error" className={s.error}>{errors.otp}</p>}
        </div>
      )}
      <Button type="primary" htmlType="submit" size="large" block loading={sending} disabled={sending}>
        登录
      </Button>
    </Form>
  );
}
