import ExcelJS from 'exceljs';
import { RecordType, fenToYuan } from '../../../shared/billing/rules';
import type { WarnItem } from '../../../shared/contracts/billing';

/** The most rows one export holds (the whole filtered list up to this). */
export const EXPORT_CAP = 10_000;

export const EXPORT_HEADERS = (kind: number) => [
  '企业名称', kind === RecordType.LEASE ? '房间号' : '费用名称', '联系人', '电话', '已缴至', '剩余天数', '每期应缴(元)', '押金(元)', '合同编号', '状态',
];

function statusOf(w: WarnItem): string {
  if (w.overdue) return `已逾期 ${-w.days_left} 天`;
  if (w.days_left === 0) return '今日到期';
  return `${w.days_left} 天后到期`;
}

/** File name like 房租预警-2026-11-23.xlsx / 其他预警-2026-11-23.xlsx. */
export function exportFileName(kind: number, today: string): string {
  return `${kind === RecordType.LEASE ? '房租预警' : '其他预警'}-${today}.xlsx`;
}

/** Content-Disposition with an ASCII fallback and the RFC 5987 UTF-8 name. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** One sheet: a header row, one row per warned contract, and a total row of the amount due. */
export async function warnWorkbook(kind: number, items: WarnItem[], totalFen: number, today: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.created = new Date();
  const ws = wb.addWorksheet(kind === RecordType.LEASE ? '房租预警' : '其他预警');
  const headers = EXPORT_HEADERS(kind);
  ws.addRow(headers).font = { bold: true };
  for (const w of items) {
    ws.addRow([
      w.company_name, w.title, w.name, w.phone, w.expire_time, w.days_left, Number(w.real_pay), Number(w.yajin), w.number, statusOf(w),
    ]);
  }
  const total = ws.addRow(['合计', `${items.length} 项`, '', '', '', '', Number(fenToYuan(totalFen)), '', '', `导出日期 ${today}`]);
  total.font = { bold: true };
  ws.getColumn(7).numFmt = '#,##0.00';
  ws.getColumn(8).numFmt = '#,##0.00';
  [28, 16, 10, 14, 12, 10, 14, 12, 20, 16].forEach((w, i) => (ws.getColumn(i + 1).width = w));
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await wb.xlsx.writeBuffer());
}
