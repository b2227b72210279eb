import { Alert, App, Button, Form, Input, Tag } from 'antd';
import { useState } from 'react';
import type { SessionRestriction, StaffSecurityInfo, TotpSetupResult } from '@shared/contracts/auth';
import { ApiError } from '~/lib/api';
import { FORM_SUCCESS_SECONDS } from '~/lib/feedback';
import { securityApi } from '../api/security';
import { RecoveryCodes } from './RecoveryCodes';
import { CurrentPassword, SecurityForm } from './SecurityForm';
import s from './SecurityPage.module.css';

const errorText = (err: unknown) => (err instanceof ApiError ? err.message : '操作失败，请重试');

/**
 * 动态验证码 (TOTP): scan the QR code (or type the secret) into an authenticator app, confirm with its first code,
 * then keep the ten recovery codes shown once. Starting needs the current password (kept for the confirmation, which
 * asks for it too); stopping it needs the password and a current code.
 */
export function TotpPanel({ info, onChanged }: { info: StaffSecurityInfo; onChanged: (restriction?: SessionRestriction | null) => void }) {
  const { message } = App.useApp();
  // The enrolment under way: the QR code, and the password it was started with (totp_enable asks for it again).
  const [setup, setSetup] = useState<{ result: TotpSetupResult; password: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  if (codes) {
    return (
      <RecoveryCodes
        codes={codes}
        onSaved={() => {
          setCodes(null);
          onChanged();
        }}
      />
    );
  }

  if (info.totp_enabled) {
    return (
      <div>
        <p>
          <Tag color="green">已启用</Tag>每次登录需输入身份验证器中的动态验证码。剩余恢复码 {info.recovery_codes_left} 个。
        </p>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <SecurityForm
          name="totpStop"
          aria-label="停用动态验证码"
          onFinish={(v: { password: string; code: string }) =>
            void run(async () => {
              const res = await securityApi.totpDisable(v);
              void message.success(res.msg, FORM_SUCCESS_SECONDS);
              onChanged(res.data.restriction);
            })
          }
        >
          <p className={s.muted}>
            停用或更换手机：输入当前密码和一个动态验证码（或恢复码）。
            {info.totp_required ? '本系统要求启用动态验证码，停用后须立即重新绑定。' : ''}
          </p>
          <CurrentPassword />
          <Form.Item label="动态验证码" name="code" rules={[{ required: true, message: '请输入动态验证码' }]}>
            <Input autoComplete="one-time-code" inputMode="numeric" />
          </Form.Item>
          <Button danger htmlType="submit" loading={busy}>
            停用动态验证码
          </Button>
        </SecurityForm>
      </div>
    );
  }

  return (
    <div>
      <p>
        <Tag>未启用</Tag>
        {info.totp_required ? '本系统要求所有工作人员启用动态验证码。' : '建议启用：登录时除密码外还需手机上的动态验证码。'}
      </p>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      {!setup ? (
        <SecurityForm
          name="totpStart"
          aria-label="开始绑定"
          onFinish={(v: { password: string }) =>
            void run(async () => setSetup({ result: (await securityApi.totpSetup(v.password)).data, password: v.password }))
          }
        >
          <p className={s.muted}>为确认是您本人，请先输入当前密码。</p>
          <CurrentPassword />
          <Button type="primary" htmlType="submit" loading={busy}>
            开始绑定
          </Button>
        </SecurityForm>
      ) : (
        <div className={s.enrol}>
          <ol className={s.steps}>
            <li>在手机上打开身份验证器（如 Microsoft Authenticator、Google Authenticator、腾讯身份验证器）。</li>
            <li>扫描二维码；无法扫描时手动输入密钥。</li>
            <li>输入应用显示的 6 位动态验证码完成绑定。</li>
          </ol>
          <img src={setup.result.qr} alt="动态验证码绑定二维码" width={200} height={200} className={s.qr} />
          <p>
            密钥：
            <code className={s.secret} aria-label="密钥">
              {setup.result.secret}
            </code>
          </p>
          <Form
            layout="inline"
            aria-label="确认绑定"
            onFinish={(v: { code: string }) =>
              void run(async () => {
                const res = await securityApi.totpEnable({ password: setup.password, code: v.code.trim() });
                setCodes(res.data.recovery_codes);
                setSetup(null);
              })
            }
          >
            <Form.Item
              label="动态验证码"
              name="code"
              rules={[
                { required: true, message: '请输入动态验证码' },
                { pattern: /^\s*\d{6}\s*$/, message: '请输入 6 位数字' },
              ]}
            >
              <Input autoComplete="one-time-code" inputMode="numeric" maxLength={8} style={{ width: 140 }} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy}>
              确认绑定
            </Button>
          </Form>
        </div>
      )}
    </div>
  );
}
