import { useState, type FormEvent } from 'react';
import { formatYuan } from '@shared/billing/rules';
import { BOOKING_MSG, durationLabel, type Slot } from '@shared/bookings/rules';
import type { SpaceItem } from '@shared/contracts/bookings';
import { MSG } from '@shared/messages';
import { Button } from '~/components/Button';
import { Callout } from '~/components/Callout';
import { FormField, errorIdOf, hintIdOf } from '~/components/FormField';
import { CountedInput, Input, Select } from '~/components/Input';
import { feedback } from '~/lib/feedback';
import type { FieldErrors } from '~/lib/form-errors';
import { endOptions, estimate, hoursText, isCharged, NO_SELECTION, selectionMinutes, startOptions, type Selection } from '../booking-view';
import s from './Booking.module.css';

// The contract's check (zod) and the API client with the call's declaration are chunks of their own, loaded when focus
// first enters the form (or, at the latest, at 预约): the page's first load carries neither (issue 34).
const loadCheck = () => import('../booking-form');
const loadSend = () => import('../api/booking-calls');

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
  return <Callout className={s.alert} type={outcome.type} title={outcome.msg} />;
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

const FIELD_ORDER = ['start', 'end', 'subject', 'people'] as const;
const idOf = (field: string) => `room-book_${field}`;
/** 参会人数 as typed: a whole number, or nothing (the check then says 请输入参会人数). */
const peopleOf = (text: string): number | null => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * 预约 of the chosen cells: start and end (only times over free cells within the space's limits are offered), 会议主题
 * and 参会人数, checked with the contract and the capacity before sending. The answer's message is said above the
 * form (预约成功, or 已提交预约，等待园区审核 where staff approve); a refusal likewise, as the page's error.
 */
export function BookingForm({ space, date, slots, selection, onSelect, freeMinutesLeft, onOutcome, onChanged }: Props) {
  const [subject, setSubject] = useState('');
  const [people, setPeople] = useState('');
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
  /** Warms the check's and the call's chunks (focus entering the form); a failure is said at 预约. */
  const prepare = () => void Promise.all([loadCheck(), loadSend()]).catch(() => undefined);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sending) return;
    const form = e.currentTarget;
    let check: Awaited<ReturnType<typeof loadCheck>>;
    let send: Awaited<ReturnType<typeof loadSend>>;
    try {
      [check, send] = await Promise.all([loadCheck(), loadSend()]);
    } catch {
      return feedback().error(MSG.networkError);
    }
    const checked = check.bookingBody(space, date, { start: selection.start, end: selection.end, subject, people: peopleOf(people) });
    setErrors(checked.ok ? {} : checked.errors);
    onOutcome(null);
    if (!checked.ok) {
      const first = FIELD_ORDER.find((f) => checked.errors[f]);
      if (first) form.querySelector<HTMLElement>(`#${idOf(first)}`)?.focus();
      return;
    }
    setSending(true);
    try {
      const res = await send.bookRoom(checked.body);
      onOutcome({ type: 'success', msg: res.msg || BOOKING_MSG.booked });
      setSubject('');
      setPeople('');
      onSelect(NO_SELECTION);
      onChanged();
    } catch (err) {
      if (err instanceof send.ApiError) {
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

  const describedBy = (field: string, hint = false) => (errors[field] ? errorIdOf(idOf(field)) : hint ? hintIdOf(idOf(field)) : undefined);
  return (
    <section className={s.form} aria-labelledby="booking-form-title">
      <h4 className={s.subTitle} id="booking-form-title" style={{ marginBottom: 12 }}>
        填写预约
      </h4>
      <form name="room-book" onSubmit={(e) => void submit(e)} onFocus={prepare} noValidate aria-labelledby="booking-form-title">
        <div className={s.formGrid}>
          <FormField id={idOf('start')} label="开始时间" required error={errors.start} classes={s}>
            <Select
              id={idOf('start')}
              value={selection.start ?? ''}
              disabled={starts.length === 0}
              invalid={!!errors.start}
              aria-describedby={describedBy('start')}
              onChange={(e) => {
                const start = e.target.value || null;
                clear('start');
                onSelect({ start, end: start ? (endOptions(slots, start, limits)[0] ?? null) : null });
              }}
            >
              <option value="">{starts.length ? '请选择' : '无可预约时段'}</option>
              {starts.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField id={idOf('end')} label="结束时间" required error={errors.end} classes={s}>
            <Select
              id={idOf('end')}
              value={selection.end ?? ''}
              disabled={!selection.start}
              invalid={!!errors.end}
              aria-describedby={describedBy('end')}
              onChange={(e) => {
                clear('end');
                onSelect({ start: selection.start, end: e.target.value || null });
              }}
            >
              <option value="">请选择</option>
              {ends.map((t) => (
                <option key={t} value={t}>
                  {`${t}（${durationLabel(selectionMinutes({ start: selection.start, end: t }))}）`}
                </option>
              ))}
            </Select>
          </FormField>
          <div className={s.formWide}>
            <FormField id={idOf('subject')} label="会议主题" required error={errors.subject} classes={s}>
              <CountedInput
                id={idOf('subject')}
                value={subject}
                maxLength={50}
                placeholder="如：季度经营分析会"
                autoComplete="off"
                invalid={!!errors.subject}
                aria-describedby={describedBy('subject')}
                onChange={(e) => {
                  clear('subject');
                  setSubject(e.target.value);
                }}
              />
            </FormField>
          </div>
          <FormField id={idOf('people')} label="参会人数" required error={errors.people} hint={`最多 ${space.capacity} 人`} classes={s}>
            <Input
              id={idOf('people')}
              value={people}
              inputMode="numeric"
              autoComplete="off"
              placeholder="人数"
              invalid={!!errors.people}
              aria-describedby={describedBy('people', true)}
              onChange={(e) => {
                clear('people');
                setPeople(e.target.value);
              }}
            />
          </FormField>
        </div>
        <EstimateLine space={space} minutes={minutes} freeMinutesLeft={freeMinutesLeft} />
        <div className={s.formEnd}>
          <Button variant="primary" type="submit" loading={sending}>
            {space.need_approval === 1 ? '提交预约' : '预约'}
          </Button>
          {space.need_approval === 1 && (
            <span className={s.note} style={{ margin: 0 }}>
              该会议室的预约需园区审核。
            </span>
          )}
        </div>
      </form>
    </section>
  );
}
