import { addDays, parkToday } from '../../../shared/billing/rules';
import {
  BookingKind,
  BookingStatus,
  DEFAULT_FREE_HOURS,
  DEFAULT_OPENING_HOURS,
  SPACE_DEFAULTS,
  isoWeekday,
  parkInstant,
  parkMonthOf,
  type OpeningHours,
} from '../../../shared/bookings/rules';
import type { Db } from '../client';
import { bookings, spaces } from '../schema/index';
import type { SeededCompany } from './companies';

/** Weekdays 08:30–18:00 and Saturday mornings: the roadshow hall also opens for weekend events. */
const WITH_SATURDAY: OpeningHours = [...DEFAULT_OPENING_HOURS.slice(0, 5), { open: '09:00', close: '17:00' }, null];

/**
 * The park's shared spaces (issue 33): a 10-seat meeting room, a 30-seat training room and a roadshow hall, each with
 * 2 free hours a month per company, so the embedded demo can be booked at once; and two bookings of demo companies on
 * the next working day, so the calendar is not empty.
 */
export async function seedSpaces(db: Db, now: Date, byKey: Map<string, SeededCompany>) {
  const base = { ...SPACE_DEFAULTS, freeMinutes: DEFAULT_FREE_HOURS * 60 };
  const rows = await db
    .insert(spaces)
    .values([
      {
        name: '第一会议室',
        building: 'A座',
        floor: '3层',
        capacity: 10,
        equipment: ['投影', '白板', '视频会议'],
        pics: ['/demo/rooms/office-2.svg'],
        description: '适合小型会议、客户洽谈和视频会议，配有 86 寸会议平板和全向麦克风。',
        openingHours: DEFAULT_OPENING_HOURS,
        ...base,
        pricePerHour: 8000,
        sort: 1,
      },
      {
        name: '培训教室',
        building: 'B座',
        floor: '2层',
        capacity: 30,
        equipment: ['投影', '白板', '音响', '麦克风'],
        pics: ['/demo/rooms/incubator-1.svg'],
        description: '课桌式布局，可容纳 30 人，适合内部培训、沙龙和招聘宣讲。',
        openingHours: DEFAULT_OPENING_HOURS,
        ...base,
        pricePerHour: 15000,
        sort: 2,
      },
      {
        name: '路演厅',
        building: 'C座',
        floor: '1层',
        capacity: 80,
        equipment: ['投影', '音响', '麦克风', '电视屏幕', '茶水'],
        pics: ['/demo/rooms/office-3.svg'],
        description: '剧场式座位，配有舞台灯光和直播设备，适合项目路演、发布会和投融资对接。',
        openingHours: WITH_SATURDAY,
        ...base,
        needApproval: true,
        pricePerHour: 30000,
        sort: 3,
      },
    ])
    .returning({ id: spaces.id });
  let day = addDays(parkToday(now), 1);
  while (isoWeekday(day) > 5) day = addDays(day, 1);
  const first = byKey.get('hanxin');
  const second = byKey.get('yuntu');
  const demo = [
    first && { space: rows[0]!.id, company: first, from: 10 * 60, to: 11 * 60 + 30, subject: '客户技术交流会', people: 6 },
    second && { space: rows[1]!.id, company: second, from: 14 * 60, to: 16 * 60, subject: '新员工入职培训', people: 18 },
  ].filter((b) => !!b);
  if (demo.length) {
    await db.insert(bookings).values(
      demo.map((b) => ({
        spaceId: b.space,
        kind: BookingKind.COMPANY,
        companyId: b.company.id,
        userId: b.company.userId,
        startAt: parkInstant(day, b.from),
        endAt: parkInstant(day, b.to),
        month: parkMonthOf(parkInstant(day, b.from)),
        subject: b.subject,
        people: b.people,
        status: BookingStatus.CONFIRMED,
      })),
    );
  }
  return { spaces: rows.length, bookings: demo.length };
}
