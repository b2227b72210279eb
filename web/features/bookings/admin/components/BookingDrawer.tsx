import { Alert, Button, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { formatParkDateTime } from '@shared/bookings/rules';
import type { BookingAdminItem, SpaceItem } from '@shared/contracts/bookings';
import { ActionDialog } from '~/components/ActionDialog';
import { SaveButtons } from '~/components/DraftForm';
import { FormDrawer, useDiscardGuard } from '~/components/FormDrawer';
import { NoteField, useNote } from '~/components/NoteField';
import { showFieldErrors, useSaveForm } from '~/components/useSaveForm';
import admin from '~/components/AdminPage.module.css';
import { bookingsAdminApi } from '../api/bookings-admin';
import { useCheckedForm } from '../checked-form';
import { checkMove, hasEnded, moveValuesOf, type MoveFormValues } from '../booking-form';
import { isHolding, isPending, timeRange } from '../calendar-view';
import { BookingFacts } from './BookingFacts';
import s from './BookingsAdmin.module.css';
import { ReviewBox } from './ReviewBox';
import { fromDay, toDay, WhenFields } from './WhenFields';

type MoveShape = Omit<MoveFormValues, 'date'> & { date: Dayjs | null };
const MOVE_FIELDS = ['space_id', 'date', 'start', 'end', 'remark'] as const;
const MOVE_FORM = 'booking-move';

/** 调整: another space, day or time; the company is told, with the note. */
function MoveForm({
  booking,
  spaces,
  onCancel,
  onMoved,
}: {
  booking: BookingAdminItem;
  spaces: readonly SpaceItem[];
  onCancel: () => void;
  onMoved: () => void;
}) {
  const [form] = Form.useForm<MoveShape>();
  const cancel = useDiscardGuard(() => form.isFieldsTouched(), onCancel);
  const watched = Form.useWatch([], form) as MoveShape | undefined;
  const initial = useMemo<MoveShape>(() => {
    const v = moveValuesOf(booking);
    return { ...v, date: toDay(v.date) };
  }, [booking]);

  const recheck = () => {
    const v = form.getFieldsValue(true) as MoveShape;
    const checked = checkMove(booking.id, { ...v, date: fromDay(v.date), start: v.start ?? '', end: v.end ?? '', remark: v.remark ?? '' });
    showFieldErrors(form, checked.ok ? {} : checked.errors, MOVE_FIELDS);
    return checked;
  };
  const { sending, serverError, formProps } = useCheckedForm({ recheck, call: bookingsAdminApi.move, onDone: onMoved, fallback: '已调整' });

  return (
    <Form<MoveShape> form={form} name={MOVE_FORM} layout="vertical" initialValues={initial} {...formProps}>
      {serverError && <Alert className={admin.alert} type="error" showIcon title={serverError} role="alert" />}
      <WhenFields form={MOVE_FORM} spaces={spaces} spaceId={watched?.space_id} date={watched?.date ? fromDay(watched.date) : ''} />
      <Form.Item name="remark" label="调整说明（选填，企业可见）">
        <Input.TextArea rows={3} maxLength={200} showCount placeholder="例如：原会议室设备维修，改到培训室" />
      </Form.Item>
      <SaveButtons sending={sending} onCancel={cancel} className={s.buttons}>
        确认调整
      </SaveButtons>
    </Form>
  );
}

/** 取消预约: the reason the company reads; the dialog is the confirmation. */
function CancelDialog({ booking, onClose, onDone }: { booking: BookingAdminItem; onClose: () => void; onDone: () => void }) {
  const reason = useNote();
  const { sending, send } = useSaveForm();
  const id = `booking-${booking.id}-cancel`;
  const confirm = () => void send(() => bookingsAdminApi.cancel(booking.id, reason.text.trim()), onDone, { fallback: '已取消预约' });
  return (
    <ActionDialog title="取消预约" okText="确定取消" danger sending={sending} onOk={confirm} onCancel={onClose}>
      <p className={admin.facts}>
        {booking.space_name}，{booking.start.slice(0, 10)} {timeRange(booking)}，{booking.company_name || '占用'}
        {booking.subject ? `：${booking.subject}` : ''}
      </p>
      <label htmlFor={id} className={s.noteLabel}>
        取消原因（选填，企业可见）
      </label>
      <NoteField id={id} rows={3} maxLength={200} {...reason.field} errorClassName={s.error} wrapClassName={s.counted} />
    </ActionDialog>
  );
}

type Props = {
  booking: BookingAdminItem | null;
  spaces: readonly SpaceItem[];
  onClose: () => void;
  /** Moved, cancelled or decided (or found decided elsewhere): the page reloads. */
  onChanged: () => void;
};

/**
 * A booking's details in a drawer, with what staff may do: 调整 and 取消预约 while it holds its time and has not ended,
 * 通过 / 不通过 while it is pending.
 */
export function BookingDrawer({ booking, spaces, onClose, onChanged }: Props) {
  const [mode, setMode] = useState<'view' | 'move'>('view');
  const [cancelling, setCancelling] = useState(false);
  const close = () => {
    setMode('view');
    onClose();
  };
  const changed = () => {
    setMode('view');
    setCancelling(false);
    onChanged();
  };
  const live = booking !== null && isHolding(booking) && !hasEnded(booking, formatParkDateTime(new Date()));
  return (
    <>
      <FormDrawer open={booking !== null} title={mode === 'move' ? '调整预约' : '预约详情'} onClose={close} size="min(640px, 100vw)">
        {booking && mode === 'view' && (
          <>
            <BookingFacts booking={booking} />
            {live && (
              <div className={s.actionsRow}>
                <Button onClick={() => setMode('move')}>调整</Button>
                <Button danger onClick={() => setCancelling(true)}>
                  取消预约
                </Button>
              </div>
            )}
            {isPending(booking) && <ReviewBox key={booking.id} booking={booking} onDone={changed} />}
          </>
        )}
        {booking && mode === 'move' && <MoveForm booking={booking} spaces={spaces} onCancel={() => setMode('view')} onMoved={changed} />}
      </FormDrawer>
      {booking && cancelling && <CancelDialog booking={booking} onClose={() => setCancelling(false)} onDone={changed} />}
    </>
  );
}
