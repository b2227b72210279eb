import { Link } from 'react-router';
import type { BookingAdminItem } from '@shared/contracts/bookings';
import type { WeekDay, WeekRow } from '../calendar-view';
import { BookingBlock } from './BookingBlock';
import s from './BookingsAdmin.module.css';

type Props = {
  days: WeekDay[];
  rows: WeekRow[];
  onOpen: (b: BookingAdminItem) => void;
  /** A day's own view (the column heading links there). */
  dayHref: (date: string) => string;
};

/** The week view: a row per space, a column per day, each cell its bookings in time order (不开放 when closed). */
export function WeekGrid({ days, rows, onOpen, dayHref }: Props) {
  return (
    <div className={s.scroller} role="region" aria-label="周视图（可左右滚动）" tabIndex={0}>
      <table className={s.week}>
        <caption className="visually-hidden">各会议室一周的预约</caption>
        <thead>
          <tr>
            <th scope="col">会议室</th>
            {days.map((d) => (
              <th key={d.date} scope="col" className={d.today ? s.weekToday : undefined} aria-current={d.today ? 'date' : undefined}>
                <Link to={dayHref(d.date)} aria-label={`${d.date} ${d.weekday}的日视图`}>
                  {d.weekday} {d.short}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.space.id} data-space={row.space.id}>
              <th scope="row">
                {row.space.name}
                <small>
                  {row.space.capacity} 人{row.space.status !== 1 && ' · 已停用'}
                </small>
              </th>
              {row.cells.map((cell) => (
                <td key={cell.date} className={cell.closed ? s.weekClosed : undefined} data-date={cell.date}>
                  {cell.closed && <span className={s.closedNote}>不开放</span>}
                  {cell.bookings.length > 0 && (
                    <ul className={s.weekList}>
                      {cell.bookings.map((b) => (
                        <li key={b.id}>
                          <BookingBlock booking={b} onOpen={onOpen} withDate />
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
