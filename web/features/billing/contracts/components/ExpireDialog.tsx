import { App, DatePicker, Form, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { FORM_SUCCESS_SECONDS } from '~/lib/feedback';
import { updateExpireTime } from '../api/contract-calls';
import { checkUpdateTime } from '../contract-actions';
import type { ContractItem } from '../contract-form';
import type { ContractKind } from '../contract-kinds';
import { ContractFacts } from './ContractFacts';
import { DATE_FORMAT, fromDay, toDay } from './form-dates';

type Props = { kind: ContractKind; item: ContractItem; onClose: () => void; onDone: () => void };

/** 修改到期时间: corrects the paid-through date (update_time); dates before the sign date cannot be picked, and the server refuses them too. */
export function ExpireDialog({ kind, item, onClose, onDone }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ expire_time: Dayjs | null }>();
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const checked = checkUpdateTime(kind, item, fromDay(form.getFieldValue('expire_time') as Dayjs | null));
    form.setFields([{ name: 'expire_time', errors: checked.ok ? [] : [checked.errors.expire_time ?? '到期时间格式错误'] }]);
    if (!checked.ok) return;
    setSending(true);
    try {
      const res = await updateExpireTime(checked.payload);
      void message.success(res.msg || '操作成功', FORM_SUCCESS_SECONDS);
      onDone();
    } catch {
      // The API client has shown the server's message (e.g. a date before the sign date).
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title="修改到期时间"
      okText="保存"
      cancelText="取消"
      onOk={() => void submit()}
      onCancel={onClose}
      okButtonProps={{ loading: sending, disabled: sending }}
      cancelButtonProps={{ disabled: sending }}
      destroyOnHidden
    >
      <ContractFacts item={item} />
      <Form form={form} name={`${kind.key}-expire`} layout="vertical" initialValues={{ expire_time: toDay(item.expire_time) }}>
        <Form.Item name="expire_time" label="到期时间" required extra={`不能早于签约日期 ${item.sign_time}；此修改会记入审计日志。`}>
          <DatePicker format={DATE_FORMAT} style={{ width: 200 }} disabledDate={(d) => d.format(DATE_FORMAT) < item.sign_time} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
