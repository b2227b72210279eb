import { App, Form, Input, InputNumber, Modal, Radio } from 'antd';
import { useState, type ReactNode } from 'react';
import { PAYMENT_METHODS } from '@shared/billing/rules';
import { Code } from '@shared/envelope';
import { ApiError } from '~/lib/api';
import { FORM_SUCCESS_SECONDS } from '~/lib/feedback';
import { checkPayAdd, payAdd, type PayCheck, type PayTarget, type PayValues } from '~/lib/pay-add';
import s from './PayDialog.module.css';

type Props = {
  /** The row the payment is recorded against; null keeps the dialog closed. */
  target: PayTarget | null;
  /** 记录缴费 (contract pages), 登记缴费 (warning pages). */
  title: string;
  /** The form's name (its fields' ids). */
  formName: string;
  /** What is paid, above the form. */
  children: ReactNode;
  /** Asks for 缴费期数 (1–12) and says, under it, what that count does; without it one period is recorded. */
  periodsPreview?: (periods: number | undefined) => string;
  onCancel: () => void;
  onPaid: () => void;
  /** The server refused (e.g. the row was paid or ended elsewhere): the warning lists reload; otherwise it stays open. */
  onRefused?: () => void;
};

const OPTIONS = PAYMENT_METHODS.map((m) => ({ value: m, label: m }));
const FIELDS = ['pay_way', 'periods', 'remark'] as const;

/**
 * The one pay dialog (pay_add): pay way, optionally the number of periods, and a remark, checked with the server's
 * contract (its messages under the fields, again on each change after the first try); the dialog is the
 * confirmation. On success the server's message and the new paid-through date are shown.
 */
export function PayDialog({ target, title, formName, children, periodsPreview, onCancel, onPaid, onRefused }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<PayValues>();
  const [sending, setSending] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const periods = Form.useWatch('periods', form) as number | null | undefined;

  const recheck = (): PayCheck | null => {
    if (!target) return null;
    const checked = checkPayAdd(target, form.getFieldsValue(true) as PayValues);
    const errors = checked.ok ? {} : checked.errors;
    form.setFields(FIELDS.map((name) => ({ name, errors: errors[name] ? [errors[name]] : [] })));
    return checked;
  };

  const submit = async () => {
    if (sending) return;
    setAttempted(true);
    const checked = recheck();
    if (!checked?.ok) return;
    setSending(true);
    try {
      const res = await payAdd(checked.body);
      void message.success(`${res.msg || '操作成功'}，已缴至 ${res.data.expire_time}`, FORM_SUCCESS_SECONDS);
      onPaid();
    } catch (err) {
      // The API client has shown the server's message.
      if (err instanceof ApiError && err.code === Code.FAIL) onRefused?.();
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={target !== null}
      title={title}
      okText="确认缴费"
      cancelText="取消"
      okButtonProps={{ loading: sending, disabled: sending }}
      cancelButtonProps={{ disabled: sending }}
      onOk={() => void submit()}
      onCancel={onCancel}
      afterClose={() => {
        form.resetFields();
        setAttempted(false);
      }}
      destroyOnHidden
    >
      {children}
      <Form<PayValues>
        form={form}
        name={formName}
        layout="vertical"
        initialValues={periodsPreview ? { periods: 1 } : undefined}
        onValuesChange={() => attempted && recheck()}
        onFinish={() => void submit()}
      >
        <Form.Item label="缴费方式" name="pay_way" required>
          {/* Radios rather than a Select: six short choices, all visible, each a real radio for keyboard and screen readers. */}
          <Radio.Group options={OPTIONS} aria-label="缴费方式" aria-required />
        </Form.Item>
        {periodsPreview && (
          <>
            <Form.Item label="缴费期数" name="periods" required>
              <InputNumber min={1} max={12} precision={0} style={{ width: 160 }} />
            </Form.Item>
            <p className={s.preview} aria-live="polite">
              {periodsPreview(periods ?? undefined)}
            </p>
          </>
        )}
        <Form.Item label="备注（选填）" name="remark">
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="例如：银行流水号、收据号" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
