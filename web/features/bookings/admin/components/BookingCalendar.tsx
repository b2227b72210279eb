import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { BookingAdminItem, BookingCalendar as CalendarData, SpaceItem } from '@shared/contracts/bookings';
import { useIdlePreload } from '~/components/deferred';
import { EmptyState } from '~/components/EmptyState';
import { LoadAlert } from '~/components/ListOutcome';
import { bookingsAdminHref, calendarFrom, calendarStep, type BookingsAdminQuery, type CalendarDays } from '../admin-query';
import { calendarTitle, dayLayout, weekLayout } from '../calendar-view';
import type { NewBooking } from './BookingFormDrawer';
import { BookingDrawer, BookingFormDrawer } from './parts';
import s from './BookingsAdmin.module.css';
import { DayGrid } from './DayGrid';
import { WeekGrid } from './WeekGrid';
/** A whole day as the date field gives it (an emptied field gives ''). */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

type Props = {
  path: string;
  today: string;
  query: BookingsAdminQuery;
  calendar: CalendarData | null;
  error: string | null;
  /** A booking made, moved, cancelled or decided: the loader runs again. */
  refresh: () => void;
};

function Legend() {
  return (
    <ul className={s.legend} aria-label="图例">
      <li>
        <span className={`${s.swatch} ${s.block}`} aria-hidden /> 已预约
      </li>
      <li>
        <span className={`${s.swatch} ${s.block} ${s.pending}`} aria-hidden /> 待审核
      </li>
      <li>
        <span className={`${s.swatch} ${s.block} ${s.hold}`} aria-hidden /> 占用
      </li>
      <li>
        <span className={`${s.swatch} ${s.cellClosed}`} aria-hidden /> 不开放
      </li>
    </ul>
  );
}

/**
 * 预约日历: a day (spaces as columns, half hours as rows) or a week (spaces × days) of every space with its bookings;
 * 前一天 / 今天 / 后一天 and the date picker move through days (all in the URL, so the server draws it); a booking
 * opens its details and actions; 新建预约 (or a click on an empty half hour) books for a company or holds a space.
 */
export function BookingCalendar({ path, today, query, calendar, error, refresh }: Props) {
  const navigate = useNavigate();
  useIdlePreload(BookingDrawer, BookingFormDrawer);
  const [open, setOpen] = useState<BookingAdminItem | null>(null);
  const [creating, setCreating] = useState<NewBooking | null>(null);
  const week = query.days === 7;
  const from = calendar?.from ?? calendarFrom(query);
  const spaces: SpaceItem[] = calendar?.spaces ?? [];
  const bookings = calendar?.bookings ?? [];
  const href = (date: string, days: CalendarDays = query.days) => bookingsAdminHref(path, { tab: 'calendar', date, days }, today);
  const unit = week ? '周' : '天';
  const done = () => {
    setOpen(null);
    setCreating(null);
    refresh();
  };

  return (
    <>
      <div className={s.toolbar}>
        <div className={s.nav}>
          <Link className={s.navLink} to={href(calendarStep(query, -1))} aria-label={`前一${unit}`} preventScrollReset>
            <LeftOutlined aria-hidden /> 前一{unit}
          </Link>
          <Link className={s.navLink} to={href(today)} aria-current={query.date === today ? 'date' : undefined} preventScrollReset>
            {week ? '本周' : '今天'}
          </Link>
          <Link className={s.navLink} to={href(calendarStep(query, 1))} aria-label={`后一${unit}`} preventScrollReset>
            后一{unit} <RightOutlined aria-hidden />
          </Link>
          <label htmlFor="booking-calendar-date" className="visually-hidden">
            日期
          </label>
          {/* A wrapper sets the width: antd's own input rules come later in <head> and would win at equal specificity. */}
          <span className={s.dateField}>
            <Input
              id="booking-calendar-date"
              type="date"
              key={query.date}
              defaultValue={query.date}
              required
              onChange={(e) => DAY.test(e.target.value) && void navigate(href(e.target.value), { preventScrollReset: true })}
            />
          </span>
          <span className={s.views} role="group" aria-label="视图">
            <Link
              className={week ? s.navLink : `${s.navLink} ${s.navLinkActive}`}
              to={href(query.date, 1)}
              aria-current={week ? undefined : 'true'}
              preventScrollReset
            >
              日
            </Link>
            <Link
              className={week ? `${s.navLink} ${s.navLinkActive}` : s.navLink}
              to={href(query.date, 7)}
              aria-current={week ? 'true' : undefined}
              preventScrollReset
            >
              周
            </Link>
          </span>
        </div>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setCreating({ date: query.date < today ? today : query.date })}
          disabled={!calendar || spaces.length === 0}
        >
          新建预约
        </Button>
      </div>
      <div className={s.heading}>
        <h2 className={s.title} aria-live="polite">
          {calendarTitle(from, query.days)}
        </h2>
        <Legend />
      </div>
      <LoadAlert error={error} />
      {calendar && spaces.length === 0 && <EmptyState description="还没有会议室，请先在“会议室”中新建" />}
      {calendar && spaces.length > 0 && !week && (
        <DayGrid
          layout={dayLayout(from, spaces, bookings)}
          onOpen={setOpen}
          onPick={(space, start, end) => setCreating({ date: from, space_id: space.id, start, end })}
        />
      )}
      {calendar && spaces.length > 0 && week && (
        <WeekGrid {...weekLayout(from, query.days, spaces, bookings, today)} onOpen={setOpen} dayHref={(date) => href(date, 1)} />
      )}
      <BookingDrawer active={open !== null} booking={open} spaces={spaces} onClose={() => setOpen(null)} onChanged={done} />
      <BookingFormDrawer active={creating !== null} target={creating} spaces={spaces} onClose={() => setCreating(null)} onSaved={done} />
    </>
  );
}
