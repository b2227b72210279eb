import {
  DEFAULT_FREE_HOURS,
  DEFAULT_OPENING_HOURS,
  SPACE_DEFAULTS,
  durationLabel,
  BOOKING_STEP_MINUTES,
  SPACE_BOUNDS,
} from '@shared/bookings/rules';
import { spaceSaveBody, type SpaceItem } from '@shared/contracts/bookings';
import type { FieldErrors } from '~/lib/form-errors';

/** One weekday in the form: 开放 or not, and its hours ('HH:mm'; kept while closed so switching back restores them). */
export type DayHours = { open: boolean; from: string; to: string };

/** The space form as plain values. */
export type SpaceFormValues = {
  name: string;
  building: string;
  floor: string;
  capacity: number | null;
  equipment: string[];
  pics: string[];
  description: string;
  days: DayHours[];
  closed_dates: string[];
  min_minutes: number;
  max_minutes: number;
  advance_days: number | null;
  need_approval: boolean;
  price: string;
  free_hours: number | null;
  enabled: boolean;
  sort: number | null;
};

const DEFAULT_DAY_HOURS = { from: '08:30', to: '18:00' };

/** A new space: open 08:30–18:00 on weekdays, 30 min to 4 h, 30 days ahead, the park's free hours. */
export function emptySpaceValues(freeHours: number = DEFAULT_FREE_HOURS): SpaceFormValues {
  return {
    name: '',
    building: '',
    floor: '',
    capacity: 10,
    equipment: [],
    pics: [],
    description: '',
    days: DEFAULT_OPENING_HOURS.map((d) => (d ? { open: true, from: d.open, to: d.close } : { open: false, ...DEFAULT_DAY_HOURS })),
    closed_dates: [],
    min_minutes: SPACE_DEFAULTS.minMinutes,
    max_minutes: SPACE_DEFAULTS.maxMinutes,
    advance_days: SPACE_DEFAULTS.advanceDays,
    need_approval: false,
    price: '0.00',
    free_hours: freeHours,
    enabled: true,
    sort: 0,
  };
}

/** The form filled from a listed space, for 编辑. */
export function spaceValuesOf(s: SpaceItem): SpaceFormValues {
  return {
    name: s.name,
    building: s.building,
    floor: s.floor,
    capacity: s.capacity,
    equipment: [...s.equipment],
    pics: [...s.pics],
    description: s.description,
    days: Array.from({ length: 7 }, (_, i) => {
      const d = s.opening_hours[i];
      return d && d.open && d.close ? { open: true, from: d.open, to: d.close } : { open: false, ...DEFAULT_DAY_HOURS };
    }),
    closed_dates: [...s.closed_dates].sort(),
    min_minutes: s.min_minutes,
    max_minutes: s.max_minutes,
    advance_days: s.advance_days,
    need_approval: s.need_approval === 1,
    price: s.price,
    free_hours: s.free_hours,
    enabled: s.status === 1,
    sort: s.sort,
  };
}

/** space_save's body (opening hours '' and '' on a closed day; flags as 1 / 0). */
export function spacePayload(v: SpaceFormValues, id?: number): Record<string, unknown> {
  return {
    ...(id ? { id } : {}),
    name: v.name.trim(),
    building: v.building.trim(),
    floor: v.floor.trim(),
    capacity: v.capacity ?? '',
    equipment: v.equipment,
    pics: v.pics.filter(Boolean),
    description: v.description.trim(),
    opening_hours: v.days.map((d) => (d.open ? { open: d.from, close: d.to } : { open: '', close: '' })),
    closed_dates: [...v.closed_dates].sort(),
    min_minutes: v.min_minutes,
    max_minutes: v.max_minutes,
    advance_days: v.advance_days ?? '',
    need_approval: v.need_approval ? 1 : 0,
    price: v.price.trim(),
    free_hours: v.free_hours ?? '',
    status: v.enabled ? 1 : 0,
    sort: v.sort ?? 0,
  };
}

/** The form's field a contract issue belongs to: a weekday's hours are `days.<i>`, 状态 is `enabled`. */
function fieldOf(path: readonly PropertyKey[]): string {
  const [first, second] = path;
  if (first === 'opening_hours') return typeof second === 'number' ? `days.${second}` : 'days';
  if (first === 'closed_dates') return 'closed_dates';
  if (first === 'status') return 'enabled';
  return String(first ?? '');
}

export const MIN_MAX_MSG = '最长预约时长不能短于最短预约时长';

export type SpaceCheck = { ok: true; payload: Record<string, unknown> } | { ok: false; errors: FieldErrors };

/**
 * Checks the form with the server's own contract (spaceSaveBody), so the messages under the fields are the ones the
 * server would answer; a weekday's message goes on that weekday's row.
 */
export function checkSpace(v: SpaceFormValues, id?: number): SpaceCheck {
  const payload = spacePayload(v, id);
  const parsed = spaceSaveBody.safeParse(payload);
  const errors: FieldErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = fieldOf(issue.path);
      if (key && !errors[key]) errors[key] = issue.message;
    }
  }
  // An emptied number box is asked for rather than called malformed.
  if (v.capacity === null) errors.capacity = '请输入容纳人数';
  if (v.advance_days === null) errors.advance_days = '请输入可提前预约天数';
  if (v.free_hours === null) errors.free_hours = '请输入每月免费时长（小时）';
  if (!errors.max_minutes && !errors.min_minutes && v.max_minutes < v.min_minutes) errors.max_minutes = MIN_MAX_MSG;
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, payload };
}

/** Booking lengths staff choose from: every half hour from 30 minutes to 24 hours. */
export const DURATION_OPTIONS = Array.from({ length: SPACE_BOUNDS.maxMinutes / BOOKING_STEP_MINUTES }, (_, i) => {
  const minutes = (i + 1) * BOOKING_STEP_MINUTES;
  return { value: minutes, label: durationLabel(minutes) };
});

/** The form's field names, for putting messages on them (the weekdays' rows are `days.0` … `days.6`). */
export const SPACE_FIELDS = [
  'name',
  'building',
  'floor',
  'capacity',
  'equipment',
  'pics',
  'description',
  'closed_dates',
  'min_minutes',
  'max_minutes',
  'advance_days',
  'need_approval',
  'price',
  'free_hours',
  'enabled',
  'sort',
] as const;
