import type { Slot } from '@shared/bookings/rules';
import { isChosen, SLOT_STATE_TEXT, type Selection } from '../booking-view';
import s from './Booking.module.css';

type Props = {
  date: string;
  slots: readonly Slot[];
  selection: Selection;
  /** A free cell was clicked; absent when nothing may be booked on this day (past the look-ahead). */
  onPick?: (slot: Slot) => void;
};

const LEGEND = [
  { cls: 'free', text: SLOT_STATE_TEXT.free },
  { cls: 'chosen', text: '已选' },
  { cls: 'mine', text: SLOT_STATE_TEXT.mine },
  { cls: 'taken', text: SLOT_STATE_TEXT.taken },
  { cls: 'past', text: SLOT_STATE_TEXT.past },
] as const;

/** The legend of the cells' states, each in words beside its swatch. */
export function SlotLegend() {
  return (
    <ul className={s.legend} aria-label="图例">
      {LEGEND.map((l) => (
        <li key={l.cls}>
          <span className={`${s.swatch} ${s[l.cls]}`} aria-hidden />
          {l.text}
        </li>
      ))}
    </ul>
  );
}

/**
 * A space's day as half-hour cells, server-rendered: each its start time and its state in words (可预约, 已被预约,
 * 本企业, 已过), never colour alone. A free cell is a button that chooses it (aria-pressed while chosen); the others
 * are plain text.
 */
export function SlotGrid({ date, slots, selection, onPick }: Props) {
  return (
    <ol className={s.cells} aria-label={`${date} 各时段`}>
      {slots.map((slot) => {
        const chosen = isChosen(selection, slot);
        const body = (
          <>
            <span className={s.cellTime}>
              {slot.start}
              <span className="visually-hidden">–{slot.end}</span>
            </span>
            <span className={s.cellState}>{chosen ? '已选' : SLOT_STATE_TEXT[slot.state]}</span>
          </>
        );
        return (
          <li key={slot.start} data-state={slot.state}>
            {slot.state === 'free' && onPick ? (
              <button
                type="button"
                className={`${s.cell} ${s.free}${chosen ? ` ${s.chosen}` : ''}`}
                aria-pressed={chosen}
                onClick={() => onPick(slot)}
              >
                {body}
              </button>
            ) : (
              <span className={`${s.cell} ${s[slot.state]}`}>{body}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
