import { hourMinute } from '@shared/bookings/rules';
import type { BookingAdminItem, SpaceItem } from '@shared/contracts/bookings';
import { cellSlot, type DayLayout } from '../calendar-view';
import { BookingBlock } from './BookingBlock';
import s from './BookingsAdmin.module.css';

type Props = {
  layout: DayLayout;
  onOpen: (b: BookingAdminItem) => void;
  /** A click on an empty half hour: 新建预约 there (an hour, the space chosen). Keyboard users have the 新建预约 button. */
  onPick: (space: SpaceItem, start: string, end: string) => void;
};

const ROW_HEIGHT = 32;

/**
 * The day view: a column per space (its name, capacity and hours that day), a row per half hour; outside the opening
 * hours the cells are shaded; each booking a block over the half hours it takes.
 */
export function DayGrid({ layout, onOpen, onPick }: Props) {
  const { rows, columns } = layout;
  const style = {
    gridTemplateColumns: `64px repeat(${columns.length}, minmax(168px, 1fr))`,
    gridTemplateRows: `auto repeat(${rows.length}, ${ROW_HEIGHT}px)`,
  };
  return (
    <div className={s.scroller} role="region" aria-label="日视图（可左右滚动）" tabIndex={0}>
      <div className={s.day} style={style} data-rows={rows.length} data-from={rows[0]}>
        <div className={s.corner} style={{ gridColumn: 1, gridRow: 1 }}>
          <span className="visually-hidden">时间</span>
        </div>
        {columns.map((c, ci) => (
          <div key={c.space.id} className={s.spaceHead} style={{ gridColumn: ci + 2, gridRow: 1 }} data-space={c.space.id}>
            {c.space.name}
            <small>
              {c.space.capacity} 人 · {c.opening ? `开放 ${hourMinute(c.opening.open)}–${hourMinute(c.opening.close)}` : '当日不开放'}
              {c.space.status !== 1 && ' · 已停用'}
            </small>
          </div>
        ))}
        {rows.map((label, r) => (
          <div
            key={label}
            className={r === 0 ? `${s.time} ${s.timeFirst}` : s.time}
            style={{ gridColumn: 1, gridRow: r + 2 }}
            aria-hidden={!label.endsWith(':00')}
          >
            {label.endsWith(':00') ? label : ''}
          </div>
        ))}
        {columns.map((c, ci) =>
          rows.map((label, r) => {
            const closed = c.closed[r];
            const cls = [s.cell, label.endsWith(':00') ? s.cellHour : '', closed ? s.cellClosed : s.cellFree].filter(Boolean).join(' ');
            const slot = cellSlot(layout, r);
            return (
              <div
                key={`${c.space.id}-${label}`}
                className={cls}
                style={{ gridColumn: ci + 2, gridRow: r + 2 }}
                onClick={() => onPick(c.space, slot.start, slot.end)}
              />
            );
          }),
        )}
        {columns.map((c, ci) =>
          c.blocks.map(({ booking, row, span }) => (
            <BookingBlock
              key={booking.id}
              booking={booking}
              onOpen={onOpen}
              style={{ gridColumn: ci + 2, gridRow: `${row + 2} / span ${span}` }}
            />
          )),
        )}
      </div>
    </div>
  );
}
