import { Alert, Form, Input } from 'antd';
import type { CompanyContact } from '@shared/contracts/members';
import { ActionDialog } from '~/components/ActionDialog';
import { showFieldErrors, useSaveForm } from '~/components/useSaveForm';
import type { FieldErrors } from '~/lib/form-errors';
import { mobileChanged, type ContactValues } from '../members-view';
import { CodeButton, type LoadCaptcha, type SendCode } from './CodeButton';
import s from './Members.module.css';

const FIELDS = ['contact_name', 'mobile', 'email', 'code'] as const;

type Props = {
  saved: CompanyContact;
  /** The company's own 负责人: a changed mobile needs a code sent to it (staff change it on the company's request). */
  verify?: { send: SendCode; loadCaptcha: LoadCaptcha };
  /** Checks the values (the contract's messages by field) and, when they pass, saves them. */
  save: (v: ContactValues) => { errors: FieldErrors } | { call: () => Promise<{ msg: string }> };
  onCancel: () => void;
  onSaved: () => void;
  note?: string;
};

/** 修改企业联系人: the contact person, mobile (with its code when changed and `verify`) and e-mail. */
export function ContactDialog({ saved, verify, save, onCancel, onSaved, note }: Props) {
  const [form] = Form.useForm<ContactValues>();
  const { sending, serverError, setServerError, send } = useSaveForm();
  const mobile = Form.useWatch('mobile', form) ?? saved.mobile;
  const needsCode = verify !== undefined && mobileChanged(saved, mobile);

  const submit = async () => {
    const v = form.getFieldsValue(true) as ContactValues;
    const checked = save({ ...v, code: needsCode ? (v.code ?? '') : '' });
    showFieldErrors(form, 'errors' in checked ? checked.errors : {}, FIELDS);
    if ('errors' in checked) return;
    await send(checked.call, onSaved, { fallback: '保存成功' });
  };

  return (
    <ActionDialog title="修改企业联系人" okText="保存" sending={sending} onOk={() => void submit()} onCancel={onCancel} width={520}>
      {note && <p className={s.note}>{note}</p>}
      {serverError && <Alert type="error" showIcon title={serverError} role="alert" style={{ marginBottom: 16 }} />}
      <Form<ContactValues>
        form={form}
        name="company-contact"
        layout="vertical"
        initialValues={{ ...saved, code: '' }}
        onValuesChange={(changed: Partial<ContactValues>) => {
          setServerError(null);
          // A field's message goes as soon as it is changed; the next 保存 checks it again.
          form.setFields(Object.keys(changed).map((name) => ({ name: name as keyof ContactValues, errors: [] })));
        }}
        onFinish={() => void submit()}
      >
        <Form.Item name="contact_name" label="联系人" required>
          <Input maxLength={50} autoComplete="name" />
        </Form.Item>
        <Form.Item name="mobile" label="手机号" required extra={verify ? '更换手机号需要向新手机号发送验证码确认' : undefined}>
          <Input maxLength={11} inputMode="numeric" autoComplete="tel" />
        </Form.Item>
        {needsCode && verify && (
          <Form.Item label="验证码" required>
            <div className={s.codeRow}>
              <Form.Item name="code" noStyle>
                <Input maxLength={6} inputMode="numeric" autoComplete="one-time-code" aria-label="验证码" placeholder="6 位数字" />
              </Form.Item>
              <CodeButton
                phone={mobile}
                send={verify.send}
                loadCaptcha={verify.loadCaptcha}
                onInvalid={(msg) => form.setFields([{ name: 'mobile', errors: [msg] }])}
              />
            </div>
          </Form.Item>
        )}
        <Form.Item name="email" label="邮箱">
          <Input maxLength={100} autoComplete="email" placeholder="选填" />
        </Form.Item>
      </Form>
    </ActionDialog>
  );
}
