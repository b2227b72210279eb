import {
  ContractStatus,
  advancePaidThrough,
  cycleLabel,
  daysBetween,
  fenToYuan,
  isOverdue,
  isWarned,
  warningText,
} from '../../../shared/billing/rules';
import type {
  FeeAdminItem,
  LeaseAdminItem,
  MyFeeItem,
  LeaseShop,
  MyRoomEntry,
  MyRoomItem,
  ParkPaymentItem,
  PaymentItem,
  WarnItem,
} from '../../../shared/contracts/billing';
import { PaymentKind } from '../../../shared/contracts/billing';
import type { bookingChargePayments, payments } from '../../db/schema/index';
import { formatDateTime } from '../../lib/dates';
import type { Contract } from './billing.service';

/** Warning fields derived from the paid-through date and today; an ended contract never warns. */
export function warnFields(c: Contract, today: string) {
  const live = c.status === ContractStatus.LIVE;
  const warned = live && isWarned(c.paidUntil, today);
  return {
    remind_time: warned ? (1 as const) : (0 as const),
    days_left: daysBetween(today, c.paidUntil),
    overdue: live && isOverdue(c.paidUntil, today),
    warn_text: live ? warningText(c.paidUntil, today) : '',
  };
}

function common(c: Contract, today: string) {
  return {
    id: c.id,
    sign_time: c.signDate,
    lease_time: `${c.leaseMonths}个月`,
    lease_months: c.leaseMonths,
    expire_time: c.paidUntil,
    price: fenToYuan(c.price),
    pay_way: cycleLabel(c.cycleMonths),
    cycle_months: c.cycleMonths,
    real_money: fenToYuan(c.amountDue),
    status: c.status,
    ...warnFields(c, today),
  };
}

export function presentMyRoom(c: Contract, today: string): MyRoomItem {
  return {
    ...common(c, today),
    room_number: c.roomNumber,
    office: c.office,
    start_time: c.start,
    end_time: c.end,
    yajin: fenToYuan(c.deposit),
    number: c.number,
  };
}

/** my_room: the lease and its company as `shop` (spec §3 tenancy record; the same fields as user info's `shop`). */
export function presentMyRoomEntry(
  c: Contract,
  company: { id: number; name: string; status: number; remark: string },
  today: string,
): MyRoomEntry {
  const shop: LeaseShop = { id: company.id, shop_name: company.name, status: company.status, remark: company.remark };
  return { ...presentMyRoom(c, today), shop };
}

export function presentMyFee(c: Contract, today: string): MyFeeItem {
  return { ...common(c, today), title: c.title, sign_expire: c.end, number: c.number };
}

export function presentLeaseAdmin(c: Contract, companyName: string, today: string): LeaseAdminItem {
  return { ...presentMyRoom(c, today), company_id: c.companyId, company_name: companyName, room_id: c.roomId ?? 0 };
}

export function presentFeeAdmin(c: Contract, companyName: string, today: string): FeeAdminItem {
  return { ...presentMyFee(c, today), company_id: c.companyId, company_name: companyName };
}

export type WarnCompany = { name: string; contactName: string; mobile: string };

/** A warned contract with the detail dialog's fields (spec §3 warning detail). */
export function presentWarn(c: Contract, company: WarnCompany, today: string): WarnItem {
  return {
    id: c.id,
    record_type: c.type,
    company_id: c.companyId,
    company_name: company.name,
    title: c.title,
    room_number: c.roomNumber,
    name: company.contactName,
    phone: company.mobile,
    office: c.office,
    start_time: c.start,
    end_time: c.end,
    expire_time: c.paidUntil,
    pay_way: cycleLabel(c.cycleMonths),
    cycle_months: c.cycleMonths,
    price: fenToYuan(c.price),
    real_pay: fenToYuan(c.amountDue),
    yajin: fenToYuan(c.deposit),
    number: c.number,
    next_expire_time: advancePaidThrough(c.paidUntil, c.cycleMonths, c.start),
    ...warnFields(c, today),
  };
}

/** A payment; the recorder's name only on the staff's view. */
export function presentPayment(p: typeof payments.$inferSelect, recorder: string): PaymentItem {
  return {
    id: p.id,
    pay_time: formatDateTime(p.payTime),
    expire_time: p.paidUntil,
    previous_expire_time: p.previousPaidUntil ?? '',
    pay_way: p.payWay,
    money: fenToYuan(p.amount),
    remark: p.remark,
    recorder,
  };
}

type ParkPaymentRow = {
  payment: typeof payments.$inferSelect;
  recorder: string;
  companyName: string;
  roomNumber: string | null;
  contractNumber: string | null;
  feeTitle: string | null;
};

type ParkBookingPaymentRow = { payment: typeof bookingChargePayments.$inferSelect; recorder: string; companyName: string };

/** A payment of the park-wide export: the payment, its kind, company and contract (room number or fee name). */
export function presentParkPayment(r: ParkPaymentRow): ParkPaymentItem {
  return {
    ...presentPayment(r.payment, r.recorder),
    record_type: r.payment.recordType,
    company_name: r.companyName,
    contract: r.roomNumber ?? r.feeTitle ?? '',
    contract_number: r.contractNumber ?? '',
  };
}

/** A company's month of meeting-room charges paid, as a row of the park-wide export: no contract, no paid-through date. */
export function presentParkBookingPayment(r: ParkBookingPaymentRow): ParkPaymentItem {
  const p = r.payment;
  return {
    id: p.id,
    pay_time: formatDateTime(p.payTime),
    expire_time: '',
    previous_expire_time: '',
    pay_way: p.payWay,
    money: fenToYuan(p.amount),
    remark: p.remark,
    recorder: r.recorder,
    record_type: PaymentKind.BOOKING,
    company_name: r.companyName,
    contract: `会议室费用 ${p.month}`,
    contract_number: '',
  };
}

/** The park-wide export's rows: contracts' payments and meeting-room charges' together, newest first, `cap` at most. */
export function presentParkPayments(
  rows: { contracts: ParkPaymentRow[]; bookings: ParkBookingPaymentRow[] },
  cap: number,
): ParkPaymentItem[] {
  const dated = [
    ...rows.contracts.map((r) => ({ at: r.payment.payTime.getTime(), item: presentParkPayment(r) })),
    ...rows.bookings.map((r) => ({ at: r.payment.payTime.getTime(), item: presentParkBookingPayment(r) })),
  ];
  return dated
    .sort((a, b) => b.at - a.at)
    .slice(0, cap)
    .map((d) => d.item);
}
