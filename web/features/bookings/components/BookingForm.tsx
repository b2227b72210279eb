import { Alert, Button, Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { formatYuan } from '@shared/billing/rules';
import { BOOKING_MSG, durationLabel, type Slot } from '@shared/bookings/rules';
import type { SpaceItem } from '@shared/contracts/bookings';
import { ApiError } from '~/lib/api';
import type { FieldErrors } from '~/lib/form-errors';
import { bookRoom } from '../api/booking-calls';
import { bookingBody } from '../booking-form';
import { endOptions, estimate, hoursText, isCharged, NO_SELECTION, selectionMinutes, startOptions, type Selection } from '../booking-view';
import s from './Booking.module.css';

type Props = {
  space: SpaceItem;
  date: string;
  slots: readonly Slot[];
  selection: Selection;
  onSelect: (selection: Selection) => void;
  freeMinutesLeft: number | null;
  /** The answer's message (预约成功, 已提交预约，等待园区审核) or the refusal's, for the page to say; null to clear it. */
  onOutcome: (outcome: Outcome | null) => void;
  /** Booked, or refused because the time was taken meanwhile: draw the day (and the list) again. */
  onChanged: () => void;
};

export type Outcome = { type: 'success' | 'error'; msg: string };

/** The outcome of the last 预约, above the form: a refusal is announced, a success is a status. */
export function OutcomeAlert({ outcome }: { outcome: Outcome }) {
  return (
    <Alert className={s.alert} type={outcome.type} showIcon title={outcome.msg} role={outcome.type === 'error' ? 'alert' : 'status'} />
  );
}

/** What the chosen time would cost, said before booking (the free time left first, then the space's price). */
function EstimateLine({ space, minutes, freeMinutesLeft }: { space: SpaceItem; minutes: number; freeMinutesLeft: number | null }) {
  if (minutes <= 0) return <p className={s.estimate}>请在上方点选时段，或在此选择开始和结束时间。</p>;
  const e = estimate(minutes, freeMinutesLeft, space.price);
  const length = `本次预约 ${durationLabel(minutes)}`;
  if (!isCharged(space.price)) return <p className={s.estimate}>{length}，免费使用。</p>;
  if (!e) return <p className={s.estimate}>{length}。</p>;
  if (e.chargedMinutes === 0) return <p className={s.estimate}>{length}，在当月免费时长内，不收费。</p>;
  return (
    <p className={s.estimate}>
      {length}
      {e.freeMinutes > 0 ? `，使用免费时长 ${hoursText(e.freeMinutes)}` : ''}，计费 {hoursText(e.chargedMinutes)}，预计费用{' '}
      <strong>{formatYuan(e.chargeFen)}</strong>。
    </p>
  );
}

/**
 * 预约 of the chosen cells: start and end (only times over free cells within the space's limits are offered), 会议主题
 * and 参会人数, checked with the contract and the capacity before sending. The answer's message is said above the
 * form (预约成功, or 已提交预约，等待园区审核 where staff approve); a refusal likewise, as the page's error.
 */
export function BookingForm({ space, date, slots, selection, onSelect, freeMinutesLeft, onOutcome, onChanged }: Props) {
  const [subject, setSubject] = useState('');
  const [people, setPeople] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const limits = { min_minutes: space.min_minutes, max_minutes: space.max_minutes };
  const starts = startOptions(slots, limits);
  const ends = selection.start ? endOptions(slots, selection.start, limits) : [];
  const minutes = selectionMinutes(selection);

  const clear = (field: keyof FieldErrors) => {
    onOutcome(null);
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  const submit = async () => {
    const checked = bookingBody(space, date, { start: selection.start, end: selection.end, subject, people });
    setErrors(checked.ok ? {} : checked.errors);
    onOutcome(null);
    if (!checked.ok) return;
    setSending(true);
    try {
      const res = await bookRoom(checked.body);
      onOutcome({ type: 'success', msg: res.msg || BOOKING_MSG.booked });
      setSubject('');
      setPeople(null);
      onSelect(NO_SELECTION);
      onChanged();
    } catch (err) {
      if (err instanceof ApiError) {
        onOutcome({ type: 'error', msg: err.message });
        // Someone took the time meanwhile: show the day as it is now.
        if (err.message === BOOKING_MSG.taken) {
          onSelect(NO_SELECTION);
          onChanged();
        }
      }
    } finally {
      setSending(false);
    }
  };

  const status = (field: string) => (errors[field] ? ('error' as const) : undefined);
  return (
    <section className={s.form} aria-labelledby="booking-form-title">
      <h4 className={s.subTitle} id="booking-form-title" style={{ marginBottom: 12 }}>
        填写预约
      </h4>
      <Form layout="vertical" name="room-book" onFinish={() => void submit()}>
        <div className={s.formGrid}>
          <Form.Item label="开始时间" htmlFor="room-book_start" required validateStatus={status('start')} help={errors.start}>
            <Select
              id="room-book_start"
              value={selection.start ?? undefined}
              placeholder={starts.length ? '请选择' : '无可预约时段'}
              disabled={starts.length === 0}
              options={starts.map((t) => ({ value: t, label: t }))}
              onChange={(start: string) => {
                clear('start');
                onSelect({ start, end: endOptions(slots, start, limits)[0] ?? null });
              }}
            />
          </Form.Item>
          <Form.Item label="结束时间" htmlFor="room-book_end" required validateStatus={status('end')} help={errors.end}>
            <Select
              id="room-book_end"
              value={selection.end ?? undefined}
              placeholder="请选择"
              disabled={!selection.start}
              // Chosen, the end shows its time alone (the length is in the line below the form).
              labelRender={({ value }) => String(value)}
              options={ends.map((t) => ({
                value: t,
                label: `${t}（${durationLabel(selectionMinutes({ start: selection.start, end: t }))}）`,
              }))}
              onChange={(end: string) => {
                clear('end');
                onSelect({ start: selection.start, end });
              }}
            />
          </Form.Item>
          <Form.Item
            className={s.formWide}
            label="会议主题"
            htmlFor="room-book_subject"
            required
            validateStatus={status('subject')}
            help={errors.subject}
          >
            <Input
              id="room-book_subject"
              value={subject}
              maxLength={50}
              showCount
              placeholder="如：季度经营分析会"
              autoComplete="off"
              onChange={(e) => {
                clear('subject');
                setSubject(e.target.value);
              }}
            />
          </Form.Item>
          <Form.Item
            label="参会人数"
            htmlFor="room-book_people"
            required
            validateStatus={status('people')}
            help={errors.people}
            extra={errors.people ? undefined : `最多 ${space.capacity} 人`}
          >
            <InputNumber
              controls={false}
              id="room-book_people"
              value={people}
              min={1}
              precision={0}
              inputMode="numeric"
              style={{ width: '100%' }}
              placeholder="人数"
              onChange={(v) => {
                clear('people');
                setPeople(typeof v === 'number' ? v : null);
              }}
            />
          </Form.Item>
        </div>
        <EstimateLine space={space} minutes={minutes} freeMinutesLeft={freeMinutesLeft} />
        <div className={s.formEnd}>
          <Button type="primary" htmlType="submit" loading={sending}>
            {space.need_approval === 1 ? '提交预约' : '预约'}
          </Button>
          {space.need_approval === 1 && (
            <span className={s.note} style={{ margin: 0 }}>
              该会议室的预约需园区审核。
            </span>
          )}
        </div>
      </Form>
    </section>
  );
}
