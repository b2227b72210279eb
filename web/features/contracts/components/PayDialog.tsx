import { App, Form, Input, InputNumber, Modal, Radio } from 'antd';
import { useState } from 'react';
import { PAYMENT_METHODS } from '@shared/billing/rules';
import { FORM_SUCCESS_SECONDS } from '~/lib/feedback';
import type { FieldErrors } from '~/lib/form-errors';
import { addPayment } from '../api/contract-calls';
import { checkPay, emptyPayValues, payPreview, type PayValues } from '../contract-actions';
import { yuanText, type ContractItem } from '../contract-form';
import type { ContractKind } from '../contract-kinds';
import { ContractFacts } from './ContractFacts';
import s from './Contracts.module.css';

type Props = { kind: ContractKind; item: ContractItem; onClose: () => void; onDone: () => void };

const FIELDS = ['pay_way', 'periods', 'remark'] as const;

/** 记录缴费: pay way, periods (1–12) and remark → pay_add; shows where the paid-through date will move. */
export function PayDialog({ kind, item, onClose, onDone }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<PayValues>();
  const [sending, setSending] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const periods = Form.useWatch('periods', form) as number | undefined;
  const preview = payPreview(item, periods ?? undefined);

  const recheck = () => {
    const checked = checkPay(kind, item, { ...emptyPayValues(), ...(form.getFieldsValue(true) as PayValues) });
    const errors: FieldErrors = checked.ok ? {} : checked.errors;
    form.setFields(FIELDS.map((name) => ({ name, errors: errors[name] ? [errors[name]] : [] })));
    return checked;
  };

  const submit = async () => {
    setAttempted(true);
    const checked = recheck();
    if (!checked.ok) return;
    setSending(true);
    try {
      const res = await addPayment(checked.payload);
      void message.success(`${res.msg || '操作成功'}，已缴至 ${res.data.expire_time}`, FORM_SUCCESS_SECONDS);
      onDone();
    } catch {
      // The API client has shown the server's message.
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title="记录缴费"
      okText="确认缴费"
      cancelText="取消"
      onOk={() => void submit()}
      onCancel={onClose}
      okButtonProps={{ loading: sending, disabled: sending }}
      cancelButtonProps={{ disabled: sending }}
      destroyOnHidden
    >
      <ContractFacts item={item} />
      <Form<PayValues> form={form} name={`${kind.key}-pay`} layout="vertical" initialValues={emptyPayValues()} onValuesChange={() => attempted && recheck()}>
        <Form.Item name="pay_way" label="缴费方式" required>
          <Radio.Group aria-label="缴费方式" options={PAYMENT_METHODS.map((m) => ({ value: m, label: m }))} />
        </Form.Item>
        <Form.Item name="periods" label="缴费期数" required>
          <InputNumber min={1} max={12} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <p className={s.derived} aria-live="polite">
          {preview ? `缴费 ${yuanText(preview.money)}后，已缴至 ${preview.expire_time}` : '缴费期数应为 1 至 12'}
        </p>
        <Form.Item name="remark" label="备注">
          <Input.TextArea rows={2} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
