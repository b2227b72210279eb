import { useState, type FormEvent } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import { Button } from '~/components/Button';
import { Input, PasswordInput } from '~/components/Input';
import { Callout } from '~/components/Callout';
import { fieldErrors, formFields, type FieldErrors } from '~/lib/form-errors';
import s from './AdminLoginForm.module.css';

export const LOGIN_FIELDS = ['username', 'password', 'otp'] as const;

/** `otpRequired`: the account has a second factor; the form now asks for the code beside the password. */
export type AdminLoginState = { fieldErrors: FieldErrors; formError: string | null; username: string; otpRequired?: boolean };

/**
 * The server's own contract (zod with it) is a chunk of its own, fetched when the person reaches the form, so the
 * page's first load stays small (issue 12); the check runs before anything is sent.
 */
const loadContract = () => import('@shared/contracts/auth').then((m) => m.adminLoginBody);

/**
 * The administrator's password form (at the staff sign-in address). Checked in the browser with the server's
 * own contract, and again by the server; a plain form post without JavaScript. Once the server says the account
 * has a second factor, a 动态验证码 field appears (the password stays typed in when JavaScript runs).
 */
export function AdminLoginForm({ state }: { state: AdminLoginState | undefined }) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const sending = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const errors = clientErrors ?? state?.fieldErrors ?? {};

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    for (const name of LOGIN_FIELDS) {
      const input = form.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = input.value.trim();
    }
    loadContract().then(
      (contract) => {
        const parsed = contract.safeParse(formFields(new FormData(form), LOGIN_FIELDS));
        if (!parsed.success) return setClientErrors(fieldErrors(parsed.error));
        setClientErrors(null);
        void submit(form);
      },
      // The contract did not arrive (network): the server checks the same fields and answers under them.
      () => void submit(form),
    );
  };
  const warm = () => void loadContract().catch(() => undefined);

  const field = (name: 'username' | 'password' | 'otp') => ({
    id: `login-${name}`,
    name,
    invalid: Boolean(errors[name]),
    'aria-describedby': errors[name] ? `login-${name}-error` : undefined,
  });
  return (
    <Form method="post" noValidate onSubmit={onSubmit} onFocus={warm} className={s.form}>
      {state?.formError && !clientErrors && <Callout type="error" title={state.formError} className={s.alert} />}
      <div className={s.field}>
        <label htmlFor="login-username">账户</label>
        <Input {...field('username')} autoComplete="username" defaultValue={state?.username} />
        {errors.username && (
          <p id="login-username-error" className={s.error}>
            {errors.username}
          </p>
        )}
      </div>
      <div className={s.field}>
        <label htmlFor="login-password">密码</label>
        <PasswordInput {...field('password')} autoComplete="current-password" />
        {errors.password && (
          <p id="login-password-error" className={s.error}>
            {errors.password}
          </p>
        )}
      </div>
      {state?.otpRequired && (
        <div className={s.field}>
          <label htmlFor="login-otp">动态验证码</label>
          <Input
            {...field('otp')}
            autoComplete="one-time-code"
            inputMode="numeric"
            placeholder="身份验证器中的 6 位数字，或一个恢复码"
            autoFocus
          />
          {errors.otp && (
            <p id="login-otp-error" className={s.error}>
              {errors.otp}
            </p>
          )}
        </div>
      )}
      <Button type="submit" variant="primary" size="large" block loading={sending} disabled={sending}>
        登录
      </Button>
    </Form>
  );
}
