import { Alert, Button, DatePicker, Form, Input, InputNumber, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useRef } from 'react';
import { PAY_CYCLES, parkToday, yuanToFen } from '@shared/billing/rules';
import { FormDrawer, useDiscardGuard } from '~/components/FormDrawer';
import { showFieldErrors, useSaveForm } from '~/components/useSaveForm';
import type { FieldErrors } from '~/lib/form-errors';
import { saveContract } from '../api/contract-calls';
import {
  checkContract,
  defaultAmountDue,
  emptyContractValues,
  formContractEnd,
  valuesFromItem,
  type ContractFormValues,
  type ContractItem,
} from '../contract-form';
import type { ContractKind } from '../contract-kinds';
import s from './Contracts.module.css';
import admin from '~/components/AdminPage.module.css';
import { DATE_FORMAT, fromDay, toDay } from './form-dates';
import { useContractOptions } from './useContractOptions';

type Shape = Omit<ContractFormValues, 'sign_time' | 'start_time' | 'expire_time'> & {
  sign_time: Dayjs | null;
  start_time: Dayjs | null;
  expire_time: Dayjs | null;
};

const toShape = (v: ContractFormValues): Shape => ({
  ...v,
  sign_time: toDay(v.sign_time),
  start_time: toDay(v.start_time),
  expire_time: toDay(v.expire_time),
});
const fromShape = (v: Shape): ContractFormValues => ({
  ...v,
  number: v.number ?? '',
  title: v.title ?? '',
  price: v.price ?? '',
  real_money: v.real_money ?? '',
  yajin: v.yajin ?? '',
  sign_time: fromDay(v.sign_time),
  start_time: fromDay(v.start_time),
  expire_time: fromDay(v.expire_time),
});

const FIELDS = [
  'company_id',
  'room_id',
  'number',
  'title',
  'sign_time',
  'start_time',
  'lease_months',
  'cycle_months',
  'price',
  'real_money',
  'yajin',
  'expire_time',
] as const;

type Props = { kind: ContractKind; item: ContractItem | undefined; onCancel: () => void; onSaved: () => void };

/** The lease / fee form inside its drawer, checked with the server's contract before it is sent. */
function ContractForm({ kind, item, onCancel, onSaved }: Props) {
  const [form] = Form.useForm<Shape>();
  const initial = useMemo(() => toShape(item ? valuesFromItem(item) : emptyContractValues(parkToday())), [item]);
  const { options, error: optionsError, loading, companies, rooms } = useContractOptions(item);
  const { sending, serverError, setServerError, send } = useSaveForm();
  const cancel = useDiscardGuard(() => form.isFieldsTouched(), onCancel);
  const attempted = useRef(false);
  // 每期应缴 follows price × cycle until staff type their own amount.
  const dueTouched = useRef(item ? item.real_money !== defaultAmountDue(item.price, item.cycle_months) : false);
  const watched = Form.useWatch([], form) as Shape | undefined;
  const lease = kind.key === 'lease';
  const end = watched ? formContractEnd(kind, fromShape(watched)) : null;

  const showErrors = (errors: FieldErrors) => showFieldErrors(form, errors, FIELDS);

  const recheck = () => {
    const checked = checkContract(kind, fromShape(form.getFieldsValue(true) as Shape), item?.id);
    showErrors(checked.ok ? {} : checked.errors);
    return checked;
  };

  const onValuesChange = (changed: Partial<Shape>, all: Shape) => {
    if ('real_money' in changed) dueTouched.current = (changed.real_money ?? '').trim() !== '';
    if ('room_id' in changed && !(all.price ?? '').trim()) {
      const rent = options?.rooms.find((r) => r.id === changed.room_id)?.monthly_rent ?? '';
      if (yuanToFen(rent)) form.setFieldValue('price', rent);
    }
    if (('price' in changed || 'cycle_months' in changed || 'room_id' in changed) && !dueTouched.current) {
      form.setFieldValue('real_money', defaultAmountDue(form.getFieldValue('price') ?? '', all.cycle_months));
    }
    setServerError(null);
    if (attempted.current) recheck();
  };

  const submit = async () => {
    attempted.current = true;
    const checked = recheck();
    if (!checked.ok) return;
    await send(() => saveContract(kind, checked.payload), onSaved, { fallback: '保存成功' });
  };

  const picker = <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />;
  const amount = <Input inputMode="decimal" autoComplete="off" maxLength={13} />;

  return (
    <Form<Shape>
      form={form}
      name={`${kind.key}-form`}
      layout="vertical"
      initialValues={initial}
      onValuesChange={onValuesChange}
      onFinish={() => void submit()}
    >
      {optionsError && <Alert className={admin.alert} type="error" showIcon title={`企业和房间加载失败：${optionsError}`} />}
      {serverError && <Alert className={admin.alert} type="error" showIcon title={serverError} role="alert" />}
      <div className={s.grid}>
        <Form.Item name="company_id" label="企业" className={s.wide} required>
          <Select options={companies} loading={loading} showSearch={{ optionFilterProp: 'label' }} placeholder="选择入驻企业" />
        </Form.Item>
        {lease ? (
          <Form.Item name="room_id" label="房间" required>
            <Select options={rooms} loading={loading} showSearch={{ optionFilterProp: 'label' }} placeholder="选择房间" />
          </Form.Item>
        ) : (
          <Form.Item name="title" label="费用名称" required>
            <Input maxLength={100} autoComplete="off" placeholder="例如：物业费、网络费" />
          </Form.Item>
        )}
        <Form.Item name="number" label="合同编号" required>
          <Input maxLength={64} autoComplete="off" />
        </Form.Item>
        <Form.Item name="sign_time" label="签约日期" required>
          {picker}
        </Form.Item>
        {lease && (
          <Form.Item name="start_time" label="起租日期" required>
            {picker}
          </Form.Item>
        )}
        <Form.Item name="lease_months" label={kind.labels.months} required>
          <InputNumber min={1} max={240} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <p className={s.derived} aria-live="polite">
        合同到期日：{end ?? '—'}
      </p>
      <Form.Item name="cycle_months" label={kind.labels.cycle} required>
        <Radio.Group aria-label={kind.labels.cycle} options={PAY_CYCLES.map((c) => ({ value: c.months, label: c.label }))} />
      </Form.Item>
      <div className={s.grid}>
        <Form.Item name="price" label={kind.labels.price} required>
          {amount}
        </Form.Item>
        <Form.Item name="real_money" label="每期应缴(元)" extra="默认为单价 × 每期月数">
          {amount}
        </Form.Item>
        {lease && (
          <Form.Item name="yajin" label="押金(元)">
            {amount}
          </Form.Item>
        )}
        <Form.Item name="expire_time" label="已缴至" extra={item ? undefined : '不填表示尚未缴费'}>
          {picker}
        </Form.Item>
      </div>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        <Button onClick={cancel} disabled={sending}>
          取消
        </Button>
        <Button type="primary" htmlType="submit" loading={sending} disabled={sending}>
          保存
        </Button>
      </div>
    </Form>
  );
}

/** 新建 / 编辑 in a drawer, full width on phones. */
export function ContractFormDrawer({
  kind,
  target,
  onClose,
  onSaved,
}: {
  kind: ContractKind;
  target: { item?: ContractItem } | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <FormDrawer
      open={target !== null}
      title={target?.item ? `编辑${kind.noun}` : kind.createLabel}
      onClose={onClose}
      size="min(640px, 100vw)"
    >
      {target && <ContractForm kind={kind} item={target.item} onCancel={onClose} onSaved={onSaved} />}
    </FormDrawer>
  );
}
