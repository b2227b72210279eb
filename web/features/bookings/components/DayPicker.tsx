import { Form, Link } from 'react-router';
import { Button } from '~/components/Button';
import { Input } from '~/components/Input';
import { paths } from '~/config/paths';
import type { BookingQuery } from '../booking-query';
import { bookingHref } from '../booking-query';
import { nextDays } from '../booking-view';
import s from './Booking.module.css';

type Props = {
  query: BookingQuery & { date: string };
  today: string;
  /** The last date a company may book (from the day's answer), when known. */
  lastDate: string | null;
};

/** How many days the picker offers as links; any other date through the date field. */
export const DAY_LINKS = 7;

/**
 * The day: the next seven as links (server-rendered, each its own address), and any other date through a plain GET
 * form of the same page, so the choice works without JavaScript and can be bookmarked.
 */
export function DayPicker({ query, today, lastDate }: Props) {
  const days = nextDays(today, DAY_LINKS, lastDate);
  const keep = { space: query.space, tab: query.tab || undefined };
  return (
    <div className={s.dayBar}>
      <nav aria-label="选择日期" className={s.dayNav}>
        <ul className={s.days}>
          {days.map((d) => {
            const active = d.date === query.date;
            return (
              <li key={d.date}>
                <Link
                  to={bookingHref({ ...keep, date: d.date })}
                  className={active ? `${s.day} ${s.dayActive}` : s.day}
                  aria-current={active ? 'date' : undefined}
                  preventScrollReset
                >
                  <span className={s.dayName}>{d.name}</span> <span>{d.label}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Form method="get" action={paths.personal.roomBooking} className={s.dateForm} key={query.date} preventScrollReset>
        {query.space !== null && <input type="hidden" name="space" value={query.space} />}
        {query.tab > 0 && <input type="hidden" name="tab" value={query.tab} />}
        <label htmlFor="booking-date">其他日期</label>
        <Input
          id="booking-date"
          className={s.dateInput}
          type="date"
          name="date"
          defaultValue={query.date}
          min={today}
          max={lastDate ?? undefined}
          required
        />
        <Button type="submit">查看</Button>
      </Form>
    </div>
  );
}
