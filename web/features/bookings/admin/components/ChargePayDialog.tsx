import { Form, Input, Radio } from 'antd';
import { PAYMENT_METHODS } from '@shared/billing/rules';
import { durationLabel } from '@shared/bookings/rules';
import { roomChargePayBody, type RoomChargeAdminItem } from '@shared/contracts/bookings';
import { ActionDialog } from '~/components/ActionDialog';
import { showFieldErrors, useSaveForm } from '~/components/useSaveForm';
import admin from '~/components/AdminPage.module.css';
import { fieldErrors } from '~/lib/form-errors';
import { bookingsAdminApi } from '../api/bookings-admin';
import s from './BookingsAdmin.module.css';

const PAY_OPTIONS = PAYMENT_METHODS.map((m) => ({ value: m, label: m }));
type PayValues = { pay_way?: string; remark?: string };

/** 登记缴费: the pay way and a remark for one company's month of charges; the dialog is the confirmation. */
export function ChargePayDialog({ charge, onClose, onPaid }: { charge: RoomChargeAdminItem; onClose: () => void; onPaid: () => void }) {
  const [form] = Form.useForm<PayValues>();
  const { sending, send } = useSaveForm();
  const check = () => {
    const v = form.getFieldsValue(true) as PayValues;
    const body = { company_id: charge.company_id, month: charge.month, pay_way: v.pay_way ?? '', remark: (v.remark ?? '').trim() };
    const parsed = roomChargePayBody.safeParse(body);
    showFieldErrors(form, parsed.success ? {} : fieldErrors(parsed.error), ['pay_way', 'remark']);
    return parsed.success ? body : null;
  };
  const submit = () => {
    const body = check();
    if (body) void send(() => bookingsAdminApi.payCharge(body), onPaid, { fallback: '已登记缴费' });
  };
  return (
    <ActionDialog title="登记缴费" okText="确认缴费" sending={sending} onOk={submit} onCancel={onClose}>
      <p className={admin.facts}>
        {charge.company_name}，{charge.month} 会议室使用费 <strong className={s.money}>{charge.amount} 元</strong>（计费{' '}
        {durationLabel(charge.charged_minutes)}）
      </p>
      <Form<PayValues> form={form} name="room-charge-pay" layout="vertical" onFinish={submit}>
        <Form.Item label="缴费方式" name="pay_way" required>
          <Radio.Group options={PAY_OPTIONS} aria-label="缴费方式" aria-required />
        </Form.Item>
        <Form.Item label="备注（选填）" name="remark">
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="例如：银行流水号、收据号" />
        </Form.Item>
      </Form>
    </ActionDialog>
  );
}
