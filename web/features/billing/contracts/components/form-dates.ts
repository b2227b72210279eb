import dayjs, { type Dayjs } from 'dayjs';

export const DATE_FORMAT = 'YYYY-MM-DD';

/** 'YYYY-MM-DD' → the DatePicker's value (null when empty). */
export const toDay = (ymd: string): Dayjs | null => (ymd ? dayjs(ymd) : null);

/** The DatePicker's value → 'YYYY-MM-DD' ('' when empty). */
export const fromDay = (d: Dayjs | null | undefined): string => (d ? d.format(DATE_FORMAT) : '');
