import type { BookingAdminItem } from '@shared/contracts/bookings';
import type { CSSProperties } from 'react';
import { bookingLabel, bookingLine, holderName, isBlock, isPending, shownState, timeRange } from '../calendar-view';
import s from './BookingsAdmin.module.css';

type Props = {
  booking: BookingAdminItem;
  onOpen: (b: BookingAdminItem) => void;
  style?: CSSProperties;
  /** Named with its date (the week view). */
  withDate?: boolean;
};

/**
 * One booking on the calendar, a button opening its details: its time, whose (the company, or 占用 for staff's own
 * hold), the subject, and 待审核 in words on a pending one (drawn amber and dashed, never by colour alone).
 */
export function BookingBlock({ booking: b, onOpen, style, withDate = false }: Props) {
  const pending = isPending(b);
  const className = [s.block, pending ? s.pending : '', isBlock(b) ? s.hold : ''].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      className={className}
      style={style}
      aria-label={bookingLabel(b, withDate)}
      // A long company name is cut short on the block: the whole line shows on hover.
      title={[b.space_name, bookingLine(b, withDate)].filter(Boolean).join(' ')}
      data-booking={b.id}
      data-state={pending ? 'pending' : isBlock(b) ? 'hold' : 'booked'}
      onClick={() => onOpen(b)}
    >
      {/* The spaces between the lines are not drawn (a flex column) but keep the words apart for assistive technology. */}
      <span className={s.blockTime}>{timeRange(b)}</span> <span className={s.blockWho}>{holderName(b)}</span>
      {b.subject && (
        <>
          {' '}
          <span className={s.blockSubject}>{b.subject}</span>
        </>
      )}
      {pending && (
        <>
          {' '}
          <span className={s.blockState}>{shownState(b)}</span>
        </>
      )}
    </button>
  );
}
