import { and, asc, count, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { MemberRole } from '../../../shared/auth/member-roles';
import { ContractStatus, RecordType, parkToday } from '../../../shared/billing/rules';
import { Code } from '../../../shared/envelope';
import { ContentState } from '../../../shared/contracts/content-admin';
import type { ImportRowError, ImportSheetReport } from '../../../shared/contracts/imports';
import type { Page } from '../../../shared/contracts/common';
import {
  IMPORT_INVITATION_DAYS,
  IMPORT_MAX_ERRORS,
  IMPORT_MSG,
  ImportStatus,
  type ImportKind,
  type ImportTarget,
} from '../../../shared/imports/rules';
import type { Db } from '../../db/client';
import {
  companies,
  companyInvitations,
  companyMembers,
  imports,
  leases,
  payments,
  regions,
  rooms,
  serviceFees,
  shopCategories,
  users,
} from '../../db/schema/index';
import { AppError, fail } from '../../lib/errors';
import { pageWithCount } from '../../lib/pagination';
import { searchText, searchTokens } from '../../lib/search';
import { syncOccupancy } from '../billing/billing.public';
import { checkImport, type ContractFacts, type Plan, type RefId, type RegionNode, type World } from './imports.check';
import { loadWorkbook, readSheets, type ImportSheet, type TemplateLists } from './imports.workbook';

/**
 * Imports (issue 31): a dry run that checks an uploaded workbook and keeps it with its report, and a confirmation that
 * writes exactly that workbook in one transaction (every row or none), checked again against the database as it then
 * stands. Rows are matched by natural keys (imports.check.ts), so the same file twice changes nothing the second time.
 */

/** Rows inserted per statement (a 10 000-row sheet in 20 statements). */
const CHUNK = 500;
/** The advisory lock that lets one import write at a time across app nodes (two imports could make the same room). */
const IMPORT_LOCK = 31_031;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// What the checks compare with

/** What the checks need of the database, for the kinds the workbook holds (payments only of the contracts it names). */
export async function loadWorld(db: Db, sheets: readonly ImportSheet[], now: Date): Promise<World> {
  const kinds = new Set<ImportKind>(sheets.map((s) => s.kind));
  const needCompanies = kinds.has('companies') || kinds.has('leases') || kinds.has('fees');
  const needContracts = kinds.has('rooms') || kinds.has('leases') || kinds.has('fees') || kinds.has('payments');
  // One after another: inside the commit's transaction they share one connection (no parallel queries on it).
  const roomRows = await (kinds.has('rooms') || kinds.has('leases')
    ? db
        .select({
          id: rooms.id,
          building: rooms.building,
          number: rooms.number,
          title: rooms.title,
          position: rooms.position,
          area: rooms.area,
          usage: rooms.usage,
          work: rooms.work,
          monthlyRent: rooms.monthlyRent,
          occupancy: rooms.occupancy,
          status: rooms.status,
        })
        .from(rooms)
        .where(and(isNull(rooms.deletedAt), ne(rooms.status, ContentState.DELETED)))
        .orderBy(asc(rooms.id))
    : []);
  const companyRows = await (needCompanies
    ? db
        .select({
          id: companies.id,
          name: companies.name,
          creditCode: companies.creditCode,
          status: companies.status,
          categoryIds: companies.categoryIds,
          provinceCode: companies.provinceCode,
          cityCode: companies.cityCode,
          districtCode: companies.districtCode,
          regionText: companies.regionText,
          address: companies.address,
          contactName: companies.contactName,
          mobile: companies.mobile,
          email: companies.email,
          movedInOn: companies.movedInOn,
          listed: companies.listed,
        })
        .from(companies)
        .orderBy(asc(companies.id))
    : []);
  const leaseRows = await (needContracts ? db.select().from(leases).orderBy(asc(leases.id)) : []);
  const feeRows = await (needContracts ? db.select().from(serviceFees).orderBy(asc(serviceFees.id)) : []);
  const categoryRows = await (kinds.has('companies')
    ? db.select({ id: shopCategories.id, name: shopCategories.name }).from(shopCategories)
    : []);
  const regionRows = await (kinds.has('companies')
    ? db.select({ code: regions.code, parentCode: regions.parentCode, name: regions.name }).from(regions).orderBy(asc(regions.level))
    : []);

  const contracts: ContractFacts[] = [
    ...leaseRows.map((l): ContractFacts => ({
      type: RecordType.LEASE,
      id: l.id,
      number: l.contractNumber,
      companyId: l.companyId,
      signDate: l.signDate,
      leaseMonths: l.leaseMonths,
      paidUntil: l.paidUntil,
      price: l.price,
      cycleMonths: l.cycleMonths,
      amountDue: l.amountDue,
      status: l.status,
      roomId: l.roomId,
      startDate: l.startDate,
      endDate: l.endDate,
      deposit: l.deposit,
      title: '',
    })),
    ...feeRows.map((f): ContractFacts => ({
      type: RecordType.FEE,
      id: f.id,
      number: f.contractNumber,
      companyId: f.companyId,
      signDate: f.signDate,
      leaseMonths: f.leaseMonths,
      paidUntil: f.paidUntil,
      price: f.price,
      cycleMonths: f.cycleMonths,
      amountDue: f.amountDue,
      status: f.status,
      roomId: null,
      startDate: '',
      endDate: f.signExpire,
      deposit: 0,
      title: f.title,
    })),
  ];
  return {
    rooms: roomRows.map((r) => ({ ...r })),
    companies: companyRows.map((c) => ({ ...c, categoryIds: [...c.categoryIds] })),
    contracts,
    payments: kinds.has('payments') ? await paymentsOf(db, sheets, contracts) : new Map(),
    categories: new Map(categoryRows.map((c) => [c.name, c.id])),
    provinces: regionTree(regionRows),
    today: parkToday(now),
  };
}

/** The payments of the contracts a payments sheet names, by `${type}:${id}`, with their park day. */
async function paymentsOf(db: Db, sheets: readonly ImportSheet[], contracts: readonly ContractFacts[]) {
  const numbers = new Set(
    sheets.filter((s) => s.kind === 'payments').flatMap((s) => s.rows.map((r) => String(r.cells.number ?? '').trim())),
  );
  const named = contracts.filter((c) => numbers.has(c.number));
  const out = new Map<string, { id: number; payDay: string; paidUntil: string; amount: number; payWay: string; remark: string }[]>();
  for (const type of [RecordType.LEASE, RecordType.FEE]) {
    for (const ids of chunks(named.filter((c) => c.type === type).map((c) => c.id))) {
      const rows = await db
        .select()
        .from(payments)
        .where(and(eq(payments.recordType, type), inArray(payments.recordId, ids)))
        .orderBy(asc(payments.payTime), asc(payments.id));
      for (const p of rows) {
        const key = `${type}:${p.recordId}`;
        out.set(key, [
          ...(out.get(key) ?? []),
          { id: p.id, payDay: parkToday(p.payTime), paidUntil: p.paidUntil, amount: p.amount, payWay: p.payWay, remark: p.remark },
        ]);
      }
    }
  }
  return out;
}

function regionTree(rows: readonly { code: number; parentCode: number; name: string }[]): Map<string, RegionNode> {
  const byCode = new Map<number, RegionNode>();
  const top = new Map<string, RegionNode>();
  for (const r of rows) {
    const node: RegionNode = { code: r.code, name: r.name, children: new Map() };
    byCode.set(r.code, node);
    const parent = r.parentCode === 0 ? top : byCode.get(r.parentCode)?.children;
    if (parent && !parent.has(r.name)) parent.set(r.name, node);
  }
  return top;
}

/** The template's lists from the database: the company categories and the provinces, by name. */
export async function templateLists(db: Db): Promise<TemplateLists> {
  const [cats, provinces] = await Promise.all([
    db.select({ name: shopCategories.name }).from(shopCategories).orderBy(asc(shopCategories.sort), asc(shopCategories.id)),
    db.select({ name: regions.name }).from(regions).where(eq(regions.parentCode, 0)).orderBy(asc(regions.code)),
  ]);
  return { categories: cats.map((c) => c.name), provinces: provinces.map((p) => p.name) };
}

// ---------------------------------------------------------------------------------------------------------
// Check (the dry run) and commit

/** Reads and checks a workbook against the database as it stands: the sheets and their plan; nothing is written. */
export async function planImport(db: Db, file: Buffer, target: ImportTarget, now: Date): Promise<Plan> {
  const sheets = readSheets(await loadWorkbook(file), target);
  return checkImport(sheets, await loadWorld(db, sheets, now));
}

export type ImportRow = typeof imports.$inferSelect;

/** The dry run: checks the workbook and keeps it with its report (status checked); nothing else is written. */
export async function checkUpload(
  db: Db,
  upload: { target: ImportTarget; fileName: string; file: Buffer },
  staffId: number | null,
  now: Date,
): Promise<{ row: ImportRow; plan: Plan }> {
  const plan = await planImport(db, upload.file, upload.target, now);
  const [row] = await db
    .insert(imports)
    .values({
      kind: upload.target,
      fileName: upload.fileName.slice(0, 200) || '未命名.xlsx',
      file: upload.file,
      status: ImportStatus.CHECKED,
      sheets: plan.sheets,
      errors: plan.errors.slice(0, IMPORT_MAX_ERRORS),
      errorRows: plan.errorRows,
      createdBy: staffId,
      createdAt: now,
    })
    .returning();
  return { row: row!, plan };
}

/** The check found errors on confirming (the database changed since the dry run): the new report is kept, nothing written. */
class Rechecked extends Error {
  constructor(readonly plan: Plan) {
    super('rechecked');
  }
}

/**
 * Confirms a checked import: in one transaction it marks the import committed, checks the same file again against the
 * database as it now stands and writes the plan; a row that became bad refuses the whole (the new report is kept), and a
 * failure in the middle leaves nothing written.
 */
export async function commitImport(db: Db, id: number, staffId: number | null, now: Date): Promise<{ row: ImportRow; plan: Plan }> {
  const [found] = await db
    .select({ status: imports.status, errorRows: imports.errorRows })
    .from(imports)
    .where(eq(imports.id, id))
    .limit(1);
  if (!found) throw fail('导入记录不存在');
  if (found.status !== ImportStatus.CHECKED) throw fail(IMPORT_MSG.notCheckable);
  if (found.errorRows > 0) throw fail(IMPORT_MSG.hasErrors);
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
      const [taken] = await tx
        .update(imports)
        .set({ status: ImportStatus.COMMITTED, committedAt: now })
        .where(and(eq(imports.id, id), eq(imports.status, ImportStatus.CHECKED)))
        .returning();
      if (!taken) throw fail(IMPORT_MSG.notCheckable);
      const plan = await planImport(tx, taken.file, taken.kind as ImportTarget, now);
      if (plan.errorRows) throw new Rechecked(plan);
      await writePlan(tx, plan, staffId, now);
      const [row] = await tx.update(imports).set({ sheets: plan.sheets, errors: [], errorRows: 0 }).where(eq(imports.id, id)).returning();
      // The reports of the dry runs before this one no longer describe the database: they are stale (upload again).
      await tx
        .update(imports)
        .set({ status: ImportStatus.STALE })
        .where(and(eq(imports.status, ImportStatus.CHECKED), lt(imports.id, id)));
      return { row: row!, plan };
    });
  } catch (err) {
    if (err instanceof Rechecked) {
      await db
        .update(imports)
        .set({ sheets: err.plan.sheets, errors: err.plan.errors.slice(0, IMPORT_MAX_ERRORS), errorRows: err.plan.errorRows })
        .where(eq(imports.id, id));
      throw fail(IMPORT_MSG.changed);
    }
    if (err instanceof AppError) throw err;
    throw new ImportFailed(err);
  }
}

/** A failure while writing (the database refused something): the transaction rolled back, nothing was written. */
export class ImportFailed extends AppError {
  constructor(readonly reason: unknown) {
    super(Code.FAIL, IMPORT_MSG.failed);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Writing a plan (inside the commit's transaction)

async function writePlan(tx: Db, plan: Plan, staffId: number | null, now: Date): Promise<void> {
  const ids = new Map<RefId, number>();
  const real = (ref: RefId) => (ref > 0 ? ref : ids.get(ref)!);

  // Rooms: the keyword index as the content form makes it (title, number, floor).
  const roomFields = (v: Plan['rooms'][number]['values']) => {
    const st = searchText(v.title, v.number, v.position);
    return { ...v, searchText: st, searchTokens: searchTokens(st), updatedAt: now };
  };
  const newRooms = plan.rooms.filter((o) => o.op === 'create');
  for (const part of chunks(newRooms)) {
    const made = await tx
      .insert(rooms)
      .values(
        part.map((o) => ({ ...roomFields(o.values), publishAt: o.values.status === ContentState.PUBLISHED ? now : null, createdAt: now })),
      )
      .returning({ id: rooms.id });
    made.forEach((m, i) => ids.set(part[i]!.id, m.id));
  }
  for (const o of plan.rooms.filter((x) => x.op === 'update')) {
    await tx.update(rooms).set(roomFields(o.values)).where(eq(rooms.id, o.id));
  }
  const roomFacts = new Map<number, { number: string; position: string }>();
  for (const o of plan.rooms) roomFacts.set(real(o.id), { number: o.values.number, position: o.values.position });

  // Companies: settled at once (reviewed by the importing staff), their contact mobile invited as 负责人.
  const companyFields = (v: Plan['companies'][number]['values']) => {
    const st = searchText(v.name, v.regionText, v.address);
    return { ...v, searchText: st, searchTokens: searchTokens(st), updatedAt: now };
  };
  const newCompanies = plan.companies.filter((o) => o.op === 'create');
  for (const part of chunks(newCompanies)) {
    const made = await tx
      .insert(companies)
      .values(part.map((o) => ({ ...companyFields(o.values), reviewedBy: staffId, reviewedAt: now, createdAt: now })))
      .returning({ id: companies.id });
    made.forEach((m, i) => ids.set(part[i]!.id, m.id));
  }
  for (const o of plan.companies.filter((x) => x.op === 'update')) {
    await tx.update(companies).set(companyFields(o.values)).where(eq(companies.id, o.id));
  }
  await inviteOwners(
    tx,
    plan.companies.filter((o) => o.op !== 'unchanged').map((o) => ({ companyId: real(o.id), mobile: o.values.mobile })),
    staffId,
    now,
  );

  const named = [...new Set(plan.leases.map((o) => real(o.values.roomId!)).filter((id) => !roomFacts.has(id)))];
  for (const part of chunks(named)) {
    const rows = await tx
      .select({ id: rooms.id, number: rooms.number, position: rooms.position })
      .from(rooms)
      .where(inArray(rooms.id, part));
    rows.forEach((r) => roomFacts.set(r.id, r));
  }

  // Contracts: ended ones first, so a room a row frees is free before another row leases it.
  const touchedRooms = new Set<number | null>();
  for (const type of [RecordType.LEASE, RecordType.FEE] as const) {
    const ops = type === RecordType.LEASE ? plan.leases : plan.fees;
    const values = (v: Plan['leases'][number]['values']) => {
      const common = {
        companyId: real(v.companyId),
        contractNumber: v.number,
        signDate: v.signDate,
        leaseMonths: v.leaseMonths,
        paidUntil: v.paidUntil,
        price: v.price,
        cycleMonths: v.cycleMonths,
        amountDue: v.amountDue,
        status: v.status,
        endedAt: v.status === ContractStatus.ENDED ? now : null,
        updatedAt: now,
      };
      if (type === RecordType.FEE) return { ...common, title: v.title, signExpire: v.endDate };
      const roomId = real(v.roomId!);
      const room = roomFacts.get(roomId)!;
      touchedRooms.add(roomId);
      return {
        ...common,
        roomId,
        roomNumber: room.number,
        office: room.position,
        startDate: v.startDate,
        endDate: v.endDate,
        deposit: v.deposit,
      };
    };
    const table = type === RecordType.LEASE ? leases : serviceFees;
    const updates = ops.filter((o) => o.op === 'update').sort((a, b) => b.values.status - a.values.status);
    for (const o of updates) {
      const [before] =
        type === RecordType.LEASE
          ? await tx.select({ roomId: leases.roomId, endedAt: leases.endedAt }).from(leases).where(eq(leases.id, o.id))
          : [];
      const v = values(o.values);
      // An ended contract keeps the moment it ended.
      const set = before?.endedAt && o.values.status === ContractStatus.ENDED ? { ...v, endedAt: before.endedAt } : v;
      touchedRooms.add(before?.roomId ?? null);
      await tx
        .update(table)
        .set(set as never)
        .where(eq(table.id, o.id));
    }
    const creates = ops.filter((o) => o.op === 'create').sort((a, b) => b.values.status - a.values.status);
    for (const part of chunks(creates)) {
      const rows = part.map((o) => ({ ...values(o.values), createdAt: now }));
      const made = await tx
        .insert(table)
        .values(rows as never)
        .returning({ id: table.id });
      made.forEach((m, i) => ids.set(part[i]!.id, m.id));
    }
  }
  await syncOccupancy(tx, [...touchedRooms]);

  // Payments: new ones recorded as staff record them (the paid-through before each), changed ones corrected; a
  // contract's paid-through date moves forward to its latest payment, never back.
  const created = plan.payments.filter((o) => o.op === 'create');
  const byContract = new Map<string, typeof created>();
  for (const o of created) {
    const key = `${o.values.type}:${real(o.values.contractId)}`;
    byContract.set(key, [...(byContract.get(key) ?? []), o]);
  }
  const rowsToInsert: (typeof payments.$inferInsert)[] = [];
  for (const [key, ops] of byContract) {
    const [type, id] = key.split(':').map(Number) as [1 | 2, number];
    const table = type === RecordType.LEASE ? leases : serviceFees;
    const [contract] = await tx.select({ paidUntil: table.paidUntil }).from(table).where(eq(table.id, id));
    const history = await tx
      .select({ payTime: payments.payTime, paidUntil: payments.paidUntil })
      .from(payments)
      .where(and(eq(payments.recordType, type), eq(payments.recordId, id)));
    const sorted = [...ops].sort((a, b) => (a.values.payDay + a.values.payTime).localeCompare(b.values.payDay + b.values.payTime));
    for (const o of sorted) {
      const payTime = new Date(`${o.values.payDay}T${o.values.payTime || '00:00'}:00+08:00`);
      const earlier = [...history, ...rowsToInsert.filter((r) => r.recordType === type && r.recordId === id)]
        .filter((p) => p.payTime < payTime)
        .sort((a, b) => b.payTime.getTime() - a.payTime.getTime())[0];
      rowsToInsert.push({
        recordType: type,
        recordId: id,
        payTime,
        paidUntil: o.values.paidUntil,
        previousPaidUntil: earlier?.paidUntil ?? null,
        amount: o.values.amount,
        payWay: o.values.payWay,
        remark: o.values.remark,
        recordedBy: staffId,
        createdAt: now,
      });
    }
    const latest = ops.reduce((m, o) => (o.values.paidUntil > m ? o.values.paidUntil : m), contract!.paidUntil);
    if (latest !== contract!.paidUntil) await tx.update(table).set({ paidUntil: latest, updatedAt: now }).where(eq(table.id, id));
  }
  for (const part of chunks(rowsToInsert)) await tx.insert(payments).values(part);
  for (const o of plan.payments.filter((x) => x.op === 'update')) {
    await tx
      .update(payments)
      .set({ amount: o.values.amount, payWay: o.values.payWay, remark: o.values.remark })
      .where(eq(payments.id, o.id));
  }
}

/**
 * Imported companies get no account: their contact mobile is invited as 负责人 (issue 30's invitations), so whoever
 * signs in with it joins the company. Only for a company with no member yet; one open invitation per mobile.
 */
async function inviteOwners(tx: Db, list: { companyId: number; mobile: string }[], staffId: number | null, now: Date) {
  if (!list.length) return;
  const withMembers = new Set<number>();
  for (const part of chunks(list.map((l) => l.companyId))) {
    const rows = await tx
      .selectDistinct({ id: companyMembers.companyId })
      .from(companyMembers)
      .where(inArray(companyMembers.companyId, part));
    rows.forEach((r) => withMembers.add(r.id));
  }
  const expiresAt = new Date(now.getTime() + IMPORT_INVITATION_DAYS * 86_400_000);
  const invites = list
    .filter((l) => !withMembers.has(l.companyId))
    .map((l) => ({ companyId: l.companyId, phone: l.mobile, role: MemberRole.OWNER, invitedBy: staffId, expiresAt, createdAt: now }));
  for (const part of chunks(invites)) await tx.insert(companyInvitations).values(part).onConflictDoNothing();
}

// ---------------------------------------------------------------------------------------------------------
// Reading imports

const staffName = sql<string>`coalesce(nullif(${users.nickname}, ''), ${users.username}, '')`;

const summaryColumns = {
  id: imports.id,
  kind: imports.kind,
  fileName: imports.fileName,
  status: imports.status,
  sheets: imports.sheets,
  errorRows: imports.errorRows,
  createdAt: imports.createdAt,
  committedAt: imports.committedAt,
  staffName,
  // The length of a stored bytea is read from its header: the file itself is not loaded.
  fileKept: sql<boolean>`octet_length(${imports.file}) > 0`,
};

export type ImportSummaryRow = {
  id: number;
  kind: string;
  fileName: string;
  status: string;
  sheets: unknown;
  errorRows: number;
  createdAt: Date;
  committedAt: Date | null;
  staffName: string | null;
  fileKept: boolean;
};

/** The imports, newest first (导入记录). */
export async function importPage(db: Db, page: Page) {
  return pageWithCount(
    db
      .select(summaryColumns)
      .from(imports)
      .leftJoin(users, eq(users.id, imports.createdBy))
      .orderBy(desc(imports.createdAt), desc(imports.id))
      .$dynamic(),
    page,
    db.select({ n: count() }).from(imports),
  );
}

/** One import with its report's reasons (not its file). */
export async function findImport(db: Db, id: number): Promise<(ImportSummaryRow & { errors: unknown }) | null> {
  const [row] = await db
    .select({ ...summaryColumns, errors: imports.errors })
    .from(imports)
    .leftJoin(users, eq(users.id, imports.createdBy))
    .where(eq(imports.id, id))
    .limit(1);
  return row ?? null;
}

/** The file of an import and its reasons by sheet and row (the report download). */
export async function importFile(db: Db, id: number) {
  const [row] = await db
    .select({ file: imports.file, kind: imports.kind, errors: imports.errors })
    .from(imports)
    .where(eq(imports.id, id))
    .limit(1);
  if (!row) throw fail('导入记录不存在');
  if (row.file.length === 0) throw fail(IMPORT_MSG.filePurged);
  const reasons = new Map<string, Map<number, string>>();
  for (const e of row.errors as ImportRowError[]) {
    const sheet = reasons.get(e.sheet) ?? new Map<number, string>();
    const line = `${e.column}：${e.reason}`;
    sheet.set(e.row, sheet.has(e.row) ? `${sheet.get(e.row)}；${line}` : line);
    reasons.set(e.sheet, sheet);
  }
  return { file: row.file, target: row.kind as ImportTarget, reasons };
}

/** Every kind's counts of a plan summed (for the audit and the command's last line). */
export function totals(sheets: readonly ImportSheetReport[]) {
  return sheets.reduce(
    (t, s) => ({
      create: t.create + s.create,
      update: t.update + s.update,
      unchanged: t.unchanged + s.unchanged,
      errors: t.errors + s.errors,
    }),
    { create: 0, update: 0, unchanged: 0, errors: 0 },
  );
}

/**
 * The retention purge (housekeeping): imports uploaded more than `days` ago lose their file (the park's records as
 * uploaded, contacts included); the record, its counts and reasons stay. One not yet confirmed is stale then (there
 * is nothing left to confirm). The number of files deleted.
 */
export async function purgeImportFiles(db: Db, days: number, now: Date): Promise<number> {
  const rows = await db
    .update(imports)
    .set({
      file: Buffer.alloc(0),
      status: sql`case when ${imports.status} = ${ImportStatus.CHECKED} then ${ImportStatus.STALE} else ${imports.status} end`,
    })
    .where(and(lt(imports.createdAt, new Date(now.getTime() - days * 86_400_000)), sql`octet_length(${imports.file}) > 0`))
    .returning({ id: imports.id });
  return rows.length;
}
