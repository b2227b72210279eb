import { App, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import type { WarnItem } from '@shared/contracts/billing';
import { PAYMENT_METHODS } from '@shared/billing/rules';
import { Code } from '@shared/envelope';
import { ApiError } from '~/lib/api';
import { FORM_SUCCESS_SECONDS } from '~/lib/feedback';
import { payAdd } from '../api/pay-add';
import { payBody, payConsequence, type PayForm, type WarnKind } from '../warnings-view';
import s from './Warnings.module.css';

type Props = { kind: WarnKind; item: WarnItem | null; open: boolean; onCancel: () => void; onPaid: () => void };

const OPTIONS = PAYMENT_METHODS.map((m) => ({ value: m, label: m }));

/**
 * '已缴费，解除预警': the pay way (required) and a remark, with the date the paid-through moves to; the dialog is
 * the confirmation. One period is recorded (pay_add); the server's message is shown and the lists reload.
 */
export function PayDialog({ kind, item, open, onCancel, onPaid }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<PayForm>();
  const [sending, setSending] = useState(false);

  const submit = async () => {
    if (!item || sending) return;
    let values: PayForm;
    try {
      values = await form.validateFields();
    } catch {
      return; // antd shows the field's message under it
    }
    const checked = payBody(kind, item, values);
    if (!checked.ok) {
      form.setFields([{ name: 'pay_way', errors: [checked.msg] }]);
      return;
    }
    setSending(true);
    try {
      void message.success(await payAdd(checked.body), FORM_SUCCESS_SECONDS);
      onPaid();
    } catch (err) {
      // The client has shown the server's message; an item changed elsewhere (already paid, ended) still reloads.
      if (err instanceof ApiError && err.code === Code.FAIL) onPaid();
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open && item !== null}
      title="登记缴费"
      okText="确认缴费"
      cancelText="取消"
      okButtonProps={{ loading: sending, disabled: sending }}
      cancelButtonProps={{ disabled: sending }}
      onOk={() => void submit()}
      onCancel={onCancel}
      afterClose={() => form.resetFields()}
    >
      {item && (
        <>
          <p>
            「{item.company_name}」{item.title}
          </p>
          <p className={s.consequence}>{payConsequence(item)}</p>
        </>
      )}
      <Form form={form} name={`pay-${kind.recordType}`} layout="vertical" requiredMark onFinish={() => void submit()}>
        <Form.Item label="缴费方式" name="pay_way" rules={[{ required: true, message: '请选择缴费方式' }]}>
          {/* Radios rather than a Select: six short choices, all visible, each a real radio for keyboard and screen readers. */}
          <Radio.Group options={OPTIONS} aria-label="缴费方式" aria-required />
        </Form.Item>
        <Form.Item label="备注（选填）" name="remark">
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="例如：银行流水号、收据号" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
