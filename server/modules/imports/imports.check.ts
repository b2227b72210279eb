import {
  PAY_CYCLES,
  PAYMENT_METHODS,
  ContractStatus,
  RecordType,
  addDays,
  contractEnd,
  isCalendarDate,
} from '../../../shared/billing/rules';
import { PHONE_PATTERN, ShopStatus } from '../../../shared/constants';
import { ContentState } from '../../../shared/contracts/content-admin';
import {
  FEE_STATUS_LABELS,
  IMPORT_COLUMNS,
  LEASE_STATUS_LABELS,
  OCCUPANCY_LABELS,
  RECORD_TYPE_LABELS,
  ROOM_USAGES,
} from '../../../shared/imports/columns';
import { IMPORT_MSG, YES_NO, isCreditCode, monthsCell, yuanCellToFen, type ImportKind } from '../../../shared/imports/rules';
import type { ImportRowError, ImportSheetReport } from '../../../shared/contracts/imports';
import type { Cell, ImportSheet } from './imports.workbook';

/**
 * Checking an import's rows (issue 31): every cell against its column's rule, every row against what the database
 * holds and what earlier sheets of the same workbook make (a lease may name a company and a room created above), and
 * the plan of what confirming would do: create, update, or leave each row unchanged. Pure: the database's side comes
 * in as a `World` (imports.service.ts loads it) and grows with each planned creation.
 */

// ---------------------------------------------------------------------------------------------------------
// What the checks know of the database (and of the rows planned so far)

/** A record's id: a database id, or a negative stand-in for one this import creates (resolved when written). */
export type RefId = number;

export type RoomFacts = {
  id: RefId;
  building: string;
  number: string;
  title: string;
  position: string;
  area: string;
  usage: string;
  work: number;
  monthlyRent: number;
  occupancy: number;
  status: number;
};

export type CompanyFacts = {
  id: RefId;
  name: string;
  creditCode: string;
  status: number;
  categoryIds: number[];
  provinceCode: number | null;
  cityCode: number | null;
  districtCode: number | null;
  regionText: string;
  address: string;
  contactName: string;
  mobile: string;
  email: string;
  movedInOn: string | null;
  listed: boolean;
};

export type ContractFacts = {
  type: 1 | 2;
  id: RefId;
  number: string;
  companyId: RefId;
  signDate: string;
  leaseMonths: number;
  paidUntil: string;
  price: number;
  cycleMonths: number;
  amountDue: number;
  status: number;
  // Leases
  roomId: RefId | null;
  startDate: string;
  endDate: string;
  deposit: number;
  // Fees
  title: string;
};

export type PaymentFacts = { id: number; payDay: string; paidUntil: string; amount: number; payWay: string; remark: string };

export type RegionNode = { code: number; name: string; children: Map<string, RegionNode> };

export type World = {
  rooms: RoomFacts[];
  companies: CompanyFacts[];
  contracts: ContractFacts[];
  /** A contract's payments by `${type}:${id}`. */
  payments: Map<string, PaymentFacts[]>;
  categories: Map<string, number>;
  provinces: Map<string, RegionNode>;
  /** Today in park time ('YYYY-MM-DD'). */
  today: string;
};

// ---------------------------------------------------------------------------------------------------------
// The plan

export type Op<V> = { op: 'create' | 'update' | 'unchanged'; row: number; id: RefId; values: V };

export type RoomValues = Omit<RoomFacts, 'id'>;
export type CompanyValues = Omit<CompanyFacts, 'id'>;
export type ContractValues = Omit<ContractFacts, 'id'>;
export type PaymentValues = {
  type: 1 | 2;
  contractId: RefId;
  payDay: string;
  /** 'HH:mm' when the sheet gave the time (the exports do), else ''. */
  payTime: string;
  paidUntil: string;
  amount: number;
  payWay: string;
  remark: string;
};

export type Plan = {
  rooms: Op<RoomValues>[];
  companies: Op<CompanyValues>[];
  leases: Op<ContractValues>[];
  fees: Op<ContractValues>[];
  payments: Op<PaymentValues>[];
  sheets: ImportSheetReport[];
  errors: ImportRowError[];
  /** Bad rows over every sheet. */
  errorRows: number;
};

// ---------------------------------------------------------------------------------------------------------
// Cells

/** A row's errors while it is read: the first reason of each column. */
class RowCheck {
  readonly reasons: { column: string; reason: string }[] = [];
  constructor(
    private readonly kind: ImportKind,
    private readonly cells: Record<string, Cell>,
  ) {}

  private header(key: string) {
    return IMPORT_COLUMNS[this.kind].find((c) => c.key === key)!.header;
  }

  fault(key: string, reason: string): null {
    if (!this.reasons.some((r) => r.column === this.header(key))) this.reasons.push({ column: this.header(key), reason });
    return null;
  }

  get ok() {
    return this.reasons.length === 0;
  }

  has(key: string): boolean {
    return this.cells[key] !== null && this.cells[key] !== undefined;
  }

  text(key: string, max: number, required = false): string {
    const v = this.cells[key];
    if (v === null || v === undefined) {
      if (required) this.fault(key, IMPORT_MSG.required);
      return '';
    }
    const s = v instanceof Date ? ymdOf(v) : String(v).trim();
    if (s.length > max) this.fault(key, IMPORT_MSG.tooLong(max));
    return s;
  }

  date(key: string, required = false): string | null {
    const v = this.cells[key];
    if (v === null || v === undefined) return required ? this.fault(key, IMPORT_MSG.required) : null;
    if (v instanceof Date) return ymdOf(v);
    const s = String(v).trim().slice(0, 10);
    if (!isCalendarDate(s) || !/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/.test(String(v).trim()))
      return this.fault(key, IMPORT_MSG.date);
    return s;
  }

  /** 'HH:mm' of a date-time cell (an export's 缴费时间), else ''. */
  time(key: string): string {
    const v = this.cells[key];
    if (v instanceof Date) return v.getUTCHours() || v.getUTCMinutes() ? v.toISOString().slice(11, 16) : '';
    const m = /^\d{4}-\d{2}-\d{2} (\d{2}:\d{2})/.exec(String(v ?? '').trim());
    return m ? m[1]! : '';
  }

  money(key: string, required = false): number | null {
    const v = this.cells[key];
    if (v === null || v === undefined || v instanceof Date) {
      if (v instanceof Date) return this.fault(key, IMPORT_MSG.money);
      return required ? this.fault(key, IMPORT_MSG.required) : null;
    }
    const fen = yuanCellToFen(v);
    if (fen === null) return this.fault(key, IMPORT_MSG.money);
    if (fen < 0) return this.fault(key, IMPORT_MSG.negative);
    return fen;
  }

  count(key: string): number | null {
    const v = this.cells[key];
    if (v === null || v === undefined) return null;
    const n = typeof v === 'number' ? v : Number(String(v).trim());
    if (v instanceof Date || !Number.isInteger(n) || n < 0 || n > 1_000_000) return this.fault(key, IMPORT_MSG.number);
    return n;
  }

  months(key: string): number | null {
    const v = this.cells[key];
    if (v === null || v === undefined) return this.fault(key, IMPORT_MSG.required);
    const n = v instanceof Date ? null : monthsCell(v);
    return n ?? this.fault(key, IMPORT_MSG.months);
  }

  choice<T extends string>(key: string, options: readonly T[], required = false): T | null {
    const v = this.cells[key];
    if (v === null || v === undefined) return required ? this.fault(key, IMPORT_MSG.required) : null;
    const s = String(v).trim() as T;
    return options.includes(s) ? s : this.fault(key, IMPORT_MSG.choice(options));
  }
}

/** A date cell as 'YYYY-MM-DD': Excel keeps dates as UTC midnight of the written day. */
function ymdOf(d: Date): string {
  return d.toISOString().slice(0, 10);
}

const AREA_MAX = 99_999_999;

/** Money as a room's asking rent (an int column): up to 2^31 fen. */
const RENT_MAX_FEN = 2_147_483_647;

// ---------------------------------------------------------------------------------------------------------
// The check

const { PUBLISHED: ContentPublished, DRAFT: ContentDraft, UNPUBLISHED: ContentUnpublished } = ContentState;
const CompanyPassed = ShopStatus.PASSED;

/** Compares the fields a row gives with what stands: true when nothing would change. */
function same<V extends Record<string, unknown>>(before: V, after: V): boolean {
  return Object.keys(after).every((k) => JSON.stringify(before[k]) === JSON.stringify(after[k]));
}

const roomLabel = (building: string, number: string) => (building ? `${building} ${number}` : number);

export function checkImport(sheets: readonly ImportSheet[], world: World): Plan {
  const plan: Plan = { rooms: [], companies: [], leases: [], fees: [], payments: [], sheets: [], errors: [], errorRows: 0 };
  let nextRef = -1;
  const newRef = () => nextRef--;

  // Indexes over the world, kept current as rows are planned.
  const roomsByNumber = new Map<string, RoomFacts[]>();
  for (const r of world.rooms) roomsByNumber.set(r.number, [...(roomsByNumber.get(r.number) ?? []), r]);
  const companiesByCode = new Map<string, CompanyFacts>();
  const companiesByName = new Map<string, CompanyFacts>();
  const companiesById = new Map<RefId, CompanyFacts>();
  const indexCompany = (c: CompanyFacts) => {
    if (c.creditCode) companiesByCode.set(c.creditCode, c);
    if (!companiesByName.has(c.name)) companiesByName.set(c.name, c);
    companiesById.set(c.id, c);
  };
  world.companies.forEach(indexCompany);
  const contractsByNumber = new Map<string, ContractFacts[]>();
  const indexContract = (c: ContractFacts) => {
    const list = (contractsByNumber.get(c.number) ?? []).filter((x) => !(x.type === c.type && x.id === c.id));
    contractsByNumber.set(c.number, [...list, c]);
  };
  world.contracts.filter((c) => c.number).forEach(indexContract);
  const leasesByRoom = new Map<RefId, ContractFacts[]>();
  const indexLeaseRoom = (c: ContractFacts, before?: ContractFacts) => {
    if (before?.roomId != null)
      leasesByRoom.set(
        before.roomId,
        (leasesByRoom.get(before.roomId) ?? []).filter((x) => x.id !== before.id),
      );
    if (c.roomId != null) leasesByRoom.set(c.roomId, [...(leasesByRoom.get(c.roomId) ?? []).filter((x) => x.id !== c.id), c]);
  };
  world.contracts.filter((c) => c.type === RecordType.LEASE).forEach((c) => indexLeaseRoom(c));

  for (const sheet of sheets) {
    const report: ImportSheetReport = {
      kind: sheet.kind,
      sheet: sheet.name,
      rows: sheet.rows.length,
      create: 0,
      update: 0,
      unchanged: 0,
      errors: 0,
    };
    const seen = new Map<string, number>();
    const tally = (op: Op<unknown>['op']) => void (report[op === 'create' ? 'create' : op === 'update' ? 'update' : 'unchanged'] += 1);
    const refuse = (row: number, reasons: { column: string; reason: string }[]) => {
      report.errors += 1;
      plan.errorRows += 1;
      for (const r of reasons) plan.errors.push({ sheet: sheet.name, row, column: r.column, reason: r.reason });
    };
    /** The row's natural key seen earlier in the sheet: refused as a repeat. */
    const repeated = (c: RowCheck, key: string, column: string, rowNumber: number) => {
      const first = seen.get(key);
      if (first !== undefined) c.fault(column, IMPORT_MSG.duplicateRow(first));
      else seen.set(key, rowNumber);
    };

    for (const { row, cells } of sheet.rows) {
      const c = new RowCheck(sheet.kind, cells);
      switch (sheet.kind) {
        case 'rooms': {
          const building = c.text('building', 50);
          const number = c.text('number', 50, true);
          const floor = c.text('floor', 100);
          const title = c.text('title', 200) || `${building}${number}`;
          const areaText = c.text('area', 20, true);
          const area = Number(areaText);
          if (areaText && (!/^\d+(\.\d{1,2})?$/.test(areaText) || area > AREA_MAX))
            c.fault('area', '面积应为不小于 0 的数字（最多两位小数）');
          const usage = c.choice('usage', ROOM_USAGES) ?? '';
          const work = c.count('work');
          const rent = c.money('rent');
          if (rent !== null && rent > RENT_MAX_FEN) c.fault('rent', IMPORT_MSG.money);
          const occupancy = c.choice('occupancy', OCCUPANCY_LABELS);
          const published = c.choice('published', YES_NO);
          if (number) repeated(c, `${building}\u0000${number}`, 'number', row);
          if (!c.ok) {
            refuse(row, c.reasons);
            break;
          }
          const before = (roomsByNumber.get(number) ?? []).find((r) => r.building === building);
          const status =
            published === '是'
              ? ContentPublished
              : published === '否'
                ? before?.status === ContentPublished
                  ? ContentUnpublished
                  : (before?.status ?? ContentDraft)
                : (before?.status ?? ContentPublished);
          const values: RoomValues = {
            building,
            number,
            title: c.has('title') || !before ? title : before.title,
            position: c.has('floor') || !before ? floor : before.position,
            area: area.toFixed(2),
            usage: c.has('usage') || !before ? usage : before.usage,
            work: work ?? before?.work ?? 0,
            monthlyRent: rent ?? before?.monthlyRent ?? 0,
            // A room with a live lease is let whatever the sheet says (rooms.occupancy follows the leases).
            occupancy:
              before && (leasesByRoom.get(before.id) ?? []).some((l) => l.status === ContractStatus.LIVE)
                ? before.occupancy
                : occupancy
                  ? OCCUPANCY_LABELS.indexOf(occupancy)
                  : (before?.occupancy ?? 0),
            status,
          };
          if (before) {
            const { id: _id, ...was } = before;
            const op = same(was, values) ? 'unchanged' : 'update';
            plan.rooms.push({ op, row, id: before.id, values });
            Object.assign(before, values);
            tally(op);
          } else {
            const facts = { id: newRef(), ...values };
            roomsByNumber.set(number, [...(roomsByNumber.get(number) ?? []), facts]);
            plan.rooms.push({ op: 'create', row, id: facts.id, values });
            tally('create');
          }
          break;
        }

        case 'companies': {
          const name = c.text('name', 100, true);
          const creditCode = c.text('creditCode', 18).toUpperCase();
          if (creditCode && !isCreditCode(creditCode)) c.fault('creditCode', IMPORT_MSG.creditCode);
          const categoryNames = c
            .text('categories', 500)
            .split(/[、,，;；\s]+/)
            .filter(Boolean);
          const categoryIds: number[] = [];
          for (const n of categoryNames) {
            const id = world.categories.get(n);
            if (id === undefined) c.fault('categories', IMPORT_MSG.categoryMissing(n));
            else if (!categoryIds.includes(id)) categoryIds.push(id);
          }
          const region = regionOf(c, world.provinces);
          const address = c.text('address', 200);
          const contactName = c.text('contact', 50, true);
          const mobile = c.text('mobile', 20, true);
          if (mobile && !PHONE_PATTERN.test(mobile)) c.fault('mobile', IMPORT_MSG.mobile);
          const email = c.text('email', 100);
          if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) c.fault('email', IMPORT_MSG.email);
          const movedInOn = c.date('movedIn');
          const listed = c.choice('listed', YES_NO);
          if (name) repeated(c, creditCode ? `code:${creditCode}` : `name:${name}`, creditCode ? 'creditCode' : 'name', row);
          const byCode = creditCode ? companiesByCode.get(creditCode) : undefined;
          const byName = companiesByName.get(name);
          let before = byCode ?? byName;
          if (byCode && byName && byCode.id !== byName.id) c.fault('creditCode', IMPORT_MSG.companyConflict);
          if (!byCode && byName && creditCode && byName.creditCode && byName.creditCode !== creditCode) {
            // The name is another company's (it has its own code): a new company of the same name is not made.
            c.fault('creditCode', IMPORT_MSG.companyConflict);
          }
          if (before && before.status !== CompanyPassed) c.fault('name', IMPORT_MSG.companyNotSettled(before.name));
          if (!c.ok) {
            refuse(row, c.reasons);
            break;
          }
          before = before ?? undefined;
          const values: CompanyValues = {
            name,
            creditCode: creditCode || before?.creditCode || '',
            status: CompanyPassed,
            categoryIds: c.has('categories') || !before ? categoryIds : before.categoryIds,
            ...(region ?? {
              provinceCode: before?.provinceCode ?? null,
              cityCode: before?.cityCode ?? null,
              districtCode: before?.districtCode ?? null,
              regionText: before?.regionText ?? '',
            }),
            address: c.has('address') || !before ? address : before.address,
            contactName,
            mobile,
            email: c.has('email') || !before ? email : before.email,
            movedInOn: movedInOn ?? before?.movedInOn ?? null,
            listed: listed ? listed === '是' : (before?.listed ?? true),
          };
          if (before) {
            const { id: _id, ...was } = before;
            const op = same(was, values) ? 'unchanged' : 'update';
            plan.companies.push({ op, row, id: before.id, values });
            if (before.creditCode !== values.creditCode || before.name !== values.name) {
              Object.assign(before, values);
              indexCompany(before);
            } else Object.assign(before, values);
            tally(op);
          } else {
            const facts = { id: newRef(), ...values };
            indexCompany(facts);
            plan.companies.push({ op: 'create', row, id: facts.id, values });
            tally('create');
          }
          break;
        }

        case 'leases':
        case 'fees': {
          const lease = sheet.kind === 'leases';
          const type = lease ? RecordType.LEASE : RecordType.FEE;
          const number = c.text('number', 64, true);
          const companyText = c.text('company', 100, true);
          const company = companyText ? findCompany(c, companyText) : null;
          const title = lease ? '' : c.text('title', 100, true);
          const signDate = c.date('signDate', true);
          const startDate = lease ? c.date('startDate', true) : signDate;
          const months = c.months('months');
          const price = c.money('price', true);
          const cycleLabel = c.choice(
            'cycle',
            PAY_CYCLES.map((p) => p.label),
            true,
          );
          const cycleMonths = PAY_CYCLES.find((p) => p.label === cycleLabel)?.months ?? 0;
          const amountDue = c.money('amountDue');
          const deposit = lease ? c.money('deposit') : null;
          const paidUntilGiven = c.date('paidUntil');
          const statusLabel = lease ? c.choice('status', LEASE_STATUS_LABELS) : c.choice('status', FEE_STATUS_LABELS);
          const ended = statusLabel === '已终止';
          let room: RoomFacts | null = null;
          if (lease) {
            const building = c.text('building', 50);
            const roomNumber = c.text('room', 50, true);
            if (roomNumber) {
              const found = (roomsByNumber.get(roomNumber) ?? []).filter((r) => !building || r.building === building);
              if (found.length === 1) room = found[0]!;
              else if (found.length > 1) c.fault('room', IMPORT_MSG.roomAmbiguous(roomNumber));
              else c.fault('room', IMPORT_MSG.roomMissing(roomLabel(building, roomNumber)));
            }
          }
          if (signDate && startDate && signDate > startDate) c.fault('signDate', IMPORT_MSG.signAfterStart);
          if (signDate && startDate && paidUntilGiven && paidUntilGiven < addDays(signDate < startDate ? signDate : startDate, -1))
            c.fault('paidUntil', IMPORT_MSG.paidBeforeSign);
          if (number) repeated(c, number, 'number', row);
          const sameNumber = (contractsByNumber.get(number) ?? []).filter((x) => x.type === type);
          if (sameNumber.length > 1) c.fault('number', IMPORT_MSG.contractDuplicate(number));
          const before = sameNumber.length === 1 ? sameNumber[0]! : undefined;
          if (before && before.status === ContractStatus.ENDED && !ended) c.fault('status', IMPORT_MSG.endedChanged);
          const endDate = startDate && months ? contractEnd(startDate, months) : '';
          if (lease && room && startDate && endDate && c.ok) {
            for (const other of leasesByRoom.get(room.id) ?? []) {
              if (other.number === number && other.type === type) continue;
              if (startDate <= other.endDate && other.startDate <= endDate) {
                c.fault('startDate', IMPORT_MSG.overlap);
                break;
              }
              if (!ended && other.status === ContractStatus.LIVE) {
                c.fault('room', IMPORT_MSG.roomLeased(other.number || String(other.id)));
                break;
              }
            }
          }
          if (!c.ok || !company || !signDate || !startDate || months === null || price === null) {
            refuse(row, c.reasons.length ? c.reasons : [{ column: '合同编号', reason: IMPORT_MSG.required }]);
            break;
          }
          const values: ContractValues = {
            type,
            number,
            companyId: company.id,
            signDate,
            leaseMonths: months,
            paidUntil: paidUntilGiven ?? before?.paidUntil ?? addDays(startDate, -1),
            price,
            cycleMonths,
            amountDue: amountDue ?? price * cycleMonths,
            status: ended ? ContractStatus.ENDED : ContractStatus.LIVE,
            roomId: room?.id ?? null,
            startDate: lease ? startDate : '',
            endDate: lease ? endDate : contractEnd(signDate, months),
            deposit: deposit ?? before?.deposit ?? 0,
            title,
          };
          const ops = lease ? plan.leases : plan.fees;
          if (before) {
            const { id: _id, ...was } = before;
            const op = same(was, values) ? 'unchanged' : 'update';
            ops.push({ op, row, id: before.id, values });
            const prior = { ...before };
            Object.assign(before, values);
            if (lease) indexLeaseRoom(before, prior);
            tally(op);
          } else {
            const facts: ContractFacts = { id: newRef(), ...values };
            indexContract(facts);
            if (lease) indexLeaseRoom(facts);
            ops.push({ op: 'create', row, id: facts.id, values });
            tally('create');
          }
          break;
        }

        case 'payments': {
          const number = c.text('number', 64, true);
          const typeLabel = c.choice('type', RECORD_TYPE_LABELS);
          const payDay = c.date('paidOn', true);
          const payTime = c.time('paidOn');
          const paidUntil = c.date('paidThrough', true);
          const amount = c.money('amount', true);
          const payWay = c.choice('payWay', PAYMENT_METHODS) ?? '';
          const remark = c.text('remark', 500);
          let contract: ContractFacts | undefined;
          if (number) {
            const wanted = typeLabel === '房租' ? RecordType.LEASE : typeLabel === '服务费' ? RecordType.FEE : null;
            const found = (contractsByNumber.get(number) ?? []).filter((x) => wanted === null || x.type === wanted);
            const types = new Set(found.map((x) => x.type));
            if (!found.length) c.fault('number', IMPORT_MSG.contractMissing(number));
            else if (types.size > 1) c.fault('type', IMPORT_MSG.contractAmbiguous(number));
            else if (found.length > 1) c.fault('number', IMPORT_MSG.contractDuplicate(number));
            else contract = found[0];
          }
          if (contract && payDay && paidUntil) repeated(c, `${contract.type}:${contract.id}:${payDay}:${paidUntil}`, 'paidThrough', row);
          if (!c.ok || !contract || !payDay || !paidUntil || amount === null) {
            refuse(row, c.reasons);
            break;
          }
          const values: PaymentValues = {
            type: contract.type,
            contractId: contract.id,
            payDay,
            payTime,
            paidUntil,
            amount,
            payWay,
            remark,
          };
          const before = (world.payments.get(`${contract.type}:${contract.id}`) ?? []).find(
            (p) => p.payDay === payDay && p.paidUntil === paidUntil,
          );
          if (before) {
            const op = before.amount === amount && before.payWay === payWay && before.remark === remark ? 'unchanged' : 'update';
            plan.payments.push({ op, row, id: before.id, values });
            tally(op);
          } else {
            plan.payments.push({ op: 'create', row, id: 0, values });
            tally('create');
          }
          break;
        }
      }
    }
    plan.sheets.push(report);
  }
  return plan;

  /** A company named by its exact name or its credit code, in the database or made by an earlier sheet; settled. */
  function findCompany(c: RowCheck, text: string): CompanyFacts | null {
    const found = companiesByName.get(text) ?? companiesByCode.get(text.toUpperCase());
    if (!found) return c.fault('company', IMPORT_MSG.companyMissing(text));
    if (found.status !== CompanyPassed) return c.fault('company', IMPORT_MSG.companyNotSettled(text));
    return found;
  }
}

/** 省份 / 城市 / 区县 by name, each under the one before; none given: null (kept as it is). */
function regionOf(c: RowCheck, provinces: Map<string, RegionNode>) {
  const names = [c.text('province', 64), c.text('city', 64), c.text('district', 64)];
  if (!names.some(Boolean)) return null;
  const keys = ['province', 'city', 'district'] as const;
  const codes: (number | null)[] = [null, null, null];
  let level: Map<string, RegionNode> = provinces;
  for (let i = 0; i < 3; i++) {
    const name = names[i]!;
    if (!name) {
      // A level left empty is refused only where the one above has divisions under it.
      if (level.size) c.fault(keys[i]!, IMPORT_MSG.required);
      break;
    }
    const node = level.get(name);
    if (!node) {
      c.fault(keys[i]!, IMPORT_MSG.regionMissing(name));
      return null;
    }
    codes[i] = node.code;
    level = node.children;
  }
  return {
    provinceCode: codes[0] ?? null,
    cityCode: codes[1] ?? null,
    districtCode: codes[2] ?? null,
    // As an application's address reads (regions.service resolveRegion): 北京市北京市朝阳区 is 北京市朝阳区.
    regionText: names[0] === names[1] ? names[0] + names.slice(2).join('') : names.join(''),
  };
}
