import { useState } from 'react';
import { MSG } from '@shared/messages';
import type { RoomSlots } from '@shared/contracts/bookings';
import { Callout } from '~/components/Callout';
import { EmptyState } from '~/components/EmptyState';
import { OptionLinks } from '~/components/FilterLinks';
import { LoadError } from '~/components/LoadError';
import { SettleFirst } from '~/components/SettleFirst';
import type { RoomBookingPage as PageData } from '../api/bookings.server';
import { bookingHref } from '../booking-query';
import { dateTitle, endOptions, NO_SELECTION, pickCell, type Selection } from '../booking-view';
import { BookingForm, OutcomeAlert, type Outcome } from './BookingForm';
import s from './Booking.module.css';
import { DayPicker } from './DayPicker';
import { MyBookings } from './MyBookings';
import { SlotGrid, SlotLegend } from './SlotGrid';
import { SpaceFacts } from './SpaceFacts';

type Props = {
  data: PageData;
  /** Something changed (a booking made or cancelled): read the page again. */
  onChanged: () => void;
};

/**
 * /room_booking (会议室预约, issue 33), for any member of a settled company: the spaces, the chosen one's facts, its
 * day as half-hour cells (server-rendered from room_slots), the form that books the chosen cells, and 我的预约.
 */
export function RoomBookingPage({ data, onChanged }: Props) {
  const { query, spaces, day, bookings } = data;
  if (bookings.error === MSG.settleFirst)
    return <SettleFirst msg={bookings.error} description="入驻园区后，企业成员可在此预约园区的共享会议室、培训室和路演厅。" />;
  const space = spaces.items.find((x) => x.id === query.space) ?? null;
  return (
    <>
      <section className={s.section} aria-labelledby="booking-title">
        <h2 className="visually-hidden" id="booking-title">
          预约会议室
        </h2>
        {spaces.error ? (
          <LoadError msg={spaces.error} />
        ) : spaces.items.length === 0 ? (
          <EmptyState description="暂无可预约的会议室" />
        ) : (
          <>
            <nav aria-label="选择会议室">
              <OptionLinks
                options={spaces.items.map((x) => ({
                  key: x.id,
                  label: x.name,
                  href: bookingHref({ space: x.id, date: query.date, tab: query.tab || undefined }),
                  active: x.id === query.space,
                }))}
                className={s.spaceList}
                option={s.spaceTab}
                active={s.spaceTabActive}
                current="page"
              />
            </nav>
            {space && (
              <SpaceFacts
                space={space}
                freeLeft={
                  day?.data && day.data.free_minutes_left !== null ? { minutes: day.data.free_minutes_left, date: day.data.date } : null
                }
              />
            )}
            <DayPicker query={query} today={data.today} lastDate={day?.data?.last_date ?? null} />
            {day?.error && <LoadError msg={day.error} />}
            {space && day?.data && <Day key={`${space.id}-${query.date}`} day={day.data} today={data.today} onChanged={onChanged} />}
          </>
        )}
      </section>
      <MyBookings query={query} list={bookings} onChanged={onChanged} />
    </>
  );
}

/** The chosen day: its state in a line, its cells, and the form (not for a day one may not book). */
function Day({ day, today, onChanged }: { day: RoomSlots; today: string; onChanged: () => void }) {
  const [chosen, setChosen] = useState<Selection>(NO_SELECTION);
  const [hint, setHint] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { space, date, slots } = day;
  const limits = { min_minutes: space.min_minutes, max_minutes: space.max_minutes };
  // A choice the refreshed day no longer allows (taken meanwhile) is dropped.
  const selection = chosen.start && chosen.end && endOptions(slots, chosen.start, limits).includes(chosen.end) ? chosen : NO_SELECTION;
  const beyond = date > day.last_date;
  const past = date < today;
  const bookable = !beyond && !past && slots.some((x) => x.state === 'free');

  let notice: string | null = null;
  if (!day.open || slots.length === 0) notice = '该日期会议室不开放，请选择其他日期。';
  else if (past) notice = '所选日期已过，请选择今天或以后的日期。';
  else if (beyond) notice = `最多可提前 ${space.advance_days} 天预约（至 ${day.last_date}），请选择更早的日期。`;
  else if (!bookable) notice = '当天已无可预约的时段，请选择其他日期。';

  return (
    <section aria-labelledby="day-title">
      <div className={s.dayHead}>
        <h3 className={s.subTitle} id="day-title">
          {dateTitle(date)}
          {day.open && (
            <span className={s.dayOpen}>
              开放 {day.open}–{day.close}
            </span>
          )}
        </h3>
        {slots.length > 0 && <SlotLegend />}
      </div>
      {notice && <Callout type="info" title={notice} />}
      {slots.length > 0 && (
        <div style={{ marginTop: notice ? 12 : 0 }}>
          <SlotGrid
            date={date}
            slots={slots}
            selection={selection}
            onPick={
              bookable
                ? (cell) => {
                    const next = pickCell(selection, slots, cell, limits);
                    setHint(next ? null : `${cell.start} 起的空闲时间不足最短预约时长，请选择其他时段。`);
                    if (next) {
                      setOutcome(null);
                      setChosen(next);
                    }
                  }
                : undefined
            }
          />
          {hint && (
            <p className={s.note} role="status" style={{ marginTop: 8 }}>
              {hint}
            </p>
          )}
        </div>
      )}
      {outcome && (
        <div style={{ marginTop: 16 }}>
          <OutcomeAlert outcome={outcome} />
        </div>
      )}
      {bookable && (
        <BookingForm
          space={space}
          date={date}
          slots={slots}
          selection={selection}
          onSelect={(next) => {
            setHint(null);
            setChosen(next);
          }}
          freeMinutesLeft={day.free_minutes_left}
          onOutcome={setOutcome}
          onChanged={onChanged}
        />
      )}
    </section>
  );
}
