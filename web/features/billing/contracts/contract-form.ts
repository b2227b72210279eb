import { contractEnd, fenToYuan, formatYuan, isCalendarDate, yuanToFen } from '@shared/billing/rules';
import { feeSaveBody, leaseSaveBody, type ContractOptions, type FeeAdminItem, type LeaseAdminItem } from '@shared/contracts/billing';
import { fieldErrors, type FieldErrors } from '~/lib/form-errors';
import type { ContractKind } from './contract-kinds';

/**
 * The lease / fee form as plain values: dates 'YYYY-MM-DD' ('' when empty), money as the yuan strings staff
 * typed (sent as typed, so '12000.5' stays exact). Fee forms leave the lease-only fields empty.
 */
export type ContractFormValues = {
  company_id: number | undefined;
  room_id: number | undefined;
  number: string;
  title: string;
  sign_time: string;
  start_time: string;
  lease_months: number | undefined;
  cycle_months: number;
  price: string;
  real_money: string;
  yajin: string;
  expire_time: string;
};

/** A new contract starts today, for a year, paid quarterly. */
export const DEFAULT_MONTHS = 12;
export const DEFAULT_CYCLE = 3;

export function emptyContractValues(today: string): ContractFormValues {
  return {
    company_id: undefined,
    room_id: undefined,
    number: '',
    title: '',
    sign_time: today,
    start_time: today,
    lease_months: DEFAULT_MONTHS,
    cycle_months: DEFAULT_CYCLE,
    price: '',
    real_money: '',
    yajin: '',
    expire_time: '',
  };
}

export type ContractItem = LeaseAdminItem | FeeAdminItem;

export const isLeaseItem = (item: ContractItem): item is LeaseAdminItem => 'room_id' in item;

/** The form filled from a listed contract, for 编辑. */
export function valuesFromItem(item: ContractItem): ContractFormValues {
  const common = {
    company_id: item.company_id,
    sign_time: item.sign_time,
    lease_months: item.lease_months,
    cycle_months: item.cycle_months,
    price: item.price,
    real_money: item.real_money,
    expire_time: item.expire_time,
    number: item.number,
  };
  if (isLeaseItem(item)) {
    return { ...common, room_id: item.room_id, title: '', start_time: item.start_time, yajin: item.yajin };
  }
  return { ...common, room_id: undefined, title: item.title, start_time: '', yajin: '' };
}

/** 每期应缴 when staff have not typed one: the monthly price times the months of a period ('' while the price is not an amount). */
export function defaultAmountDue(price: string, cycleMonths: number): string {
  const fen = yuanToFen(price);
  return fen === null || !Number.isInteger(cycleMonths) || cycleMonths < 1 ? '' : fenToYuan(fen * cycleMonths);
}

/** The date a contract's periods are counted from: a lease's start, a fee contract's sign date. */
export function contractStartOf(kind: ContractKind, v: Pick<ContractFormValues, 'sign_time' | 'start_time'>): string {
  return kind.key === 'lease' ? v.start_time : v.sign_time;
}

/** The contract's last day, shown live in the form; null until the start and length are valid. */
export function formContractEnd(kind: ContractKind, v: ContractFormValues): string | null {
  const start = contractStartOf(kind, v);
  const months = v.lease_months;
  if (!isCalendarDate(start) || months === undefined || !Number.isInteger(months) || months < 1 || months > 240) return null;
  return contractEnd(start, months);
}

const trimmed = (s: string) => s.trim();
const optional = (s: string) => (s.trim() ? s.trim() : undefined);

/** The lease_save / fee_save payload (yuan strings, 'YYYY-MM-DD' dates); empty optional fields are left out. */
export function contractPayload(kind: ContractKind, v: ContractFormValues, id?: number): Record<string, unknown> {
  const common = {
    ...(id ? { id } : {}),
    company_id: v.company_id,
    number: trimmed(v.number),
    sign_time: v.sign_time,
    lease_months: v.lease_months,
    cycle_months: v.cycle_months,
    price: trimmed(v.price),
    real_money: optional(v.real_money),
    expire_time: optional(v.expire_time),
  };
  const body: Record<string, unknown> =
    kind.key === 'lease'
      ? { ...common, room_id: v.room_id, start_time: v.start_time, yajin: optional(v.yajin) }
      : { ...common, title: trimmed(v.title) };
  for (const k of Object.keys(body)) if (body[k] === undefined) delete body[k];
  return body;
}

/** Messages for the two selects, where the contract's own message would speak of a malformed id. */
export const SELECT_MESSAGES = { company_id: '请选择企业', room_id: '请选择房间' } as const;

export type ContractCheck = { ok: true; payload: Record<string, unknown> } | { ok: false; errors: FieldErrors };

/**
 * Checks the form with the server's own contract (leaseSaveBody / feeSaveBody), so the messages under the fields
 * are the ones the server would answer. The payload sent is the unparsed one: the server turns yuan into fen.
 */
export function checkContract(kind: ContractKind, v: ContractFormValues, id?: number): ContractCheck {
  const payload = contractPayload(kind, v, id);
  const parsed = (kind.key === 'lease' ? leaseSaveBody : feeSaveBody).safeParse(payload);
  const errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error);
  if (v.company_id === undefined) errors.company_id = SELECT_MESSAGES.company_id;
  if (kind.key === 'lease' && v.room_id === undefined) errors.room_id = SELECT_MESSAGES.room_id;
  return Object.keys(errors).length === 0 ? { ok: true, payload } : { ok: false, errors };
}

/** '12000.00' → '12,000.00 元' for the tables; anything unreadable is shown as it came. */
export function yuanText(yuan: string): string {
  const fen = yuanToFen(yuan);
  return fen === null ? yuan : formatYuan(fen);
}

export type RoomOption = { value: number; label: string; disabled: boolean };

/**
 * The room select: every room, those with a live lease marked 已出租 and disabled (listed after the free ones),
 * except the room of the lease being edited (its own lease is what makes it let).
 */
export function roomOptions(rooms: ContractOptions['rooms'], ownRoomId?: number): RoomOption[] {
  const options = rooms.map((r) => {
    const leased = r.leased && r.id !== ownRoomId;
    const name = [r.number, r.title].filter(Boolean).join(' ');
    return { value: r.id, label: leased ? `${name}（已出租）` : name, disabled: leased };
  });
  return [...options.filter((o) => !o.disabled), ...options.filter((o) => o.disabled)];
}
