import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z, ZodType } from 'zod';
import { ContractStatus, RecordType, WarnTab, parkToday, type RecordTypeValue } from '../../../shared/billing/rules';
import * as billingCalls from '../../../shared/calls/billing';
import {
  PAYMENT_KIND_NAMES,
  PaymentKind,
  feeExportQuery,
  leaseExportQuery,
  parkPaymentExportQuery,
  paymentExportQuery,
  warnExportQuery,
  type FeeAdminItem,
  type LeaseAdminItem,
  type ParkPaymentItem,
  type PaymentItem,
} from '../../../shared/contracts/billing';
import { audit } from '../../lib/audit';
import { staffQuery } from '../../lib/call';
import { XLSX_EXPORT_CAP, sendWorkbook, sheetWorkbook, type SheetColumn } from '../../lib/workbook';
import { presentFeeAdmin, presentLeaseAdmin, presentParkPayments, presentPayment, presentWarn } from './billing.presenter';
import { BILLING_STAFF } from './billing.policy';
import { loadContract, paymentPage } from './billing.service';
import { adminContracts } from './contracts.service';
import { parkPayments } from './payments.service';
import { warnList } from './warnings.service';
import { EXPORT_CAP, exportFileName, warnWorkbook } from './warn-export';

/** What the sheets of both kinds of contract say of its terms: the term, paid through, the price, how and how much per period. */
const termColumns = (term: string, price: string, way: string): SheetColumn<LeaseAdminItem | FeeAdminItem>[] => [
  { header: term, width: 10, cell: (c) => c.lease_time },
  { header: '已缴至', width: 12, cell: (c) => c.expire_time },
  { header: price, width: 14, cell: (c) => Number(c.price), money: true },
  { header: way, width: 10, cell: (c) => c.pay_way },
  { header: '每期应缴(元)', width: 14, cell: (c) => Number(c.real_money), money: true },
];

const LEASE_COLUMNS: SheetColumn<LeaseAdminItem>[] = [
  { header: '合同编号', width: 20, cell: (l) => l.number },
  { header: '企业名称', width: 28, cell: (l) => l.company_name },
  { header: '房间号', width: 14, cell: (l) => l.room_number },
  { header: '签约日期', width: 12, cell: (l) => l.sign_time },
  { header: '起租日期', width: 12, cell: (l) => l.start_time },
  { header: '到期日期', width: 12, cell: (l) => l.end_time },
  ...termColumns('租期', '月租金(元)', '付款方式'),
  { header: '押金(元)', width: 12, cell: (l) => Number(l.yajin), money: true },
  { header: '状态', width: 10, cell: (l) => (l.status === ContractStatus.LIVE ? '在租' : '已终止') },
];

const FEE_COLUMNS: SheetColumn<FeeAdminItem>[] = [
  { header: '合同编号', width: 20, cell: (f) => f.number },
  { header: '费用名称', width: 20, cell: (f) => f.title },
  { header: '企业名称', width: 28, cell: (f) => f.company_name },
  { header: '签约日期', width: 12, cell: (f) => f.sign_time },
  { header: '到期日期', width: 12, cell: (f) => f.sign_expire },
  ...termColumns('期限', '月单价(元)', '收费方式'),
  { header: '状态', width: 10, cell: (f) => (f.status === ContractStatus.LIVE ? '生效中' : '已终止') },
];

/** How a payment was made and what it paid: the columns after the first ones of both payment sheets. */
const PAID_COLUMNS: SheetColumn<PaymentItem>[] = [
  { header: '缴费方式', width: 12, cell: (p) => p.pay_way },
  { header: '金额(元)', width: 14, cell: (p) => Number(p.money), money: true },
  { header: '缴至', width: 12, cell: (p) => p.expire_time },
  { header: '此前已缴至', width: 12, cell: (p) => p.previous_expire_time },
  { header: '登记人', width: 12, cell: (p) => p.recorder },
  { header: '备注', width: 30, cell: (p) => p.remark },
];

const PAY_TIME: SheetColumn<PaymentItem> = { header: '缴费时间', width: 18, cell: (p) => p.pay_time };

const PAYMENT_COLUMNS: SheetColumn<PaymentItem>[] = [PAY_TIME, ...PAID_COLUMNS];

const PARK_PAYMENT_COLUMNS: SheetColumn<ParkPaymentItem>[] = [
  PAY_TIME,
  { header: '类型', width: 10, cell: (p) => PAYMENT_KIND_NAMES[p.record_type as keyof typeof PAYMENT_KIND_NAMES] ?? '' },
  { header: '企业名称', width: 28, cell: (p) => p.company_name },
  { header: '房间号/费用名称', width: 18, cell: (p) => p.contract },
  { header: '合同编号', width: 18, cell: (p) => p.contract_number },
  ...PAID_COLUMNS,
];

/** 合计 row of a payments sheet: the count and the sum (in fen, so no float drift), in the money column. */
function paymentTotal(items: readonly { money: string }[], before: number, after: number): (string | number)[] {
  const total = items.reduce((sum, p) => sum + Math.round(Number(p.money) * 100), 0) / 100;
  return ['合计', `${items.length} 笔`, ...Array<string>(before).fill(''), total, ...Array<string>(after).fill('')];
}

const PARK_PAYMENT_SHEET: Record<number, string> = {
  [PaymentKind.ALL]: '缴费记录',
  [PaymentKind.LEASE]: '房租缴费记录',
  [PaymentKind.FEE]: '服务费缴费记录',
  [PaymentKind.BOOKING]: '会议室费用缴费记录',
};

/** The caller must be billing staff (BILLING_STAFF); the query string is checked by the export's contract (its first message refuses). */
const operationsQuery = <T extends ZodType>(req: FastifyRequest, schema: T): z.output<T> => staffQuery(req, BILLING_STAFF, schema);

/**
 * Excel downloads of park operations (GET, binary, so not defineCall calls; errors still answer with the JSON
 * envelope): the warning lists, the leases and the fee contracts with their list's filters, one contract's payments,
 * and the whole park's payments. Park operations staff only; each export audited with its filters and row count.
 */
export function exportsRoutes(app: FastifyInstance) {
  /** GET /api/admin/warn_export?kind=1|2&type=0|1|2&keyword=…: the whole filtered warning list. */
  app.get(billingCalls.warnExport.path, async (req, reply) => {
    const q = operationsQuery(req, warnExportQuery);
    const today = parkToday(app.clock());
    const { rows, money } = await warnList(
      app.db,
      q.kind,
      { keyword: q.keyword, type: q.type ?? WarnTab.ALL, start: 1, page_size: EXPORT_CAP },
      today,
    );
    const items = rows.map((r) => presentWarn(r.contract, r.company, today));
    const file = await warnWorkbook(q.kind, items, money, today);
    const objectType = q.kind === RecordType.LEASE ? 'lease' : 'service_fee';
    await audit(app.db, req, {
      action: `${objectType}.warn_export`,
      objectType,
      detail: { type: q.type, keyword: q.keyword ?? '', rows: items.length },
    });
    return sendWorkbook(reply, exportFileName(q.kind, today), file);
  });

  /**
   * GET /api/admin/lease_export and fee_export?status=0|1|2&keyword=…: the lease list (/system/leases) or the
   * fee-contract list (/system/fees) as it is filtered, in its order.
   */
  const contractExport = (type: RecordTypeValue) => async (req: FastifyRequest, reply: FastifyReply) => {
    const lease = type === RecordType.LEASE;
    const q = operationsQuery(req, lease ? leaseExportQuery : feeExportQuery);
    const today = parkToday(app.clock());
    const { rows } = await adminContracts(app.db, type, { ...q, start: 1, page_size: XLSX_EXPORT_CAP });
    const sheet = lease ? '房租合同' : '服务费合同';
    const file = lease
      ? await sheetWorkbook(
          sheet,
          LEASE_COLUMNS,
          rows.map((r) => presentLeaseAdmin(r.contract, r.companyName, today)),
        )
      : await sheetWorkbook(
          sheet,
          FEE_COLUMNS,
          rows.map((r) => presentFeeAdmin(r.contract, r.companyName, today)),
        );
    const objectType = lease ? 'lease' : 'service_fee';
    await audit(app.db, req, {
      action: `${objectType}.export`,
      objectType,
      detail: { status: q.status, keyword: q.keyword ?? '', rows: rows.length },
    });
    return sendWorkbook(reply, `${sheet}-${today}.xlsx`, file);
  };
  app.get(billingCalls.leaseExport.path, contractExport(RecordType.LEASE));
  app.get(billingCalls.feeExport.path, contractExport(RecordType.FEE));

  /** GET /api/admin/payment_export?type=1|2&id=…: one contract's payments, newest first (its 缴费记录). */
  app.get(billingCalls.paymentExport.path, async (req, reply) => {
    const q = operationsQuery(req, paymentExportQuery);
    const contract = await loadContract(app.db, q.type, q.id);
    const { rows } = await paymentPage(app.db, q.type, q.id, { start: 1, page_size: XLSX_EXPORT_CAP });
    const items = rows.map((r) => presentPayment(r.payment, r.recorder));
    const file = await sheetWorkbook('缴费记录', PAYMENT_COLUMNS, items, paymentTotal(items, 0, 4));
    const objectType = q.type === RecordType.LEASE ? 'lease' : 'service_fee';
    await audit(app.db, req, { action: 'payment.export', objectType, objectId: q.id, detail: { rows: items.length } });
    const name = q.type === RecordType.LEASE ? contract.number || `房租合同${q.id}` : contract.title;
    return sendWorkbook(reply, `缴费记录-${name}-${parkToday(app.clock())}.xlsx`, file);
  });

  /**
   * GET /api/admin/park_payment_export?type=0|1|2&from=&to=: every payment of the park (rent, fees or both) paid on
   * the park days from…to, newest first, with its company and contract, and a 合计 row.
   */
  app.get(billingCalls.parkPaymentExport.path, async (req, reply) => {
    const q = operationsQuery(req, parkPaymentExportQuery);
    const items = presentParkPayments(await parkPayments(app.db, q, XLSX_EXPORT_CAP), XLSX_EXPORT_CAP);
    const sheet = PARK_PAYMENT_SHEET[q.type]!;
    const file = await sheetWorkbook(sheet, PARK_PAYMENT_COLUMNS, items, paymentTotal(items, 4, 4));
    await audit(app.db, req, {
      action: 'payment.export_park',
      objectType: 'payment',
      detail: { type: q.type, from: q.from ?? '', to: q.to ?? '', rows: items.length },
    });
    const range = q.from || q.to ? `-${q.from ?? ''}至${q.to ?? ''}` : '';
    return sendWorkbook(reply, `${sheet}${range}-${parkToday(app.clock())}.xlsx`, file);
  });
}
