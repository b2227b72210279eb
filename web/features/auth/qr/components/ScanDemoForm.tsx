import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { Button } from '~/components/Button';
import { Input } from '~/components/Input';
import { Callout } from '~/components/Callout';
import s from './scan.module.css';
import f from '~/components/styles/fields.module.css';

export type DemoConfirmState = { error: string | null; nickname: string };

/**
 * 演示模式 on the phone: a nickname names the demo account to sign in as (never a real user's). A real form
 * post to the page's action, so it works without JavaScript too. `children` (what is asking) sits above 确认登录.
 */
export function ScanDemoForm({ sign, state, children }: { sign: string; state: DemoConfirmState | undefined; children?: ReactNode }) {
  const navigation = useNavigation();
  const sending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'confirm';
  return (
    <div className={s.stack}>
      <Callout
        type="warning"
        className={s.banner}
        title="演示模式"
        description="仅供演示：昵称对应一个演示账号，知道该昵称的人都能登录它；已被正式用户使用的昵称不能用于演示登录。请勿填写真实个人信息。"
      />
      <h1 className={s.heading}>确认在电脑上登录</h1>
      <p className={s.lead}>输入一个昵称，电脑上的页面将以该昵称的演示账号登录。</p>
      <Form method="post" replace noValidate className={s.stack}>
        <input type="hidden" name="sign" value={sign} />
        <div className={f.field}>
          <label htmlFor="scan-nickname">昵称</label>
          <Input
            id="scan-nickname"
            name="nickname"
            maxLength={20}
            autoComplete="nickname"
            defaultValue={state?.nickname}
            invalid={Boolean(state?.error)}
            aria-describedby={state?.error ? 'scan-nickname-error' : undefined}
          />
          {state?.error && (
            <p id="scan-nickname-error" className={f.error}>
              {state.error}
            </p>
          )}
        </div>
        {children}
        <Button type="submit" variant="primary" name="intent" value="confirm" size="large" block className={s.big} loading={sending}>
          确认登录
        </Button>
      </Form>
    </div>
  );
}
