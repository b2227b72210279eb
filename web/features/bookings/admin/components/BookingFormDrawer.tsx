import { Alert, Form, Input, InputNumber, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { SPACE_BOUNDS } from '@shared/bookings/rules';
import type { SpaceItem } from '@shared/contracts/bookings';
import { SaveButtons } from '~/components/DraftForm';
import { FormDrawer, useDiscardGuard } from '~/components/FormDrawer';
import { useFetched } from '~/components/useFetched';
import { showFieldErrors } from '~/components/useSaveForm';
import admin from '~/components/AdminPage.module.css';
import { bookingsAdminApi } from '../api/bookings-admin';
import { useCheckedForm } from '../checked-form';
import { BLOCK_COMPANY, BLOCK_LABEL, checkBooking, type BookingFormValues } from '../booking-form';
import s from './BookingsAdmin.module.css';
import { fromDay, toDay, WhenFields } from './WhenFields';

/** Where 新建预约 starts: the calendar's day, and the space and hour of a clicked cell. */
export type NewBooking = { date: string; space_id?: number; start?: string; end?: string };

/** The form's own values: the date a picker's, the times unset (the Selects' placeholders) until chosen. */
type Shape = Omit<BookingFormValues, 'date' | 'start' | 'end'> & { date: Dayjs | null; start?: string; end?: string };
const FIELDS = ['space_id', 'company_id', 'date', 'start', 'end', 'subject', 'people'] as const;
const FORM = 'booking-new';

type FormProps = { start: NewBooking; spaces: readonly SpaceItem[]; onCancel: () => void; onSaved: () => void };

/** 新建预约: for a settled company (its free hours and charge apply), or staff's own hold (占用). */
function BookingForm({ start, spaces, onCancel, onSaved }: FormProps) {
  const [form] = Form.useForm<Shape>();
  const { data: companies, error: companiesError } = useFetched(bookingsAdminApi.companies);
  const cancel = useDiscardGuard(() => form.isFieldsTouched(), onCancel);
  const watched = Form.useWatch([], form) as Shape | undefined;
  const block = watched?.company_id === BLOCK_COMPANY;
  const initial = useMemo<Shape>(
    () => ({
      space_id: start.space_id ?? (spaces.length === 1 ? spaces[0]!.id : undefined),
      company_id: undefined,
      date: toDay(start.date),
      start: start.start,
      end: start.end,
      subject: '',
      people: null,
    }),
    [start, spaces],
  );
  const companyOptions = [{ value: BLOCK_COMPANY, label: BLOCK_LABEL }, ...(companies ?? []).map((c) => ({ value: c.id, label: c.name }))];

  const values = (): BookingFormValues => {
    const v = form.getFieldsValue(true) as Shape;
    return {
      ...v,
      date: fromDay(v.date),
      start: v.start ?? '',
      end: v.end ?? '',
      subject: v.subject ?? '',
      people: v.company_id === BLOCK_COMPANY ? 0 : (v.people ?? null),
    };
  };
  const recheck = () => {
    const checked = checkBooking(values());
    showFieldErrors(form, checked.ok ? {} : checked.errors, FIELDS);
    return checked;
  };
  const { sending, serverError, formProps } = useCheckedForm({
    recheck,
    call: bookingsAdminApi.book,
    onDone: onSaved,
    fallback: '预约成功',
  });

  return (
    <Form<Shape> form={form} name={FORM} layout="vertical" initialValues={initial} {...formProps}>
      {companiesError && <Alert className={admin.alert} type="error" showIcon title={`企业加载失败：${companiesError}`} />}
      {serverError && <Alert className={admin.alert} type="error" showIcon title={serverError} role="alert" />}
      <Form.Item
        name="company_id"
        label="企业"
        required
        extra="为入驻企业预约（计入其免费时长和使用费），或选择“占用”保留会议室（维修、园区活动等）"
      >
        <Select
          options={companyOptions}
          loading={!companies && !companiesError}
          placeholder="选择入驻企业或“占用”"
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <WhenFields form={FORM} spaces={spaces} spaceId={watched?.space_id} date={watched?.date ? fromDay(watched.date) : ''} />
      <Form.Item name="subject" label={block ? '占用原因' : '会议主题'} required>
        <Input maxLength={50} showCount autoComplete="off" placeholder={block ? '例如：设备维护、园区活动' : '例如：季度经营会'} />
      </Form.Item>
      {!block && (
        <Form.Item name="people" label="参会人数">
          <InputNumber controls={false} min={0} max={SPACE_BOUNDS.capacity} precision={0} style={{ width: 160 }} />
        </Form.Item>
      )}
      <SaveButtons sending={sending} onCancel={cancel} className={s.buttons}>
        预约
      </SaveButtons>
    </Form>
  );
}

type Props = { target: NewBooking | null; spaces: readonly SpaceItem[]; onClose: () => void; onSaved: () => void };

/** 新建预约 in a drawer, full width on phones. */
export function BookingFormDrawer({ target, spaces, onClose, onSaved }: Props) {
  return (
    <FormDrawer open={target !== null} title="新建预约" onClose={onClose} size="min(560px, 100vw)">
      {target && <BookingForm start={target} spaces={spaces} onCancel={onClose} onSaved={onSaved} />}
    </FormDrawer>
  );
}
