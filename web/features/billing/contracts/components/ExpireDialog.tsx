import { DatePicker, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { ActionDialog } from '~/components/ActionDialog';
import { useSaveForm } from '~/components/useSaveForm';
import { updateExpireTime } from '../api/contract-calls';
import { checkUpdateTime } from '../contract-actions';
import type { ContractItem } from '../contract-form';
import type { ContractKind } from '../contract-kinds';
import { ContractFacts } from './ContractFacts';
import { DATE_FORMAT, fromDay, toDay } from './form-dates';

type Props = { kind: ContractKind; item: ContractItem; onClose: () => void; onDone: () => void };

/** 修改到期时间: corrects the paid-through date (update_time); dates before the sign date cannot be picked, and the server refuses them too. */
export function ExpireDialog({ kind, item, onClose, onDone }: Props) {
  const [form] = Form.useForm<{ expire_time: Dayjs | null }>();
  const { sending, send } = useSaveForm();

  const submit = async () => {
    const checked = checkUpdateTime(kind, item, fromDay(form.getFieldValue('expire_time') as Dayjs | null));
    form.setFields([{ name: 'expire_time', errors: checked.ok ? [] : [checked.errors.expire_time ?? '到期时间格式错误'] }]);
    if (!checked.ok) return;
    // A refusal (e.g. a date before the sign date) has been shown by the API client.
    await send(() => updateExpireTime(checked.payload), onDone, { fallback: '操作成功' });
  };

  return (
    <ActionDialog title="修改到期时间" okText="保存" sending={sending} onOk={() => void submit()} onCancel={onClose}>
      <ContractFacts item={item} />
      <Form form={form} name={`${kind.key}-expire`} layout="vertical" initialValues={{ expire_time: toDay(item.expire_time) }}>
        <Form.Item name="expire_time" label="到期时间" required extra={`不能早于签约日期 ${item.sign_time}；此修改会记入审计日志。`}>
          <DatePicker format={DATE_FORMAT} style={{ width: 200 }} disabledDate={(d) => d.format(DATE_FORMAT) < item.sign_time} />
        </Form.Item>
      </Form>
    </ActionDialog>
  );
}
