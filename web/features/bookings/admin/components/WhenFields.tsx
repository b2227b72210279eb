import { DatePicker, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { SpaceItem } from '@shared/contracts/bookings';
import { END_TIMES, START_TIMES, openingText } from '../calendar-view';
import s from './BookingsAdmin.module.css';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const toDay = (ymd: string): Dayjs | null => (ymd ? dayjs(ymd) : null);
export const fromDay = (d: Dayjs | null | undefined): string => (d ? d.format(DATE_FORMAT) : '');

const START_OPTIONS = START_TIMES.map((t) => ({ value: t, label: t }));
const END_OPTIONS = END_TIMES.map((t) => ({ value: t, label: t }));

/** The spaces as a Select's choices: name and capacity, a disabled one marked. */
export const spaceOptions = (spaces: readonly SpaceItem[]) =>
  spaces.map((sp) => ({ value: sp.id, label: `${sp.name}（${sp.capacity} 人${sp.status === 1 ? '' : '，已停用'}）` }));

type Props = {
  /** The form's name: the fields' ids. */
  form: string;
  spaces: readonly SpaceItem[];
  /** The chosen space and date, for the opening-hours line. */
  spaceId: number | undefined;
  date: string;
};

/**
 * Where and when: the space, the date, and start and end on the half hour (two Selects, typed or chosen by keys);
 * under them the space's opening hours that day (staff may book outside them).
 */
export function WhenFields({ form, spaces, spaceId, date }: Props) {
  const space = spaces.find((sp) => sp.id === spaceId);
  return (
    <>
      <div className={s.grid}>
        <Form.Item name="space_id" label="会议室" required className={s.wide}>
          <Select options={spaceOptions(spaces)} placeholder="选择会议室" showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        <Form.Item name="date" label="日期" required className={s.wide}>
          <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} allowClear={false} />
        </Form.Item>
        <Form.Item name="start" label="开始时间" required>
          <Select options={START_OPTIONS} placeholder="开始" showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        <Form.Item name="end" label="结束时间" required>
          <Select options={END_OPTIONS} placeholder="结束" showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
      </div>
      {space && date && (
        <p className={s.hint} id={`${form}-opening`} aria-live="polite">
          {space.name} {date} 开放时间：{openingText(space, date)}。园区可在开放时间外预约或占用。
        </p>
      )}
    </>
  );
}
