import { Alert, Button, Checkbox, Form, InputNumber } from 'antd';
import { DEFAULT_CANCEL_BEFORE_HOURS, DEFAULT_FREE_HOURS, SPACE_BOUNDS } from '@shared/bookings/rules';
import { bookingSettingsBody, type BookingSettings } from '@shared/contracts/bookings';
import { showFieldErrors, useSaveForm } from '~/components/useSaveForm';
import admin from '~/components/AdminPage.module.css';
import { fieldErrors } from '~/lib/form-errors';
import { bookingsAdminApi } from '../api/bookings-admin';
import s from './BookingsAdmin.module.css';

type Values = { cancel_before_hours: number | null; default_free_hours: number | null; apply_to_all: boolean };
const FIELDS = ['cancel_before_hours', 'default_free_hours', 'apply_to_all'] as const;

/**
 * 预约规则: how long before a booking starts a company may still cancel it, and the free hours a month new spaces
 * start with (应用到所有会议室: every space's too).
 */
export function BookingSettingsForm({ settings, onSaved }: { settings: BookingSettings; onSaved: () => void }) {
  const [form] = Form.useForm<Values>();
  const { sending, serverError, setServerError, send } = useSaveForm();
  const submit = async () => {
    const v = form.getFieldsValue(true) as Values;
    const body = {
      cancel_before_hours: v.cancel_before_hours ?? '',
      default_free_hours: v.default_free_hours ?? '',
      apply_to_all: v.apply_to_all ? 1 : 0,
    };
    const parsed = bookingSettingsBody.safeParse(body);
    const errors = parsed.success ? {} : fieldErrors(parsed.error);
    // An emptied box is asked for rather than called malformed.
    if (v.cancel_before_hours === null) errors.cancel_before_hours = '请输入提前取消时限（小时）';
    if (v.default_free_hours === null) errors.default_free_hours = '请输入每月免费时长（小时）';
    showFieldErrors(form, errors, FIELDS);
    if (!parsed.success) return;
    await send(
      () => bookingsAdminApi.saveSettings(body),
      () => {
        // Applied once: the next save leaves the spaces' own free hours alone unless ticked again.
        form.setFieldValue('apply_to_all', false);
        onSaved();
      },
      { fallback: '保存成功' },
    );
  };
  return (
    <Form<Values>
      form={form}
      name="booking-settings"
      layout="vertical"
      style={{ maxWidth: 560 }}
      initialValues={{ ...settings, apply_to_all: false }}
      onValuesChange={() => setServerError(null)}
      onFinish={() => void submit()}
    >
      {serverError && <Alert className={admin.alert} type="error" showIcon title={serverError} role="alert" />}
      <Form.Item
        name="cancel_before_hours"
        label="提前取消时限（小时）"
        required
        extra={`开始前这么多小时内，企业不能自行取消，须联系园区；0 表示开始前都可取消（默认 ${DEFAULT_CANCEL_BEFORE_HOURS} 小时）`}
      >
        <InputNumber controls={false} min={0} max={SPACE_BOUNDS.cancelBeforeHours} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        name="default_free_hours"
        label="每月免费时长（小时）"
        required
        extra={`每家企业每月在每个会议室可免费使用的时长，新建会议室时默认采用（默认 ${DEFAULT_FREE_HOURS} 小时）`}
      >
        <InputNumber controls={false} min={0} max={SPACE_BOUNDS.freeHours} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="apply_to_all" valuePropName="checked" extra="勾选后，所有会议室的每月免费时长都改为上面的值">
        <Checkbox>应用到所有会议室</Checkbox>
      </Form.Item>
      <div className={s.buttons} style={{ justifyContent: 'flex-start' }}>
        <Button type="primary" htmlType="submit" loading={sending} disabled={sending}>
          保存
        </Button>
      </div>
    </Form>
  );
}
