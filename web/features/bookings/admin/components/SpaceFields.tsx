import { CloseOutlined } from '@ant-design/icons';
import { Button, DatePicker, Select, Switch } from 'antd';
import { useRef, useState } from 'react';
import { WEEKDAY_NAMES } from '@shared/bookings/rules';
import type { RenderImage } from '~/components/render-image';
import { END_TIMES, START_TIMES } from '../calendar-view';
import type { DayHours } from '../space-form';
import s from './BookingsAdmin.module.css';
import { DATE_FORMAT } from './WhenFields';

/** A day's two ends: the half hours each may take and its name. */
const ENDS = {
  from: { options: START_TIMES.map((t) => ({ value: t, label: t })), name: '开门时间' },
  to: { options: END_TIMES.map((t) => ({ value: t, label: t })), name: '关门时间' },
};

type EndProps = {
  end: keyof typeof ENDS;
  day: DayHours;
  /** The weekday's name (周一). */
  name: string;
  onChange: (patch: Partial<DayHours>) => void;
  /** The day's message, when it has one. */
  errorId?: string;
};

/** The half hour a day opens or closes at. */
function EndSelect({ end, day, name, onChange, errorId }: EndProps) {
  return (
    <Select
      value={day[end]}
      options={ENDS[end].options}
      onChange={(t: string) => onChange(end === 'from' ? { from: t } : { to: t })}
      aria-label={`${name}${ENDS[end].name}`}
      aria-describedby={errorId}
      status={errorId ? 'error' : undefined}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}

type HoursProps = {
  /** From the Form.Item (its label's target). */ id?: string;
  value?: DayHours[];
  onChange?: (v: DayHours[]) => void;
  errors: readonly (string | undefined)[];
};

/** 开放时间: for each of 周一 … 周日 a 开放 switch and the opening and closing half hours; a day's message under its row. */
export function OpeningHoursField({ id = 'opening-hours', value = [], onChange, errors }: HoursProps) {
  const set = (i: number, patch: Partial<DayHours>) => onChange?.(value.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  return (
    <ul className={s.hours} id={id}>
      {WEEKDAY_NAMES.map((name, i) => {
        const day = value[i] ?? { open: false, from: '08:30', to: '18:00' };
        const error = errors[i];
        const errorId = `${id}-${i}-error`;
        return (
          <li key={name} className={s.hoursRow} data-day={i}>
            <span>{name}</span>
            <Switch
              checked={day.open}
              onChange={(open) => set(i, { open })}
              checkedChildren="开放"
              unCheckedChildren="不开放"
              aria-label={`${name}开放`}
            />
            {day.open ? (
              <span className={s.hoursTimes}>
                <EndSelect end="from" day={day} name={name} onChange={(patch) => set(i, patch)} errorId={error ? errorId : undefined} />
                至
                <EndSelect end="to" day={day} name={name} onChange={(patch) => set(i, patch)} errorId={error ? errorId : undefined} />
              </span>
            ) : (
              <span className={s.closedNote}>全天不开放</span>
            )}
            {error && (
              <p id={errorId} className={s.hoursError} role="alert">
                {name}：{error}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

type DatesProps = { id?: string; value?: string[]; onChange?: (v: string[]) => void };

/** 不开放日期: a date picker that adds the chosen day to the list; each day removable by its own button. */
export function ClosedDatesField({ id = 'closed-dates', value = [], onChange }: DatesProps) {
  // The picker empties itself after each choice (the list below shows what was added).
  const [picking, setPicking] = useState(0);
  return (
    <>
      <DatePicker
        key={picking}
        id={id}
        format={DATE_FORMAT}
        placeholder="选择日期添加"
        onChange={(d) => {
          if (!d) return;
          const date = d.format(DATE_FORMAT);
          if (!value.includes(date)) onChange?.([...value, date].sort());
          setPicking((n) => n + 1);
        }}
      />
      {value.length > 0 && (
        <ul className={s.dates} aria-label="已添加的不开放日期">
          {value.map((date) => (
            <li key={date}>
              {date}
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined />}
                aria-label={`移除 ${date}`}
                onClick={() => onChange?.(value.filter((d) => d !== date))}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

type PicsProps = {
  id?: string;
  max: number;
  render: RenderImage;
  /** How many pictures are on their way (saving waits for them). */
  onBusyChange: (busy: boolean) => void;
  value?: string[];
  onChange?: (v: string[]) => void;
};

/**
 * 图片: up to `max` pictures, each an image box of the uploads feature (the route's ImageUpload): the saved ones,
 * then an empty box for the next. A box emptied stays in its place (upload again into it).
 */
export function PicturesField({ id = 'space-pics', max, render, onBusyChange, value = [], onChange }: PicsProps) {
  const [slots, setSlots] = useState<string[]>(() => (value.length < max ? [...value, ''] : [...value]));
  // The boxes report when their upload ends, possibly after other boxes changed: always from the latest slots.
  const latest = useRef(slots);
  const busy = useRef(new Set<number>());
  const change = (i: number, url: string) => {
    const next = latest.current.map((u, j) => (j === i ? url : u));
    if (url && i === next.length - 1 && next.length < max) next.push('');
    latest.current = next;
    setSlots(next);
    onChange?.(next.filter(Boolean));
  };
  return (
    <div className={s.pics} id={id}>
      {slots.map((url, i) => (
        <div key={i}>
          {render({
            id: `${id}-${i}`,
            label: `图片 ${i + 1}`,
            value: url,
            onChange: (next) => change(i, next),
            onBusyChange: (b) => {
              if (b) busy.current.add(i);
              else busy.current.delete(i);
              onBusyChange(busy.current.size > 0);
            },
          })}
        </div>
      ))}
    </div>
  );
}
