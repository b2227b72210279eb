import { z } from 'zod';
import { PAGE_SIZE } from '../constants';
import { CYCLE_MONTHS, MAX_MONEY_FEN, PAYMENT_METHODS, RecordType, WarnTab, isCalendarDate, yuanToFen } from '../billing/rules';
import { idField, intField, keywordField, pageFields } from './common';

/**
 * Leases, service-fee contracts, payments and warnings (issue 9; spec §2 personal and admin screens, §3, §7).
 * Money travels as yuan with two decimals ('12000.00'); dates as 'YYYY-MM-DD' in park time.
 */

// ---------------------------------------------------------------------------------------------------------
// Fields

/** Yuan as a number or a string with at most two decimals, not negative; becomes integer fen. */
export const moneyField = (label: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? undefined : v),
    z.union([z.string(), z.number()], { error: `请输入${label}` }).transform((v, ctx) => {
      const negative = typeof v === 'number' ? v < 0 : v.trim().startsWith('-');
      if (negative) {
        ctx.addIssue({ code: 'custom', message: `${label}不能为负数` });
        return z.NEVER;
      }
      const fen = yuanToFen(v);
      if (fen === null || fen > MAX_MONEY_FEN) {
        ctx.addIssue({ code: 'custom', message: `${label}格式错误，应为不超过两位小数的金额` });
        return z.NEVER;
      }
      return fen;
    }),
  );

export const dateField = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v === undefined || v === null ? '' : v),
    z
      .string({ error: `${label}格式错误` })
      .min(1, { error: `请选择${label}` })
      .refine(isCalendarDate, { error: `${label}不是有效日期（格式 yyyy-MM-dd）` }),
  );

export const cycleField = intField('付款方式').pipe(
  z.number().refine((n) => CYCLE_MONTHS.includes(n), { error: '付款方式应为月付、季付、半年付或年付' }),
);

export const recordTypeField = intField('类型').pipe(
  z.number().refine((n) => n === RecordType.LEASE || n === RecordType.FEE, { error: '类型应为 1（房租）或 2（服务费）' }),
);

const text = (label: string, max: number, required = false) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    required
      ? z
          .string({ error: `请输入${label}` })
          .trim()
          .min(1, { error: `请输入${label}` })
          .max(max, { error: `${label}不能超过 ${max} 个字` })
      : z
          .string({ error: `${label}格式错误` })
          .trim()
          .max(max, { error: `${label}不能超过 ${max} 个字` }),
  );

export const paymentMethodField = z.preprocess(
  (v) => (v === undefined || v === null ? '' : v),
  z.string({ error: '请选择缴费方式' }).refine((s) => (PAYMENT_METHODS as readonly string[]).includes(s), { error: '请选择缴费方式' }),
);

const monthsField = intField('租期').pipe(
  z.number().min(1, { error: '租期应为 1 至 240 个月' }).max(240, { error: '租期应为 1 至 240 个月' }),
);

// ---------------------------------------------------------------------------------------------------------
// The company's calls (spec §7 user actions). shop_id is ignored: the company is the session user's.

export const myContractsBody = z.object({ ...pageFields(PAGE_SIZE.myRooms) });
export const myRecordBody = z.object({ id: idField, type: recordTypeField, ...pageFields(PAGE_SIZE.recordDetails) });

/** Fields every contract carries for warnings, on both sides. */
const warnFields = {
  /** Spec: 1 exactly when the item is warned (paid-through within a month or past). */
  remind_time: z.union([z.literal(0), z.literal(1)]),
  /** Days from today to the paid-through date (negative: overdue). */
  days_left: z.number().int(),
  overdue: z.boolean(),
  /** '' when not warned; else '即将到期（1个月内），请及时续费', '今日到期…' or '已逾期 N 天…'. */
  warn_text: z.string(),
};

/** The company a lease belongs to (spec §3 tenancy record `shop`): the same fields as user info's `shop`. */
export const leaseShop = z.object({ id: z.number().int(), shop_name: z.string(), status: z.number().int(), remark: z.string() });
export type LeaseShop = z.infer<typeof leaseShop>;

export const myRoomItem = z.object({
  id: z.number().int(),
  room_number: z.string(),
  office: z.string(),
  sign_time: z.string(),
  /** Lease length, e.g. '24个月'. */
  lease_time: z.string(),
  lease_months: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
  /** Paid-through date. */
  expire_time: z.string(),
  /** Monthly rent, yuan. */
  price: z.string(),
  /** Pay cycle label: 月付 / 季付 / 半年付 / 年付. */
  pay_way: z.string(),
  cycle_months: z.number().int(),
  /** Amount due per period, yuan. */
  real_money: z.string(),
  yajin: z.string(),
  number: z.string(),
  status: z.number().int(),
  ...warnFields,
});
export type MyRoomItem = z.infer<typeof myRoomItem>;

/** my_room's item: a lease with its company (`shop`, spec §3 tenancy record). */
export const myRoomEntry = myRoomItem.extend({ shop: leaseShop });
export type MyRoomEntry = z.infer<typeof myRoomEntry>;

export const myFeeItem = z.object({
  id: z.number().int(),
  title: z.string(),
  sign_time: z.string(),
  lease_time: z.string(),
  lease_months: z.number().int(),
  /** Contract end. */
  sign_expire: z.string(),
  /** Paid-through date. */
  expire_time: z.string(),
  /** Monthly price, yuan. */
  price: z.string(),
  /** Charge method: the pay cycle label. */
  pay_way: z.string(),
  cycle_months: z.number().int(),
  real_money: z.string(),
  /** The contract number (合同编号); '' for a fee contract saved before it had one. */
  number: z.string(),
  status: z.number().int(),
  ...warnFields,
});
export type MyFeeItem = z.infer<typeof myFeeItem>;

export const paymentItem = z.object({
  id: z.number().int(),
  /** 'YYYY-MM-DD HH:mm' park time. */
  pay_time: z.string(),
  /** The paid-through date this payment moved to. */
  expire_time: z.string(),
  /** The paid-through date before it. */
  previous_expire_time: z.string(),
  pay_way: z.string(),
  money: z.string(),
  remark: z.string(),
  /** Who recorded it (staff name); empty on the company's own view. */
  recorder: z.string(),
});
export type PaymentItem = z.infer<typeof paymentItem>;

// ---------------------------------------------------------------------------------------------------------
// Staff: warnings and the overview (spec §7 admin calls). admin_id is ignored.

export const warnListBody = z.object({
  keyword: keywordField,
  type: intField('预警类型')
    .pipe(z.number().refine((n) => n === WarnTab.ALL || n === WarnTab.MONTH || n === WarnTab.WEEK, { error: '预警类型应为 0、1 或 2' }))
    .default(WarnTab.ALL),
  ...pageFields(PAGE_SIZE.warnings),
});
export type WarnListBody = z.infer<typeof warnListBody>;

/** One warned lease or fee with the spec's detail-dialog fields. */
export const warnItem = z.object({
  id: z.number().int(),
  /** 1 lease, 2 fee. */
  record_type: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  /** The room number (lease) or the fee's name. */
  title: z.string(),
  room_number: z.string(),
  /** Legal person / contact. */
  name: z.string(),
  phone: z.string(),
  office: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  expire_time: z.string(),
  pay_way: z.string(),
  cycle_months: z.number().int(),
  price: z.string(),
  /** Amount due per period, yuan. */
  real_pay: z.string(),
  yajin: z.string(),
  number: z.string(),
  /** The paid-through date '已缴费，解除预警' would move to (one period). */
  next_expire_time: z.string(),
  ...warnFields,
});
export type WarnItem = z.infer<typeof warnItem>;
export const warnListData = z.object({ list: z.array(warnItem), total_money: z.string() });
export type WarnListData = z.infer<typeof warnListData>;

export const warnData = z.object({
  room_number: z.number().int(),
  shop_number: z.number().int(),
  /** Warned leases. */
  warn_number: z.number().int(),
  /** Warned service fees. */
  other_warn_number: z.number().int(),
  overdue_number: z.number().int(),
  /** Leased rooms / all rooms, percent with one decimal ('62.5'). */
  room_rate: z.string(),
  leased_room_number: z.number().int(),
  /** Rent due on warned leases, yuan. */
  total_money: z.string(),
  other_total_money: z.string(),
  /** Paid-through dates falling in each of the next 12 months (this month first), for the chart. */
  expiry_months: z.array(z.object({ month: z.string(), leases: z.number().int(), fees: z.number().int(), money: z.string() })),
  today: z.string(),
});
export type WarnData = z.infer<typeof warnData>;

/** GET /api/admin/warn_export query: kind 1 rent warnings, 2 other (fee) warnings; the list's tab and keyword. */
export const warnExportQuery = z.object({
  kind: recordTypeField,
  keyword: keywordField,
  type: warnListBody.shape.type,
});
export type WarnExportQuery = z.infer<typeof warnExportQuery>;

// ---------------------------------------------------------------------------------------------------------
// Staff: recording payments and correcting dates.

/** Spec update_time: correct a paid-through date; never before the sign date. */
export const updateTimeBody = z.object({ type: recordTypeField, id: idField, expire_time: dateField('到期时间') });

/** '已缴费，解除预警': records one period paid (or `periods` periods), moving the paid-through date on. */
export const payAddBody = z.object({
  type: recordTypeField,
  id: idField,
  pay_way: paymentMethodField,
  periods: intField('缴费期数')
    .pipe(z.number().min(1, { error: '缴费期数应为 1 至 12' }).max(12, { error: '缴费期数应为 1 至 12' }))
    .default(1),
  remark: text('备注', 200),
  /**
   * The paid-through date the staff member saw (optional): when given and no longer current, the payment is
   * refused ('该记录已更新，请刷新后重试'), so a double click or two colleagues record one payment.
   */
  expire_time: dateField('已缴至').optional(),
});
export type PayAddBody = z.infer<typeof payAddBody>;
export const payAddData = z.object({ id: z.number().int(), expire_time: z.string(), payment_id: z.number().int() });

// ---------------------------------------------------------------------------------------------------------
// Staff: managing leases and fee contracts.

/** 0 all, 1 live, 2 ended. */
const contractListStatusField = intField('状态')
  .pipe(z.number().min(0, { error: '状态应为 0、1 或 2' }).max(2, { error: '状态应为 0、1 或 2' }))
  .default(1);

export const contractListBody = z.object({
  keyword: keywordField,
  status: contractListStatusField,
  ...pageFields(PAGE_SIZE.admin),
});

/** GET /api/admin/lease_export?status&keyword: the lease list's filters (issue 13). */
export const leaseExportQuery = z.object({ keyword: keywordField, status: contractListStatusField });
/** GET /api/admin/fee_export?status&keyword: the fee-contract list's filters (issue 13). */
export const feeExportQuery = leaseExportQuery;
/** GET /api/admin/payment_export?type&id: one contract's payments (its 缴费记录, issue 13). */
export const paymentExportQuery = z.object({ type: recordTypeField, id: idField });

/**
 * The whole park's payments by kind: 0 all of them, 1 rent (房租), 2 service fees (服务费), 3 meeting-room charges
 * (会议室费用: a company's month of bookings beyond its free hours, paid as one).
 */
export const PaymentKind = { ALL: 0, LEASE: RecordType.LEASE, FEE: RecordType.FEE, BOOKING: 3 } as const;
export type PaymentKindValue = (typeof PaymentKind)[keyof typeof PaymentKind];
/** What each kind of payment is called (the export's 类型 column, the dialog's choices). */
export const PAYMENT_KIND_NAMES: Record<Exclude<PaymentKindValue, typeof PaymentKind.ALL>, string> = {
  [PaymentKind.LEASE]: '房租',
  [PaymentKind.FEE]: '服务费',
  [PaymentKind.BOOKING]: '会议室费用',
};
const PAYMENT_KINDS: readonly number[] = Object.values(PaymentKind);
export const PAYMENT_RANGE_MSG = '开始日期不能晚于结束日期';
/** A park day (YYYY-MM-DD), optional: '' or absent is no bound. */
const paymentDayField = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v === null ? undefined : v),
    z
      .string({ error: `${label}格式错误` })
      .refine((v) => v === '' || isCalendarDate(v), { error: `${label}应为 YYYY-MM-DD 格式的日期` })
      .optional()
      .transform((v) => (v ? v : undefined)),
  );
/**
 * GET /api/admin/park_payment_export?type=0|1|2|3&from&to: every payment of the park (issue 13) — rent, service fees
 * and meeting-room charges — of one kind or all, paid on the park days from…to (both included, either open).
 */
export const parkPaymentExportQuery = z
  .object({
    type: intField('类型')
      .pipe(
        z.number().refine((n) => PAYMENT_KINDS.includes(n), {
          error: '类型应为 0（全部）、1（房租）、2（服务费）或 3（会议室费用）',
        }),
      )
      .default(PaymentKind.ALL),
    from: paymentDayField('开始日期'),
    to: paymentDayField('结束日期'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: PAYMENT_RANGE_MSG });
export type ParkPaymentExportQuery = z.output<typeof parkPaymentExportQuery>;

/** One payment of the park-wide export: the payment with its contract and company. */
export type ParkPaymentItem = PaymentItem & { record_type: number; company_name: string; contract: string; contract_number: string };

export const leaseSaveBody = z.object({
  /** Present: edit that lease; absent: a new one. */
  id: idField.optional(),
  company_id: idField,
  room_id: idField,
  number: text('合同编号', 64, true),
  sign_time: dateField('签约日期'),
  start_time: dateField('起租日期'),
  lease_months: monthsField,
  cycle_months: cycleField,
  /** Monthly rent, yuan. */
  price: moneyField('月租金'),
  /** Amount due per period, yuan; defaults to price × cycle. */
  real_money: moneyField('每期应缴').optional(),
  yajin: moneyField('押金').default(0),
  /** Paid-through date; defaults to the day before the start (nothing paid yet). */
  expire_time: dateField('已缴至').optional(),
});
export type LeaseSaveBody = z.infer<typeof leaseSaveBody>;

export const feeSaveBody = z.object({
  id: idField.optional(),
  company_id: idField,
  title: text('费用名称', 100, true),
  number: text('合同编号', 64, true),
  sign_time: dateField('签约日期'),
  lease_months: monthsField,
  cycle_months: cycleField,
  price: moneyField('月单价'),
  real_money: moneyField('每期应缴').optional(),
  expire_time: dateField('已缴至').optional(),
});
export type FeeSaveBody = z.infer<typeof feeSaveBody>;

export const contractEndBody = z.object({ id: idField, remark: text('备注', 200) });
export type ContractEndBody = z.infer<typeof contractEndBody>;
export type ContractListBody = z.infer<typeof contractListBody>;

/** A lease as staff manage it. */
export const leaseAdminItem = myRoomItem.extend({
  company_id: z.number().int(),
  company_name: z.string(),
  room_id: z.number().int(),
});
export type LeaseAdminItem = z.infer<typeof leaseAdminItem>;
export const feeAdminItem = myFeeItem.extend({ company_id: z.number().int(), company_name: z.string() });
export type FeeAdminItem = z.infer<typeof feeAdminItem>;

/** What the lease and fee forms choose from: settled companies and rooms (with whether each is let). */
export const contractOptions = z.object({
  companies: z.array(z.object({ id: z.number().int(), name: z.string() })),
  rooms: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      title: z.string(),
      position: z.string(),
      monthly_rent: z.string(),
      leased: z.boolean(),
    }),
  ),
});
export type ContractOptions = z.infer<typeof contractOptions>;

/** Staff's view of one contract's payments (the company's own is my_record). */
export const recordListBody = z.object({ id: idField, type: recordTypeField, ...pageFields(PAGE_SIZE.recordDetails) });
export type RecordListBody = z.infer<typeof recordListBody>;
export type UpdateTimeBody = z.infer<typeof updateTimeBody>;

// ---------------------------------------------------------------------------------------------------------
// Reminders sent to companies (staff see what was sent).

export const reminderListBody = z.object({ keyword: keywordField, ...pageFields(PAGE_SIZE.admin) });
export const reminderItem = z.object({
  id: z.number().int(),
  record_type: z.number().int(),
  record_id: z.number().int(),
  company_name: z.string(),
  title: z.string(),
  expire_time: z.string(),
  /** 30, 7, 1 days before; 0 the day it lapses. */
  threshold: z.number().int(),
  threshold_label: z.string(),
  /** One line per channel: log / sms / email, with its outcome. */
  deliveries: z.array(z.object({ channel: z.string(), to: z.string(), status: z.string(), error: z.string() })),
  created_at: z.string(),
  /** pending, sent, failed or skipped (nowhere to send), with its label and how many tries it took. */
  status: z.string(),
  status_label: z.string(),
  attempts: z.number().int(),
});
export type ReminderItem = z.infer<typeof reminderItem>;

/** What one run of the reminders job did (reminder_run), counted per reminder. */
export const reminderSummary = z.object({
  claimed: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
});

export { RecordType, WarnTab };
