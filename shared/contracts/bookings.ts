import { z } from 'zod';
import { isCalendarDate } from '../billing/rules';
import {
  BOOKING_ADMIN_PAGE_SIZE,
  BOOKING_PAGE_SIZE,
  BookingListType,
  BookingStatus,
  CALENDAR_DAYS,
  HOUR_MINUTE_PATTERN,
  SPACE_BOUNDS,
  SPACE_EQUIPMENT,
  minutesOf,
  parseParkDateTime,
} from '../bookings/rules';
import { moneyField, paymentMethodField } from './billing';
import { idField, intField, keywordField, pageFields } from './common';

/**
 * Meeting-room booking (issue 33; server/modules/bookings, web/features/bookings). Times travel as 'YYYY-MM-DD HH:mm'
 * in park time (Asia/Shanghai), dates as 'YYYY-MM-DD', money as yuan with two decimals ('50.00'). The company is
 * always the caller's own (from the session); a company_id in a company-side body is ignored.
 */

// ---------------------------------------------------------------------------------------------------------
// Fields

const text = (label: string, max: number, required: boolean) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string({ error: `${label}格式错误` })
      .trim()
      .min(required ? 1 : 0, { error: `请输入${label}` })
      .max(max, { error: `${label}不能超过 ${max} 个字` }),
  );

export const parkDateTimeField = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : v),
    z
      .string({ error: `${label}格式错误` })
      .min(1, { error: `请选择${label}` })
      .refine((s) => parseParkDateTime(s) !== null, { error: `${label}格式错误（格式 yyyy-MM-dd HH:mm）` })
      .transform((s) => parseParkDateTime(s)!),
  );

const dateField = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : v),
    z
      .string({ error: `${label}格式错误` })
      .min(1, { error: `请选择${label}` })
      .refine(isCalendarDate, { error: `${label}不是有效日期（格式 yyyy-MM-dd）` }),
  );

const bounded = (label: string, min: number, max: number) =>
  intField(label).pipe(
    z
      .number()
      .min(min, { error: `${label}应为 ${min} 至 ${max}` })
      .max(max, { error: `${label}应为 ${min} 至 ${max}` }),
  );

const flag = (label: string) => intField(label).pipe(z.number().refine((n) => n === 0 || n === 1, { error: `${label}应为 0 或 1` }));

const peopleField = intField('参会人数').pipe(
  z
    .number()
    .min(1, { error: '参会人数至少为 1 人' })
    .max(SPACE_BOUNDS.capacity, { error: `参会人数不能超过 ${SPACE_BOUNDS.capacity} 人` }),
);

// ---------------------------------------------------------------------------------------------------------
// Spaces

/** One weekday's opening hours: open and close 'HH:mm', or both '' when closed that day. */
export const openingDay = z
  .object(
    {
      open: z.string({ error: '开放时间格式错误' }).trim(),
      close: z.string({ error: '开放时间格式错误' }).trim(),
    },
    { error: '开放时间格式错误' },
  )
  .refine((d) => (d.open === '' && d.close === '') || (HOUR_MINUTE_PATTERN.test(d.open) && HOUR_MINUTE_PATTERN.test(d.close)), {
    error: '开放时间格式错误（格式 HH:mm）',
  })
  .refine((d) => d.open === '' || minutesOf(d.close) > minutesOf(d.open), { error: '关门时间须晚于开门时间' })
  .refine((d) => d.open === '' || (minutesOf(d.open) % 30 === 0 && minutesOf(d.close) % 30 === 0), {
    error: '开放时间须为整点或半点',
  });

/** What the public, companies and staff see of a space. */
export const spaceItem = z.object({
  id: z.number().int(),
  name: z.string(),
  building: z.string(),
  floor: z.string(),
  capacity: z.number().int(),
  equipment: z.array(z.string()),
  /** Site-relative picture addresses. */
  pics: z.array(z.string()),
  description: z.string(),
  /** Monday … Sunday. */
  opening_hours: z.array(z.object({ open: z.string(), close: z.string() })),
  closed_dates: z.array(z.string()),
  min_minutes: z.number().int(),
  max_minutes: z.number().int(),
  advance_days: z.number().int(),
  /** 1: staff approve each booking. */
  need_approval: z.number().int(),
  /** Yuan an hour beyond the free hours. */
  price: z.string(),
  /** Free hours a month for each company. */
  free_hours: z.number(),
  /** 1 open for booking, 0 hidden (staff only). */
  status: z.number().int(),
  sort: z.number().int(),
});
export type SpaceItem = z.infer<typeof spaceItem>;

export const spaceSaveBody = z.object({
  id: idField.optional(),
  name: text('会议室名称', 50, true),
  building: text('楼栋', 50, false),
  floor: text('楼层', 20, false),
  capacity: bounded('容纳人数', 1, SPACE_BOUNDS.capacity),
  equipment: z
    .array(z.string({ error: '设备格式错误' }), { error: '设备格式错误' })
    .default([])
    .refine((a) => a.every((e) => (SPACE_EQUIPMENT as readonly string[]).includes(e)), { error: '设备不在可选范围内' }),
  pics: z
    .array(
      z
        .string({ error: '图片地址格式错误' })
        .trim()
        .max(300, { error: '图片地址格式错误' })
        .regex(/^\/(?!\/)[\w\-./]*$/, { error: '图片地址格式错误' }),
      { error: '图片格式错误' },
    )
    .max(6, { error: '图片最多 6 张' })
    .default([]),
  description: text('介绍', 500, false),
  opening_hours: z.array(openingDay, { error: '请填写周一至周日的开放时间' }).length(7, { error: '请填写周一至周日的开放时间' }),
  closed_dates: z
    .array(
      z
        .string({ error: '不开放日期格式错误（格式 yyyy-MM-dd）' })
        .refine(isCalendarDate, { error: '不开放日期格式错误（格式 yyyy-MM-dd）' }),
      {
        error: '不开放日期格式错误',
      },
    )
    .max(366, { error: '不开放日期最多 366 个' })
    .default([]),
  min_minutes: bounded('最短预约时长（分钟）', 30, SPACE_BOUNDS.maxMinutes).refine((n) => n % 30 === 0, {
    error: '最短预约时长须为 30 分钟的整数倍',
  }),
  max_minutes: bounded('最长预约时长（分钟）', 30, SPACE_BOUNDS.maxMinutes).refine((n) => n % 30 === 0, {
    error: '最长预约时长须为 30 分钟的整数倍',
  }),
  advance_days: bounded('可提前预约天数', 0, SPACE_BOUNDS.advanceDays),
  need_approval: flag('需要审核').default(0),
  price: moneyField('每小时价格'),
  free_hours: bounded('每月免费时长（小时）', 0, SPACE_BOUNDS.freeHours),
  status: flag('状态').default(1),
  sort: bounded('排序', 0, 9999).default(0),
});
export type SpaceSaveBody = z.infer<typeof spaceSaveBody>;

// ---------------------------------------------------------------------------------------------------------
// The company side

/** room_slots: a space's day. */
export const roomSlotsBody = z.object({ space_id: idField, date: dateField('日期') });
export const roomSlots = z.object({
  space: spaceItem,
  date: z.string(),
  /** '' when the space is closed that date; else 'HH:mm'. */
  open: z.string(),
  close: z.string(),
  /** Half-hour cells: free, taken, mine (the caller's company's), past. */
  slots: z.array(z.object({ start: z.string(), end: z.string(), state: z.enum(['free', 'taken', 'mine', 'past', 'closed']) })),
  /** The caller's company's free minutes left this month in this space; null for a visitor or staff. */
  free_minutes_left: z.number().int().nullable(),
  /** The last date a company may book (today + advance days). */
  last_date: z.string(),
});
export type RoomSlots = z.infer<typeof roomSlots>;

export const roomBookBody = z.object({
  space_id: idField,
  start: parkDateTimeField('开始时间'),
  end: parkDateTimeField('结束时间'),
  subject: text('会议主题', 50, true),
  people: peopleField,
});
export type RoomBookBody = z.infer<typeof roomBookBody>;

export const roomBookingsBody = z.object({
  ...pageFields(BOOKING_PAGE_SIZE),
  type: intField('类型')
    .pipe(
      z.number().refine((n) => n === BookingListType.UPCOMING || n === BookingListType.PAST || n === BookingListType.CANCELLED, {
        error: '类型应为 0、1 或 2',
      }),
    )
    .default(BookingListType.UPCOMING),
});
export type RoomBookingsBody = z.infer<typeof roomBookingsBody>;

export const roomCancelBody = z.object({ id: idField });

/** One booking as its company sees it. */
export const bookingItem = z.object({
  id: z.number().int(),
  space_id: z.number().int(),
  space_name: z.string(),
  /** 'YYYY-MM-DD HH:mm' park time. */
  start: z.string(),
  end: z.string(),
  minutes: z.number().int(),
  subject: z.string(),
  people: z.number().int(),
  status: z.number().int(),
  status_name: z.string(),
  /** Minutes beyond the free hours, and their charge in yuan. */
  charged_minutes: z.number().int(),
  charge: z.string(),
  /** Staff's remark (a refusal's reason, a move or cancellation's note). */
  remark: z.string(),
  /** Whether the company may still cancel it. */
  cancellable: z.boolean(),
  createtime: z.string(),
});
export type BookingItem = z.infer<typeof bookingItem>;

/** room_charges: the company's charged bookings month by month (its 服务费用 page's 会议室使用费). */
export const roomChargesBody = z.object({ ...pageFields(12) });
export const roomChargeMonth = z.object({
  /** 'YYYY-MM'. */
  month: z.string(),
  charged_minutes: z.number().int(),
  /** Yuan. */
  amount: z.string(),
  /** 1 when staff recorded its payment. */
  paid: z.number().int(),
  /** 'YYYY-MM-DD HH:mm' of the payment; '' unpaid. */
  pay_time: z.string(),
  pay_way: z.string(),
  bookings: z.array(bookingItem),
});
export type RoomChargeMonth = z.infer<typeof roomChargeMonth>;

// ---------------------------------------------------------------------------------------------------------
// Staff (会议室管理)

/** One booking as staff see it: whose it is (company_id 0 with kind 2 is staff's own hold). */
export const bookingAdminItem = bookingItem.extend({
  kind: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  /** Who booked it: the member's name or mobile, or the staff member. */
  booked_by: z.string(),
});
export type BookingAdminItem = z.infer<typeof bookingAdminItem>;

export const bookingCalendarBody = z.object({
  date: dateField('日期'),
  days: intField('天数')
    .pipe(z.number().refine((n) => (CALENDAR_DAYS as readonly number[]).includes(n), { error: '天数应为 1 或 7' }))
    .default(1),
});
export const bookingCalendar = z.object({
  from: z.string(),
  days: z.number().int(),
  spaces: z.array(spaceItem),
  bookings: z.array(bookingAdminItem),
});
export type BookingCalendar = z.infer<typeof bookingCalendar>;

export const bookingListBody = z.object({
  ...pageFields(BOOKING_ADMIN_PAGE_SIZE),
  /** -1 every state; else a BookingStatus. */
  status: intField('状态')
    .pipe(z.number().min(-1, { error: '状态格式错误' }).max(BookingStatus.CANCELLED, { error: '状态格式错误' }))
    .default(BookingStatus.PENDING),
  keyword: keywordField,
});
export type BookingListBody = z.infer<typeof bookingListBody>;

/** Staff book for a company (company_id), or hold the space themselves (company_id 0: 占用, with a reason as subject). */
export const bookingSaveBody = z.object({
  space_id: idField,
  company_id: intField('企业')
    .pipe(z.number().min(0, { error: '企业格式错误' }))
    .default(0),
  start: parkDateTimeField('开始时间'),
  end: parkDateTimeField('结束时间'),
  subject: text('主题', 50, true),
  people: bounded('参会人数', 0, SPACE_BOUNDS.capacity).default(0),
});
export type BookingSaveBody = z.infer<typeof bookingSaveBody>;

export const bookingMoveBody = z.object({
  id: idField,
  space_id: idField,
  start: parkDateTimeField('开始时间'),
  end: parkDateTimeField('结束时间'),
  remark: text('说明', 200, false),
});
export type BookingMoveBody = z.infer<typeof bookingMoveBody>;

export const bookingCancelBody = z.object({ id: idField, remark: text('取消原因', 200, false) });
export const bookingReviewBody = z.object({
  id: idField,
  /** 1 approve, 0 refuse. */
  pass: flag('审核结果'),
  remark: text('审核意见', 200, false),
});
export type BookingReviewBody = z.infer<typeof bookingReviewBody>;

/** The park's booking rules (a site setting). */
export const bookingSettings = z.object({
  cancel_before_hours: z.number().int(),
  default_free_hours: z.number().int(),
});
export type BookingSettings = z.infer<typeof bookingSettings>;
export const bookingSettingsBody = z.object({
  cancel_before_hours: bounded('提前取消时限（小时）', 0, SPACE_BOUNDS.cancelBeforeHours),
  default_free_hours: bounded('每月免费时长（小时）', 0, SPACE_BOUNDS.freeHours),
  /** 1: also set every space's free hours to default_free_hours (所有会议室). */
  apply_to_all: flag('应用到所有会议室').default(0),
});
export type BookingSettingsBody = z.infer<typeof bookingSettingsBody>;

/** Staff's charges of a month: one row per company with charged bookings. */
export const roomChargeListBody = z.object({
  month: z.string({ error: '月份格式错误' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: '月份格式错误（格式 yyyy-MM）' }),
  keyword: keywordField,
  ...pageFields(BOOKING_ADMIN_PAGE_SIZE),
});
export const roomChargeAdminItem = roomChargeMonth.extend({ company_id: z.number().int(), company_name: z.string() });
export type RoomChargeAdminItem = z.infer<typeof roomChargeAdminItem>;

export const roomChargePayBody = z.object({
  company_id: idField,
  month: roomChargeListBody.shape.month,
  pay_way: paymentMethodField,
  remark: text('备注', 200, false),
});
export type RoomChargePayBody = z.infer<typeof roomChargePayBody>;
