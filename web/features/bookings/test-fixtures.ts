import { DEFAULT_OPENING_HOURS, type Slot, type SlotState } from '@shared/bookings/rules';
import type { BookingItem, RoomChargeMonth, RoomSlots, SpaceItem } from '@shared/contracts/bookings';

// Spaces, days, bookings and charges as the server presents them, for this feature's tests.

const openingHours = DEFAULT_OPENING_HOURS.map((d) => d ?? { open: '', close: '' });

export const space = (over: Partial<SpaceItem> = {}): SpaceItem => ({
  id: 1,
  name: '第一会议室',
  building: 'A座',
  floor: '3层',
  capacity: 10,
  equipment: ['投影', '白板'],
  pics: [],
  description: '',
  opening_hours: openingHours,
  closed_dates: [],
  min_minutes: 30,
  max_minutes: 240,
  advance_days: 30,
  need_approval: 0,
  price: '50.00',
  free_hours: 2,
  status: 1,
  sort: 0,
  ...over,
});

export const spaces: SpaceItem[] = [
  space(),
  space({ id: 2, name: '培训室', capacity: 30, equipment: ['投影', '音响', '麦克风'], pics: ['/demo/training.jpg'], price: '80.00' }),
  space({ id: 3, name: '路演厅', capacity: 80, equipment: [], price: '0.00', need_approval: 1 }),
];

const pad = (n: number) => String(n).padStart(2, '0');
const hm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** Half-hour cells from `open` ('HH:mm') to `close`, free unless `states` says otherwise (by start time). */
export function slotsOf(open: string, close: string, states: Record<string, SlotState> = {}): Slot[] {
  const [oh, om] = open.split(':').map(Number) as [number, number];
  const [ch, cm] = close.split(':').map(Number) as [number, number];
  const out: Slot[] = [];
  for (let m = oh * 60 + om; m + 30 <= ch * 60 + cm; m += 30) out.push({ start: hm(m), end: hm(m + 30), state: states[hm(m)] ?? 'free' });
  return out;
}

export const day = (over: Partial<RoomSlots> = {}): RoomSlots => ({
  space: space(),
  date: '2026-06-10',
  open: '08:30',
  close: '18:00',
  slots: slotsOf('08:30', '18:00', {
    '08:30': 'past',
    '09:00': 'past',
    '10:00': 'taken',
    '10:30': 'taken',
    '14:00': 'mine',
  }),
  free_minutes_left: 90,
  last_date: '2026-07-10',
  ...over,
});

export const booking = (over: Partial<BookingItem> = {}): BookingItem => ({
  id: 7,
  space_id: 1,
  space_name: '第一会议室',
  start: '2026-06-10 14:00',
  end: '2026-06-10 15:00',
  minutes: 60,
  subject: '季度经营分析会',
  people: 6,
  status: 1,
  status_name: '已预约',
  charged_minutes: 0,
  charge: '0.00',
  remark: '',
  cancellable: true,
  createtime: '2026-06-09 10:00',
  ...over,
});

export const chargeMonth = (over: Partial<RoomChargeMonth> = {}): RoomChargeMonth => ({
  month: '2026-06',
  charged_minutes: 60,
  amount: '50.00',
  paid: 0,
  pay_time: '',
  pay_way: '',
  bookings: [booking({ id: 11, start: '2026-06-12 09:00', end: '2026-06-12 12:00', minutes: 180, charged_minutes: 60, charge: '50.00' })],
  ...over,
});
